import type { Db } from '../../db/database';
import type { ShipmentReference } from '../../engines/tracking/shipment-repository';

/**
 * Puts a shipment on record, once. A carrier the member chose replaces the one on record; a
 * likely one only fills a gap. Sample shipments keep their carrier.
 */
export async function recordTrackedShipment(
  db: Db,
  reference: ShipmentReference,
  { carrierId, chosen, now }: { carrierId: number | null; chosen: boolean; now: Date },
): Promise<void> {
  await db
    .insertInto('tracked_shipments')
    .values({
      reference_kind: reference.kind,
      reference: reference.reference,
      carrier_id: carrierId,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['reference_kind', 'reference']).doNothing())
    .execute();
  if (carrierId === null) return;
  let update = db
    .updateTable('tracked_shipments')
    .set({ carrier_id: carrierId })
    .where('reference_kind', '=', reference.kind)
    .where('reference', '=', reference.reference)
    .where('is_sample', '=', 0);
  if (!chosen) update = update.where('carrier_id', 'is', null);
  await update.execute();
}

/** The carrier a tracked shipment can be asked about now, with its live connection; or none. */
export function liveTrackingConnection(db: Db, reference: ShipmentReference) {
  return db
    .selectFrom('tracked_shipments')
    .innerJoin('carriers', 'carriers.id', 'tracked_shipments.carrier_id')
    .innerJoin('carrier_connections', 'carrier_connections.carrier_id', 'carriers.id')
    .select([
      'carriers.id',
      'carriers.scac',
      'carrier_connections.base_url',
      'carrier_connections.api_key',
      'tracked_shipments.is_sample',
      'tracked_shipments.last_pulled_at',
    ])
    .where('tracked_shipments.reference_kind', '=', reference.kind)
    .where('tracked_shipments.reference', '=', reference.reference)
    .where('carrier_connections.kind', '=', 'tracking')
    .where('carrier_connections.enabled', '=', 1)
    .executeTakeFirst();
}

export async function findTrackedShipmentId(
  db: Db,
  reference: ShipmentReference,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('tracked_shipments')
    .select('id')
    .where('reference_kind', '=', reference.kind)
    .where('reference', '=', reference.reference)
    .executeTakeFirst();
  return row?.id;
}

export async function watchCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('tracking_watches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addWatch(db: Db, userId: number, shipmentId: number, now: Date): Promise<void> {
  await db
    .insertInto('tracking_watches')
    .values({ user_id: userId, shipment_id: shipmentId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'shipment_id']).doNothing())
    .execute();
}

export async function removeWatch(db: Db, userId: number, shipmentId: number): Promise<void> {
  await db
    .deleteFrom('tracking_watches')
    .where('user_id', '=', userId)
    .where('shipment_id', '=', shipmentId)
    .execute();
}

/** A Track & Trace subscription by the id a carrier's notification names, with its secret. */
export function findSubscription(db: Db, subscriptionId: string) {
  return db
    .selectFrom('tracking_subscriptions')
    .innerJoin('carriers', 'carriers.id', 'tracking_subscriptions.carrier_id')
    .select(['tracking_subscriptions.secret', 'carriers.id', 'carriers.scac'])
    .where('tracking_subscriptions.subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/** The sample containers visitors may track, by reference. */
export function sampleContainers(db: Db) {
  return db
    .selectFrom('tracked_shipments')
    .select(['reference_kind', 'reference'])
    .where('is_sample', '=', 1)
    .where('reference_kind', '=', 'container')
    .orderBy('reference')
    .execute();
}

export async function isSampleShipment(db: Db, reference: ShipmentReference): Promise<boolean> {
  const row = await db
    .selectFrom('tracked_shipments')
    .select('id')
    .where('reference_kind', '=', reference.kind)
    .where('reference', '=', reference.reference)
    .where('is_sample', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
