import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep, startPrivatePostgres, startServer, type ServerProcess } from './support/processes';

/** No request may take longer than this, whatever the database does. */
const REQUEST_TIMEOUT_MS = 8000;
const DOWN_FOR_MS = 3000;
const RECOVERY_TARGET_MS = 5000;

let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
let server: ServerProcess;
const work = mkdtempSync(join(tmpdir(), 'dfa-ops-pg-'));

beforeAll(async () => {
  postgres = await startPrivatePostgres(await freePort());
  server = await startServer({
    DATABASE_URL: postgres.url,
    FILES_DIR: join(work, 'files'),
    // Every search reaches the database: the answer cache would hide the outage.
    DIRECTORY_CACHE_SECONDS: '0',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  await server?.stop(5000);
  postgres?.destroy();
  rmSync(work, { recursive: true, force: true });
});

interface Sample {
  at: number;
  path: string;
  status: number | 'timeout' | 'network error';
  retryAfter: string | null;
  body: string;
  ms: number;
}

async function sample(base: string, path: string): Promise<Sample> {
  const at = Date.now();
  try {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return {
      at,
      path,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
      ms: Date.now() - at,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      at,
      path,
      status: timedOut ? 'timeout' : 'network error',
      retryAfter: null,
      body: '',
      ms: Date.now() - at,
    };
  }
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After meanwhile, reports not ready but alive, and recovers by itself', async () => {
    const paths = [
      '/api/directory/members?page=1',
      '/api/directory/members?text=line&page=2',
      '/api/directory/filter?country=GR',
      '/api/ready',
      '/api/health',
    ];
    const samples: Sample[] = [];
    let running = true;
    const worker = async (offset: number) => {
      for (let index = offset; running; index += 1) {
        samples.push(await sample(server.url, paths[index % paths.length]!));
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 6 }, (_, index) => worker(index));

    await sleep(1000);
    const stoppedAt = Date.now();
    postgres.stop();
    await sleep(DOWN_FOR_MS);
    const during = await Promise.all([sample(server.url, '/api/ready'), sample(server.url, '/api/health')]);
    postgres.start();
    const startedAt = Date.now();
    // Recovered: every kind of request succeeds again.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - startedAt < RECOVERY_TARGET_MS + 5000) {
      const round = await Promise.all(paths.map((path) => sample(server.url, path)));
      if (round.every((result) => result.status === 200)) recoveredAt = Date.now();
      else await sleep(100);
    }
    await sleep(500);
    running = false;
    await Promise.all(workers);

    const [ready, health] = during;
    expect(ready!.status).toBe(503);
    expect(ready!.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(ready!.body)).toMatchObject({ ready: false, database: 'down' });
    expect(health!.status).toBe(200);
    expect(JSON.parse(health!.body)).toMatchObject({ status: 'degraded', database: 'down' });

    expect(recoveredAt, 'the server did not recover').toBeGreaterThan(0);
    expect(recoveredAt - startedAt).toBeLessThanOrEqual(RECOVERY_TARGET_MS);

    const outage = samples.filter((s) => s.at > stoppedAt + 200 && s.at < startedAt);
    const failed = outage.filter((s) => s.status !== 200);
    expect(failed.length).toBeGreaterThan(10);
    // Never a 500, a hang or a dropped connection: a 503 with Retry-After in the error envelope,
    // except the liveness probe, which stays 200.
    for (const s of samples) {
      expect([200, 503], `${s.path}: ${s.status} ${s.body}`).toContain(s.status);
      if (s.status === 503) {
        expect(s.retryAfter, s.path).toMatch(/^\d+$/);
        if (!s.path.startsWith('/api/ready')) expect(JSON.parse(s.body).error.code).toBe('UNAVAILABLE');
      }
      if (s.path === '/api/health') expect(s.status).toBe(200);
      expect(s.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
    expect(server.child.exitCode).toBeNull();
  });
});
