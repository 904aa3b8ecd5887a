import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const LIMIT = 40;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(async () => {
  await t?.close();
});

describe(`the API rate limit on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers a client exactly its limit in a minute, then 429, and other clients as before', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: '203.0.113.78' })).statusCode,
    ).toBe(200);
  });

  it.runIf(usingPostgres())(
    'writes the hits it counted in memory to the counter other servers read',
    async () => {
      const ip = '203.0.113.79';
      const requests = LIMIT / 8;
      for (let i = 0; i < requests; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: ip })).statusCode).toBe(
          200,
        );
      }
      const shared = async () =>
        Number(
          (
            await sql<{ hits: number }>`select hits from rate_limit_hits where key like ${`%${ip}`}`.execute(
              t.db,
            )
          ).rows[0]?.hits ?? 0,
        );
      let hits = await shared();
      for (let attempt = 0; attempt < 20 && hits < requests; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        hits = await shared();
      }
      expect(hits).toBe(requests);
    },
  );
});
