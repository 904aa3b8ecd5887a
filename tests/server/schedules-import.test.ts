import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src-server/db/database';
import { importVesselSchedules } from '../../src-server/engines/schedules/import-schedules';
import { ScheduleImportError } from '../../src-server/engines/schedules/vessel-schedules';
import { ASIA_EUROPE_CALLS, serviceSchedule, type CallSpec } from './support/schedules';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);

let testApp: TestApp;
let db: Db;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.db;
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await db.deleteFrom('schedule_services').execute();
  await db.deleteFrom('vessels').execute();
});

async function storedCalls() {
  return db
    .selectFrom('transport_calls')
    .innerJoin('schedule_voyages as arriving', 'arriving.id', 'transport_calls.arrival_voyage_id')
    .innerJoin('schedule_voyages as departing', 'departing.id', 'transport_calls.departure_voyage_id')
    .select([
      'transport_calls.unlocode',
      'transport_calls.sequence',
      'transport_calls.arrival_at',
      'transport_calls.arrival_offset_minutes',
      'transport_calls.arrival_classifier',
      'transport_calls.departure_at',
      'transport_calls.departure_offset_minutes',
      'transport_calls.departure_classifier',
      'arriving.voyage_number as arrival_voyage',
      'departing.voyage_number as departure_voyage',
    ])
    .orderBy('transport_calls.sequence')
    .execute();
}

