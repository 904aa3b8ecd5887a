import {
  PAGE_SIZE,
  type CallTime,
  type CarrierAnswer,
  type CarrierService,
  type Leg,
  type PortCall,
  type PortCallAnswer,
  type PortSummary,
  type RouteAnswer,
  type Sailing,
  type VesselAnswer,
  type VesselCall,
  type VesselSummary,
} from '../api/schedules';
import { SCHEDULE_LIMITS, type PortCallDirection, type RouteSort } from './limits';
import {
  callTime,
  dayNumber,
  departureOrder,
  isoDate,
  localDay,
  lowerBound,
  MINUTES_PER_DAY,
  type CallRecord,
  type ScheduleIndex,
  type VesselRecord,
  type VoyageRecord,
} from './schedule-index';

/** A window of local days at the port, inclusive, as day numbers. */
export interface DayWindow {
  first: number;
  last: number;
}

/** The days asked for, or `defaultDays` from today; the schema has already checked their order. */
export function resolveWindow(
  from: string | undefined,
  to: string | undefined,
  today: string,
  defaultDays: number = SCHEDULE_LIMITS.defaultWindowDays,
): DayWindow {
  const first = dayNumber(from ?? today);
  return { first, last: to ? dayNumber(to) : first + defaultDays - 1 };
}

export interface RouteQuery {
  from: string;
  to: string;
  window: DayWindow;
  transshipment: 'direct' | 'one';
  minConnectionHours: number;
  sort: RouteSort;
  /** 1-based; ignored with `everything` */
  page: number;
  /** every sailing up to SCHEDULE_LIMITS.maxRows, unpaged (for downloads) */
  everything?: boolean;
  /**
   * Keyset paging for API clients, instead of `page`: the sailings after `after` in the sort's
   * order, `count` of them, arriving on the local days of `arrivalDays` when given. The answer's
   * `total` then counts the sailings from the slice's start on, so more follow when it exceeds
   * the sailings shown.
   */
  slice?: { after?: RouteKey; count: number; arrivalDays?: { first?: number; last?: number } };
}

/** Where a sailing stands in departure order: departure and arrival (UTC minutes), then its id. */
export type RouteKey = [departure: number, arrival: number, id: string];

/** A sailing's place in departure order, from the times and id it is answered with. */
export function routeKeyOf(sailing: Sailing): RouteKey {
  return [Date.parse(sailing.departure.at) / 60_000, Date.parse(sailing.arrival.at) / 60_000, sailing.id];
}

const compareRouteKeys = (a: RouteKey, b: RouteKey) =>
  a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);

const MAX_TRANSIT = SCHEDULE_LIMITS.maxTransitDays * MINUTES_PER_DAY;
const MAX_WAIT = SCHEDULE_LIMITS.maxConnectionWaitDays * MINUTES_PER_DAY;

const iso = (minutes: number) => new Date(minutes * 60_000).toISOString();

function departureTime(call: CallRecord): CallTime {
  return {
    at: iso(call.departure!),
    offsetMinutes: call.departureOffset ?? 0,
    classifier: call.departureClass!,
  };
}
function arrivalTime(call: CallRecord): CallTime {
  return { at: iso(call.arrival!), offsetMinutes: call.arrivalOffset ?? 0, classifier: call.arrivalClass! };
}

const inWindow = (minutes: number | null, offset: number | null, window: DayWindow) =>
  minutes !== null && localDay(minutes, offset) >= window.first && localDay(minutes, offset) <= window.last;

/** Calls at a port whose departure falls on a local day of the window, in departure order. */
function departuresIn(index: ScheduleIndex, port: string, window: DayWindow): CallRecord[] {
  const list = index.departuresByPort.get(port) ?? [];
  const start = lowerBound(list, (call) => call.departure!, window.first * MINUTES_PER_DAY - 14 * 60);
  const found: CallRecord[] = [];
  for (let position = start; position < list.length; position += 1) {
    const call = list[position]!;
    if (call.departure! > (window.last + 1) * MINUTES_PER_DAY + 14 * 60) break;
    if (inWindow(call.departure, call.departureOffset, window)) found.push(call);
  }
  return found;
}

