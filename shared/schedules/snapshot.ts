import type { TimestampClassifier } from './model';
import type { PortEntry } from './port-finder';
import {
  createScheduleIndex,
  type CallRecord,
  type ScheduleData,
  type ScheduleIndex,
  type ServiceRecord,
  type VesselRecord,
  type VoyageRecord,
} from './schedule-index';

const SNAPSHOT_FORMAT = 'dfa-schedules-snapshot';
export const SNAPSHOT_VERSION = 1;
/** Departures a snapshot answers for, from its first day. */
export const SNAPSHOT_WEEKS = 8;

/**
 * The schedules a desktop app searches offline, as compact JSON: rows as tuples, call columns
 * as arrays, ids and times stored as differences from the previous value (small numbers that
 * compress well), ports and voyages referred to by position. `validFrom`–`validUntil` are the
 * local departure days it answers for; it also holds the whole voyages those sailings use
 * and the onward sailings a transshipment may take.
 */
export interface ScheduleSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  generatedAt: string;
  /** changes whenever the schedule data does */
  dataVersion: string;
  validFrom: string;
  validUntil: string;
  /** some schedules in it are generated samples */
  sample: boolean;
  carriers: [scac: string, name: string][];
  ports: [
    unlocode: string,
    name: string,
    countryCode: string,
    countryName: string,
    latitude: number | null,
    longitude: number | null,
    harborSize: string | null,
    alternateNames: string[],
  ][];
  aliases: [code: string, unlocode: string][];
  services: [id: number, carrier: string, code: string, name: string, sample: 0 | 1][];
  vessels: [id: number, imo: string | null, name: string, dummy: 0 | 1, operator: string | null][];
  voyages: { id: number[]; service: number[]; vessel: number[]; number: string[] };
  calls: {
    /** differences of call ids, in the order of the calls */
    id: number[];
    /** positions in `ports` */
    port: number[];
    /** positions in `voyages` */
    arrivalVoyage: number[];
    departureVoyage: number[];
    /** minutes since 1970, as differences from the call before's time (null: no timestamp) */
    arrival: (number | null)[];
    departure: (number | null)[];
    arrivalOffset: (number | null)[];
    departureOffset: (number | null)[];
    /** two letters per call, arrival then departure: P planned, E estimated, A actual, - none */
    classes: string;
  };
}

const CLASS_LETTERS: Record<TimestampClassifier, string> = { PLN: 'P', EST: 'E', ACT: 'A' };
const LETTER_CLASSES: Record<string, TimestampClassifier> = { P: 'PLN', E: 'EST', A: 'ACT' };

/** Differences of a list of numbers, nulls kept in place and skipped. */
function deltas(values: readonly (number | null)[]): (number | null)[] {
  let last = 0;
  return values.map((value) => {
    if (value === null) return null;
    const delta = value - last;
    last = value;
    return delta;
  });
}

function undeltas(values: readonly (number | null)[]): (number | null)[] {
  let last = 0;
  return values.map((delta) => {
    if (delta === null) return null;
    last += delta;
    return last;
  });
}

export interface SnapshotMeta {
  generatedAt: string;
  dataVersion: string;
  validFrom: string;
  validUntil: string;
}

/** Writes schedule data as a snapshot; `openSnapshot` reads it back to the same data. */
export function encodeSnapshot(data: ScheduleData, meta: SnapshotMeta): ScheduleSnapshot {
  const voyages = [...data.voyages].sort((a, b) => a.id - b.id);
  const voyagePosition = new Map(voyages.map((voyage, position) => [voyage.id, position]));
  const calledPorts = new Set(data.calls.map((call) => call.port));
  const ports = data.ports.filter((port) => calledPorts.has(port.unlocode));
  const portPosition = new Map(ports.map((port, position) => [port.unlocode, position]));
  // Codes carriers used that the port list does not know travel as ports named by their code.
  for (const code of [...calledPorts].sort()) {
    if (portPosition.has(code)) continue;
    portPosition.set(code, ports.length);
    ports.push({
      unlocode: code,
      name: code,
      alternateNames: [],
      countryCode: code.slice(0, 2),
      countryName: code.slice(0, 2),
      latitude: null,
      longitude: null,
      harborSize: null,
    });
  }
  // Calls voyage by voyage, in time order, so times grow by small steps.
  const calls = [...data.calls].sort(
    (a, b) =>
      voyagePosition.get(a.departureVoyage)! - voyagePosition.get(b.departureVoyage)! ||
      (a.arrival ?? a.departure!) - (b.arrival ?? b.departure!) ||
      a.id - b.id,
  );
  const times = deltas(calls.flatMap((call) => [call.arrival, call.departure]));
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    ...meta,
    sample: data.services.some((service) => service.sample),
    carriers: data.carriers.map((carrier) => [carrier.scac, carrier.name]),
    ports: ports.map((port) => [
      port.unlocode,
      port.name,
      port.countryCode,
      port.countryName,
      port.latitude,
      port.longitude,
      port.harborSize,
      [...port.alternateNames],
    ]),
    aliases: data.aliases
      .filter(([, unlocode]) => calledPorts.has(unlocode))
      .map(([code, unlocode]) => [code, unlocode]),
    services: data.services.map((service) => [
      service.id,
      service.carrier,
      service.code,
      service.name,
      service.sample ? 1 : 0,
    ]),
    vessels: data.vessels.map((vessel) => [
      vessel.id,
      vessel.imo,
      vessel.name,
      vessel.dummy ? 1 : 0,
      vessel.operator,
    ]),
    voyages: {
      id: deltas(voyages.map((voyage) => voyage.id)) as number[],
      service: voyages.map((voyage) => voyage.service),
      vessel: voyages.map((voyage) => voyage.vessel),
      number: voyages.map((voyage) => voyage.number),
    },
    calls: {
      id: deltas(calls.map((call) => call.id)) as number[],
      port: calls.map((call) => portPosition.get(call.port)!),
      arrivalVoyage: calls.map((call) => voyagePosition.get(call.arrivalVoyage)!),
      departureVoyage: calls.map((call) => voyagePosition.get(call.departureVoyage)!),
      arrival: times.filter((_, position) => position % 2 === 0),
      departure: times.filter((_, position) => position % 2 === 1),
      arrivalOffset: calls.map((call) => call.arrivalOffset),
      departureOffset: calls.map((call) => call.departureOffset),
      classes: calls
        .map(
          (call) =>
            (call.arrivalClass ? CLASS_LETTERS[call.arrivalClass] : '-') +
            (call.departureClass ? CLASS_LETTERS[call.departureClass] : '-'),
        )
        .join(''),
    },
  };
}

