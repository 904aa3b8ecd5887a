import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../shared/api/carriers';
import type { Db } from '../../src-server/db/database';
import { createSession } from '../../src-server/http/sessions';
import { dcsaAdapter } from '../../src-server/engines/carriers/adapter';
import { syncDueConnections, type SyncHandlers } from '../../src-server/engines/carriers/sync-worker';
import { pullSchedules } from '../../src-server/engines/schedules/pull-schedules';
import { post } from './support/auth';
import { dcsaError, startDcsaStandIn, type StandInAnswer } from './support/dcsa-stand-in';
import { insertMember } from '../support/members';
import { ASIA_EUROPE_CALLS, serviceSchedule } from './support/schedules';
import { createTestApp, type TestApp } from './support/test-app';

const API_KEY = 'cs-live-7f3a9c2e51d84b06';
const MINUTE = 60 * 1000;

let testApp: TestApp;
let db: Db;
let adminSession: string;
let memberSession: string;
let standIn: Awaited<ReturnType<typeof startDcsaStandIn>>;
/** What the stand-in answers for the first page and for the page after the cursor. */
let answers: { first: StandInAnswer; second: StandInAnswer };

const pageOne = [serviceSchedule({ calls: ASIA_EUROPE_CALLS })];
const pageTwo = [
  serviceSchedule({
    code: 'TSY',
    name: 'Test Suez Express',
    imo: '9074729',
    vesselName: 'Quay Runner',
    calls: ASIA_EUROPE_CALLS.map((call) => ({
      ...call,
      importVoyage: call.importVoyage.replace('10', '20'),
      ...(call.exportVoyage ? { exportVoyage: call.exportVoyage.replace('10', '20') } : {}),
    })),
  }),
];
const CURSOR = 'fE9mZnNldHw9MTAwJmxpbWl0PTEwMA';

// Quick retries and waits, so failures are seen in milliseconds rather than seconds.
const handlers: SyncHandlers = {
  schedules: pullSchedules(dcsaAdapter, { retryDelayMs: 5, timeoutMs: 500 }),
};

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.db;
  const admin = await insertMember(db, { isAdmin: true });
  const member = await insertMember(db);
  adminSession = (await createSession(db, admin.userId, new Date())).token;
  memberSession = (await createSession(db, member.userId, new Date())).token;
  standIn = await startDcsaStandIn({
    '/cs/v1/vessel-schedules': (request) =>
      request.query.get('cursor') === CURSOR ? answers.second : answers.first,
  });
});
afterAll(async () => {
  await standIn.close();
  await testApp.close();
});
beforeEach(() => {
  answers = {
    first: { body: pageOne, headers: { 'Next-Page-Cursor': CURSOR } },
    second: { body: pageTwo },
  };
  standIn.received.length = 0;
});
afterEach(async () => {
  await db.deleteFrom('carrier_connections').execute();
  await db.deleteFrom('schedule_services').execute();
});

const get = (url: string, session?: string) =>
  testApp.app.inject({ method: 'GET', url, ...(session ? { cookies: { dfa_session: session } } : {}) });

async function connect(overrides: Record<string, unknown> = {}) {
  const response = await post(
    testApp.app,
    '/api/carriers/connections',
    {
      scac: 'MAEU',
      kind: 'schedules',
      baseUrl: `${standIn.baseUrl}/cs/`,
      apiKey: API_KEY,
      intervalMinutes: 360,
      enabled: true,
      ...overrides,
    },
    { session: adminSession },
  );
  return response;
}

