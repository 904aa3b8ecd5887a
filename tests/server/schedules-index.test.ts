import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src-server/http/sessions';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { removeSampleSchedules } from '../../src-server/engines/schedules/schedule-batch-repository';
import { insertMember } from '../support/members';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The server keeps the whole schedule indexed in memory while it has at most
 * SCHEDULE_INDEX_MAX_CALLS calls, and otherwise reads each search's rows with SQL. Both ways
 * must give members the same answers.
 */

interface Server {
  app: TestApp;
  session: string;
}

const NOW = new Date();
const today = NOW.toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

let inMemory: Server;
let fromSql: Server;

async function server(env: Record<string, string>): Promise<Server> {
  // Hundreds of searches in a row; the per-client API limit is not what this file tests.
  const app = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000', ...env } });
  await loadSampleSchedules(app.db, { now: NOW });
  const member = await insertMember(app.db);
  return { app, session: (await createSession(app.db, member.userId, new Date())).token };
}

beforeAll(async () => {
  inMemory = await server({});
  // Fewer allowed calls than the sample has: every search goes to SQL.
  fromSql = await server({ SCHEDULE_INDEX_MAX_CALLS: '1000' });
}, 180_000);
afterAll(async () => {
  await inMemory?.app.close();
  await fromSql?.app.close();
});

async function answer({ app, session }: Server, url: string, query: Record<string, string | number>) {
  const response = await app.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    cookies: { dfa_session: session },
  });
  expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(200);
  return response.json();
}

async function expectSameAnswers(url: string, queries: Record<string, string | number>[]) {
  for (const query of queries) {
    const memory = await answer(inMemory, url, query);
    expect(memory, `${url} ${JSON.stringify(query)}`).toEqual(await answer(fromSql, url, query));
  }
}

const WINDOWS = [
  [today, inDays(13)],
  [inDays(20), inDays(48)],
  [inDays(150), inDays(181)],
] as const;

describe('schedule searches from memory and from SQL', { timeout: 120_000 }, () => {
  it('find the same routes, direct and through a hub, in every sort', async () => {
    const pairs = [
      ['CNSHA', 'NLRTM'],
      ['KRPUS', 'DEHAM'],
      ['SGSIN', 'BRSSZ'],
      ['NLRTM', 'CNSHA'],
      ['HKHKG', 'AUSYD'],
      ['MYPKG', 'NGLOS'],
      ['ESVLC', 'NGLOS'],
      ['EETLL', 'CNSHA'],
      ['DEHAM', 'USNYC'],
      ['CNSGH', 'NLRTM'],
    ];
    const queries = pairs.flatMap(([from, to], index) =>
      WINDOWS.flatMap(([departFrom, departTo]) =>
        (['one', 'direct'] as const).map((transshipment) => ({
          from: from!,
          to: to!,
          departFrom,
          departTo,
          transshipment,
          minConnectionHours: index % 2 === 0 ? 24 : 72,
          sort: (['departure', 'arrival', 'transit'] as const)[index % 3]!,
        })),
      ),
    );
    await expectSameAnswers('/api/schedules/routes', queries);
    const rotterdam = await answer(inMemory, '/api/schedules/routes', queries[0]!);
    expect(rotterdam.total).toBeGreaterThan(0);
  });

  it('list the same calls at ports, follow the same vessels and describe the same services', async () => {
    await expectSameAnswers(
      '/api/schedules/port-calls',
      ['SGSIN', 'NLRTM', 'TRAMR', 'EETLL'].flatMap((port) =>
        WINDOWS.map(([from, to]) => ({ port, from, to, direction: 'all', page: 2 })),
      ),
    );
    await expectSameAnswers(
      '/api/schedules/vessel',
      ['azure', 'ivory tide', 'zzz'].flatMap((vessel) => WINDOWS.map(([from, to]) => ({ vessel, from, to }))),
    );
    await expectSameAnswers(
      '/api/schedules/carrier',
      ['MAEU', 'ZIMU', 'PCIU'].flatMap((carrier) => WINDOWS.map(([from, to]) => ({ carrier, from, to }))),
    );
  });

  it('follow the data when it changes, without a restart', async () => {
    const query = { from: 'CNSHA', to: 'NLRTM', departFrom: today, departTo: inDays(27) };
    expect((await answer(inMemory, '/api/schedules/routes', query)).total).toBeGreaterThan(0);
    for (const server of [inMemory, fromSql]) await removeSampleSchedules(server.app.db);
    expect((await answer(inMemory, '/api/schedules/routes', query)).total).toBe(0);
    for (const server of [inMemory, fromSql]) await loadSampleSchedules(server.app.db, { now: NOW });
    expect((await answer(inMemory, '/api/schedules/routes', query)).total).toBeGreaterThan(0);
    await expectSameAnswers('/api/schedules/routes', [query]);
  });
});
