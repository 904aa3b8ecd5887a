/**
 * Member-directory search over 20,000 fictional members, on SQLite and (when DATABASE_URL names
 * a PostgreSQL server) on PostgreSQL, each beside the trivial `/api/health` of the same server:
 *
 *   - uncached searches at 50 connections: every request a different mix of filters and page,
 *     so no answer can be reused;
 *   - one repeated search at 200 connections.
 *
 * The server runs with the API rate limit raised (API_RATE_LIMIT_PER_MINUTE) because every
 * request comes from one loopback address; left at its default, the limiter would answer 429s
 * and the bench would measure those.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { parseDatabaseUrl } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { SERVICES } from '../shared/domain/services';
import {
  loadAverage,
  loadResult,
  row,
  scratchPostgresDatabase,
  withBenchServer,
  type LoadResult,
} from './lib';

const DIRECTORY_MEMBERS = 20_000;
const TARGETS = { uncachedPerSecond: 1000, uncachedP99Ms: 100, repeatedP99Ms: 250 };

export interface BenchDatabase {
  label: 'SQLite' | 'PostgreSQL';
  url: string;
  /** what the searches filter by, read from the seeded data */
  countries: string[];
  words: string[];
  drop(): Promise<void>;
}

/** The databases to measure, migrated and seeded with the demo directory. */
export async function prepareDatabases(work: string): Promise<BenchDatabase[]> {
  const targets: Array<{ label: BenchDatabase['label']; url: string; drop: () => Promise<void> }> = [
    { label: 'SQLite', url: `sqlite:${join(work, 'directory.sqlite')}`, drop: async () => undefined },
  ];
  const postgres = process.env.DATABASE_URL;
  if (postgres?.startsWith('postgres')) {
    targets.push({ label: 'PostgreSQL', ...(await scratchPostgresDatabase(postgres, 'dfa_bench')) });
  } else {
    console.log(
      '\nPostgreSQL figures are skipped: set DATABASE_URL=postgres://… (a role that may create databases).',
    );
  }
  const prepared: BenchDatabase[] = [];
  for (const target of targets) {
    const db = createDatabase(parseDatabaseUrl(target.url));
    const started = performance.now();
    await migrateToLatest(db);
    await seedDemoDirectory(db, { members: DIRECTORY_MEMBERS });
    const countries = (await db.selectFrom('company_offices').select('country').distinct().execute()).map(
      (row) => row.country,
    );
    const names = await db.selectFrom('companies').select('name').limit(200).execute();
    await db.destroy();
    const words = [...new Set(names.flatMap((row) => row.name.toLowerCase().split(/\s+/)))].filter(
      (word) => word.length >= 3 && !/^\d+$/.test(word),
    );
    console.log(
      `Seeded ${DIRECTORY_MEMBERS} demo members into ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    prepared.push({ ...target, countries, words });
  }
  return prepared;
}

const STATUSES = ['premium', 'standard_active', 'standard_inactive'];

/**
 * The i-th search of a varied stream: deep pages of everyone, a country, a service with a
 * status, a word of a company name, a country with a service; each with its own page.
 */
export function directorySearch(database: BenchDatabase, i: number): string {
  const page = 1 + (i % 5);
  const n = Math.floor(i / 5);
  const country = database.countries[n % database.countries.length]!;
  const service = SERVICES[n % SERVICES.length]!.id;
  const word = database.words[n % database.words.length] ?? 'demo';
  const query = [
    `page=${1 + (n % 997)}`,
    `country=${country}&page=${page}`,
    `service=${service}&status=${STATUSES[n % STATUSES.length]}&page=${page}`,
    `text=${encodeURIComponent(word)}&page=${page}`,
    `country=${country}&service=${service}&page=${page}`,
  ][n % 5];
  return `/api/directory/members?${query}`;
}

async function measure(
  base: string,
  connections: number,
  seconds: number,
  path: string | ((i: number) => string),
): Promise<LoadResult> {
  let next = 0;
  const requests =
    typeof path === 'string'
      ? [{ method: 'GET' as const, path }]
      : [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: path(next++) }) }];
  // The first search loads the listing; then a second of warm-up, not counted.
  const first = await fetch(`${base}${typeof path === 'string' ? path : path(0)}`);
  if (!first.ok) throw new Error(`${base}: ${first.status} ${await first.text()}`);
  await autocannon({ url: base, connections, duration: 1, requests });
  return loadResult(await autocannon({ url: base, connections, duration: seconds, requests }));
}

export async function benchDirectory({
  databases,
  seconds,
}: {
  databases: BenchDatabase[];
  seconds: number;
}): Promise<boolean> {
  let withinTargets = true;
  for (const database of databases) {
    await withBenchServer(database.url, async (base) => {
      console.log(
        `\nDirectory search over ${DIRECTORY_MEMBERS} members, ${database.label} (load average ${loadAverage()})`,
      );
      const health = await measure(base, 50, seconds, '/api/health');
      const uncached = await measure(base, 50, seconds, (i) => directorySearch(database, i));
      const health200 = await measure(base, 200, seconds, '/api/health');
      const repeated = await measure(
        base,
        200,
        seconds,
        '/api/directory/members?country=DE&service=sea-freight',
      );
      console.log(row('/api/health, 50 conn.', health));
      console.log(row('uncached searches, 50 conn.', uncached, health));
      console.log(row('/api/health, 200 conn.', health200));
      console.log(row('one repeated search, 200 conn.', repeated, health200));
      if (database.label === 'SQLite') {
        withinTargets &&=
          uncached.requestsPerSecond >= TARGETS.uncachedPerSecond &&
          uncached.p99Ms <= TARGETS.uncachedP99Ms &&
          uncached.errors + uncached.non2xx === 0;
      }
      withinTargets &&= repeated.errors + repeated.non2xx === 0 && repeated.p99Ms <= TARGETS.repeatedP99Ms;
    });
  }
  console.log(
    `Targets: uncached ≥ ${TARGETS.uncachedPerSecond} searches/s with p99 ≤ ${TARGETS.uncachedP99Ms} ms at 50 connections on SQLite; a repeated search at 200 connections with no errors and p99 ≤ ${TARGETS.repeatedP99Ms} ms.`,
  );
  return withinTargets;
}
