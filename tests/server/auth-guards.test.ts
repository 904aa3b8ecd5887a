import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { installAccessGuard } from '../../src-server/http/guards';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { systemClock } from '../../src-server/core/clock';
import { signedInMember } from '../support/members';
import { nextIp, post } from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

describe(`role guard on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const MEMBERS_ONLY = '/api/directory/my-company';
  const ADMINS_ONLY = '/api/admin/articles';
  const sessionFor = async (isAdmin: boolean) => (await signedInMember(t.db, { isAdmin })).token;
  const call = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: nextIp(),
      ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}),
    });

  it('turns anonymous callers away with 401 from member and admin routes', async () => {
    for (const url of [MEMBERS_ONLY, ADMINS_ONLY]) {
      const response = await call(url);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect((await call(url, 'forged-token')).statusCode).toBe(401);
    }
  });

  it('lets a member in to member routes and refuses admin routes with 403', async () => {
    const member = await sessionFor(false);
    expect((await call(MEMBERS_ONLY, member)).statusCode).not.toBe(401);
    const admin = await call(ADMINS_ONLY, member);
    expect(admin.statusCode).toBe(403);
    expect(errorOf(admin)).toEqual({ code: 'FORBIDDEN', message: 'Only DFA administrators can do this.' });
  });

  it('lets an admin in everywhere', async () => {
    const admin = await sessionFor(true);
    expect((await call(MEMBERS_ONLY, admin)).statusCode).not.toBe(401);
    expect((await call(ADMINS_ONLY, admin)).statusCode).toBe(200);
  });

  it('refuses a member tool the moment its member signs out, though its reads reuse the session check', async () => {
    const { token } = await signedInMember(t.db);
    const finder = '/api/schedules/ports?q=hamburg';
    expect((await call(finder, token)).statusCode).toBe(200);
    expect((await call(finder, token)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: nextIp(),
      headers: { 'x-requested-with': 'dfa-portal' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await call(finder, token)).statusCode).toBe(401);
  });

  it('refuses a member tool the moment its member is suspended, though its reads reuse the session check', async () => {
    const { token, companyId } = await signedInMember(t.db);
    const finder = '/api/schedules/ports?q=rotterdam';
    expect((await call(finder, token)).statusCode).toBe(200);
    expect((await call(finder, token)).statusCode).toBe(200);
    const suspended = await post(
      t.app,
      '/api/admin/members/suspend',
      { companyId, reason: 'Unpaid claim under review.' },
      { ip: nextIp(), session: await sessionFor(true) },
    );
    expect(suspended.statusCode).toBe(200);
    const refused = await call(finder, token);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses to register a route that does not say who may call it, and says what to do', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      installAccessGuard(api, t.db, systemClock);
      api.get('/api/ruled', { config: { access: 'anyone' } }, async () => ({ ok: true }));
      expect(() => api.get('/api/unruled', async () => ({ ok: true }))).toThrow(
        /^GET \/api\/unruled has no access rule\. Say who may call it where it is registered: route\(app, endpoint, handler, \{ access \}\)/,
      );
    });
    await app.close();
  });
});

describe('same-origin proof for state-changing API calls', () => {
  const body = JSON.stringify({ email: 'someone@example.com' });
  const url = '/api/auth/reset-password-request';

  it('refuses a form-encoded post, as a cross-site form would send it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/did not come from the DFA Portal/),
    });
  });

  it('refuses a JSON post from another website', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toMatch(/came from another website/);
  });

  it('accepts JSON from the site itself, with or without an Origin header', async () => {
    for (const headers of [{}, { origin: TEST_SITE_URL }]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("accepts a bodiless call carrying the portal client's header, and not one without it", async () => {
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-requested-with': 'dfa-portal' },
    });
    expect(withHeader.statusCode).toBe(200);
    const without = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(without.statusCode).toBe(403);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
