/**
 * Ship schedules over the sample schedules (`npm run schedules:sample`, 26 weeks):
 *
 *   - route search with up to one transshipment, varied origins, destinations, windows and
 *     sorts (the server keeps no answer cache), at 20 connections, by autocannon and wrk;
 *   - the port finder with varied, partly misspelt queries, at 20 connections, by autocannon and wrk;
 *   - both beside `/api/health` of the same server in the same run, on SQLite and, when
 *     DATABASE_URL names a PostgreSQL server, on a throwaway database there;
 *   - the shared snapshot search (shared/schedules) answering the same route searches over a
 *     full eight-week snapshot in this process, and the snapshot's size.
 *
 *   - the member API's point-to-point search (`/api/dcsa/cs/v1/point-to-point-routes`) by API
 *     key, the same searches a page of 20 at a time, at 20 connections: its p99 at most 1.2
 *     times the member route search's, the two taking turns in the same run;
 *
 * Every request carries a member's session (or, for the member API, the company's key): the
 * schedules are for members only.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SCHEDULE_LIMITS } from '../shared/schedules/limits';
import { dayNumber, isoDate } from '../shared/schedules/schedule-index';
import { searchRoutes, type RouteQuery } from '../shared/schedules/search';
import { encodeSnapshot, openSnapshot, SNAPSHOT_WEEKS } from '../shared/schedules/snapshot';
import { parseDatabaseUrl } from '../src-server/config';
import { createDatabase, type Db } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { createCompanyKey } from '../src-server/features/member-api/api-key-repository';
import { snapshotData } from '../src-server/engines/schedules/schedule-repository';
import { createSession, SESSION_COOKIE } from '../src-server/http/sessions';
import { loadSampleSchedules } from '../src-server/engines/schedules/sample-schedules';
import {
  clean,
  loadAverage,
  loadBoth,
  loadResult,
  row,
  rowsOf,
  scratchPostgresDatabase,
  withBenchServer,
  worstP99,
  type LoadResult,
} from './lib';

const CONNECTIONS = 20;
const ROUTE_P99_TARGET_MS = 100;
const FINDER_P99_TARGET_MS = 20;
const SNAPSHOT_P99_TARGET_MS = 10;
/** The member API's search by key, against the member route search's p99 in the same run. */
const MEMBER_API_P99_RATIO = 1.2;

const PAIRS = [
  ['CNSHA', 'NLRTM'],
  ['KRPUS', 'DEHAM'],
  ['CNNGB', 'USLAX'],
  ['SGSIN', 'BRSSZ'],
  ['NLRTM', 'CNSHA'],
  ['JPTYO', 'SAJED'],
  ['CNSHA', 'GBFXT'],
  ['VNSGN', 'AEJEA'],
  ['DEHAM', 'USNYC'],
  ['CNYTN', 'ITGOA'],
  ['HKHKG', 'AUSYD'],
  ['INNSA', 'CNSHA'],
  ['CNTAO', 'PLGDN'],
  ['MYPKG', 'NGLOS'],
  ['CNSHA', 'MXZLO'],
  ['TWKHH', 'USOAK'],
] as const;
const SORTS = ['departure', 'arrival', 'transit'] as const;

const PORT_QUERIES = [
  'rotterdm',
  'Shang hai',
  'NLRTM',
  'singapore',
  'hamb',
  'antwerpen',
  'los angeles',
  'jebel ali',
  'busan',
  'santos',
  'felixstow',
  'piraeus',
  'colombo',
  'durbn',
  'nhava',
  'CNSGH',
  'yokohama',
  'valencia',
  'xiamen',
  'manzanillo',
];

/** Route searches in rotation: each pair over two windows, sorted three ways, with one transshipment. */
function routeQueries(today: number): RouteQuery[] {
  return PAIRS.flatMap(([from, to], index) =>
    [0, 14].map((start) => ({
      from,
      to,
      window: { first: today + start, last: today + start + SCHEDULE_LIMITS.defaultWindowDays - 1 },
      transshipment: 'one' as const,
      minConnectionHours: 24,
      sort: SORTS[index % SORTS.length]!,
      page: 1,
    })),
  );
}

const routePath = (query: RouteQuery) =>
  `/api/schedules/routes?${new URLSearchParams({
    from: query.from,
    to: query.to,
    departFrom: isoDate(query.window.first),
    departTo: isoDate(query.window.last),
    transshipment: query.transshipment,
    minConnectionHours: String(query.minConnectionHours),
    sort: query.sort,
  }).toString()}`;

/** The same search through the member API, as a DCSA client asks it, a page as large as the member search's. */
const pointToPointPath = (query: RouteQuery) =>
  `/api/dcsa/cs/v1/point-to-point-routes?${new URLSearchParams({
    placeOfReceipt: query.from,
    placeOfDelivery: query.to,
    departureStartDate: isoDate(query.window.first),
    departureEndDate: isoDate(query.window.last),
    limit: '20',
  }).toString()}`;

