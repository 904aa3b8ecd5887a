import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '../../shared/api/health';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(`request ids and readiness on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers with the request id it was given when it looks sane, and its own otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a9c' },
    });
    expect(given.headers['x-request-id']).toBe('nginx-7f3a9c');
    for (const unsafe of ['two words', 'x'.repeat(129), 'line\\nbreak', '<script>']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
    const own = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(own.statusCode).toBe(404);
    expect(own.headers['x-request-id']).toMatch(UUID);
  });

  it('reports itself ready while the database answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toEqual({
      ready: true,
      database: 'up',
      draining: false,
    });
  });
});
