import type { Insertable, Selectable } from 'kysely';
import type { ReferenceKind } from '../../../shared/tracking/events';
import type { TimelineEvent } from '../../../shared/tracking/timeline';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** A shipment as members look it up: by container, bill of lading or booking. */
export interface ShipmentReference {
  kind: ReferenceKind;
  reference: string;
}

const TIMELINE_COLUMNS = [
  'event_id',
  'event_type',
  'type_code',
  'classifier',
  'event_at',
  'event_date_time',
  'event_created_at',
  'unlocode',
  'location_name',
  'vessel_imo',
  'vessel_name',
  'voyage_number',
  'service_code',
  'equipment_reference',
  'empty_indicator',
] as const;
type TimelineRow = Pick<Selectable<Database['tracking_events']>, (typeof TIMELINE_COLUMNS)[number]>;

export function timelineEventOf(row: TimelineRow): TimelineEvent {
  return {
    eventId: row.event_id,
    eventType: row.event_type,
    code: row.type_code,
    classifier: row.classifier,
    eventDateTime: row.event_date_time,
    eventAt: row.event_at,
    recordedAt: row.event_created_at,
    unlocode: row.unlocode,
    locationName: row.location_name,
    vesselImo: row.vessel_imo,
    vesselName: row.vessel_name,
    voyageNumber: row.voyage_number,
    serviceCode: row.service_code,
    equipmentReference: row.equipment_reference,
    emptyIndicator: row.empty_indicator,
  };
}

/**
 * Stores an event once by its eventID: the row id, and whether this call stored it (false for
 * a repeat, which keeps the row stored first).
 */
export async function insertTrackingEvent(
  db: Db,
  row: Insertable<Database['tracking_events']>,
): Promise<{ id: number; inserted: boolean }> {
  const inserted = await db
    .insertInto('tracking_events')
    .values(row)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, inserted: true };
  const known = await db
    .selectFrom('tracking_events')
    .select('id')
    .where('event_id', '=', row.event_id)
    .executeTakeFirstOrThrow();
  return { id: known.id, inserted: false };
}

/** Records which references an event concerns; a link already known is kept. */
export async function linkEventToReferences(
  db: Db,
  eventRowId: number,
  references: readonly ShipmentReference[],
): Promise<void> {
  if (references.length === 0) return;
  await db
    .insertInto('tracking_event_references')
    .values(
      references.map((ref) => ({
        event_row_id: eventRowId,
        reference_kind: ref.kind,
        reference: ref.reference,
      })),
    )
    .onConflict((conflict) => conflict.columns(['event_row_id', 'reference_kind', 'reference']).doNothing())
    .execute();
}

/** Every stored event that concerns a reference. */
export async function eventsOf(db: Db, { kind, reference }: ShipmentReference): Promise<TimelineEvent[]> {
  const rows = await db
    .selectFrom('tracking_event_references')
    .innerJoin('tracking_events', 'tracking_events.id', 'tracking_event_references.event_row_id')
    // Carriers often name a port by its code alone; the port list gives it a name people read.
    .leftJoin('ports', 'ports.unlocode', 'tracking_events.unlocode')
    .select(TIMELINE_COLUMNS.map((column) => `tracking_events.${column}` as const))
    .select('ports.name as port_name')
    .where('tracking_event_references.reference_kind', '=', kind)
    .where('tracking_event_references.reference', '=', reference)
    .orderBy('tracking_events.event_at')
    .execute();
  return rows.map((row) => timelineEventOf({ ...row, location_name: row.location_name ?? row.port_name }));
}

/** The members watching a shipment. */
export function watchersOf(db: Db, ref: ShipmentReference) {
  return db
    .selectFrom('tracking_watches')
    .innerJoin('tracked_shipments', 'tracked_shipments.id', 'tracking_watches.shipment_id')
    .innerJoin('users', 'users.id', 'tracking_watches.user_id')
    .select(['users.email', 'users.first_name'])
    .where('tracked_shipments.reference_kind', '=', ref.kind)
    .where('tracked_shipments.reference', '=', ref.reference)
    .execute();
}

