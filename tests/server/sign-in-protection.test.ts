import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { hashPassword } from '../../src-server/features/auth/passwords';
import { insertMember } from '../support/members';
import { lastMessageTo, nextEmail, nextIp, post, sessionCookie } from './support/auth';
import { HUMAN_TOKEN } from './support/bot-check';
import {
  createTestApp,
  createTestAppWithBotCheck,
  TEST_SITE_URL,
  usingPostgres,
  type TestApp,
} from './support/test-app';

const PASSWORD = 'quay crane dawn 31';
const DEVICE_COOKIE = 'dfa_device';

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

/** A browser: its address and the cookies sign-in gave it, sent back as a browser would. */
interface Browser {
  ip: string;
  device?: string;
}

async function signInFrom(
  t: TestApp,
  browser: Browser,
  body: { email: string; password: string; captchaToken?: string },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: browser.ip,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
    payload: JSON.stringify(body),
    ...(browser.device ? { cookies: { [DEVICE_COOKIE]: browser.device } } : {}),
  });
  const device = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  if (device) browser.device = device.value;
  return response;
}

async function member(t: TestApp) {
  const email = nextEmail();
  await insertMember(t.db, { email, passwordHash });
  return email;
}

describe(
  `sign-in under attack, with the bot check, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 120_000 },
  () => {
    let t: Awaited<ReturnType<typeof createTestAppWithBotCheck>>;
    beforeAll(async () => {
      t = await createTestAppWithBotCheck();
    });
    afterAll(async () => {
      await t?.close();
    });

    it(
      'an attacker at 1,000 wrong passwords from many addresses does not keep the owner out',
      { timeout: 180_000 },
      async () => {
        const email = await member(t);
        const laptop: Browser = { ip: nextIp() };
        expect((await signInFrom(t, laptop, { email, password: PASSWORD })).statusCode).toBe(200);
        expect(laptop.device).toBeDefined();

        const statuses = new Map<number, number>();
        for (let attempt = 0; attempt < 1000; attempt += 1) {
          // Ten tries from each address, each with a forged bot-check token once the account asks.
          const attacker: Browser = {
            ip: `203.0.${Math.floor(attempt / 10 / 250)}.${(Math.floor(attempt / 10) % 250) + 1}`,
          };
          const response = await signInFrom(t, attacker, {
            email,
            password: `guess-${attempt}-password`,
            ...(attempt % 2 ? { captchaToken: 'forged-token' } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        }
        // Five wrong passwords were checked; every later guess was refused before its password was.
        expect(statuses.get(401)).toBe(5);
        expect(statuses.get(400)).toBe(995);

        // The owner's own browser signs in at once, password only.
        const atOnce = await signInFrom(t, laptop, { email, password: PASSWORD });
        expect(atOnce.statusCode, atOnce.body).toBe(200);
        expect(sessionCookie(atOnce)).toBeDefined();

        // A browser the account does not know passes the bot check, then signs in at once too.
        const phone: Browser = { ip: nextIp() };
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await signInFrom(t, { ip: nextIp() }, { email, password: `guess-again-${attempt}` });
        }
        const asked = await signInFrom(t, phone, { email, password: PASSWORD });
        expect(asked.statusCode).toBe(400);
        expect(Object.keys(errorOf(asked).fields ?? {})).toEqual(['captchaToken', 'signInLink']);
        const passed = await signInFrom(t, phone, { email, password: PASSWORD, captchaToken: HUMAN_TOKEN });
        expect(passed.statusCode, passed.body).toBe(200);
      },
    );

    it("slows each address on its own: one address's tries do not count against another's", async () => {
      const email = await member(t);
      const busy = nextIp();
      let last;
      for (let attempt = 0; attempt < 21; attempt += 1) {
        last = await signInFrom(t, { ip: busy }, { email: nextEmail(), password: 'not the password' });
      }
      expect(last!.statusCode).toBe(429);
      expect((await signInFrom(t, { ip: nextIp() }, { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('answers a made-up address exactly as a real one, before and after the guard', async () => {
      const email = await member(t);
      const stranger = nextEmail();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const real = await signInFrom(t, { ip: nextIp() }, { email, password: `wrong-${attempt}` });
        const unknown = await signInFrom(
          t,
          { ip: nextIp() },
          { email: stranger, password: `wrong-${attempt}` },
        );
        expect(unknown.statusCode).toBe(real.statusCode);
        expect(errorOf(unknown)).toEqual(errorOf(real));
      }
    });
  },
);

describe(
  `sign-in under attack, without a bot check, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lets a new browser in through a link sent by email', { timeout: 60_000 }, async () => {
      const email = await member(t);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await signInFrom(t, { ip: nextIp() }, { email, password: `wrong-${attempt}` })).statusCode,
        ).toBe(401);
      }
      const desk: Browser = { ip: nextIp() };
      const refused = await signInFrom(t, desk, { email, password: PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).fields).toEqual({
        signInLink:
          'Several wrong passwords were tried for this account, so this browser needs one more step: ask for a sign-in link by email, open it here, then sign in.',
      });

      expect((await post(t.app, '/api/auth/sign-in-link', { email }, { ip: nextIp() })).json()).toEqual({
        status: 'sent',
      });
      expect(
        (await post(t.app, '/api/auth/sign-in-link', { email: nextEmail() }, { ip: nextIp() })).json(),
      ).toEqual({
        status: 'sent',
      });
      const mail = await lastMessageTo(t.db, email);
      expect(mail.subject).toBe('Your link to sign in to the DFA Portal');
      const token = new RegExp(`${TEST_SITE_URL}/auth/unlock/([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
      expect(token).toBeDefined();

      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link/use',
        remoteAddress: desk.ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token }),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual({ email });
      const device = opened.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!;
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
      desk.device = device.value;
      expect((await signInFrom(t, desk, { email, password: PASSWORD })).statusCode).toBe(200);

      const again = await post(t.app, '/api/auth/sign-in-link/use', { token }, { ip: nextIp() });
      expect(again.statusCode).toBe(400);
    });

    it(
      'stops trusting a browser of the account after five wrong passwords from it',
      { timeout: 60_000 },
      async () => {
        const email = await member(t);
        const shared: Browser = { ip: nextIp() };
        expect((await signInFrom(t, shared, { email, password: PASSWORD })).statusCode).toBe(200);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await signInFrom(t, shared, { email, password: `wrong-${attempt}` })).statusCode).toBe(401);
        }
        expect((await signInFrom(t, shared, { email, password: PASSWORD })).statusCode).toBe(403);
      },
    );
  },
);
