import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/** Every line the app logs, as written. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(async () => {
  await t?.close();
});

/** A fresh private-link token, shaped like the ones the portal emails (256 bits, base64url). */
const token = () => randomBytes(32).toString('base64url');

/** The URLs each request line logged. */
function loggedUrls(): string[] {
  return lines.flatMap((line) => {
    const entry = JSON.parse(line) as { req?: { url?: string } };
    return entry.req?.url ? [entry.req.url] : [];
  });
}

describe(`the request log on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('never holds the tokens of private links, in a path or a query', async () => {
    const secrets = Array.from({ length: 9 }, token);
    const hex = randomBytes(32).toString('hex');
    const urls = [
      `/shipping-leads/quotes/${secrets[0]}`,
      `/api/shipping-leads/quotes?token=${secrets[1]}`,
      `/auth/confirm-password/${secrets[2]}`,
      `/api/auth/check-reset-token?token=${secrets[3]}`,
      `/company/blacklist/respond/${secrets[4]}?utm_source=email`,
      `/api/blacklist/response-link?token=${secrets[5]}`,
      `/events/global-freight-summit/${secrets[6]}`,
      `/api/events/registration?event=global-freight-summit&token=${secrets[7]}`,
      `/account/confirm-email/${secrets[8]}`,
      `/widgets/unlock/${hex}`,
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = lines.join('\n');
    for (const secret of [...secrets, hex]) expect(log).not.toContain(secret);
    // What was asked for stays readable: only the secret part is replaced.
    expect(loggedUrls()).toEqual([
      '/shipping-leads/quotes/[token]',
      '/api/shipping-leads/quotes?token=[token]',
      '/auth/confirm-password/[token]',
      '/api/auth/check-reset-token?token=[token]',
      '/company/blacklist/respond/[token]?utm_source=email',
      '/api/blacklist/response-link?token=[token]',
      '/events/global-freight-summit/[token]',
      '/api/events/registration?event=global-freight-summit&token=[token]',
      '/account/confirm-email/[token]',
      '/widgets/unlock/[token]',
    ]);
  });

  it('keeps ordinary paths and queries whole, slugs and ids included', async () => {
    const urls = [
      '/freight-dictionary/detention-and-demurrage',
      '/blog/ten-lessons-from-the-2025-peak-season',
      '/api/directory/members?text=harbour&country=AE&page=2',
      '/shipping-leads/4711',
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    expect(loggedUrls()).toEqual(urls);
  });
});