function arrivalsIn(index: ScheduleIndex, port: string, window: DayWindow): CallRecord[] {
  const list = index.arrivalsByPort.get(port) ?? [];
  const start = lowerBound(list, (call) => call.arrival!, window.first * MINUTES_PER_DAY - 14 * 60);
  const found: CallRecord[] = [];
  for (let position = start; position < list.length; position += 1) {
    const call = list[position]!;
    if (call.arrival! > (window.last + 1) * MINUTES_PER_DAY + 14 * 60) break;
    if (inWindow(call.arrival, call.arrivalOffset, window)) found.push(call);
  }
  return found;
}

/** The calls after `departure` on the voyage the cargo is loaded on, up to and with `until`. */
function onward(index: ScheduleIndex, voyage: number, after: number): CallRecord[] {
  const list = index.byArrivalVoyage.get(voyage) ?? [];
  return list.filter((call) => call.arrival !== null && call.arrival > after);
}

interface Context {
  index: ScheduleIndex;
  ports: Set<string>;
  sample: boolean;
}

function voyageOf(index: ScheduleIndex, id: number): VoyageRecord {
  const voyage = index.voyages.get(id);
  if (!voyage) throw new Error(`Voyage ${id} is missing from the schedule data`);
  return voyage;
}

function vesselRef(vessel: VesselRecord) {
  return { imo: vessel.imo, name: vessel.name, dummy: vessel.dummy };
}

function serviceParts(context: Context, voyageId: number) {
  const voyage = voyageOf(context.index, voyageId);
  const service = context.index.services.get(voyage.service)!;
  const carrier = context.index.carriers.get(service.carrier) ?? {
    scac: service.carrier,
    name: service.carrier,
  };
  const vessel = context.index.vessels.get(voyage.vessel)!;
  context.sample ||= service.sample;
  return { voyage, service, carrier, vessel };
}

function legOf(context: Context, departure: CallRecord, arrival: CallRecord): Leg {
  const { voyage, service, carrier, vessel } = serviceParts(context, departure.departureVoyage);
  const via = onward(context.index, departure.departureVoyage, departure.departure!)
    .filter((call) => call.arrival! < arrival.arrival!)
    .map((call) => call.port);
  for (const port of [departure.port, arrival.port, ...via]) context.ports.add(port);
  return {
    carrier: { scac: carrier.scac, name: carrier.name },
    service: { code: service.code, name: service.name },
    vessel: vesselRef(vessel),
    voyage: voyage.number,
    from: departure.port,
    to: arrival.port,
    departure: departureTime(departure),
    arrival: arrivalTime(arrival),
    via,
  };
}

interface Route {
  id: string;
  departure: number;
  arrival: number;
  calls: [CallRecord, CallRecord] | [CallRecord, CallRecord, CallRecord, CallRecord];
}

/**
 * Every direct sailing, and the transshipments nothing else beats: a transshipment is dropped
 * when another sailing leaves no earlier and arrives sooner (or a direct one leaves no earlier
 * and arrives no later), so the list holds real choices rather than every combination.
 */
function withoutDominated(routes: Route[]): Route[] {
  const byDeparture = new Map<number, Route[]>();
  for (const route of routes) {
    const group = byDeparture.get(route.departure);
    if (group) group.push(route);
    else byDeparture.set(route.departure, [route]);
  }
  const kept: Route[] = [];
  // The earliest arrival of anything leaving later than the group at hand.
  let laterArrival = Number.POSITIVE_INFINITY;
  for (const departure of [...byDeparture.keys()].sort((a, b) => b - a)) {
    const group = byDeparture.get(departure)!;
    const directs = group.filter((route) => route.calls.length === 2);
    const transshipments = group.filter((route) => route.calls.length === 4);
    const directArrival = Math.min(...directs.map((route) => route.arrival));
    const transshipmentArrival = Math.min(...transshipments.map((route) => route.arrival));
    kept.push(...directs);
    for (const route of transshipments) {
      if (
        route.arrival < laterArrival &&
        route.arrival < directArrival &&
        route.arrival === transshipmentArrival
      ) {
        kept.push(route);
      }
    }
    laterArrival = Math.min(laterArrival, directArrival, transshipmentArrival);
  }
  return kept;
}

