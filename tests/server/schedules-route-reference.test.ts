import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_LIMITS, ROUTE_SORTS, type RouteSort } from '../../shared/schedules/limits';
import {
  dayNumber,
  localDay,
  MINUTES_PER_DAY,
  type CallRecord,
  type ScheduleIndex,
} from '../../shared/schedules/schedule-index';
import { searchRoutes, type RouteQuery } from '../../shared/schedules/search';
import { portCatalog } from '../../src-server/engines/ports/port-repository';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { wholeScheduleIndex } from '../../src-server/engines/schedules/schedule-repository';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The route search skips work a search cannot use (calls outside the hours a route of the
 * window can reach, transshipments another of the same sailing beats). It must offer exactly
 * the sailings the rules give when every possibility is worked out, which this file does the
 * slow, plain way over the whole sample schedule and compares, for many ports, windows,
 * connection times and sorts.
 */

const MAX_TRANSIT = SCHEDULE_LIMITS.maxTransitDays * MINUTES_PER_DAY;
const MAX_WAIT = SCHEDULE_LIMITS.maxConnectionWaitDays * MINUTES_PER_DAY;

interface Candidate {
  id: string;
  departure: number;
  arrival: number;
  direct: boolean;
}

/** The first call at `port` the voyage arrives at after `after`. */
function arrivalAt(index: ScheduleIndex, voyage: number, port: string, after: number) {
  return (index.byArrivalVoyage.get(voyage) ?? []).find(
    (call) => call.port === port && call.arrival !== null && call.arrival > after,
  );
}

/** Every sailing the rules allow, before the dominated transshipments are dropped. */
function everyCandidate(index: ScheduleIndex, query: RouteQuery): Candidate[] {
  const from = index.canonical(query.from);
  const to = index.canonical(query.to);
  const candidates: Candidate[] = [];
  const departures = (index.departuresByPort.get(from) ?? []).filter((call) => {
    const day = localDay(call.departure!, call.departureOffset);
    return day >= query.window.first && day <= query.window.last;
  });
  for (const departure of departures) {
    const latest = departure.departure! + MAX_TRANSIT;
    const direct = arrivalAt(index, departure.departureVoyage, to, departure.departure!);
    const directArrival = direct && direct.arrival! <= latest ? direct.arrival! : null;
    if (direct && directArrival !== null) {
      candidates.push({
        id: `${departure.id}-${direct.id}`,
        departure: departure.departure!,
        arrival: directArrival,
        direct: true,
      });
    }
    if (query.transshipment === 'direct') continue;
    const firstVessel = index.voyages.get(departure.departureVoyage)!.vessel;
    const onBoard = (index.byArrivalVoyage.get(departure.departureVoyage) ?? []).filter(
      (call) => call.arrival !== null && call.arrival > departure.departure!,
    );
    const hubs = new Set<string>();
    for (const hub of onBoard) {
      if (hub.port === to || hub.arrival! > latest) break;
      if (hub.port === from || hubs.has(hub.port)) continue;
      hubs.add(hub.port);
      // Each onward service's earliest departure within the connection times that gets there in time.
      const byService = new Map<number, [CallRecord, CallRecord]>();
      for (const onward of index.departuresByPort.get(hub.port) ?? []) {
        if (onward.departure! < hub.arrival! + query.minConnectionHours * 60) continue;
        if (onward.departure! > hub.arrival! + MAX_WAIT) break;
        const voyage = index.voyages.get(onward.departureVoyage)!;
        if (voyage.vessel === firstVessel || byService.has(voyage.service)) continue;
        const arrival = arrivalAt(index, onward.departureVoyage, to, onward.departure!);
        if (!arrival || arrival.arrival! > latest) continue;
        if (directArrival !== null && arrival.arrival! >= directArrival) continue;
        byService.set(voyage.service, [onward, arrival]);
      }
      for (const [onward, arrival] of byService.values()) {
        candidates.push({
          id: `${departure.id}-${hub.id}-${onward.id}-${arrival.id}`,
          departure: departure.departure!,
          arrival: arrival.arrival!,
          direct: false,
        });
      }
    }
  }
  return candidates;
}

/**
 * The sailings offered, in the order asked for: every direct one, and a transshipment only when
 * nothing leaving at the same time or later arrives as soon (a direct one as soon or sooner).
 */
function referenceSailings(index: ScheduleIndex, query: RouteQuery): string[] {
  const candidates = everyCandidate(index, query);
  const offered = candidates.filter((route) => {
    if (route.direct) return true;
    return candidates.every((other) => {
      if (other === route || other.departure < route.departure) return true;
      if (other.departure > route.departure) return other.arrival > route.arrival;
      return other.direct ? other.arrival > route.arrival : other.arrival >= route.arrival;
    });
  });
  const order: Record<RouteSort, (a: Candidate, b: Candidate) => number> = {
    departure: (a, b) => a.departure - b.departure || a.arrival - b.arrival,
    arrival: (a, b) => a.arrival - b.arrival || a.departure - b.departure,
    transit: (a, b) => a.arrival - a.departure - (b.arrival - b.departure) || a.departure - b.departure,
  };
  return offered
    .sort((a, b) => order[query.sort](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((route) => route.id);
}

let testApp: TestApp;
let index: ScheduleIndex;
const today = dayNumber(new Date().toISOString().slice(0, 10));

beforeAll(async () => {
  testApp = await createTestApp();
  await loadSampleSchedules(testApp.db);
  const whole = await wholeScheduleIndex(testApp.db, 500_000, (await portCatalog(testApp.db)).finder);
  if (!whole) throw new Error('The sample schedule was not indexed in memory');
  index = whole;
}, 120_000);
afterAll(() => testApp.close());

describe('the route search', () => {
  it('offers the sailings the rules give, worked out in full, for ports, windows, connections and sorts', () => {
    const ports = [...index.departuresByPort.keys()].sort();
    let withSailings = 0;
    let transshipments = 0;
    for (let a = 0; a < ports.length; a += 1) {
      for (let b = 0; b < ports.length; b += 1) {
        // A spread of about one pair in seven, the same every run.
        if (a === b || (a * 31 + b * 17) % 7 !== 0) continue;
        const turn = a * ports.length + b;
        const first = today - 7 + (turn % 5) * 9;
        const query: RouteQuery = {
          from: ports[a]!,
          to: ports[b]!,
          window: { first, last: first + [0, 6, 27, 59][turn % 4]! },
          transshipment: turn % 6 === 0 ? 'direct' : 'one',
          minConnectionHours: [0, 24, 48, 96][(turn >> 2) % 4]!,
          sort: ROUTE_SORTS[turn % ROUTE_SORTS.length]!,
          page: 1,
          everything: true,
        };
        const answer = searchRoutes(index, query);
        const expected = referenceSailings(index, query);
        expect(
          answer.sailings.map((sailing) => sailing.id),
          `${query.from} → ${query.to} ${JSON.stringify(query)}`,
        ).toEqual(expected.slice(0, SCHEDULE_LIMITS.maxRows));
        expect(answer.total).toBe(expected.length);
        if (expected.length > 0) withSailings += 1;
        transshipments += answer.sailings.filter((sailing) => sailing.transshipment).length;
      }
    }
    // The comparison means something only if many searches found sailings, transshipments among them.
    expect(withSailings).toBeGreaterThan(100);
    expect(transshipments).toBeGreaterThan(100);
  });
});