/** A member with a live session in the benchmark's database, as sign-in would leave one, and an API key of its company. */
async function memberSession(db: Db): Promise<{ session: string; apiKey: string }> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: 'Bench Freight',
      logo_url: null,
      membership_type: 'premium',
      valid_until: '2099-12-31',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      hash_id: randomBytes(8).toString('hex'),
      email: `bench-${randomBytes(4).toString('hex')}@bench.example`,
      first_name: 'Bench',
      last_name: 'Member',
      phone: null,
      password_hash: null,
      company_id: company.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret } = await createCompanyKey(
    db,
    { companyId: company.id, userId: user.id, name: 'Bench' },
    new Date(),
  );
  return { session: (await createSession(db, user.id, new Date())).token, apiKey: secret };
}

async function run(
  base: string,
  paths: string[],
  caller: { session: string } | { apiKey: string },
  seconds: number,
): Promise<LoadResult> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const headers =
    'session' in caller
      ? { cookie: `${SESSION_COOKIE}=${caller.session}` }
      : { authorization: `Bearer ${caller.apiKey}` };
  await autocannon({ url: base, connections: CONNECTIONS, duration: 1, requests, headers }); // warm-up
  return loadResult(
    await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests, headers }),
  );
}

/** How many turns each of two compared loads gets, one after the other. */
const ROUNDS = 4;

/**
 * Two loads compared by their tails on a machine others share: they take turns (a quarter of
 * the time each, four times), and each one's latencies are pooled over its turns, so a busy
 * spell on the machine falls on both alike rather than on whichever ran second.
 */
async function alternating(
  base: string,
  loads: { paths: string[]; caller: { session: string } | { apiKey: string } }[],
  seconds: number,
): Promise<LoadResult[]> {
  const samples = loads.map(() => ({ latencies: [] as number[], errors: 0, non2xx: 0, seconds: 0 }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, load] of loads.entries()) {
      const headers =
        'session' in load.caller
          ? { cookie: `${SESSION_COOKIE}=${load.caller.session}` }
          : { authorization: `Bearer ${load.caller.apiKey}` };
      const sample = samples[index]!;
      const started = performance.now();
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: CONNECTIONS,
            duration: Math.max(1, seconds / ROUNDS),
            requests: load.paths.map((path) => ({ method: 'GET' as const, path })),
            headers,
          },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          sample.latencies.push(responseTime);
          if (statusCode < 200 || statusCode > 299) sample.non2xx += 1;
        });
      });
      sample.errors += result.errors + result.timeouts;
      sample.seconds += (performance.now() - started) / 1000;
    }
  }
  return samples.map((sample) => {
    const sorted = [...sample.latencies].sort((a, b) => a - b);
    return {
      requestsPerSecond: sorted.length / sample.seconds,
      p50Ms: Math.round(percentile(sorted, 0.5)),
      p99Ms: Math.round(percentile(sorted, 0.99)),
      errors: sample.errors,
      non2xx: sample.non2xx,
    };
  });
}

