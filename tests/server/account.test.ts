import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_HOURS, type AccountSecurity } from '../../shared/api/account';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { currentUserResponseSchema, type UserRecord } from '../../shared/api/user';
import { hashPassword } from '../../src-server/features/auth/passwords';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { insertMember } from '../support/members';
import {
  countRows,
  lastCodeSentTo,
  lastMessageTo,
  nextEmail,
  nextIp,
  nextPhone,
  post,
  sessionCookie,
  signIn,
} from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const PASSWORD = 'quay crane dawn 31';
const NEW_PASSWORD = 'reefer plug harbour 58';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  // The edge network's country header is trusted only when the operator says one is in front.
  t = await createTestApp({ env: { GEOLOCATION_SOURCE: 'cloudflare' } });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

/** A POST from a fresh address each time, so the per-address limits never mix tests up. */
function send(url: string, body: unknown, session?: string) {
  return post(t.app, url, body, { ip: nextIp(), ...(session ? { session } : {}) });
}

function get(url: string, session: string) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    cookies: { [SESSION_COOKIE]: session },
  });
}

async function security(session: string): Promise<AccountSecurity> {
  const response = await get('/api/account/security', session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountSecurity>();
}

async function currentUser(session: string) {
  return currentUserResponseSchema.parse((await get('/api/user', session)).json()).data;
}

/** A member who signs in on two devices through the real sign-in: answers both session cookies. */
async function memberOnTwoDevices() {
  const email = nextEmail();
  await insertMember(t.db, { email, passwordHash, firstName: 'Noor', lastName: 'Saleh', phone: nextPhone() });
  const sessionOn = async (userAgent: string, country: string) => {
    const response = await signIn(
      t.app,
      { email, password: PASSWORD },
      { headers: { 'user-agent': userAgent, 'cf-ipcountry': country } },
    );
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response)!.value;
  };
  return { email, laptop: await sessionOn(FIREFOX, 'NL'), phone: await sessionOn(IPHONE, 'AE') };
}

