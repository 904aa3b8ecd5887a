import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { hashPassword } from '../../src-server/features/auth/passwords';
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  createSession,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
} from '../../src-server/http/sessions';
import { authenticatorCode, secretOfUri } from '../support/authenticator';
import { insertMember } from '../support/members';
import { nextEmail, nextIp, post, sessionCookie, signInAsAdmin } from './support/auth';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const PASSWORD = 'secretariat desk 2026';
const MINUTE = 60_000;

let t: TestApp;
/** "Now" for the server's second-factor checks, moved forward as a test needs. */
let now = new Date();
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

async function admin() {
  const email = nextEmail();
  const { userId } = await insertMember(t.db, { email, passwordHash, isAdmin: true });
  return { email, password: PASSWORD, userId };
}

const asSession = (url: string, session: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), cookies: { [SESSION_COOKIE]: session } });
const currentUser = async (session: string) =>
  (await asSession('/api/user', session)).json<{ data: { isAdmin: boolean } | null }>().data;
/** A route only administrators may call. */
const adminOnly = (session: string) => asSession('/api/admin/work-queues', session);

describe(
  `the administrators' second factor on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 60_000 },
  () => {
    it('is set up at the first sign-in: no session, and no admin rights, before a code from the new secret', async () => {
      const account = await admin();
      const ip = nextIp();
      const signedIn = await post(
        t.app,
        '/api/auth/sign-in',
        { email: account.email, password: PASSWORD },
        { ip },
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(sessionCookie(signedIn)).toBeUndefined();
      const { secondFactor } = signedIn.json<{
        secondFactor: { step: string; challenge: string; secret: string; otpauthUri: string; qrCode: string };
      }>();
      expect(secondFactor.step).toBe('setup');
      expect(secondFactor.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(secretOfUri(secondFactor.otpauthUri)).toBe(secondFactor.secret);
      expect(secondFactor.otpauthUri).toMatch(/^otpauth:\/\/totp\/DFA%20Portal:.+\?.*issuer=DFA%20Portal/);
      expect(
        Buffer.from(secondFactor.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
      ).toMatch(/^<svg/);

      const wrong = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: secondFactor.challenge, code: '000000' },
        { ip },
      );
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toEqual({ code: 'This code is not correct. 4 tries left.' });

      const done = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: secondFactor.challenge, code: authenticatorCode(secondFactor.secret, now) },
        { ip },
      );
      expect(done.statusCode, done.body).toBe(200);
      const { data, recoveryCodes } = done.json<{ data: { isAdmin: boolean }; recoveryCodes: string[] }>();
      expect(data.isAdmin).toBe(true);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      const session = sessionCookie(done)!.value;
      expect((await adminOnly(session)).statusCode).toBe(200);

      // Stored as hashes only, and the challenge cannot be used twice.
      const stored = JSON.stringify(
        await t.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', account.userId).execute(),
      );
      for (const code of recoveryCodes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace(/-/g, ''));
      }
      const replay = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: secondFactor.challenge, code: '123456' },
        { ip },
      );
      expect(replay.statusCode).toBe(400);
      expect(Object.keys(errorOf(replay).fields ?? {})).toEqual(['challenge']);
    });

    it('asks for a code at every later sign-in; a code works once, and each recovery code once', async () => {
      const account = await admin();
      const first = await signInAsAdmin(t.app, account, { at: now });
      expect(first.recoveryCodes).toHaveLength(10);

      now = new Date(now.getTime() + 5 * MINUTE);
      const again = await post(
        t.app,
        '/api/auth/sign-in',
        { email: account.email, password: PASSWORD },
        { ip: nextIp() },
      );
      const step = again.json<{ secondFactor: Record<string, unknown> }>().secondFactor;
      expect(Object.keys(step).sort()).toEqual(['challenge', 'step']);
      expect(step.step).toBe('code');
      const code = authenticatorCode(first.secret, now);
      const accepted = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: step.challenge, code },
        { ip: nextIp() },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().recoveryCodes).toBeNull();

      // Someone who watched the code being typed cannot use it again.
      const watcher = await post(
        t.app,
        '/api/auth/sign-in',
        { email: account.email, password: PASSWORD },
        { ip: nextIp() },
      );
      const watcherChallenge = watcher.json<{ secondFactor: { challenge: string } }>().secondFactor.challenge;
      const replayed = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: watcherChallenge, code },
        { ip: nextIp() },
      );
      expect(replayed.statusCode).toBe(400);

      const recovery = first.recoveryCodes![0]!;
      const withRecovery = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge: watcherChallenge, code: recovery.toLowerCase().replace(/-/g, ' ') },
        { ip: nextIp() },
      );
      expect(withRecovery.statusCode, withRecovery.body).toBe(200);
      const later = await post(
        t.app,
        '/api/auth/sign-in',
        { email: account.email, password: PASSWORD },
        { ip: nextIp() },
      );
      const used = await post(
        t.app,
        '/api/auth/second-factor',
        {
          challenge: later.json<{ secondFactor: { challenge: string } }>().secondFactor.challenge,
          code: recovery,
        },
        { ip: nextIp() },
      );
      expect(used.statusCode).toBe(400);
    });

    it('ends a sign-in after five wrong codes', async () => {
      const account = await admin();
      const { secret } = await signInAsAdmin(t.app, account, { at: now });
      const signedIn = await post(
        t.app,
        '/api/auth/sign-in',
        { email: account.email, password: PASSWORD },
        { ip: nextIp() },
      );
      const { challenge } = signedIn.json<{ secondFactor: { challenge: string } }>().secondFactor;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await post(t.app, '/api/auth/second-factor', { challenge, code: '999999' }, { ip: nextIp() }))
            .statusCode,
        ).toBe(400);
      }
      now = new Date(now.getTime() + MINUTE);
      const tooLate = await post(
        t.app,
        '/api/auth/second-factor',
        { challenge, code: authenticatorCode(secret, now) },
        { ip: nextIp() },
      );
      expect(tooLate.statusCode).toBe(400);
      expect(errorOf(tooLate).fields).toEqual({
        challenge: 'This sign-in has expired or had too many wrong codes. Sign in again.',
      });
    });

    it('gives admin rights only to sessions begun with it: promotion takes effect at the next sign-in', async () => {
      const email = nextEmail();
      const { userId } = await insertMember(t.db, { email, passwordHash });
      const member = await post(t.app, '/api/auth/sign-in', { email, password: PASSWORD }, { ip: nextIp() });
      const session = sessionCookie(member)!.value;
      await t.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', userId).execute();
      expect((await adminOnly(session)).statusCode).toBe(403);
      expect((await currentUser(session))!.isAdmin).toBe(false);
      const promoted = await signInAsAdmin(t.app, { email, password: PASSWORD }, { at: now });
      expect((await adminOnly(promoted.session)).statusCode).toBe(200);
    });
  },
);

describe(`session lengths on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  // Counted back from the server's clock, which decides when a session has ended.
  it('ends an admin session after 30 minutes idle, and after 12 hours in any case', async () => {
    expect(ADMIN_SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(ADMIN_SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
    const { userId } = await admin();
    const idle = await createSession(t.db, userId, new Date(now.getTime() - 31 * MINUTE));
    expect(await currentUser(idle.token)).toBeNull();
    const recent = await createSession(t.db, userId, new Date(now.getTime() - 29 * MINUTE));
    expect((await currentUser(recent.token))!.isAdmin).toBe(true);
    const long = await createSession(t.db, userId, new Date(now.getTime() - 12 * 60 * MINUTE - MINUTE));
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now.getTime() - MINUTE).toISOString() })
      .where('public_id', '=', long.publicId)
      .execute();
    expect(await currentUser(long.token)).toBeNull();
  });

  it("keeps a member's session 7 days idle and 30 days in all", async () => {
    expect(SESSION_IDLE_MS).toBe(7 * 24 * 60 * MINUTE);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * 24 * 60 * MINUTE);
    const { userId } = await insertMember(t.db, { email: nextEmail() });
    const sixDays = await createSession(t.db, userId, new Date(now.getTime() - 6 * 24 * 60 * MINUTE));
    expect(await currentUser(sixDays.token)).not.toBeNull();
    const eightDays = await createSession(t.db, userId, new Date(now.getTime() - 8 * 24 * 60 * MINUTE));
    expect(await currentUser(eightDays.token)).toBeNull();
  });
});
