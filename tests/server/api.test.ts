import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { currentUserResponseSchema } from '../../shared/api/user';
import { createSession, SESSION_COOKIE, SESSION_IDLE_MS } from '../../src-server/http/sessions';
import { hashToken } from '../../src-server/core/tokens';
import { insertMember } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`API on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('reports the database reachable on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      dialect: usingPostgres() ? 'postgres' : 'sqlite',
    });
  });

  it('answers an unknown API call with 404 and the error envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'No API endpoint POST /api/nope.' });
  });

  it.each(['/api/user', '/api/initialAuthenticate'])(
    '%s gives an anonymous caller no user, not an error',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null });
    },
  );

  it('returns the signed-in record for a live session', async () => {
    const member = await insertMember(t.db, { isAdmin: true });
    const session = await createSession(t.db, member.userId, new Date());
    for (const url of ['/api/user', '/api/initialAuthenticate']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        cookies: { [SESSION_COOKIE]: session.token },
      });
      expect(response.statusCode).toBe(200);
      const { data } = currentUserResponseSchema.parse(response.json());
      expect(data).toEqual({
        company: 'Harbour Line Logistics',
        logo: null,
        validity: '2027-06-30',
        first_name: 'Amira',
        type: 'premium',
        state: 'premium',
        name: 'Amira Haddad',
        email: expect.stringContaining('@harbourline.test'),
        phone: '+97145550100',
        isAdmin: true,
        hash_id: member.hashId,
        hash: session.publicId,
      });
    }
  });

  it('stores only the hash of a session token', async () => {
    const member = await insertMember(t.db);
    const session = await createSession(t.db, member.userId, new Date());
    const rows = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(session.token));
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it('ends a session that sat idle too long, and ignores unknown tokens', async () => {
    const member = await insertMember(t.db);
    const longAgo = new Date(Date.now() - SESSION_IDLE_MS - 60_000);
    const session = await createSession(t.db, member.userId, longAgo);
    const idle = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: session.token },
    });
    expect(idle.json()).toEqual({ data: null });
    const left = await t.db
      .selectFrom('sessions')
      .select('public_id')
      .where('public_id', '=', session.publicId)
      .execute();
    expect(left).toEqual([]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { [SESSION_COOKIE]: 'not-a-token' },
    });
    expect(forged.json()).toEqual({ data: null });
  });

  it('sends a strict content security policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('rate limits API calls per client with 429, Retry-After and a readable message', async () => {
    const ip = '203.0.113.7';
    let last = await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: ip });
    for (let i = 0; i < 300 && last.statusCode !== 429; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: ip });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const body = errorEnvelopeSchema.parse(last.json());
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/Too many requests/);
    const otherClient = await t.app.inject({ method: 'GET', url: '/api/user', remoteAddress: '203.0.113.8' });
    expect(otherClient.statusCode).toBe(200);
  });
});