async function userRow(email: string) {
  return t.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

function confirmationTokenIn(text: string): string {
  const link = new RegExp(`${TEST_SITE_URL}/account/confirm-email/([A-Za-z0-9_-]+)`).exec(text);
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link[1]!;
}

// Every sign-in and password check is a deliberately slow scrypt hash, several per test: on a
// loaded machine they need more than the default time.
describe(`the member's account on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 60_000 }, () => {
  describe('signed-in devices', () => {
    it('lists each device with its browser, place and times, marking the one in use', async () => {
      const { laptop, phone } = await memberOnTwoDevices();
      const { sessions, pendingEmail } = await security(laptop);
      expect(pendingEmail).toBeNull();
      expect(sessions).toHaveLength(2);
      const here = sessions.find((session) => session.current)!;
      const there = sessions.find((session) => !session.current)!;
      expect(here).toMatchObject({ device: 'Firefox 133 on Windows', place: 'Netherlands' });
      expect(there).toMatchObject({ device: 'Safari 17 on iPhone', place: 'United Arab Emirates' });
      expect(Date.parse(here.signedInAt)).not.toBeNaN();
      expect(Date.parse(there.lastSeenAt)).not.toBeNaN();
      // The id of "this device" is the session the user record names.
      expect(here.id).toBe((await currentUser(laptop))!.hash);
      expect((await security(phone)).sessions.find((session) => session.current)!.id).toBe(there.id);
    });

    it('signs out one other device: its cookie no longer works, this one does', async () => {
      const { laptop, phone } = await memberOnTwoDevices();
      const phoneId = (await security(laptop)).sessions.find((session) => !session.current)!.id;
      const response = await send('/api/account/sessions/sign-out', { id: phoneId }, laptop);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AccountSecurity>().sessions.map((session) => session.current)).toEqual([true]);
      expect((await get('/api/account/security', phone)).statusCode).toBe(401);
      expect(await currentUser(phone)).toBeNull();
      expect(await currentUser(laptop)).not.toBeNull();

      // Once gone, it is gone; the device in use is signed out from the menu, not from here.
      const again = await send('/api/account/sessions/sign-out', { id: phoneId }, laptop);
      expect(again.statusCode).toBe(404);
      const hereId = (await security(laptop)).sessions[0]!.id;
      const own = await send('/api/account/sessions/sign-out', { id: hereId }, laptop);
      expect(own.statusCode).toBe(400);
      expect(errorOf(own).fields).toHaveProperty('id');
      expect(await currentUser(laptop)).not.toBeNull();
    });

    it("never signs out another member's device", async () => {
      const mine = await memberOnTwoDevices();
      const theirs = await memberOnTwoDevices();
      const theirId = (await security(theirs.phone)).sessions.find((session) => session.current)!.id;
      const response = await send('/api/account/sessions/sign-out', { id: theirId }, mine.laptop);
      expect(response.statusCode).toBe(404);
      expect(await currentUser(theirs.phone)).not.toBeNull();
    });

    it('signs out everywhere else at once', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const third = sessionCookie(
        await signIn(t.app, { email, password: PASSWORD }, { headers: { 'user-agent': FIREFOX } }),
      )!.value;
      const response = await send('/api/account/sessions/sign-out-others', undefined, laptop);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AccountSecurity & { endedSessions: number }>()).toMatchObject({
        endedSessions: 2,
      });
      expect(await currentUser(phone)).toBeNull();
      expect(await currentUser(third)).toBeNull();
      expect((await security(laptop)).sessions).toHaveLength(1);
    });
  });

  describe('password change', () => {
    it('needs the current password, then ends every other session and keeps this one', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const before = await userRow(email);

      const wrong = await send(
        '/api/account/password',
        { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
        laptop,
      );
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toEqual({ currentPassword: 'This is not your current password.' });
      expect((await userRow(email)).password_hash).toBe(before.password_hash);
      expect(await currentUser(phone)).not.toBeNull();

      const changed = await send(
        '/api/account/password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        laptop,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ endedSessions: 1 });
      expect((await get('/api/account/security', phone)).statusCode).toBe(401);
      expect(await currentUser(laptop)).not.toBeNull();
      expect((await lastMessageTo(t.db, email)).subject).toBe('Your DFA Portal password was changed');

      expect((await signIn(t.app, { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await signIn(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses a new password the sign-up would refuse, and changes nothing', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const before = await countRows(t.db);
      const cases = [
        [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
        [{ currentPassword: PASSWORD, newPassword: 'password123' }, 'newPassword'],
        [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword'],
        [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword'],
        [{ newPassword: NEW_PASSWORD }, 'currentPassword'],
      ] as const;
      for (const [body, field] of cases) {
        const response = await send('/api/account/password', body, laptop);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect(await countRows(t.db)).toEqual(before);
      expect(await currentUser(phone)).not.toBeNull();
      expect((await signIn(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('email change', () => {
    it('changes the address only when the link sent to the new one is opened, once', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const newEmail = nextEmail();
      const requested = await send(
        '/api/account/email',
        { email: newEmail.toUpperCase(), currentPassword: PASSWORD },
        laptop,
      );
      expect(requested.statusCode, requested.body).toBe(200);
      const { pendingEmail } = requested.json<{ pendingEmail: { email: string; expiresAt: string } }>();
      expect(pendingEmail.email).toBe(newEmail);
      const hours = (Date.parse(pendingEmail.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(EMAIL_CHANGE_TTL_HOURS - 0.1);
      expect(hours).toBeLessThanOrEqual(EMAIL_CHANGE_TTL_HOURS);
      expect((await security(laptop)).pendingEmail).toEqual(pendingEmail);

      // Nothing has changed yet: the old address still signs in, the new one does not.
      const mail = await lastMessageTo(t.db, newEmail);
      expect(mail.subject).toBe('Confirm your new DFA Portal email address');
      expect(mail.text).toContain(`${EMAIL_CHANGE_TTL_HOURS} hours`);
      expect((await userRow(email)).email).toBe(email);
      expect((await signIn(t.app, { email: newEmail, password: PASSWORD })).statusCode).toBe(401);

      // Opened where the member is signed in: the answer carries the refreshed record.
      const token = confirmationTokenIn(mail.text);
      const confirmed = await send('/api/account/email/confirm', { token }, laptop);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<{ email: string; user: UserRecord }>()).toMatchObject({
        email: newEmail,
        user: { email: newEmail },
      });
      expect((await currentUser(laptop))!.email).toBe(newEmail);
      // Every other device is signed out: whoever else was in must now know the new address.
      expect(confirmed.json()).toMatchObject({ endedSessions: 1 });
      expect(await currentUser(phone)).toBeNull();
      const notice = await lastMessageTo(t.db, email);
      expect(notice.subject).toBe('Your DFA Portal email address was changed');
      expect(notice.text).toContain(newEmail);
      expect((await signIn(t.app, { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
      expect((await signIn(t.app, { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await security(laptop)).pendingEmail).toBeNull();

      const again = await send('/api/account/email/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).fields).toHaveProperty('token');
    });

    it('works from a device where nobody is signed in, and not after the link expired', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const first = nextEmail();
      await send('/api/account/email', { email: first, currentPassword: PASSWORD }, laptop);
      const token = confirmationTokenIn((await lastMessageTo(t.db, first)).text);
      await t.db
        .updateTable('email_changes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('new_email', '=', first)
        .execute();
      const expired = await send('/api/account/email/confirm', { token });
      expect(expired.statusCode).toBe(400);
      expect((await userRow(email)).email).toBe(email);

      const second = nextEmail();
      await send('/api/account/email', { email: second, currentPassword: PASSWORD }, laptop);
      const anonymous = await send('/api/account/email/confirm', {
        token: confirmationTokenIn((await lastMessageTo(t.db, second)).text),
      });
      expect(anonymous.statusCode, anonymous.body).toBe(200);
      // The device that asked for the change stays signed in; the other one does not.
      expect(anonymous.json()).toEqual({ email: second, user: null, endedSessions: 1 });
      expect((await currentUser(laptop))!.email).toBe(second);
      expect(await currentUser(phone)).toBeNull();
    });

    it('only the newest link works, and a withdrawn change cannot be confirmed', async () => {
      const { email, laptop } = await memberOnTwoDevices();
      const older = nextEmail();
      const newer = nextEmail();
      await send('/api/account/email', { email: older, currentPassword: PASSWORD }, laptop);
      await send('/api/account/email', { email: newer, currentPassword: PASSWORD }, laptop);
      const olderToken = confirmationTokenIn((await lastMessageTo(t.db, older)).text);
      expect((await send('/api/account/email/confirm', { token: olderToken })).statusCode).toBe(400);

      const cancelled = await send('/api/account/email/cancel', undefined, laptop);
      expect(cancelled.statusCode).toBe(200);
      expect((await security(laptop)).pendingEmail).toBeNull();
      const newerToken = confirmationTokenIn((await lastMessageTo(t.db, newer)).text);
      expect((await send('/api/account/email/confirm', { token: newerToken })).statusCode).toBe(400);
      expect((await userRow(email)).email).toBe(email);
    });

    it("refuses another account's address, a wrong password and bad input, sending nothing", async () => {
      const { email, laptop } = await memberOnTwoDevices();
      // Another account, as sign-up leaves it (no sign-in needed to own an address).
      const other = await insertMember(t.db, { email: nextEmail() });
      const before = await countRows(t.db);
      const cases = [
        [{ email: other.email, currentPassword: PASSWORD }, 'email'],
        [{ email, currentPassword: PASSWORD }, 'email'],
        [{ email: 'not-an-address', currentPassword: PASSWORD }, 'email'],
        [{ email: nextEmail(), currentPassword: 'not the password' }, 'currentPassword'],
        [{ email: nextEmail() }, 'currentPassword'],
      ] as const;
      for (const [body, field] of cases) {
        const response = await send('/api/account/email', body, laptop);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      // Wrong passwords are remembered against the sign-in lockout; nothing else was written.
      const { sign_in_failures: _failures, ...after } = await countRows(t.db);
      const { sign_in_failures: _before, ...rest } = before;
      expect(after).toEqual(rest);
      expect((await userRow(email)).email).toBe(email);
    });

    it('refuses the link when another account took the address in the meantime', async () => {
      const { email, laptop } = await memberOnTwoDevices();
      const wanted = nextEmail();
      await send('/api/account/email', { email: wanted, currentPassword: PASSWORD }, laptop);
      const token = confirmationTokenIn((await lastMessageTo(t.db, wanted)).text);
      await insertMember(t.db, { email: wanted });
      const response = await send('/api/account/email/confirm', { token });
      expect(response.statusCode).toBe(409);
      expect((await userRow(email)).email).toBe(email);
    });
  });

  describe('phone change', () => {
    it('changes the number only after the code sent to the new number is entered', async () => {
      const { email, laptop } = await memberOnTwoDevices();
      const oldPhone = (await userRow(email)).phone;
      const newPhone = nextPhone();
      const sent = await send('/api/account/phone/send-code', { phone: newPhone }, laptop);
      expect(sent.statusCode, sent.body).toBe(200);
      const { verificationId } = sent.json<{ verificationId: string }>();
      const code = await lastCodeSentTo(t.db, newPhone);

      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await send(
        '/api/account/phone',
        { verificationId, code: wrongCode, currentPassword: PASSWORD },
        laptop,
      );
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toHaveProperty('code');
      expect((await userRow(email)).phone).toBe(oldPhone);

      const right = await send(
        '/api/account/phone',
        { verificationId, code, currentPassword: PASSWORD },
        laptop,
      );
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json<{ user: UserRecord }>().user.phone).toBe(newPhone);
      expect((await userRow(email)).phone).toBe(newPhone);
      expect((await currentUser(laptop))!.phone).toBe(newPhone);
      expect((await lastMessageTo(t.db, email)).subject).toBe('Your DFA Portal phone number was changed');

      // The code was spent.
      const replay = await send(
        '/api/account/phone',
        { verificationId, code, currentPassword: PASSWORD },
        laptop,
      );
      expect(replay.statusCode).toBe(400);
    });

    it('needs the current password, and then signs every other device out', async () => {
      const { email, laptop, phone } = await memberOnTwoDevices();
      const oldPhone = (await userRow(email)).phone;
      const newPhone = nextPhone();
      const sent = await send('/api/account/phone/send-code', { phone: newPhone }, laptop);
      const { verificationId } = sent.json<{ verificationId: string }>();
      const code = await lastCodeSentTo(t.db, newPhone);
      // Whoever holds a session alone (a stolen cookie) cannot move the account's number.
      for (const [body, message] of [
        [{ verificationId, code }, 'Enter your current password.'],
        [{ verificationId, code, currentPassword: 'not the password' }, 'This is not your current password.'],
      ] as const) {
        const refused = await send('/api/account/phone', body, laptop);
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused).fields).toEqual({ currentPassword: message });
      }
      expect((await userRow(email)).phone).toBe(oldPhone);

      const changed = await send(
        '/api/account/phone',
        { verificationId, code, currentPassword: PASSWORD },
        laptop,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ user: { phone: newPhone }, endedSessions: 1 });
      expect(await currentUser(phone)).toBeNull();
      expect((await currentUser(laptop))!.phone).toBe(newPhone);
    });

    it('is limited like the sign-up codes, and refuses the number the account already has', async () => {
      const { email, laptop } = await memberOnTwoDevices();
      const current = (await userRow(email)).phone!;
      const same = await send('/api/account/phone/send-code', { phone: current }, laptop);
      expect(same.statusCode).toBe(400);
      expect(errorOf(same).fields).toEqual({ phone: 'This is already your phone number.' });
      const invalid = await send('/api/account/phone/send-code', { phone: '12' }, laptop);
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).fields).toHaveProperty('phone');

      const phone = nextPhone();
      expect((await send('/api/account/phone/send-code', { phone }, laptop)).statusCode).toBe(200);
      const soon = await send('/api/account/phone/send-code', { phone }, laptop);
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBeDefined();
    });
  });

  describe('name change', () => {
    it('changes the name the header shows, and refuses a blank one', async () => {
      const { email, laptop } = await memberOnTwoDevices();
      const blank = await send('/api/account/name', { firstName: '  ', lastName: '' }, laptop);
      expect(blank.statusCode).toBe(400);
      expect(Object.keys(errorOf(blank).fields ?? {}).sort()).toEqual(['firstName', 'lastName']);
      const long = await send('/api/account/name', { firstName: 'N'.repeat(101), lastName: 'Saleh' }, laptop);
      expect(errorOf(long).fields).toEqual({ firstName: 'Keep your first name under 100 characters.' });
      expect((await userRow(email)).first_name).toBe('Noor');

      const changed = await send('/api/account/name', { firstName: ' Nour ', lastName: 'Al-Saleh' }, laptop);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<{ user: UserRecord }>().user).toMatchObject({
        first_name: 'Nour',
        name: 'Nour Al-Saleh',
      });
      expect(await currentUser(laptop)).toMatchObject({ first_name: 'Nour', name: 'Nour Al-Saleh' });
    });
  });
});
