import { afterEach, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SITE_HOST = new URL(TEST_SITE_URL).host;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe(`the edge of every request on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('says which browser features no page may use', async () => {
    t = await createTestApp();
    const response = await get(t, '/api/user', { host: SITE_HOST });
    const policy = response.headers['permissions-policy'];
    expect(typeof policy).toBe('string');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("refuses a Host that is not the site's, in production not even loopback", async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', CAPTCHA: 'off', LOG_LEVEL: 'silent' } });
    expect((await get(t, '/api/user', { host: SITE_HOST })).statusCode).toBe(200);
    expect((await get(t, '/api/user', { host: SITE_HOST.toUpperCase() })).statusCode).toBe(200);
    for (const host of ['evil.example', `${SITE_HOST}.evil.example`, 'localhost:3000', '127.0.0.1']) {
      const refused = await get(t, '/api/user', { host });
      expect(refused.statusCode, host).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.json()).error.message).toBe(
        `This server answers only for ${SITE_HOST}. Open ${TEST_SITE_URL} instead.`,
      );
    }
    // A load balancer's health probe uses the instance's own address.
    expect((await get(t, '/api/health', { host: '10.0.3.7:3000' })).statusCode).toBe(200);
  });

  it('lets development and tests use loopback with any port, and ALLOWED_HOSTS add more names', async () => {
    t = await createTestApp({ env: { ALLOWED_HOSTS: 'www.portal.test, Portal-Alias.test:8443' } });
    for (const host of [
      'localhost:3000',
      '127.0.0.1:4173',
      '[::1]:3000',
      'www.portal.test',
      'portal-alias.test:8443',
    ]) {
      expect((await get(t, '/api/user', { host })).statusCode, host).toBe(200);
    }
    expect((await get(t, '/api/user', { host: 'portal-alias.test:9000' })).statusCode).toBe(400);
    expect((await get(t, '/api/user', { host: 'attacker.example' })).statusCode).toBe(400);
  });

  it('keeps a request id from the client only when it is a well-formed id', async () => {
    t = await createTestApp();
    for (const kept of [
      'nginx-7f3a9c',
      '0f8e2d4c6b1a39578e2d4c6b1a395780',
      'a3bb189e-8bf9-3888-9912-ace4e6543002',
    ]) {
      expect((await get(t, '/api/health', { 'x-request-id': kept })).headers['x-request-id']).toBe(kept);
    }
    for (const replaced of [
      'x',
      '../../admin/sessions',
      'id:with@odd+chars=',
      '-leading-dash',
      'a'.repeat(65),
    ]) {
      const response = await get(t, '/api/health', { 'x-request-id': replaced });
      expect(response.headers['x-request-id'], replaced).toMatch(UUID);
    }
  });
});