/** The first call at `port` on a voyage after a time, from the calls arriving there. */
function firstArrivalAt(
  callsAtDestination: ReadonlyMap<number, CallRecord[]>,
  voyage: number,
  after: number,
): CallRecord | undefined {
  for (const call of callsAtDestination.get(voyage) ?? []) if (call.arrival! > after) return call;
  return undefined;
}

const departureOf = (call: CallRecord) => call.departure!;

/**
 * Sailings from one port to another: direct, on one voyage of one vessel, and (unless direct
 * only is asked) with one transshipment, where the cargo is discharged at a hub and loaded on
 * another vessel no sooner than the minimum connection time and no later than the longest wait.
 * For each first sailing, hub and onward service only the earliest onward sailing is offered,
 * and a transshipment only when it beats the direct arrival of the same first sailing.
 */
export function searchRoutes(index: ScheduleIndex, query: RouteQuery): RouteAnswer {
  const from = index.canonical(query.from);
  const to = index.canonical(query.to);
  const connection = query.minConnectionHours * 60;
  const context: Context = { index, ports: new Set([from, to]), sample: false };

  // Only calls in the time a route of the window can use count: from the earliest instant of
  // its first local day to the longest transit after its last.
  const firstUsable = query.window.first * MINUTES_PER_DAY - 14 * 60;
  const lastUsable = (query.window.last + 1) * MINUTES_PER_DAY + 14 * 60 + MAX_TRANSIT;

  // The destination's calls in that time, by the voyage that arrives there.
  const callsAtDestination = new Map<number, CallRecord[]>();
  const arrivals = index.arrivalsByPort.get(to) ?? [];
  for (
    let position = lowerBound(arrivals, (call) => call.arrival!, firstUsable);
    position < arrivals.length && arrivals[position]!.arrival! <= lastUsable;
    position += 1
  ) {
    const call = arrivals[position]!;
    const list = callsAtDestination.get(call.arrivalVoyage);
    if (list) list.push(call);
    else callsAtDestination.set(call.arrivalVoyage, [call]);
  }

  // At each hub, the departures in that time on voyages that go on to the destination, in
  // departure order: only these can connect. They are found from the destination's side, whose
  // voyages are few and call few ports, rather than by reading every departure of every hub.
  const connectingByHub = new Map<string, CallRecord[]>();
  for (const voyage of callsAtDestination.keys()) {
    for (const call of index.byDepartureVoyage.get(voyage) ?? []) {
      if (call.departure === null || call.departure < firstUsable || call.departure > lastUsable) continue;
      const list = connectingByHub.get(call.port);
      if (list) list.push(call);
      else connectingByHub.set(call.port, [call]);
    }
  }
  for (const list of connectingByHub.values()) list.sort(departureOrder);

  const routes: Route[] = [];
  const hubsSeen = new Set<string>();
  const servicesTaken = new Set<number>();
  // The transshipments of the departure at hand that arrive first: withoutDominated offers no
  // other, so the rest are never built.
  const soonest: [hub: CallRecord, onward: CallRecord, arrival: CallRecord][] = [];
  for (const departure of departuresIn(index, from, query.window)) {
    const latest = departure.departure! + MAX_TRANSIT;
    const direct = firstArrivalAt(callsAtDestination, departure.departureVoyage, departure.departure!);
    const directArrival = direct && direct.arrival! <= latest ? direct.arrival! : null;
    if (direct && directArrival !== null) {
      routes.push({
        id: `${departure.id}-${direct.id}`,
        departure: departure.departure!,
        arrival: directArrival,
        calls: [departure, direct],
      });
    }
    if (query.transshipment === 'direct') continue;

    const firstVessel = voyageOf(index, departure.departureVoyage).vessel;
    hubsSeen.clear();
    soonest.length = 0;
    let soonestArrival = Number.POSITIVE_INFINITY;
    for (const hub of index.byArrivalVoyage.get(departure.departureVoyage) ?? []) {
      if (hub.arrival === null || hub.arrival <= departure.departure!) continue;
      // Past the destination, staying on board would have been better.
      if (hub.port === to || hub.arrival > latest) break;
      if (hub.port === from || hubsSeen.has(hub.port)) continue;
      hubsSeen.add(hub.port);
      const candidates = connectingByHub.get(hub.port);
      if (!candidates) continue;
      // Each onward service's earliest departure that gets there in time.
      servicesTaken.clear();
      for (
        let position = lowerBound(candidates, departureOf, hub.arrival + connection);
        position < candidates.length;
        position += 1
      ) {
        const next = candidates[position]!;
        if (next.departure! > hub.arrival + MAX_WAIT) break;
        const nextVoyage = voyageOf(index, next.departureVoyage);
        if (nextVoyage.vessel === firstVessel || servicesTaken.has(nextVoyage.service)) continue;
        const arrival = firstArrivalAt(callsAtDestination, next.departureVoyage, next.departure!);
        if (!arrival || arrival.arrival! > latest) continue;
        if (directArrival !== null && arrival.arrival! >= directArrival) continue;
        servicesTaken.add(nextVoyage.service);
        if (arrival.arrival! > soonestArrival) continue;
        if (arrival.arrival! < soonestArrival) {
          soonestArrival = arrival.arrival!;
          soonest.length = 0;
        }
        soonest.push([hub, next, arrival]);
      }
    }
    for (const [hub, next, arrival] of soonest) {
      routes.push({
        id: `${departure.id}-${hub.id}-${next.id}-${arrival.id}`,
        departure: departure.departure!,
        arrival: soonestArrival,
        calls: [departure, hub, next, arrival],
      });
    }
  }

  const offered = withoutDominated(routes);
  const order: Record<RouteSort, (a: Route, b: Route) => number> = {
    departure: (a, b) => a.departure - b.departure || a.arrival - b.arrival,
    arrival: (a, b) => a.arrival - b.arrival || a.departure - b.departure,
    transit: (a, b) => a.arrival - a.departure - (b.arrival - b.departure) || a.departure - b.departure,
  };
  offered.sort((a, b) => order[query.sort](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let remaining = offered;
  if (query.slice) {
    const { after, arrivalDays } = query.slice;
    remaining = offered.filter((route) => {
      const last = route.calls[route.calls.length - 1]!;
      const day = localDay(route.arrival, last.arrivalOffset);
      return (
        (arrivalDays?.first === undefined || day >= arrivalDays.first) &&
        (arrivalDays?.last === undefined || day <= arrivalDays.last) &&
        (!after || compareRouteKeys([route.departure, route.arrival, route.id], after) > 0)
      );
    });
  }
  const shown = query.slice
    ? remaining.slice(0, query.slice.count)
    : query.everything
      ? offered.slice(0, SCHEDULE_LIMITS.maxRows)
      : offered.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  const sampleOf = (call: CallRecord) =>
    index.services.get(voyageOf(index, call.departureVoyage).service)!.sample;
  const sailings = shown.map((route): Sailing => {
    const [first, second, third, fourth] = route.calls;
    const legs =
      third && fourth
        ? [legOf(context, first, second), legOf(context, third, fourth)]
        : [legOf(context, first, second)];
    return {
      id: route.id,
      sample: sampleOf(first) || (third ? sampleOf(third) : false),
      departure: departureTime(first),
      arrival: arrivalTime(fourth ?? second),
      transitHours: Math.round((route.arrival - route.departure) / 60),
      transshipment:
        third && fourth
          ? { port: second.port, waitHours: Math.round((third.departure! - second.arrival!) / 60) }
          : null,
      legs,
    };
  });
  return {
    from: portSummary(index, from),
    to: portSummary(index, to),
    departFrom: isoDate(query.window.first),
    departTo: isoDate(query.window.last),
    sailings,
    total: remaining.length,
    page: query.everything || query.slice ? 1 : query.page,
    pageSize: query.everything || query.slice ? sailings.length : PAGE_SIZE,
    ports: summaries(index, context.ports),
    sample: sailings.some((sailing) => sailing.sample),
  };
}

/** The name and place of a port, or its code alone when the port list does not know it. */
function portSummary(index: ScheduleIndex, code: string): PortSummary {
  const port = index.ports.byCode(code);
  return port
    ? {
        unlocode: port.unlocode,
        name: port.name,
        countryCode: port.countryCode,
        countryName: port.countryName,
        latitude: port.latitude,
        longitude: port.longitude,
      }
    : {
        unlocode: code,
        name: code,
        countryCode: code.slice(0, 2),
        countryName: code.slice(0, 2),
        latitude: null,
        longitude: null,
      };
}

function summaries(index: ScheduleIndex, codes: Iterable<string>): Record<string, PortSummary> {
  return Object.fromEntries([...codes].sort().map((code) => [code, portSummary(index, code)]));
}

function callParts(context: Context, call: CallRecord) {
  const arriving = serviceParts(context, call.arrivalVoyage);
  const departing = serviceParts(context, call.departureVoyage);
  return {
    id: String(call.id),
    sample: departing.service.sample,
    port: call.port,
    carrier: { scac: departing.carrier.scac, name: departing.carrier.name },
    service: { code: departing.service.code, name: departing.service.name },
    arrivalVoyage: arriving.voyage.number,
    departureVoyage: departing.voyage.number,
    arrival: call.arrival === null ? null : arrivalTime(call),
    departure: call.departure === null ? null : departureTime(call),
  };
}

export interface PortCallQuery {
  port: string;
  window: DayWindow;
  direction: PortCallDirection;
  page: number;
}

/** Arrivals and departures at a port on the local days of the window, with where each ship comes from and goes. */
export function searchPortCalls(index: ScheduleIndex, query: PortCallQuery): PortCallAnswer {
  const port = index.canonical(query.port);
  const context: Context = { index, ports: new Set([port]), sample: false };
  const found = new Map<number, CallRecord>();
  if (query.direction !== 'departures')
    for (const call of arrivalsIn(index, port, query.window)) found.set(call.id, call);
  if (query.direction !== 'arrivals')
    for (const call of departuresIn(index, port, query.window)) found.set(call.id, call);
  const timeOf = (call: CallRecord) =>
    query.direction === 'departures'
      ? call.departure!
      : query.direction === 'arrivals'
        ? call.arrival!
        : callTime(call);
  const ordered = [...found.values()].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
  const shown = ordered.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  const calls = shown.map((call): PortCall => {
    const reference = callTime(call);
    const previous = (index.byDepartureVoyage.get(call.arrivalVoyage) ?? [])
      .filter((other) => other.id !== call.id && other.departure !== null && other.departure < reference)
      .at(-1);
    const after = call.departure ?? call.arrival!;
    const next = (index.byArrivalVoyage.get(call.departureVoyage) ?? []).find(
      (other) => other.id !== call.id && other.arrival !== null && other.arrival > after,
    );
    if (previous) context.ports.add(previous.port);
    if (next) context.ports.add(next.port);
    const { vessel } = serviceParts(context, call.departureVoyage);
    return {
      ...callParts(context, call),
      vessel: vesselRef(vessel),
      previousPort: previous?.port ?? null,
      nextPort: next?.port ?? null,
    };
  });
  return {
    port: portSummary(index, port),
    from: isoDate(query.window.first),
    to: isoDate(query.window.last),
    direction: query.direction,
    calls,
    total: ordered.length,
    page: query.page,
    pageSize: PAGE_SIZE,
    ports: summaries(index, context.ports),
    sample: calls.some((call) => call.sample),
  };
}

/** The calls of a vessel with an arrival or departure on a local day of the window, in time order. */
function vesselCallsIn(index: ScheduleIndex, vessel: number, window: DayWindow): CallRecord[] {
  // Every call leaves on one of the vessel's voyages (the last on the voyage it arrived on).
  const calls = new Map<number, CallRecord>();
  for (const voyage of index.vesselVoyages.get(vessel) ?? []) {
    for (const call of index.byDepartureVoyage.get(voyage) ?? []) {
      if (
        inWindow(call.arrival, call.arrivalOffset, window) ||
        inWindow(call.departure, call.departureOffset, window)
      ) {
        calls.set(call.id, call);
      }
    }
  }
  return [...calls.values()].sort((a, b) => callTime(a) - callTime(b) || a.id - b.id);
}

const VESSEL_MATCHES = 20;

export interface VesselQuery {
  vessel: string;
  window: DayWindow;
}

/** Vessels by IMO number or name, and the calls of the one the query names. */
export function searchVessel(index: ScheduleIndex, query: VesselQuery): VesselAnswer {
  const wanted = query.vessel.trim().toLowerCase();
  const byNumber = /^\d{7}$/.test(wanted);
  const context: Context = { index, ports: new Set(), sample: false };
  const candidates = [...index.vessels.values()]
    .filter((vessel) => (byNumber ? vessel.imo === wanted : vessel.name.toLowerCase().includes(wanted)))
    .map((vessel) => ({ vessel, calls: vesselCallsIn(index, vessel.id, query.window) }))
    .filter((candidate) => candidate.calls.length > 0)
    .sort(
      (a, b) =>
        a.vessel.name.localeCompare(b.vessel.name, 'en') ||
        (a.vessel.imo ?? '').localeCompare(b.vessel.imo ?? '') ||
        a.vessel.id - b.vessel.id,
    );
  const summaryOf = ({ vessel, calls }: (typeof candidates)[number]): VesselSummary => {
    const services = new Map<
      number,
      { carrier: { scac: string; name: string }; service: { code: string; name: string }; sample: boolean }
    >();
    for (const call of calls) {
      const { service, carrier } = serviceParts({ ...context, sample: false }, call.departureVoyage);
      services.set(service.id, {
        carrier: { scac: carrier.scac, name: carrier.name },
        service: { code: service.code, name: service.name },
        sample: service.sample,
      });
    }
    const list = [...services.values()].sort(
      (a, b) => a.carrier.scac.localeCompare(b.carrier.scac) || a.service.code.localeCompare(b.service.code),
    );
    return {
      ...vesselRef(vessel),
      operator: vessel.operator,
      sample: list.some((entry) => entry.sample),
      services: list.map(({ carrier, service }) => ({ carrier, service })),
    };
  };
  const chosen =
    candidates.find((candidate) =>
      byNumber ? candidate.vessel.imo === wanted : candidate.vessel.name.toLowerCase() === wanted,
    ) ?? (candidates.length === 1 ? candidates[0] : undefined);
  const calls: VesselCall[] = chosen ? chosen.calls.map((call) => callParts(context, call)) : [];
  for (const call of calls) context.ports.add(call.port);
  const matches = candidates.slice(0, VESSEL_MATCHES).map(summaryOf);
  return {
    from: isoDate(query.window.first),
    to: isoDate(query.window.last),
    matches,
    vessel: chosen ? summaryOf(chosen) : null,
    calls,
    ports: summaries(index, context.ports),
    sample: calls.some((call) => call.sample) || matches.some((match) => match.sample),
  };
}

export interface CarrierQuery {
  carrier: string;
  window: DayWindow;
}

/** The longest rotation listed: a round trip of a long-haul service calls well under this many ports. */
const MAX_ROTATION = 60;

/**
 * One round trip of a service, in calling order: a voyage from its first call, then the
 * voyage it turns into, ending before the vessel is back at the first port.
 */
function rotationOf(index: ScheduleIndex, voyage: number, window: DayWindow): string[] {
  const outbound = index.byDepartureVoyage.get(voyage) ?? [];
  const first = outbound[0];
  if (!first) return [];
  const calls = [...outbound];
  // The homebound voyage counts when it begins within the longest transit after the window,
  // which is as far as an offline snapshot reaches.
  const reach = (window.last + 1) * MINUTES_PER_DAY + 14 * 60 + MAX_TRANSIT;
  const turn = (index.byArrivalVoyage.get(voyage) ?? []).find(
    (call) =>
      call.departureVoyage !== voyage &&
      call.departure !== null &&
      call.arrival !== null &&
      call.arrival <= reach,
  );
  if (turn && turn.port !== first.port)
    calls.push(...(index.byDepartureVoyage.get(turn.departureVoyage) ?? []));
  return calls.slice(0, MAX_ROTATION).map((call) => call.port);
}

/**
 * The voyage each of a carrier's services is read from for its rotation: the first voyage to
 * begin in the window (a call where the voyage number changes), else the voyage of its first
 * departure. The server fetches these voyages, and those they turn into, before searching.
 */
export function rotationVoyages(index: ScheduleIndex, query: CarrierQuery): number[] {
  const scac = query.carrier.toUpperCase();
  const voyages: number[] = [];
  for (const service of index.services.values()) {
    if (service.carrier !== scac) continue;
    const voyage = rotationVoyage(departuresOf(index, service.id, query.window));
    if (voyage !== undefined) voyages.push(voyage);
  }
  return voyages;
}

function serviceCallsIn(index: ScheduleIndex, service: number, window: DayWindow): CallRecord[] {
  const calls: CallRecord[] = [];
  for (const voyage of index.serviceVoyages.get(service) ?? []) {
    for (const call of index.byDepartureVoyage.get(voyage) ?? []) {
      if (
        inWindow(call.arrival, call.arrivalOffset, window) ||
        inWindow(call.departure, call.departureOffset, window)
      ) {
        calls.push(call);
      }
    }
  }
  return calls;
}

/** A service's departures on the local days of the window, earliest first. */
function departuresOf(index: ScheduleIndex, service: number, window: DayWindow): CallRecord[] {
  return serviceCallsIn(index, service, window)
    .filter((call) => inWindow(call.departure, call.departureOffset, window))
    .sort((a, b) => a.departure! - b.departure! || a.id - b.id);
}

function rotationVoyage(departures: readonly CallRecord[]): number | undefined {
  return (departures.find((call) => call.arrivalVoyage !== call.departureVoyage) ?? departures[0])
    ?.departureVoyage;
}

/** A carrier's services with calls in the window: their rotation, vessels and next departure. */
export function searchCarrier(index: ScheduleIndex, query: CarrierQuery): CarrierAnswer {
  const scac = query.carrier.toUpperCase();
  const carrier = index.carriers.get(scac) ?? { scac, name: scac };
  const context: Context = { index, ports: new Set(), sample: false };
  const services: CarrierService[] = [];
  for (const service of [...index.services.values()].filter((entry) => entry.carrier === scac)) {
    const inService = serviceCallsIn(index, service.id, query.window);
    if (inService.length === 0) continue;
    const vessels = new Map<number, VesselRecord>();
    for (const call of inService) {
      const voyage = voyageOf(index, call.departureVoyage);
      vessels.set(voyage.vessel, index.vessels.get(voyage.vessel)!);
    }
    const departures = departuresOf(index, service.id, query.window);
    const next = departures[0];
    const voyage = rotationVoyage(departures);
    const rotation = voyage === undefined ? [] : rotationOf(index, voyage, query.window);
    for (const port of rotation) context.ports.add(port);
    if (next) context.ports.add(next.port);
    services.push({
      service: { code: service.code, name: service.name },
      sample: service.sample,
      rotation,
      vessels: [...vessels.values()]
        .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)
        .map(vesselRef),
      nextDeparture: next
        ? {
            port: next.port,
            departure: departureTime(next),
            vessel: vesselRef(index.vessels.get(voyageOf(index, next.departureVoyage).vessel)!),
          }
        : null,
    });
  }
  services.sort(
    (a, b) => a.service.code.localeCompare(b.service.code) || Number(a.sample) - Number(b.sample),
  );
  return {
    from: isoDate(query.window.first),
    to: isoDate(query.window.last),
    carrier: { scac: carrier.scac, name: carrier.name },
    services,
    ports: summaries(index, context.ports),
    sample: services.some((service) => service.sample),
  };
}
