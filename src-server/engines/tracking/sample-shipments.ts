import { createHash } from 'node:crypto';
import { containerCheckDigit } from '../../../shared/tracking/container-number';
import type { Db } from '../../db/database';
import { localDateTime, sampleVesselSchedules } from '../schedules/sample-schedules';
import { sampleTimeZone } from '../schedules/sample-services';
import { findCarrier } from '../carriers/carrier-repository';
import { storeTrackingEvents } from './event-store';
import { keepSampleShipment, removeSampleEvents, type ShipmentReference } from './shipment-repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Where a sample box is in its journey, in days from now of the vessel's departure. */
interface SampleShipment {
  scac: string;
  serviceCode: string;
  ownerCode: string;
  serial: string;
  billOfLading: string;
  booking: string;
  from: string;
  to: string;
  /** the sailing to pick: the one leaving the first port nearest this many days from now */
  departsInDays: number;
}

/** Three boxes at three stages: on the water, discharged, waiting to be loaded. */
const SAMPLE_SHIPMENTS: readonly SampleShipment[] = [
  {
    scac: 'MAEU',
    serviceCode: 'DRX',
    ownerCode: 'MSKU',
    serial: '824615',
    billOfLading: 'MAEU260418337',
    booking: '260418337',
    from: 'CNSHA',
    to: 'NLRTM',
    departsInDays: -12,
  },
  {
    scac: 'MSCU',
    serviceCode: 'SWN',
    ownerCode: 'MEDU',
    serial: '731902',
    billOfLading: 'MEDUSH815204',
    booking: 'SH815204',
    from: 'CNSHA',
    to: 'NLRTM',
    departsInDays: -36,
  },
  {
    scac: 'HLCU',
    serviceCode: 'NCR',
    ownerCode: 'HLXU',
    serial: '560318',
    billOfLading: 'HLCUSHA2611042',
    booking: '2611042',
    from: 'CNSHA',
    to: 'DEHAM',
    departsInDays: 5,
  },
];

