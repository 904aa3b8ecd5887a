import type { ShipmentView, WatchedShipment } from '../../../shared/api/tracking';
import { likelyCarrier } from '../../../shared/tracking/carrier-hint';
import { statusLine, statusOf, timelineOf, type TimelineEvent } from '../../../shared/tracking/timeline';
import type { Db } from '../../db/database';
import { carrierPrefixes } from '../carriers/carrier-repository';
import {
  eventsOf,
  hasTrackingConnection,
  isWatching,
  portsWithCodes,
  trackedShipment,
  watchesOf,
  type ShipmentReference,
} from './shipment-repository';

/** Who a reference's prefix points to, from the carrier registry: only a likelihood. */
export async function carrierHintOf(db: Db, reference: string) {
  return likelyCarrier(reference, await carrierPrefixes(db));
}

/** Ports in the order the box passes them, with coordinates for the map. */
async function routeOf(db: Db, timeline: readonly TimelineEvent[]) {
  const codes: string[] = [];
  for (const event of timeline) {
    if (event.eventType === 'SHIPMENT' || !event.unlocode) continue;
    if (codes.at(-1) !== event.unlocode) codes.push(event.unlocode);
  }
  if (codes.length === 0) return [];
  const ports = await portsWithCodes(db, codes);
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
  const shipment = await trackedShipment(db, reference);
  const trackingConnected =
    shipment.carrier_id !== null && (await hasTrackingConnection(db, shipment.carrier_id));
  // A visitor (no user) watches nothing.
  const watched = userId !== null && (await isWatching(db, userId, shipment.id));
  const timeline = timelineOf(await eventsOf(db, reference));
  const status = statusOf(timeline);
  return {
    kind: reference.kind,
    reference: reference.reference,
    carrier:
      shipment.scac && shipment.name ? { scac: shipment.scac, name: shipment.name, trackingConnected } : null,
    hint: await carrierHintOf(db, reference.reference),
    isSample: Number(shipment.is_sample) === 1,
    timeline,
    status: { ...status, line: statusLine(status) },
    vessel: vesselOf(timeline, status.next),
    route: await routeOf(db, timeline),
    watched,
    pull,
    lastPulledAt: shipment.last_pulled_at,
  };
}

export async function watchlistOf(db: Db, userId: number): Promise<WatchedShipment[]> {
  const rows = await watchesOf(db, userId);
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
