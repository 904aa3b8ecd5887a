import { randomInt, randomUUID } from 'node:crypto';
import { containerCheckDigit } from '../../shared/tracking/container-number';
import type { Db } from '../../src-server/db/database';
import { storeTrackingEvents } from '../../src-server/engines/tracking/event-store';
import { sampleShipmentEvents } from '../../src-server/engines/tracking/sample-shipments';

/**
 * Records a carrier's Track & Trace subscription as the carrier would have confirmed it: its id
 * and the secret its notifications are signed with.
 */
export async function recordSubscription(
  db: Db,
  { scac, subscriptionId, secret }: { scac: string; subscriptionId: string; secret: string },
): Promise<void> {
  const carrier = await db
    .selectFrom('carriers')
    .select('id')
    .where('scac', '=', scac)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tracking_subscriptions')
    .values({
      carrier_id: carrier.id,
      subscription_id: subscriptionId,
      secret,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * A shipment of the caller's own, told like the first sample box (Maersk, Shanghai to Rotterdam,
 * on the water now) but under a container and booking number no other test tracks, so a test
 * may add to its story (a carrier reporting the discharge) without changing what another reads.
 * Answers its container number.
 */
export async function ownSampleShipment(db: Db, { siteUrl }: { siteUrl: string }): Promise<string> {
  const now = new Date();
  const { shipment, container: sampleContainer, events } = sampleShipmentEvents(now)[0]!;
  let container = sampleContainer;
  while (container === sampleContainer) {
    const firstTen = `${shipment.ownerCode}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    container = `${firstTen}${containerCheckDigit(firstTen)}`;
  }
  const booking = `E2E${container.slice(4, 10)}`;
  const own = events.map((event) => ({
    ...event,
    eventID: randomUUID(),
    ...('equipmentReference' in event ? { equipmentReference: container } : {}),
    ...(event.eventType === 'SHIPMENT' ? { documentID: booking } : {}),
  }));
  const carrier = await db
    .selectFrom('carriers')
    .select('id')
    .where('scac', '=', shipment.scac)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tracked_shipments')
    .values({
      reference_kind: 'container',
      reference: container,
      carrier_id: carrier.id,
      is_sample: 1,
      created_at: now.toISOString(),
    })
    .execute();
  await storeTrackingEvents(db, own, {
    source: 'sample',
    carrierId: carrier.id,
    alsoConcerns: [{ kind: 'container', reference: container }],
    isSample: true,
    what: 'A test shipment',
    siteUrl,
    now,
  });
  return container;
}