function sampleContainerNumber(shipment: Pick<SampleShipment, 'ownerCode' | 'serial'>): string {
  const firstTen = `${shipment.ownerCode}${shipment.serial}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** The sample containers, for the page's "try one" hint and for tests. */
export const SAMPLE_CONTAINERS = SAMPLE_SHIPMENTS.map(sampleContainerNumber);

/** A stable UUID from the event's content, so reloading the same sample keeps its eventIDs. */
function eventId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Classifier = 'PLN' | 'EST' | 'ACT';

/** What counts as done at `now`: the past is actual, the future planned (or estimated). */
const classify = (at: number, now: number, future: Classifier = 'PLN'): Classifier =>
  at <= now ? 'ACT' : future;

type SampleSchedules = ReturnType<typeof sampleVesselSchedules>;

function sampleEvents(shipment: SampleShipment, now: number, schedules: SampleSchedules) {
  const service = schedules.find((entry) => entry.carrierServiceCode === shipment.serviceCode);
  if (!service) throw new Error(`No sample service ${shipment.serviceCode}`);
  const target = now + shipment.departsInDays * DAY_MS;
  let best:
    | {
        vessel: (typeof service.vesselSchedules)[number];
        origin: (typeof service.vesselSchedules)[number]['transportCalls'][number];
        destination: (typeof service.vesselSchedules)[number]['transportCalls'][number];
        distance: number;
      }
    | undefined;
  for (const vessel of service.vesselSchedules) {
    vessel.transportCalls.forEach((origin, index) => {
      if (origin.location.UNLocationCode !== shipment.from) return;
      const destination = vessel.transportCalls
        .slice(index + 1)
        .find(
          (call) =>
            call.location.UNLocationCode === shipment.to &&
            call.carrierImportVoyageNumber === origin.carrierExportVoyageNumber,
        );
      if (!destination) return;
      const distance = Math.abs(Date.parse(origin.timestamps[1]!.eventDateTime) - target);
      if (!best || distance < best.distance) best = { vessel, origin, destination, distance };
    });
  }
  if (!best) throw new Error(`No sample sailing ${shipment.from}–${shipment.to} on ${shipment.serviceCode}`);
  const { vessel, origin, destination } = best;
  const container = sampleContainerNumber(shipment);
  const vesselInfo = { vesselIMONumber: vessel.vessel.vesselIMONumber, vesselName: vessel.vessel.name };
  const callOf = (call: typeof origin) => ({
    transportCallID: call.transportCallReference.slice(0, 100),
    carrierServiceCode: service.carrierServiceCode,
    exportVoyageNumber: call.carrierExportVoyageNumber,
    importVoyageNumber: call.carrierImportVoyageNumber,
    UNLocationCode: call.location.UNLocationCode,
    modeOfTransport: 'VESSEL',
    vessel: vesselInfo,
  });
  const departure = Date.parse(origin.timestamps[1]!.eventDateTime);
  const arrival = Date.parse(destination.timestamps[0]!.eventDateTime);
  const originZone = sampleTimeZone(shipment.from);
  const destinationZone = sampleTimeZone(shipment.to);
  const local = (at: number, zone: string) => localDateTime(at, zone);
  const recorded = (at: number) => new Date(Math.min(at, now) - 30 * 60 * 1000).toISOString();
  const place = (call: typeof origin) => ({
    locationName: call.location.locationName,
    UNLocationCode: call.location.UNLocationCode,
  });

  const events: Record<string, unknown>[] = [];
  const booked = departure - 21 * DAY_MS;
  if (booked <= now) {
    events.push({
      eventID: eventId(container, 'CONF', String(booked)),
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: local(booked, originZone),
      eventDateTime: local(booked, originZone),
      shipmentEventTypeCode: 'CONF',
      documentTypeCode: 'BKG',
      documentID: shipment.booking,
    });
  }
  const equipment = (
    code: string,
    at: number,
    call: typeof origin,
    zone: string,
    empty: 'EMPTY' | 'LADEN',
    onVessel: boolean,
    future: Classifier = 'PLN',
  ) => {
    const classifier = classify(at, now, future);
    events.push({
      eventID: eventId(container, code, call.location.UNLocationCode, classifier, String(at)),
      eventType: 'EQUIPMENT',
      eventClassifierCode: classifier,
      eventCreatedDateTime: recorded(at),
      eventDateTime: local(at, zone),
      equipmentEventTypeCode: code,
      equipmentReference: container,
      ISOEquipmentCode: '45G1',
      emptyIndicatorCode: empty,
      eventLocation: place(call),
      ...(onVessel ? { transportCall: callOf(call) } : {}),
    });
  };
  const transport = (
    code: 'ARRI' | 'DEPA',
    at: number,
    call: typeof origin,
    zone: string,
    classifier: Classifier,
  ) => {
    events.push({
      eventID: eventId(
        vessel.vessel.vesselIMONumber,
        call.transportCallReference,
        code,
        classifier,
        String(at),
      ),
      eventType: 'TRANSPORT',
      eventClassifierCode: classifier,
      eventCreatedDateTime: recorded(at),
      eventDateTime: local(at, zone),
      transportEventTypeCode: code,
      transportCall: callOf(call),
    });
  };

  equipment('PICK', departure - 6 * DAY_MS, origin, originZone, 'EMPTY', false);
  equipment('GTIN', departure - 3 * DAY_MS, origin, originZone, 'LADEN', false, 'EST');
  equipment('LOAD', departure - 8 * HOUR_MS, origin, originZone, 'LADEN', true);
  transport('DEPA', departure, origin, originZone, classify(departure, now));
  // The plan as published, then the carrier's later estimate where the voyage runs late.
  transport('ARRI', arrival, destination, destinationZone, classify(arrival, now));
  if (arrival > now && departure <= now) {
    transport('ARRI', arrival + 9 * HOUR_MS, destination, destinationZone, 'EST');
  }
  const delay = arrival > now && departure <= now ? 9 * HOUR_MS : 0;
  const discharged = arrival + delay + 10 * HOUR_MS;
  equipment('DISC', discharged, destination, destinationZone, 'LADEN', true);
  // A discharged box waits at the terminal for a pickup booked in the coming days, so the
  // sample shows that stage at whatever hour it is loaded, not sometimes the gate-out.
  const pickup = arrival + delay + 3 * DAY_MS;
  equipment(
    'GTOT',
    discharged <= now ? Math.max(pickup, now + 2 * DAY_MS) : pickup,
    destination,
    destinationZone,
    'LADEN',
    false,
  );
  return { events, container };
}

/** Each sample shipment's events as a DCSA `GET /v2/events` answer, around `now`. */
export function sampleShipmentEvents(now: Date) {
  // The boxes sail on the sample vessels of the ten weeks before `now` and the six after it.
  const schedules = sampleVesselSchedules({ now: new Date(now.getTime() - 10 * 7 * DAY_MS), weeks: 16 });
  return SAMPLE_SHIPMENTS.map((shipment) => ({
    shipment,
    ...sampleEvents(shipment, now.getTime(), schedules),
  }));
}

const SAMPLE_WHAT = 'The sample tracking events';

/**
 * Replaces the sample shipments' events with a fresh set around `now`, on the sample schedules'
 * vessels and voyages; the shipments stay (and so do members' watches of them).
 */
export async function loadSampleShipments(
  db: Db,
  { now = new Date(), siteUrl }: { now?: Date; siteUrl: string },
) {
  await removeSampleEvents(db);
  let events = 0;
  for (const built of sampleShipmentEvents(now)) {
    const { shipment } = built;
    const carrier = await findCarrier(db, shipment.scac);
    const references: ShipmentReference[] = [
      { kind: 'container', reference: built.container },
      { kind: 'bill-of-lading', reference: shipment.billOfLading },
      { kind: 'booking', reference: shipment.booking },
    ];
    for (const ref of references) await keepSampleShipment(db, ref, carrier?.id ?? null, now);
    const result = await storeTrackingEvents(db, built.events, {
      source: 'sample',
      carrierId: carrier?.id ?? null,
      alsoConcerns: references,
      isSample: true,
      what: SAMPLE_WHAT,
      siteUrl,
      now,
    });
    events += result.stored;
  }
  return { shipments: SAMPLE_SHIPMENTS.length, events };
}
