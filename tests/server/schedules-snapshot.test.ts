import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierAnswerSchema,
  portCallAnswerSchema,
  routeAnswerSchema,
  vesselAnswerSchema,
} from '../../shared/api/schedules';
import { dayNumber } from '../../shared/schedules/schedule-index';
import { searchCarrier, searchPortCalls, searchRoutes, searchVessel } from '../../shared/schedules/search';
import { openSnapshot, type OpenSnapshot, type ScheduleSnapshot } from '../../shared/schedules/snapshot';
import { createSession } from '../../src-server/http/sessions';
import { importVesselSchedules } from '../../src-server/engines/schedules/import-schedules';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { insertMember } from '../support/members';
import { serviceSchedule } from './support/schedules';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let session: string;
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // Hundreds of comparisons in a row; the per-client API limit is not what this file tests.
  testApp = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  await loadSampleSchedules(testApp.db);
  const member = await insertMember(testApp.db);
  session = (await createSession(testApp.db, member.userId, new Date())).token;
}, 120_000);
afterAll(() => testApp.close());

const get = (
  url: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
    cookies: { dfa_session: session },
  });

async function downloadSnapshot(): Promise<{ snapshot: ScheduleSnapshot; etag: string; gzipBytes: number }> {
  const response = await get('/api/schedules/snapshot', {}, { 'accept-encoding': 'gzip, br' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.rawPayload;
  return {
    snapshot: JSON.parse(gunzipSync(body).toString('utf8')) as ScheduleSnapshot,
    etag: String(response.headers.etag),
    gzipBytes: body.length,
  };
}

describe('the schedules snapshot', () => {
  it('is versioned, dated, compact, and answers 304 while it is unchanged', async () => {
    const { snapshot, etag, gzipBytes } = await downloadSnapshot();
    expect(snapshot).toMatchObject({
      format: 'dfa-schedules-snapshot',
      version: 1,
      validFrom: today,
      validUntil: inDays(55),
      sample: true,
    });
    expect(Date.parse(snapshot.generatedAt)).toBeLessThanOrEqual(Date.now());
    expect(snapshot.calls.id.length).toBeGreaterThan(3000);
    // Small enough to ship inside the desktop app and to refresh over a ship's satellite link.
    expect(gzipBytes).toBeLessThan(200_000);

    const again = await get('/api/schedules/snapshot', {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await get('/api/schedules/snapshot');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(snapshot);
  });

  it('changes its ETag when the schedules change', async () => {
    const before = (await downloadSnapshot()).etag;
    await importVesselSchedules(testApp.db, [
      [
        serviceSchedule({
          calls: [
            { code: 'CNSHA', departure: `${inDays(3)}T10:00:00+08:00`, importVoyage: '1W' },
            { code: 'NLRTM', arrival: `${inDays(33)}T10:00:00+01:00`, importVoyage: '1W' },
          ],
        }),
      ],
    ]);
    const after = await downloadSnapshot();
    expect(after.etag).not.toBe(before);
    expect(after.snapshot.sample).toBe(true);
  });
});

describe('the shared snapshot search', () => {
  let offline: OpenSnapshot;
  beforeAll(async () => {
    offline = openSnapshot((await downloadSnapshot()).snapshot);
  });
  const window = (from: string, to: string) => ({ first: dayNumber(from), last: dayNumber(to) });
  const windows = [
    [today, inDays(27)],
    [inDays(20), inDays(55)],
  ] as const;

  it('finds the same sailings as the server, on every page, in every order', async () => {
    const pairs = [
      ['CNSHA', 'NLRTM'],
      ['KRPUS', 'DEHAM'],
      ['CNNGB', 'USLAX'],
      ['SGSIN', 'BRSSZ'],
      ['NLRTM', 'CNSHA'],
      ['JPTYO', 'SAJED'],
      ['CNSGH', 'GBFXT'],
      ['VNSGN', 'AEJEA'],
      ['DEHAM', 'USNYC'],
    ] as const;
    let compared = 0;
    for (const [from, to] of pairs) {
      for (const [departFrom, departTo] of windows) {
        for (const [sort, transshipment, minConnectionHours] of [
          ['departure', 'one', 24],
          ['transit', 'one', 72],
          ['arrival', 'direct', 24],
        ] as const) {
          for (let page = 1; ; page += 1) {
            const query = { from, to, departFrom, departTo, sort, transshipment, minConnectionHours, page };
            const server = (await get('/api/schedules/routes', query)).json();
            const shared = searchRoutes(offline.index, {
              from,
              to,
              window: window(departFrom, departTo),
              transshipment,
              minConnectionHours,
              sort,
              page,
            });
            expect(routeAnswerSchema.parse(shared), JSON.stringify(query)).toEqual(server);
            compared += shared.sailings.length;
            if (page * shared.pageSize >= shared.total) break;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('lists the same calls at ports as the server', async () => {
    for (const port of ['NLRTM', 'SGSIN', 'CNSHA', 'USLAX', 'AEJEA', 'BRSSZ']) {
      for (const direction of ['all', 'arrivals', 'departures'] as const) {
        for (const [from, to] of windows) {
          for (let page = 1; ; page += 1) {
            const server = (
              await get('/api/schedules/port-calls', { port, from, to, direction, page })
            ).json();
            const shared = searchPortCalls(offline.index, {
              port,
              window: window(from, to),
              direction,
              page,
            });
            expect(portCallAnswerSchema.parse(shared), `${port} ${direction} ${from} ${page}`).toEqual(
              server,
            );
            if (page * shared.pageSize >= shared.total) break;
          }
        }
      }
    }
  });

  it('finds the same vessels and their calls as the server', async () => {
    const names = ['azure', 'Jade Star', 'CORAL', 'ivory tide', 'an', 'zzz'];
    const numbers =
      offline.index.vessels.size > 0
        ? [...offline.index.vessels.values()].slice(0, 5).map((vessel) => vessel.imo!)
        : [];
    for (const vessel of [...names, ...numbers]) {
      for (const [from, to] of windows) {
        const server = (await get('/api/schedules/vessel', { vessel, from, to })).json();
        const shared = searchVessel(offline.index, { vessel, window: window(from, to) });
        expect(vesselAnswerSchema.parse(shared), `${vessel} ${from}`).toEqual(server);
      }
    }
  });

  it('describes every carrier’s services as the server does', async () => {
    for (const carrier of offline.index.carriers.keys()) {
      for (const [from, to] of windows) {
        const server = (await get('/api/schedules/carrier', { carrier, from, to })).json();
        const shared = searchCarrier(offline.index, { carrier, window: window(from, to) });
        expect(carrierAnswerSchema.parse(shared), `${carrier} ${from}`).toEqual(server);
      }
    }
  });
});