const count = async (table: 'schedule_services' | 'vessels' | 'schedule_voyages' | 'transport_calls') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing DCSA vessel schedules', () => {
  it('stores services, vessels, voyages and calls, with times in UTC and the port’s offset', async () => {
    const counts = await importVesselSchedules(db, [[serviceSchedule({ calls: ASIA_EUROPE_CALLS })]]);
    expect(counts).toEqual({ services: 1, vessels: 1, voyages: 3, calls: 4 });

    const service = await db.selectFrom('schedule_services').selectAll().executeTakeFirstOrThrow();
    expect(service).toMatchObject({
      service_code: 'TSX',
      service_name: 'Test Straits Express',
      is_sample: 0,
    });
    const vessel = await db.selectFrom('vessels').selectAll().executeTakeFirstOrThrow();
    expect(vessel).toMatchObject({
      imo_number: '9321483',
      name: 'Harbour Test',
      operator_carrier_code: 'MAEU',
    });

    const calls = await storedCalls();
    expect(calls.map((call) => call.unlocode)).toEqual(['CNSHA', 'SGSIN', 'NLRTM', 'DEHAM']);
    expect(calls[0]).toMatchObject({
      arrival_at: null,
      departure_at: '2026-12-01T10:00:00.000Z',
      departure_offset_minutes: 480,
      departure_classifier: 'PLN',
      arrival_voyage: '100E',
      departure_voyage: '101W',
    });
    // The turning port: the vessel arrives on the outbound voyage and leaves on the homebound one.
    expect(calls[2]).toMatchObject({
      arrival_at: '2027-01-02T07:00:00.000Z',
      arrival_offset_minutes: 60,
      arrival_voyage: '101W',
      departure_voyage: '101E',
    });
  });

  it('keeps the most certain timestamp of each kind: actual over estimated over planned', async () => {
    const document = [serviceSchedule({ calls: ASIA_EUROPE_CALLS.slice(0, 2) })];
    const singapore = document[0]!.vesselSchedules[0]!.transportCalls[1]!;
    singapore.timestamps.push(
      { eventTypeCode: 'ARRI', eventClassifierCode: 'ACT', eventDateTime: '2026-12-06T09:30:00+08:00' },
      { eventTypeCode: 'DEPA', eventClassifierCode: 'EST', eventDateTime: '2026-12-07T05:00:00+08:00' },
    );
    await importVesselSchedules(db, [document]);
    expect((await storedCalls())[1]).toMatchObject({
      arrival_at: '2026-12-06T01:30:00.000Z',
      arrival_classifier: 'ACT',
      departure_at: '2026-12-06T21:00:00.000Z',
      departure_classifier: 'EST',
    });
  });

  it('updates a voyage imported again, never duplicating it, and drops calls it no longer makes', async () => {
    await importVesselSchedules(db, [[serviceSchedule({ calls: ASIA_EUROPE_CALLS })]]);
    const delayed: CallSpec[] = ASIA_EUROPE_CALLS.filter((call) => call.code !== 'SGSIN').map((call) =>
      call.code === 'NLRTM' ? { ...call, arrival: '2027-01-04T08:00:00+01:00', classifier: 'EST' } : call,
    );
    await importVesselSchedules(db, [[serviceSchedule({ calls: delayed, name: 'Test Straits Express II' })]]);

    expect(await count('schedule_services')).toBe(1);
    expect(await count('vessels')).toBe(1);
    expect(await count('schedule_voyages')).toBe(3);
    const calls = await storedCalls();
    expect(calls.map((call) => call.unlocode)).toEqual(['CNSHA', 'NLRTM', 'DEHAM']);
    expect(calls[1]).toMatchObject({ arrival_at: '2027-01-04T07:00:00.000Z', arrival_classifier: 'EST' });
    expect(await db.selectFrom('schedule_services').select('service_name').executeTakeFirstOrThrow()).toEqual(
      {
        service_name: 'Test Straits Express II',
      },
    );
  });

  it('stores a code the port list knows as an alias under the port’s own code', async () => {
    const calls = ASIA_EUROPE_CALLS.map((call) =>
      call.code === 'CNSHA' ? { ...call, code: 'CNSGH' } : call,
    );
    await importVesselSchedules(db, [[serviceSchedule({ calls })]]);
    expect((await storedCalls())[0]!.unlocode).toBe('CNSHA');
  });

  it('rejects a document that breaks the standard whole, naming the pointer, and writes nothing', async () => {
    const good = serviceSchedule({ calls: ASIA_EUROPE_CALLS });
    const bad = serviceSchedule({ code: 'BAD', calls: ASIA_EUROPE_CALLS });
    bad.vesselSchedules[0]!.transportCalls[2]!.timestamps[0]!.eventTypeCode = 'ARRIVED';
    const attempt = importVesselSchedules(db, [[good, bad]], { what: 'schedules.json' });
    await expect(attempt).rejects.toThrow(ScheduleImportError);
    await expect(attempt).rejects.toThrow(
      'schedules.json does not follow DCSA Commercial Schedules 1.0.3: at /1/vesselSchedules/0/transportCalls/2/timestamps/0/eventTypeCode it must be one of "ARRI", "DEPA". Nothing was imported.',
    );
    expect(await count('schedule_services')).toBe(0);
    expect(await count('transport_calls')).toBe(0);
  });

  it('rejects every page of an answer when one page is bad', async () => {
    const attempt = importVesselSchedules(
      db,
      [[serviceSchedule({ calls: ASIA_EUROPE_CALLS })], { not: 'a list' }],
      {
        what: 'MAEU’s vessel schedules',
      },
    );
    await expect(attempt).rejects.toThrow('MAEU’s vessel schedules, page 2, does not follow');
    expect(await count('transport_calls')).toBe(0);
  });

  it('refuses what the portal cannot place: calls without a UN/LOCODE, unknown carriers, repeated references', async () => {
    const noCode = serviceSchedule({ calls: ASIA_EUROPE_CALLS });
    noCode.vesselSchedules[0]!.transportCalls[1]!.location = { locationName: 'Somewhere at sea' } as never;
    await expect(importVesselSchedules(db, [[noCode]])).rejects.toThrow(
      'at /0/vesselSchedules/0/transportCalls/1/location the call has no UNLocationCode',
    );

    const stranger = serviceSchedule({ operator: 'XXXX', calls: ASIA_EUROPE_CALLS });
    await expect(importVesselSchedules(db, [[stranger]])).rejects.toThrow(
      'at /0 the carrier XXXX is not in the carrier registry',
    );

    const repeated = serviceSchedule({ calls: ASIA_EUROPE_CALLS });
    const [first, second] = repeated.vesselSchedules[0]!.transportCalls as unknown as [
      { transportCallReference: string },
      { transportCallReference: string },
    ];
    second.transportCallReference = first.transportCallReference;
    await expect(importVesselSchedules(db, [[repeated]])).rejects.toThrow('is used twice in the service');
    expect(await count('transport_calls')).toBe(0);
  });

  it('is what `npm run schedules:import -- FILE` does, with the carrier named on the command line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dfa-schedules-import-'));
    try {
      const file = join(dir, 'vessel-schedules.json');
      writeFileSync(file, JSON.stringify([serviceSchedule({ operator: 'XXXX', calls: ASIA_EUROPE_CALLS })]));
      const target = testApp.config.database;
      const databaseUrl = target.dialect === 'postgres' ? target.url : `sqlite:${target.path}`;
      const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' };
      const cli = (...args: string[]) =>
        run('node', ['--import', 'tsx', 'src-server/cli/schedules-import.ts', ...args], { env });

      const refused = await cli(file).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('the carrier XXXX is not in the carrier registry'),
      });

      const imported = await cli(file, '--carrier', 'hlcu');
      expect(imported.stdout).toContain(`Imported ${file}: 1 services, 1 vessels, 3 voyages, 4 port calls`);
      expect(await count('transport_calls')).toBe(4);
      const carrier = await db
        .selectFrom('schedule_services')
        .innerJoin('carriers', 'carriers.id', 'schedule_services.carrier_id')
        .select('carriers.scac')
        .executeTakeFirstOrThrow();
      expect(carrier.scac).toBe('HLCU');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
