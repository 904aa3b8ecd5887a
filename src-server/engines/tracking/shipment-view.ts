import type { ShipmentView, WatchedShipment } from '../../../shared/api/tracking';
import { likelyCarrier } from '../../../shared/tracking/carrier-hint';
import { statusLine, statusOf, timelineOf, type TimelineEvent } from '../../../shared/tracking/timeline';
import type { Db } from '../../db/database';
import { eventsOf, type ShipmentReference } from './event-store';

const jsonList = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/** Who a reference's prefix points to, from the carrier registry: only a likelihood. */
export async function carrierHintOf(db: Db, reference: string) {
  const carriers = await db
    .selectFrom('carriers')
    .select(['scac', 'name', 'container_prefixes', 'bill_of_lading_prefixes'])
    .orderBy('scac')
    .execute();
  return likelyCarrier(
    reference,
    carriers.map((carrier) => ({
      scac: carrier.scac,
      name: carrier.name,
      containerPrefixes: jsonList(carrier.container_prefixes),
      billOfLadingPrefixes: jsonList(carrier.bill_of_lading_prefixes),
    })),
  );
}

/** Ports in the order the box passes them, with coordinates for the map. */
async function routeOf(db: Db, timeline: readonly TimelineEvent[]) {
  const codes: string[] = [];
  for (const event of timeline) {
    if (event.eventType === 'SHIPMENT' || !event.unlocode) continue;
    if (codes.at(-1) !== event.unlocode) codes.push(event.unlocode);
  }
  if (codes.length === 0) return [];
  const ports = await db
    .selectFrom('ports')
    .select(['unlocode', 'name', 'latitude', 'longitude'])
    .where('unlocode', 'in', [...new Set(codes)])
    .execute();
  const byCode = new Map(ports.map((port) => [port.unlocode, port]));
  return codes.flatMap((code) => {
    const port = byCode.get(code);
    return port
      ? [{ code, name: port.name, latitude: Number(port.latitude), longitude: Number(port.longitude) }]
      : [];
  });
}

/** The vessel the box is on or waits for: the one of the next move by sea, else the last. */
function vesselOf(timeline: readonly TimelineEvent[], next: TimelineEvent | null) {
  const withVessel = timeline.filter((event) => event.vesselName);
  const upcoming = next ? withVessel.find((event) => event.eventAt >= next.eventAt) : undefined;
  const chosen = upcoming ?? withVessel.at(-1);
  return chosen
    ? { imo: chosen.vesselImo, name: chosen.vesselName!, voyageNumber: chosen.voyageNumber }
    : null;
}

export async function shipmentView(
  db: Db,
  reference: ShipmentReference,
  { userId, pull }: { userId: number | null; pull: ShipmentView['pull'] },
): Promise<ShipmentView> {
  const shipment = await db
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
  const connection =
    shipment.carrier_id === null
      ? undefined
      : await db
          .selectFrom('carrier_connections')
          .select('id')
          .where('carrier_id', '=', shipment.carrier_id)
          .where('kind', '=', 'tracking')
          .where('enabled', '=', 1)
          .executeTakeFirst();
  // A visitor (no user) watches nothing.
  const watch =
    userId === null
      ? undefined
      : await db
          .selectFrom('tracking_watches')
          .select('created_at')
          .where('user_id', '=', userId)
          .where('shipment_id', '=', shipment.id)
          .executeTakeFirst();
  const timeline = timelineOf(await eventsOf(db, reference));
  const status = statusOf(timeline);
  return {
    kind: reference.kind,
    reference: reference.reference,
    carrier:
      shipment.scac && shipment.name
        ? { scac: shipment.scac, name: shipment.name, trackingConnected: Boolean(connection) }
        : null,
    hint: await carrierHintOf(db, reference.reference),
    isSample: Number(shipment.is_sample) === 1,
    timeline,
    status: { ...status, line: statusLine(status) },
    vessel: vesselOf(timeline, status.next),
    route: await routeOf(db, timeline),
    watched: Boolean(watch),
    pull,
    lastPulledAt: shipment.last_pulled_at,
  };
}

export async function watchlistOf(db: Db, userId: number): Promise<WatchedShipment[]> {
  const rows = await db
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
  return Promise.all(
    rows.map(async (row) => {
      const status = statusOf(
        timelineOf(await eventsOf(db, { kind: row.reference_kind, reference: row.reference })),
      );
      return {
        kind: row.reference_kind,
        reference: row.reference,
        carrierName: row.name,
        isSample: Number(row.is_sample) === 1,
        statusLine: statusLine(status),
        lastActual: status.lastActual,
        destination: status.destination,
        watchedSince: row.created_at,
      };
    }),
  );
}
