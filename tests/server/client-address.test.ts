import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/** In production only the site's own host is answered. */
const SITE_HOST = new URL(TEST_SITE_URL).host;

/** A production server, as deployed: only TRUST_PROXY decides whose word the address is. */
const production = (env: Record<string, string> = {}) =>
  createTestApp({ env: { NODE_ENV: 'production', CAPTCHA: 'off', ...env } });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const checkEmail = (app: TestApp, { socket, forwardedFor }: { socket: string; forwardedFor?: string }) =>
  post(
    app.app,
    '/api/auth/check-existing-email',
    { email: 'ops@harbourline.test' },
    {
      ip: socket,
      headers: { host: SITE_HOST, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    },
  );

/** Sends the contact form and answers the client address stored with it. */
async function storedAddress(app: TestApp, socket: string, forwardedFor: string): Promise<string> {
  const idempotencyKey = randomUUID();
  const response = await post(
    app.app,
    '/api/company/contact-us',
    {
      name: 'Sofia Marquez',
      email: 'sofia@rioplata.example',
      topic: 'membership',
      message: 'How long does an application take to review?',
      idempotencyKey,
    },
    { ip: socket, headers: { host: SITE_HOST, 'x-forwarded-for': forwardedFor } },
  );
  expect(response.statusCode).toBe(200);
  const row = await app.db
    .selectFrom('form_submissions')
    .select('ip')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe(`client addresses behind proxies on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('believes no X-Forwarded-For by default, so a fresh header per call does not escape the limit', async () => {
    t = await production();
    const statuses: number[] = [];
    for (let call = 1; call <= 25; call += 1) {
      const response = await checkEmail(t, { socket: '203.0.113.9', forwardedFor: `198.51.100.${call}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await storedAddress(t, '203.0.113.9', '198.51.100.77')).toBe('203.0.113.9');
  });

  it('with a hop count, takes the address the nearest proxy saw and ignores what the client wrote', async () => {
    t = await production({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let call = 1; call <= 12; call += 1) {
      // The client writes whatever it likes on the left; the proxy appends the address it saw.
      const response = await checkEmail(t, {
        socket: '10.0.0.5',
        forwardedFor: `198.51.100.${call}, 192.0.2.44`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // Another visitor behind the same proxy has a budget of its own.
    expect((await checkEmail(t, { socket: '10.0.0.5', forwardedFor: '192.0.2.45' })).statusCode).toBe(200);
    expect(await storedAddress(t, '10.0.0.5', '198.51.100.1, 192.0.2.46')).toBe('192.0.2.46');
  });

  it('with proxy addresses, believes the header only from those proxies', async () => {
    t = await production({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await storedAddress(t, '10.1.2.3', '192.0.2.50')).toBe('192.0.2.50');
    // A client that reaches the server directly cannot pass for someone else.
    expect(await storedAddress(t, '203.0.113.20', '192.0.2.51')).toBe('203.0.113.20');
    // Nor can a client behind the proxy, by writing a trusted-looking address on the left.
    expect(await storedAddress(t, '10.1.2.3', '10.9.9.9, 192.0.2.52')).toBe('192.0.2.52');
  });
});