/** A carrier's push subscription replaces its earlier one in one transaction. */
export async function replaceCarrierSubscription(
  db: Db,
  subscription: { carrierId: number; subscriptionId: string; secret: string; createdAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tracking_subscriptions').where('carrier_id', '=', subscription.carrierId).execute();
    await trx
      .insertInto('tracking_subscriptions')
      .values({
        carrier_id: subscription.carrierId,
        subscription_id: subscription.subscriptionId,
        secret: subscription.secret,
        created_at: subscription.createdAt,
      })
      .execute();
  });
}

export async function markShipmentPulled(db: Db, reference: ShipmentReference, at: Date): Promise<void> {
  await db
    .updateTable('tracked_shipments')
    .set({ last_pulled_at: at.toISOString() })
    .where('reference_kind', '=', reference.kind)
    .where('reference', '=', reference.reference)
    .execute();
}

/** The carrier's real shipments that at least one member watches, oldest first. */
export async function watchedShipmentsOf(db: Db, carrierId: number): Promise<ShipmentReference[]> {
  const rows = await db
    .selectFrom('tracked_shipments')
    .select(['reference_kind', 'reference'])
    .where('carrier_id', '=', carrierId)
    .where('is_sample', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tracking_watches')
          .select('tracking_watches.shipment_id')
          .whereRef('tracking_watches.shipment_id', '=', 'tracked_shipments.id'),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.reference_kind, reference: row.reference }));
}

export async function removeSampleEvents(db: Db): Promise<void> {
  await db.deleteFrom('tracking_events').where('is_sample', '=', 1).execute();
}

/** A sample shipment, kept when it exists already (and with it members' watches of it). */
export async function keepSampleShipment(
  db: Db,
  ref: ShipmentReference,
  carrierId: number | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('tracked_shipments')
    .values({
      reference_kind: ref.kind,
      reference: ref.reference,
      carrier_id: carrierId,
      is_sample: 1,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['reference_kind', 'reference']).doNothing())
    .execute();
}

export async function removeSampleShipments(db: Db): Promise<void> {
  await removeSampleEvents(db);
  await db.deleteFrom('tracked_shipments').where('is_sample', '=', 1).execute();
}

/** A tracked shipment with its carrier, if one is known. */
export function trackedShipment(db: Db, reference: ShipmentReference) {
  return db
    .selectFrom('tracked_shipments')
    .leftJoin('carriers', 'carriers.id', 'tracked_shipments.carrier_id')
    .select([
      'tracked_shipments.id',
      'tracked_shipments.is_sample',
      'tracked_shipments.last_pulled_at',
      'carriers.id as carrier_id',
      'carriers.scac',
      'carriers.name',
    ])
    .where('tracked_shipments.reference_kind', '=', reference.kind)
    .where('tracked_shipments.reference', '=', reference.reference)
    .executeTakeFirstOrThrow();
}

export async function hasTrackingConnection(db: Db, carrierId: number): Promise<boolean> {
  const connection = await db
    .selectFrom('carrier_connections')
    .select('id')
    .where('carrier_id', '=', carrierId)
    .where('kind', '=', 'tracking')
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return connection !== undefined;
}

export async function isWatching(db: Db, userId: number, shipmentId: number): Promise<boolean> {
  const watch = await db
    .selectFrom('tracking_watches')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirst();
  return watch !== undefined;
}

/** The ports with these codes, with their coordinates. */
export function portsWithCodes(db: Db, codes: readonly string[]) {
  return db
    .selectFrom('ports')
    .select(['unlocode', 'name', 'latitude', 'longitude'])
    .where('unlocode', 'in', [...new Set(codes)])
    .execute();
}

/** A member's watchlist, newest first. */
export function watchesOf(db: Db, userId: number) {
  return db
    .selectFrom('tracking_watches')
    .innerJoin('tracked_shipments', 'tracked_shipments.id', 'tracking_watches.shipment_id')
    .leftJoin('carriers', 'carriers.id', 'tracked_shipments.carrier_id')
    .select([
      'tracked_shipments.reference_kind',
      'tracked_shipments.reference',
      'tracked_shipments.is_sample',
      'carriers.name',
      'tracking_watches.created_at',
    ])
    .where('tracking_watches.user_id', '=', userId)
    .orderBy('tracking_watches.created_at', 'desc')
    .execute();
}
