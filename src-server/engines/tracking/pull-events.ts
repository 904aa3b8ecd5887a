import type { Db } from '../../db/database';
import {
  dcsaAdapter,
  type CarrierAdapter,
  type CarrierEndpoint,
  type PullOptions,
} from '../carriers/adapter';
import type { SyncHandler } from '../carriers/sync-worker';
import { DCSA_SCHEMAS, dcsaValidator } from '../dcsa/validator';
import { findCarrier } from '../carriers/carrier-repository';
import { storeTrackingEvents, type StoreResult } from './event-store';
import { markShipmentPulled, watchedShipmentsOf, type ShipmentReference } from './shipment-repository';

/**
 * Asks a connected carrier for a reference's events (`GET /v2/events`), checks every page
 * against Track & Trace 2.2 and stores them all in one transaction, each event once.
 */
export async function pullShipmentEvents(
  db: Db,
  {
    endpoint,
    carrierId,
    reference,
    siteUrl,
    adapter = dcsaAdapter,
    options = {},
    now = new Date(),
  }: {
    endpoint: CarrierEndpoint;
    carrierId: number;
    reference: ShipmentReference;
    siteUrl: string;
    adapter?: CarrierAdapter;
    options?: PullOptions;
    /** when the carrier is asked: recorded as the shipment's last pull */
    now?: Date;
  },
): Promise<StoreResult & { pages: number }> {
  const what = `${endpoint.scac}’s events for ${reference.reference}`;
  const pages = await adapter.pullEvents(endpoint, reference, options);
  pages.forEach((page, index) =>
    dcsaValidator().assertValid(
      DCSA_SCHEMAS.trackingEvents,
      page,
      pages.length > 1 ? `Page ${index + 1} of ${what}` : what,
    ),
  );
  const result = await storeTrackingEvents(db, (pages as unknown[][]).flat(), {
    source: 'pull',
    carrierId,
    alsoConcerns: [reference],
    what,
    siteUrl,
  });
  await markShipmentPulled(db, reference, now);
  return { ...result, pages: pages.length };
}

/** A carrier is asked about the shipments members watch, on the connection's interval. */
export function pullTracking({
  siteUrl,
  adapter = dcsaAdapter,
  options = {},
}: {
  siteUrl: string;
  adapter?: CarrierAdapter;
  options?: PullOptions;
}): SyncHandler {
  return async ({ db, connection, signal }) => {
    const carrier = await findCarrier(db, connection.scac);
    if (!carrier) throw new Error(`${connection.scac} is not in the carrier registry.`);
    const watched = await watchedShipmentsOf(db, carrier.id);
    let pages = 0;
    let stored = 0;
    let repeated = 0;
    for (const shipment of watched) {
      const result = await pullShipmentEvents(db, {
        endpoint: connection,
        carrierId: carrier.id,
        reference: shipment,
        siteUrl,
        adapter,
        options: { ...options, signal },
      });
      pages += result.pages;
      stored += result.stored;
      repeated += result.repeated;
    }
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    return {
      pages,
      counts: { shipments: watched.length, events: stored, repeated },
      message: `Asked about ${plural(watched.length, 'watched shipment')}: ${plural(stored, 'new event')}, ${plural(repeated, 'event')} already known.`,
    };
  };
}
