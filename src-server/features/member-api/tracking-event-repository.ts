import { sql } from 'kysely';
import type { ReferenceKind } from '../../../shared/tracking/events';
import type { Db } from '../../db/database';

/** The stored tracking events of the shipments on a company's watchlists (every colleague's). */

/** The events concerning any shipment the company's people watch; nothing else is read. */
export async function watchedEventRows(db: Db, companyId: number) {
  const watched = db
    .selectFrom('tracking_event_references as ref')
    .innerJoin('tracked_shipments as shipment', (join) =>
      join
        .onRef('shipment.reference_kind', '=', 'ref.reference_kind')
        .onRef('shipment.reference', '=', 'ref.reference'),
    )
    .innerJoin('tracking_watches as watch', 'watch.shipment_id', 'shipment.id')
    .innerJoin('users', 'users.id', 'watch.user_id')
    .select('ref.event_row_id')
    .where('users.company_id', '=', companyId);
  return db
    .selectFrom('tracking_events')
    .select([
      'id',
      'event_id',
      'event_type',
      'type_code',
      'event_at',
      'event_created_at',
      'unlocode',
      'is_sample',
      'document',
    ])
    .where('id', 'in', watched)
    .execute();
}

/** The shipment references each of these events concerns, by event row id. */
export async function referencesOfEvents(
  db: Db,
  eventRowIds: readonly number[],
): Promise<Map<number, { kind: ReferenceKind; reference: string }[]>> {
  const references = new Map<number, { kind: ReferenceKind; reference: string }[]>();
  for (let start = 0; start < eventRowIds.length; start += 500) {
    const refs = await db
      .selectFrom('tracking_event_references')
      .select(['event_row_id', 'reference_kind', 'reference'])
      .where('event_row_id', 'in', eventRowIds.slice(start, start + 500))
      .execute();
    for (const ref of refs) {
      const list =
        references.get(ref.event_row_id) ?? references.set(ref.event_row_id, []).get(ref.event_row_id)!;
      list.push({ kind: ref.reference_kind, reference: ref.reference });
    }
  }
  return references;
}

/** Whether any shipment on the company's watchlists is sample data. */
export async function watchesSamples(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tracking_watches as watch')
    .innerJoin('tracked_shipments as shipment', 'shipment.id', 'watch.shipment_id')
    .innerJoin('users', 'users.id', 'watch.user_id')
    .select(sql<number>`1`.as('found'))
    .where('users.company_id', '=', companyId)
    .where('shipment.is_sample', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