class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/**
 * Column lengths and positions agree, so a damaged snapshot is refused whole rather than read
 * into calls at the wrong ports or voyages.
 */
function checkColumns(snapshot: ScheduleSnapshot): void {
  const { voyages, calls } = snapshot;
  const voyageCount = voyages.id.length;
  const callCount = calls.id.length;
  const sameLength =
    [voyages.service, voyages.vessel, voyages.number].every((column) => column.length === voyageCount) &&
    [
      calls.port,
      calls.arrivalVoyage,
      calls.departureVoyage,
      calls.arrival,
      calls.departure,
      calls.arrivalOffset,
      calls.departureOffset,
    ].every((column) => column.length === callCount) &&
    calls.classes.length === callCount * 2;
  const within = (positions: readonly number[], count: number) =>
    positions.every((position) => Number.isInteger(position) && position >= 0 && position < count);
  if (
    !sameLength ||
    !within(calls.port, snapshot.ports.length) ||
    !within(calls.arrivalVoyage, voyageCount) ||
    !within(calls.departureVoyage, voyageCount) ||
    !/^[PEA-]*$/.test(calls.classes)
  ) {
    throw new SnapshotError('The schedules snapshot is damaged: its columns do not agree.');
  }
}

/** Reads a snapshot back into schedule data, refusing what this version cannot read. */
function decodeSnapshot(snapshot: ScheduleSnapshot): ScheduleData {
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      `This is not a version ${SNAPSHOT_VERSION} schedules snapshot (format ${String(snapshot.format)}, version ${String(snapshot.version)}).`,
    );
  }
  checkColumns(snapshot);
  const ports: PortEntry[] = snapshot.ports.map(
    ([unlocode, name, countryCode, countryName, latitude, longitude, harborSize, alternateNames]) => ({
      unlocode,
      name,
      countryCode,
      countryName,
      latitude,
      longitude,
      harborSize,
      alternateNames,
    }),
  );
  const voyageIds = undeltas(snapshot.voyages.id) as number[];
  const voyages: VoyageRecord[] = voyageIds.map((id, position) => ({
    id,
    service: snapshot.voyages.service[position]!,
    vessel: snapshot.voyages.vessel[position]!,
    number: snapshot.voyages.number[position]!,
  }));
  const columns = snapshot.calls;
  const times = undeltas(
    columns.arrival.flatMap((arrival, position) => [arrival, columns.departure[position]!]),
  );
  const ids = undeltas(columns.id) as number[];
  const classOf = (letter: string | undefined) => (letter && letter !== '-' ? LETTER_CLASSES[letter]! : null);
  const calls: CallRecord[] = ids.map((id, position) => ({
    id,
    port: ports[columns.port[position]!]!.unlocode,
    arrivalVoyage: voyageIds[columns.arrivalVoyage[position]!]!,
    departureVoyage: voyageIds[columns.departureVoyage[position]!]!,
    arrival: times[position * 2]!,
    arrivalOffset: columns.arrivalOffset[position]!,
    arrivalClass: classOf(columns.classes[position * 2]),
    departure: times[position * 2 + 1]!,
    departureOffset: columns.departureOffset[position]!,
    departureClass: classOf(columns.classes[position * 2 + 1]),
  }));
  return {
    carriers: snapshot.carriers.map(([scac, name]) => ({ scac, name })),
    services: snapshot.services.map(([id, carrier, code, name, sample]): ServiceRecord => ({
      id,
      carrier,
      code,
      name,
      sample: sample === 1,
    })),
    vessels: snapshot.vessels.map(([id, imo, name, dummy, operator]): VesselRecord => ({
      id,
      imo,
      name,
      dummy: dummy === 1,
      operator,
    })),
    voyages,
    calls,
    ports,
    aliases: snapshot.aliases,
  };
}

/** A snapshot ready to search: the searches in `search.ts` take its `index`. */
export interface OpenSnapshot {
  index: ScheduleIndex;
  generatedAt: string;
  dataVersion: string;
  validFrom: string;
  validUntil: string;
  sample: boolean;
}

export function openSnapshot(snapshot: ScheduleSnapshot): OpenSnapshot {
  return {
    index: createScheduleIndex(decodeSnapshot(snapshot)),
    generatedAt: snapshot.generatedAt,
    dataVersion: snapshot.dataVersion,
    validFrom: snapshot.validFrom,
    validUntil: snapshot.validUntil,
    sample: snapshot.sample,
  };
}
