import type { TimestampClassifier } from './model';
import { createPortFinder, type PortEntry, type PortFinder } from './port-finder';

/**
 * Schedule data in the form every search reads: the server fills it from SQL with just the
 * rows a search needs, the offline snapshot with everything in its window. Times are whole
 * minutes since 1970 (UTC); offsets are minutes east of UTC at the port.
 */
export interface CallRecord {
  id: number;
  port: string;
  /** ids of the voyages the vessel arrives and leaves on (equal except at a turning port) */
  arrivalVoyage: number;
  departureVoyage: number;
  arrival: number | null;
  arrivalOffset: number | null;
  arrivalClass: TimestampClassifier | null;
  departure: number | null;
  departureOffset: number | null;
  departureClass: TimestampClassifier | null;
}

export interface VoyageRecord {
  id: number;
  service: number;
  vessel: number;
  number: string;
}

export interface ServiceRecord {
  id: number;
  /** the carrier's SCAC */
  carrier: string;
  code: string;
  name: string;
  sample: boolean;
}

export interface VesselRecord {
  id: number;
  imo: string | null;
  name: string;
  dummy: boolean;
  operator: string | null;
}

export interface CarrierRecord {
  scac: string;
  name: string;
}

export interface ScheduleData {
  carriers: readonly CarrierRecord[];
  services: readonly ServiceRecord[];
  vessels: readonly VesselRecord[];
  voyages: readonly VoyageRecord[];
  calls: readonly CallRecord[];
  ports: readonly PortEntry[];
  aliases: readonly (readonly [code: string, unlocode: string])[];
}

export const MINUTES_PER_DAY = 24 * 60;

/** The day number (days since 1970) of a YYYY-MM-DD date. */
export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

export function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The local day of an instant at a port: DCSA matches date windows against local dates. */
export function localDay(minutes: number, offsetMinutes: number | null): number {
  return Math.floor((minutes + (offsetMinutes ?? 0)) / MINUTES_PER_DAY);
}

/** No port is more than 14 hours ahead of or behind UTC, so a local day lies within these minutes. */
export function utcMinutesAround(firstDay: number, lastDay: number): [number, number] {
  return [firstDay * MINUTES_PER_DAY - 14 * 60, (lastDay + 1) * MINUTES_PER_DAY + 14 * 60];
}

/** Departure order, ties by id: the order of `departuresByPort`. */
export const departureOrder = (a: CallRecord, b: CallRecord) => a.departure! - b.departure! || a.id - b.id;
const byArrival = (a: CallRecord, b: CallRecord) => a.arrival! - b.arrival! || a.id - b.id;
/** A call's place in time: its arrival, or its departure when it has no arrival. */
export const callTime = (call: CallRecord): number => (call.arrival ?? call.departure)!;
const byTime = (a: CallRecord, b: CallRecord) => callTime(a) - callTime(b) || a.id - b.id;

function groupSorted<K>(
  calls: readonly CallRecord[],
  key: (call: CallRecord) => K | null,
  order: (a: CallRecord, b: CallRecord) => number,
): Map<K, CallRecord[]> {
  const groups = new Map<K, CallRecord[]>();
  for (const call of calls) {
    const value = key(call);
    if (value === null) continue;
    const list = groups.get(value);
    if (list) list.push(call);
    else groups.set(value, [call]);
  }
  for (const list of groups.values()) list.sort(order);
  return groups;
}

/** The first position in a sorted list whose value is at least `minimum`. */
export function lowerBound(
  list: readonly CallRecord[],
  value: (call: CallRecord) => number,
  minimum: number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (value(list[middle]!) < minimum) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface ScheduleIndex {
  carriers: ReadonlyMap<string, CarrierRecord>;
  services: ReadonlyMap<number, ServiceRecord>;
  vessels: ReadonlyMap<number, VesselRecord>;
  voyages: ReadonlyMap<number, VoyageRecord>;
  /** calls with a departure, by port, in departure order */
  departuresByPort: ReadonlyMap<string, CallRecord[]>;
  /** calls with an arrival, by port, in arrival order */
  arrivalsByPort: ReadonlyMap<string, CallRecord[]>;
  /** calls by the voyage they leave on, in time order */
  byDepartureVoyage: ReadonlyMap<number, CallRecord[]>;
  /** calls by the voyage they arrive on, in time order */
  byArrivalVoyage: ReadonlyMap<number, CallRecord[]>;
  /** voyage ids by vessel id */
  vesselVoyages: ReadonlyMap<number, number[]>;
  /** voyage ids by service id */
  serviceVoyages: ReadonlyMap<number, number[]>;
  ports: PortFinder;
  /** the port's own code for a code or an alias of it */
  canonical(code: string): string;
}

/**
 * Indexes schedule data for the searches. A server searching many times over the same port
 * list passes its finder in, rather than have every index build one.
 */
export function createScheduleIndex(
  data: ScheduleData,
  { ports: finder }: { ports?: PortFinder } = {},
): ScheduleIndex {
  const voyages = new Map(data.voyages.map((voyage) => [voyage.id, voyage]));
  const vesselVoyages = new Map<number, number[]>();
  const serviceVoyages = new Map<number, number[]>();
  for (const voyage of data.voyages) {
    vesselVoyages.set(voyage.vessel, [...(vesselVoyages.get(voyage.vessel) ?? []), voyage.id]);
    serviceVoyages.set(voyage.service, [...(serviceVoyages.get(voyage.service) ?? []), voyage.id]);
  }
  const ports =
    finder ?? createPortFinder(data.ports, data.aliases, new Set(data.calls.map((call) => call.port)));
  return {
    carriers: new Map(data.carriers.map((carrier) => [carrier.scac, carrier])),
    services: new Map(data.services.map((service) => [service.id, service])),
    vessels: new Map(data.vessels.map((vessel) => [vessel.id, vessel])),
    voyages,
    departuresByPort: groupSorted(
      data.calls,
      (call) => (call.departure === null ? null : call.port),
      departureOrder,
    ),
    arrivalsByPort: groupSorted(data.calls, (call) => (call.arrival === null ? null : call.port), byArrival),
    byDepartureVoyage: groupSorted(data.calls, (call) => call.departureVoyage, byTime),
    byArrivalVoyage: groupSorted(data.calls, (call) => call.arrivalVoyage, byTime),
    vesselVoyages,
    serviceVoyages,
    ports,
    canonical: (code) => ports.byCode(code)?.unlocode ?? code,
  };
}