/** Loads the sample schedules into a database, then measures its server. */
async function benchServer(
  label: 'SQLite' | 'PostgreSQL',
  databaseUrl: string,
  seconds: number,
): Promise<boolean> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  const started = performance.now();
  let member: { session: string; apiKey: string };
  let calls: number;
  try {
    await migrateToLatest(db);
    calls = (await loadSampleSchedules(db)).calls;
    member = await memberSession(db);
  } finally {
    await db.destroy();
  }
  const seeded = ((performance.now() - started) / 1000).toFixed(1);

  const session = { session: member.session };
  return withBenchServer(
    databaseUrl,
    async (base) => {
      const today = dayNumber(new Date().toISOString().slice(0, 10));
      console.log(
        `\nShip schedules on ${label}: ${calls} sample port calls (loaded in ${seeded} s), ${CONNECTIONS} connections, load average ${loadAverage()}`,
      );
      const health = await run(base, ['/api/health'], session, seconds);
      // Each search once before any is timed: the first builds the in-memory index, which
      // would otherwise land in whichever run comes first.
      for (const query of routeQueries(today)) {
        await fetch(`${base}${routePath(query)}`, {
          headers: { cookie: `${SESSION_COOKIE}=${member.session}` },
        });
        await fetch(`${base}${pointToPointPath(query)}`, {
          headers: { authorization: `Bearer ${member.apiKey}` },
        });
      }
      const [routes, byKey] = (await alternating(
        base,
        [
          { paths: routeQueries(today).map(routePath), caller: session },
          { paths: routeQueries(today).map(pointToPointPath), caller: { apiKey: member.apiKey } },
        ],
        seconds,
      )) as [LoadResult, LoadResult];
      const asMember = { cookie: `${SESSION_COOKIE}=${member.session}` };
      // The route search on its own, by both tools; the alternating run above is for the ratio.
      const routesAlone = await loadBoth(base, routeQueries(today).map(routePath), {
        connections: CONNECTIONS,
        seconds,
        headers: asMember,
      });
      const finder = await loadBoth(
        base,
        PORT_QUERIES.map((q) => `/api/schedules/ports?${new URLSearchParams({ q }).toString()}`),
        { connections: CONNECTIONS, seconds, headers: asMember },
      );
      console.log(row(`/api/health`, health));
      console.log(row(`route search, taking turns with the member API`, routes, health));
      console.log(row(`member API point-to-point, by key`, byKey, health));
      const keyRatio = byKey.p99Ms / Math.max(1, routes.p99Ms);
      console.log(
        `Member API p99 / member route search p99: ${keyRatio.toFixed(2)} (target ≤ ${MEMBER_API_P99_RATIO}; load average now ${loadAverage()})`,
      );
      console.log(rowsOf(`route search, 1 transshipment`, routesAlone, { autocannon: health }));
      console.log(rowsOf(`port finder`, finder, { autocannon: health }));
      console.log(
        `Targets (issue 32), by both tools: route search p99 ≤ ${ROUTE_P99_TARGET_MS} ms, port finder p99 ≤ ${FINDER_P99_TARGET_MS} ms, no errors.`,
      );
      const answered =
        routes.requestsPerSecond > 0 &&
        routesAlone.autocannon.requestsPerSecond > 0 &&
        finder.autocannon.requestsPerSecond > 0 &&
        byKey.requestsPerSecond > 0;
      const failed =
        !answered ||
        routes.errors + routes.non2xx + byKey.errors + byKey.non2xx > 0 ||
        !clean(routesAlone) ||
        !clean(finder);
      return (
        !failed &&
        worstP99(routesAlone) <= ROUTE_P99_TARGET_MS &&
        worstP99(finder) <= FINDER_P99_TARGET_MS &&
        keyRatio <= MEMBER_API_P99_RATIO
      );
    },
    // Every request comes from one key: its per-key limit is not what is measured.
    { API_KEY_REQUESTS_PER_MINUTE: '100000000' },
  );
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

/** The shared module over a full snapshot, in this process: what the desktop app's main process does offline. */
async function benchSnapshot(databaseUrl: string, seconds: number): Promise<boolean> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  const window = { first: today, last: today + SNAPSHOT_WEEKS * 7 - 1 };
  let json: string;
  try {
    const snapshot = encodeSnapshot(await snapshotData(db, window), {
      generatedAt: new Date().toISOString(),
      dataVersion: 'bench',
      validFrom: isoDate(window.first),
      validUntil: isoDate(window.last),
    });
    json = JSON.stringify(snapshot);
  } finally {
    await db.destroy();
  }
  const gzipBytes = gzipSync(json, { level: 9 }).length;
  const opening = performance.now();
  const offline = openSnapshot(JSON.parse(json));
  const openMs = performance.now() - opening;

  const queries = routeQueries(today);
  for (const query of queries) searchRoutes(offline.index, query); // warm-up, not counted
  const durations: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let next = 0; performance.now() < deadline; next += 1) {
    const query = queries[next % queries.length]!;
    const started = performance.now();
    searchRoutes(offline.index, query);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const p99 = percentile(durations, 0.99);
  console.log(
    `\nShared snapshot search (one process): ${offline.index.byDepartureVoyage.size} voyages, snapshot ${(json.length / 1000).toFixed(0)} KB, ${(gzipBytes / 1000).toFixed(1)} KB gzip, opened in ${openMs.toFixed(0)} ms`,
  );
  console.log(
    `route search, 1 transshipment   ${durations.length} searches  p50 ${percentile(durations, 0.5).toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${durations.at(-1)!.toFixed(2)} ms`,
  );
  console.log(`Target: p99 ≤ ${SNAPSHOT_P99_TARGET_MS} ms.`);
  return p99 <= SNAPSHOT_P99_TARGET_MS;
}

export async function benchSchedules({ work, seconds }: { work: string; seconds: number }): Promise<boolean> {
  const sqliteUrl = `sqlite:${join(work, 'schedules.sqlite')}`;
  let withinTargets = await benchServer('SQLite', sqliteUrl, seconds);

  const postgres = process.env.DATABASE_URL;
  if (postgres?.startsWith('postgres')) {
    const scratch = await scratchPostgresDatabase(postgres, 'dfa_bench_schedules');
    try {
      withinTargets = (await benchServer('PostgreSQL', scratch.url, seconds)) && withinTargets;
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(
      '\nShip schedules on PostgreSQL: skipped (set DATABASE_URL=postgres://… to a role that may create databases).',
    );
  }

  return (await benchSnapshot(sqliteUrl, seconds)) && withinTargets;
}