const storedCalls = async () =>
  Number(
    (
      await db
        .selectFrom('transport_calls')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function connection() {
  return db.selectFrom('carrier_connections').selectAll().executeTakeFirstOrThrow();
}

describe('carrier connections', () => {
  it('are managed by admins only; members see the registry, visitors nothing', async () => {
    expect((await get('/api/carriers')).statusCode).toBe(401);
    expect((await get('/api/carriers/connections', memberSession)).statusCode).toBe(403);
    expect((await connect()).statusCode).toBe(200);
    const asMember = await post(
      testApp.app,
      '/api/carriers/connections/sync',
      { scac: 'MAEU', kind: 'schedules' },
      { session: memberSession },
    );
    expect(asMember.statusCode).toBe(403);

    const registry = await get('/api/carriers', memberSession);
    expect(registry.statusCode).toBe(200);
    const maersk = registry
      .json<{ carriers: { scac: string }[] }>()
      .carriers.find((carrier) => carrier.scac === 'MAEU');
    expect(maersk).toMatchObject({
      name: 'Maersk',
      containerPrefixes: ['MSKU', 'MAEU', 'MRKU'],
      billOfLadingPrefixes: ['MAEU'],
      connections: [
        { kind: 'schedules', connected: true, lastSyncAt: null, lastResult: null },
        { kind: 'tracking', connected: false, lastSyncAt: null, lastResult: null },
      ],
    });
    expect(registry.body).not.toContain(standIn.baseUrl);
  });

  it('never give the API key back, and keep it when an admin saves without one', async () => {
    const created = await connect();
    expect(created.body).not.toContain(API_KEY);
    expect(created.json<ConnectionView>()).toMatchObject({
      scac: 'MAEU',
      carrierName: 'Maersk',
      kind: 'schedules',
      baseUrl: `${standIn.baseUrl}/cs`,
      intervalMinutes: 360,
      enabled: true,
      runs: [],
    });
    const listed = await get('/api/carriers/connections', adminSession);
    expect(listed.body).not.toContain(API_KEY);

    const changed = await connect({ apiKey: '', intervalMinutes: 60 });
    expect(changed.json<ConnectionView>().intervalMinutes).toBe(60);
    expect((await connection()).api_key).toBe(API_KEY);
  });

  it('refuse a new connection without a key, plain http to another host, and unknown carriers', async () => {
    const withoutKey = await connect({ apiKey: '' });
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json()).toMatchObject({ error: { fields: { apiKey: expect.any(String) } } });
    const plainHttp = await connect({ baseUrl: 'http://api.carrier.example/cs' });
    expect(plainHttp.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { baseUrl: expect.any(String) } },
    });
    const unknown = await connect({ scac: 'ZZZZ' });
    expect(unknown.statusCode).toBe(404);
  });

  it('pull every page with the key and the same filters, and store them with the counts', async () => {
    await connect();
    const now = new Date();
    const reports = await syncDueConnections(db, handlers, { now });
    expect(reports).toEqual([
      {
        scac: 'MAEU',
        kind: 'schedules',
        result: 'ok',
        message: 'Stored 2 services, 2 vessels, 6 voyages and 8 port calls from 2 pages.',
      },
    ]);
    expect(standIn.received).toHaveLength(2);
    const [first, second] = standIn.received as [
      (typeof standIn.received)[number],
      (typeof standIn.received)[number],
    ];
    expect(first.authorization).toBe(`Bearer ${API_KEY}`);
    expect(Object.fromEntries(first.query)).toEqual({
      vesselOperatorCarrierCode: 'MAEU',
      startDate: now.toISOString().slice(0, 10),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      limit: '100',
    });
    expect(Object.fromEntries(second.query)).toEqual({ ...Object.fromEntries(first.query), cursor: CURSOR });
    expect(await storedCalls()).toBe(8);

    const stored = await connection();
    expect(stored.consecutive_failures).toBe(0);
    expect(Date.parse(stored.next_sync_at)).toBeGreaterThanOrEqual(now.getTime() + 359 * MINUTE);

    const view = (await get('/api/carriers/connections', adminSession)).json<{
      connections: ConnectionView[];
    }>();
    expect(view.connections[0]!.runs).toEqual([
      expect.objectContaining({
        result: 'ok',
        pages: 2,
        counts: { services: 2, vessels: 2, voyages: 6, calls: 8 },
      }),
    ]);
    const registry = (await get('/api/carriers', memberSession)).json<{
      carriers: { scac: string; connections: { lastResult: string | null; lastSyncAt: string | null }[] }[];
    }>();
    expect(registry.carriers.find((carrier) => carrier.scac === 'MAEU')!.connections[0]).toMatchObject({
      lastResult: 'ok',
      lastSyncAt: expect.any(String),
    });
  });

  it('store nothing when a page fails with a 500, retry it, and come back sooner, then later', async () => {
    await connect();
    answers.second = {
      status: 500,
      body: dcsaError(500, 'Internal Server Error', 'Schedule store unavailable'),
    };
    const now = new Date();
    const [report] = await syncDueConnections(db, handlers, { now });
    expect(report).toMatchObject({
      result: 'failed',
      message:
        'Page 2 of MAEU’s vessel schedules: the carrier answered 500 Internal Server Error: “Schedule store unavailable”.',
    });
    // The first page once, the second three times (two retries).
    expect(standIn.received.map((request) => request.query.get('cursor'))).toEqual([
      null,
      CURSOR,
      CURSOR,
      CURSOR,
    ]);
    expect(await storedCalls()).toBe(0);
    let stored = await connection();
    expect(stored.consecutive_failures).toBe(1);
    const firstWait = Date.parse(stored.next_sync_at) - Date.now();
    expect(firstWait).toBeGreaterThan(4 * MINUTE);
    expect(firstWait).toBeLessThanOrEqual(5 * MINUTE);

    await syncDueConnections(db, handlers, { now: new Date(Date.parse(stored.next_sync_at) + 1000) });
    stored = await connection();
    expect(stored.consecutive_failures).toBe(2);
    expect(Date.parse(stored.next_sync_at) - Date.now()).toBeGreaterThan(9 * MINUTE);

    answers.second = { body: pageTwo };
    await syncDueConnections(db, handlers, { now: new Date(Date.parse(stored.next_sync_at) + 1000) });
    stored = await connection();
    expect(stored.consecutive_failures).toBe(0);
    expect(await storedCalls()).toBe(8);
  });

  it('reject the whole pull when a page breaks the standard, naming the page and the pointer', async () => {
    await connect();
    const broken = structuredClone(pageTwo);
    (
      broken[0]!.vesselSchedules[0]!.transportCalls[1]!.timestamps[0] as { eventClassifierCode: string }
    ).eventClassifierCode = 'MAYBE';
    answers.second = { body: broken };
    const [report] = await syncDueConnections(db, handlers);
    expect(report).toMatchObject({
      result: 'failed',
      message:
        'MAEU’s vessel schedules, page 2, does not follow DCSA Commercial Schedules 1.0.3: at /0/vesselSchedules/0/transportCalls/1/timestamps/0/eventClassifierCode it must be one of "PLN", "EST", "ACT". Nothing was imported.',
    });
    expect(await storedCalls()).toBe(0);
    // Waiting will not mend a broken document: the next try comes at the regular interval.
    const stored = await connection();
    expect(Date.parse(stored.next_sync_at) - Date.now()).toBeGreaterThan(359 * MINUTE);
  });

  it('report answers that are not JSON, carriers that stop answering, and refused keys', async () => {
    await connect();
    answers.second = { raw: '<html>Gateway error</html>', body: null };
    expect((await syncDueConnections(db, handlers))[0]!.message).toBe(
      'Page 2 of MAEU’s vessel schedules is not JSON.',
    );

    await db
      .updateTable('carrier_connections')
      .set({ next_sync_at: new Date(0).toISOString() })
      .execute();
    answers.second = { body: pageTwo, delayMs: 1500 };
    expect((await syncDueConnections(db, handlers))[0]!.message).toBe(
      'Page 2 of MAEU’s vessel schedules: the carrier did not answer within 0.5 seconds.',
    );

    await db
      .updateTable('carrier_connections')
      .set({ next_sync_at: new Date(0).toISOString() })
      .execute();
    answers.first = { status: 401, body: dcsaError(401, 'Unauthorized', 'Unknown key') };
    expect((await syncDueConnections(db, handlers))[0]!.message).toBe(
      'Page 1 of MAEU’s vessel schedules: the carrier refused the API key (401). Check the key and save it again.',
    );
    expect(await storedCalls()).toBe(0);
  });

  it('pull only when due and enabled, once however many servers look, and at once when an admin asks', async () => {
    await connect({ enabled: false });
    expect(await syncDueConnections(db, handlers)).toEqual([]);
    await connect({ enabled: true });
    const [one, two] = await Promise.all([
      syncDueConnections(db, handlers),
      syncDueConnections(db, handlers),
    ]);
    expect([...one!, ...two!]).toHaveLength(1);
    expect(await syncDueConnections(db, handlers)).toEqual([]);

    const asked = await post(
      testApp.app,
      '/api/carriers/connections/sync',
      { scac: 'MAEU', kind: 'schedules' },
      { session: adminSession },
    );
    expect(asked.statusCode).toBe(200);
    expect(Date.parse(asked.json<ConnectionView>().nextSyncAt)).toBeLessThanOrEqual(Date.now());
    expect(await syncDueConnections(db, handlers)).toHaveLength(1);
  });

  it('can be deleted, and the registry then shows the carrier as not connected', async () => {
    await connect();
    const deleted = await post(
      testApp.app,
      '/api/carriers/connections/delete',
      { scac: 'MAEU', kind: 'schedules' },
      { session: adminSession },
    );
    expect(deleted.json()).toEqual({ deleted: true });
    const registry = (await get('/api/carriers', memberSession)).json<{
      carriers: { scac: string; connections: { connected: boolean }[] }[];
    }>();
    expect(registry.carriers.find((carrier) => carrier.scac === 'MAEU')!.connections[0]!.connected).toBe(
      false,
    );
  });
});
