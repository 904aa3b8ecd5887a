/**
 * Directory search over 20,000 fictional members: a mix of first pages, deep pages, country,
 * service and text searches, against the trivial `/api/health` of the same server in the same
 * run, at 50 and at 200 connections. The server runs with the API rate limit raised
 * (API_RATE_LIMIT_PER_MINUTE) because every request comes from one loopback address; left at
 * its default, the limiter would answer 429s and the bench would measure those.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { freePort, startDfaServer, stopProcess, type LoadResult } from './lib';

const DIRECTORY_MEMBERS = 20_000;
const P99_TARGET_MS = 30;

/** A fixed, varied set of searches a visitor would make; autocannon cycles through them. */
const SEARCHES = [
  'page=1',
  'page=2',
  'page=37',
  'page=400',
  'country=GR',
  'country=US&page=3',
  'country=CN&service=nvocc',
  'service=project-cargo',
  'service=warehousing&page=5',
  'country=DE&city=Hamburg',
  'status=premium',
  'status=premium&country=AE&service=sea-freight',
  'text=aegean',
  'text=demo%20lines&page=2',
  'text=rotterdam',
  'text=piraeus&service=dangerous-goods',
].map((query) => `/api/directory/members?${query}`);

async function run(base: string, paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url: base, connections, duration: 1, requests }); // warm-up, not counted
  const result = await autocannon({ url: base, connections, duration: seconds, requests });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function benchDirectory({
  work,
  seconds,
  row,
}: {
  work: string;
  seconds: number;
  row: (label: string, result: LoadResult, baseline?: LoadResult) => string;
}): Promise<boolean> {
  const databaseUrl = `sqlite:${join(work, 'directory.sqlite')}`;
  const db = createDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }).database);
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemoDirectory(db, { members: DIRECTORY_MEMBERS });
  await db.destroy();
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);

  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  let withinTargets = true;
  try {
    const base = `http://127.0.0.1:${port}`;
    console.log(
      `\nDirectory search over ${DIRECTORY_MEMBERS} members (seeded in ${seedSeconds} s; ${SEARCHES.length} searches in rotation; SQLite)`,
    );
    for (const connections of [50, 200]) {
      const health = await run(base, ['/api/health'], connections, seconds);
      const search = await run(base, SEARCHES, connections, seconds);
      console.log(row(`/api/health, ${connections} conn.`, health));
      console.log(row(`directory, ${connections} conn.`, search, health));
      const errors = search.errors + search.non2xx;
      if (connections === 50 && search.p99Ms > P99_TARGET_MS) withinTargets = false;
      if (connections === 200 && errors > 0) withinTargets = false;
    }
    console.log(`Targets: p99 ≤ ${P99_TARGET_MS} ms at 50 connections; no errors at 200.`);
  } finally {
    await stopProcess(server);
  }

  // The same searches with the answer cache off: what every query costs the database.
  const uncachedPort = await freePort();
  const uncached = await startDfaServer({
    PORT: String(uncachedPort),
    DATABASE_URL: databaseUrl,
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    DIRECTORY_CACHE_SECONDS: '0',
  });
  try {
    const base = `http://127.0.0.1:${uncachedPort}`;
    const health = await run(base, ['/api/health'], 50, seconds);
    const search = await run(base, SEARCHES, 50, seconds);
    console.log(row('directory, no cache, 50 conn.', search, health));
  } finally {
    await stopProcess(uncached);
  }
  return withinTargets;
}
