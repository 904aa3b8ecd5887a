import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidImoNumber } from '../../shared/schedules/codes';
import type { Db } from '../../src-server/db/database';
import { importVesselSchedules } from '../../src-server/engines/schedules/import-schedules';
import {
  loadSampleSchedules,
  sampleVesselSchedules,
} from '../../src-server/engines/schedules/sample-schedules';
import { removeSampleSchedules } from '../../src-server/engines/schedules/schedule-batch-repository';
import { ASIA_EUROPE_CALLS, serviceSchedule } from './support/schedules';
import { createTestApp, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-27T09:00:00Z');
const UNTIL = NOW.getTime() + 26 * 7 * 24 * 60 * 60 * 1000;
/** The carriers of FACTS §5: real names and SCACs. */
const CARRIERS = [
  'MAEU',
  'MSCU',
  'CMDU',
  'COSU',
  'HLCU',
  'ONEY',
  'EGLV',
  'HDMU',
  'YMLU',
  'ZIMU',
  'OOLU',
  'WHLC',
  'PCIU',
  'MATS',
  'APLU',
];

const document = sampleVesselSchedules({ now: NOW });
const runs = document.flatMap((service) => service.vesselSchedules);
const calls = runs.flatMap((run) => run.transportCalls);
const timestamps = calls.flatMap((call) => call.timestamps);

let testApp: TestApp;
let db: Db;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.db;
});
afterAll(() => testApp.close());

describe('the sample schedules', () => {
  it('are invented mainline, regional and feeder services of the real carriers, with tens of thousands of calls over the next 26 weeks', () => {
    expect(document.length).toBeGreaterThanOrEqual(30);
    expect(document.length).toBeLessThanOrEqual(60);
    const operators = new Set(runs.map((run) => run.vessel.operatorCarrierCode));
    expect([...operators].sort()).toEqual([...CARRIERS].sort());
    expect(calls.length).toBeGreaterThan(20_000);
    // Every call is made in the window: the ship is still to leave, and arrives before it ends.
    for (const call of calls) {
      const [arrival, departure] = call.timestamps.map((stamp) => Date.parse(stamp.eventDateTime)) as [
        number,
        number,
      ];
      expect(departure).toBeGreaterThanOrEqual(NOW.getTime());
      expect(arrival).toBeLessThan(UNTIL);
    }
  });

  it('use invented vessels with valid IMO check digits, all marked as dummy vessels', () => {
    const numbers = runs.map((run) => run.vessel.vesselIMONumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const run of runs) {
      expect(run.isDummyVessel).toBe(true);
      expect(isValidImoNumber(run.vessel.vesselIMONumber)).toBe(true);
      // Real IMO numbers are in the millions; these are below, so none is a real ship's.
      expect(Number(run.vessel.vesselIMONumber)).toBeLessThan(2_000_000);
    }
  });

  it('have planned timestamps only, written in each port’s local time', () => {
    expect(new Set(timestamps.map((timestamp) => timestamp.eventClassifierCode))).toEqual(new Set(['PLN']));
    const shanghai = calls.filter((call) => call.location.UNLocationCode === 'CNSHA');
    expect(shanghai.length).toBeGreaterThan(100);
    expect(
      shanghai.every((call) => call.timestamps.every((stamp) => stamp.eventDateTime.endsWith('+08:00'))),
    ).toBe(true);
    const rotterdam = calls.filter((call) => call.location.UNLocationCode === 'NLRTM');
    const offsets = new Set(
      rotterdam.flatMap((call) => call.timestamps.map((stamp) => stamp.eventDateTime.slice(-6))),
    );
    expect(offsets).toEqual(new Set(['+01:00', '+02:00']));
  });

  it('sail each vessel forward in time, each call continuing the voyage the last one left on', () => {
    for (const run of runs) {
      let previous: (typeof run.transportCalls)[number] | undefined;
      for (const call of run.transportCalls) {
        const [arrival, departure] = call.timestamps.map((stamp) => Date.parse(stamp.eventDateTime)) as [
          number,
          number,
        ];
        expect(departure).toBeGreaterThan(arrival);
        if (previous) {
          expect(arrival).toBeGreaterThan(Date.parse(previous.timestamps[1]!.eventDateTime));
          expect(call.carrierImportVoyageNumber).toBe(previous.carrierExportVoyageNumber);
        }
        previous = call;
      }
    }
  });

  it('call only ports of the port list, and pass the standard when loaded', async () => {
    const known = new Set(
      (await db.selectFrom('ports').select('unlocode').execute()).map((row) => row.unlocode),
    );
    const called = new Set(calls.map((call) => call.location.UNLocationCode));
    expect([...called].filter((code) => !known.has(code))).toEqual([]);

    const first = await loadSampleSchedules(db, { now: NOW });
    expect(first).toMatchObject({ services: document.length, vessels: runs.length, calls: calls.length });
    const flagged = await db.selectFrom('schedule_services').select(['is_sample']).distinct().execute();
    expect(flagged).toEqual([{ is_sample: 1 }]);
  });

  it('replace themselves when loaded again, and leave carriers’ own schedules alone', async () => {
    await importVesselSchedules(db, [[serviceSchedule({ calls: ASIA_EUROPE_CALLS })]]);
    const later = new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
    const again = await loadSampleSchedules(db, { now: later });
    const total = Number(
      (
        await db
          .selectFrom('transport_calls')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBe(again.calls + ASIA_EUROPE_CALLS.length);

    await removeSampleSchedules(db);
    const left = await db.selectFrom('schedule_services').select(['service_code', 'is_sample']).execute();
    expect(left).toEqual([{ service_code: 'TSX', is_sample: 0 }]);
    expect(await db.selectFrom('vessels').select('imo_number').execute()).toEqual([
      { imo_number: '9321483' },
    ]);
  });
});
