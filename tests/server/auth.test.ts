import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { currentUserResponseSchema } from '../../shared/api/user';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { hashToken } from '../../src-server/core/tokens';
import { verifyPassword } from '../../src-server/features/auth/passwords';
import {
  countRows,
  GOOD_PASSWORD,
  lastCodeSentTo,
  lastMessageTo,
  nextEmail,
  nextIp,
  nextPhone,
  post,
  registerMember,
  registrationBody,
  sendCode,
  sessionCookie,
  signIn,
  verifyPhone,
} from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

async function currentUser(session: string | undefined) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
  return currentUserResponseSchema.parse(response.json()).data;
}

async function resetLinkFor(email: string): Promise<string> {
  const { text } = await lastMessageTo(t.db, email);
  const link = new RegExp(`${TEST_SITE_URL}/auth/confirm-password/([A-Za-z0-9_-]+)`).exec(text);
  if (!link) throw new Error(`no reset link in: ${text}`);
  return link[1]!;
}

describe(`accounts on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('sign-up', () => {
    it('signs a company up as pending, stores the phone in E.164 and queues the confirmations', async () => {
      const email = nextEmail();
      const phone = nextPhone();
      const ip = nextIp();
      const sent = await post(
        t.app,
        '/api/auth/send-phone-code',
        { phone: phone.replace('+44', '+44 ') },
        { ip },
      );
      expect(sent.statusCode).toBe(200);
      const { verificationId, expiresAt, resendAfterSeconds } = sent.json();
      expect(resendAfterSeconds).toBe(60);
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
      const code = await lastCodeSentTo(t.db, phone);
      const stored = await t.db
        .selectFrom('phone_verifications')
        .selectAll()
        .where('id', '=', verificationId)
        .executeTakeFirstOrThrow();
      expect(stored.phone).toBe(phone);
      expect(stored.code_hash).not.toContain(code);

      const validated = await post(t.app, '/api/auth/validate-phone', { verificationId, code }, { ip });
      expect(validated.statusCode).toBe(200);
      expect(validated.json()).toMatchObject({ verified: true, phone });

      const response = await post(
        t.app,
        '/api/auth/submit-registration',
        registrationBody(validated.json().phoneToken, {
          email: email.toUpperCase(),
          phone,
          password: GOOD_PASSWORD,
        }),
        { ip },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'received' });

      const user = await t.db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        first_name: 'Layla',
        phone,
        membership_type: 'pending',
        website: 'https://blue-anchor.example',
        slug: 'blue-anchor-forwarding',
        created_by: user.id,
      });
      expect(Number(user.is_admin)).toBe(0);
      const offices = await t.db
        .selectFrom('company_offices')
        .select(['country', 'city', 'is_head_office'])
        .where('company_id', '=', user.company_id)
        .execute();
      expect(offices).toEqual([{ country: 'AE', city: 'Dubai', is_head_office: 1 }]);
      const services = await t.db
        .selectFrom('company_services')
        .select('service')
        .where('company_id', '=', user.company_id)
        .orderBy('service')
        .execute();
      expect(services.map((row) => row.service)).toEqual(['nvocc', 'sea-freight']);
      expect(user.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
      expect(await verifyPassword(GOOD_PASSWORD, user.password_hash!)).toBe(true);
      const mail = await lastMessageTo(t.db, email);
      expect(mail).toMatchObject({
        kind: 'email',
        subject: 'Confirm your email address for your DFA application',
      });
      expect(mail.html).toContain('Blue Anchor Forwarding');
      expect((await lastMessageTo(t.db, phone)).text).toContain('we received the membership application');
    });

    it('answers field messages for every invalid part of a registration', async () => {
      const before = await countRows(t.db);
      const response = await post(
        t.app,
        '/api/auth/submit-registration',
        {
          company: { name: ' ', country: 'Emirates', city: '', website: 'blue-anchor', services: [] },
          contact: { firstName: '', lastName: 'R', email: 'not-an-email', phone: '12' },
          phoneToken: '',
          password: 'short',
          acceptTerms: false,
        },
        { ip: nextIp() },
      );
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION');
      expect(error.fields).toEqual({
        'company.name': 'Enter the company name.',
        'company.country': 'Choose a country.',
        'company.city': 'Enter the city.',
        'company.website': 'Enter a full address, like https://www.example.com.',
        'company.services': 'Choose at least one service.',
        'contact.firstName': 'Enter your first name.',
        'contact.email': 'Enter a valid email address, like name@company.com.',
        'contact.phone': 'Enter a valid phone number with its country code, like +44 20 7946 0958.',
        phoneToken: 'Verify your phone number first.',
        password: 'Use at least 8 characters.',
        acceptTerms: 'Accept the terms and conditions to continue.',
        acceptCodeOfEthics: 'Accept the code of ethics to continue.',
      });
      expect(await countRows(t.db)).toEqual(before);
    });

    it('refuses a duplicate email with 409 on contact.email and keeps the phone verification unspent', async () => {
      const { email } = await registerMember(t.app, t.db);
      const phone = nextPhone();
      const phoneToken = await verifyPhone(t.app, t.db, phone);
      const before = await countRows(t.db);
      const response = await post(
        t.app,
        '/api/auth/submit-registration',
        registrationBody(phoneToken, { email, phone, password: GOOD_PASSWORD }),
        { ip: nextIp() },
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'CONFLICT',
        fields: { 'contact.email': expect.stringMatching(/already exists/) },
      });
      expect(await countRows(t.db)).toEqual(before);
      const retried = await post(
        t.app,
        '/api/auth/submit-registration',
        registrationBody(phoneToken, { email: nextEmail(), phone, password: GOOD_PASSWORD }),
        { ip: nextIp() },
      );
      expect(retried.statusCode).toBe(200);
    });

    it('refuses a plan that is not one of the association’s, and writes nothing', async () => {
      const phone = nextPhone();
      const phoneToken = await verifyPhone(t.app, t.db, phone);
      const before = await countRows(t.db);
      const response = await post(
        t.app,
        '/api/auth/submit-registration',
        {
          ...registrationBody(phoneToken, { email: nextEmail(), phone, password: GOOD_PASSWORD }),
          plan: 'gold',
        },
        { ip: nextIp() },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ plan: 'Choose Standard or Premium.' });
      expect(await countRows(t.db)).toEqual(before);
    });

    it('refuses a common password, a phone token for another number, and a spent token', async () => {
      const phone = nextPhone();
      const phoneToken = await verifyPhone(t.app, t.db, phone);
      const common = await post(
        t.app,
        '/api/auth/submit-registration',
        registrationBody(phoneToken, { email: nextEmail(), phone, password: 'Password123' }),
        { ip: nextIp() },
      );
      expect(common.statusCode).toBe(400);
      expect(errorOf(common).fields?.password).toMatch(/most common/);

      const otherNumber = await post(
        t.app,
        '/api/auth/submit-registration',
        registrationBody(phoneToken, { email: nextEmail(), phone: nextPhone(), password: GOOD_PASSWORD }),
        { ip: nextIp() },
      );
      expect(otherNumber.statusCode).toBe(400);
      expect(errorOf(otherNumber).fields?.['contact.phone']).toMatch(/not the number you verified/);

      const body = registrationBody(phoneToken, { email: nextEmail(), phone, password: GOOD_PASSWORD });
      expect((await post(t.app, '/api/auth/submit-registration', body, { ip: nextIp() })).statusCode).toBe(
        200,
      );
      const again = await post(
        t.app,
        '/api/auth/submit-registration',
        { ...body, contact: { ...body.contact, email: nextEmail() } },
        { ip: nextIp() },
      );
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).fields?.phoneToken).toMatch(/already used/);
    });

    it('tells whether an email is already registered', async () => {
      const { email } = await registerMember(t.app, t.db);
      const ip = nextIp();
      const known = await post(
        t.app,
        '/api/auth/check-existing-email',
        { email: ` ${email.toUpperCase()} ` },
        { ip },
      );
      expect(known.json()).toEqual({ exists: true });
      const unknown = await post(t.app, '/api/auth/check-existing-email', { email: nextEmail() }, { ip });
      expect(unknown.json()).toEqual({ exists: false });
      const invalid = await post(t.app, '/api/auth/check-existing-email', { email: 'layla@' }, { ip });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).fields).toEqual({
        email: 'Enter a valid email address, like name@company.com.',
      });
    });
  });

  describe('phone codes', () => {
    it('refuses an invalid number and a malformed code with field messages', async () => {
      const badNumber = await post(t.app, '/api/auth/send-phone-code', { phone: '+44 12' }, { ip: nextIp() });
      expect(badNumber.statusCode).toBe(400);
      expect(errorOf(badNumber).fields?.phone).toMatch(/valid phone number with its country code/);
      const badCode = await post(
        t.app,
        '/api/auth/validate-phone',
        { verificationId: 'x', code: '12a4' },
        { ip: nextIp() },
      );
      expect(errorOf(badCode).fields).toEqual({ code: 'Enter the 6-digit code.' });
    });

    it('allows five tries, then the verification is dead even for the right code', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      const { verificationId } = await sendCode(t.app, phone, ip);
      const code = await lastCodeSentTo(t.db, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await post(
          t.app,
          '/api/auth/validate-phone',
          { verificationId, code: wrong },
          { ip },
        );
        expect(response.statusCode).toBe(400);
        messages.push(errorOf(response).fields!.code!);
      }
      expect(messages[0]).toBe('This code is not correct. 4 tries left.');
      expect(messages[4]).toMatch(/last try/);
      const right = await post(t.app, '/api/auth/validate-phone', { verificationId, code }, { ip });
      expect(right.statusCode).toBe(400);
      expect(errorOf(right).fields?.code).toMatch(/no longer be used/);
    });

    it('refuses an expired code and a code used twice', async () => {
      const phone = nextPhone();
      const ip = nextIp();
      const { verificationId } = await sendCode(t.app, phone, ip);
      const code = await lastCodeSentTo(t.db, phone);
      expect(
        (await post(t.app, '/api/auth/validate-phone', { verificationId, code }, { ip })).statusCode,
      ).toBe(200);
      const reused = await post(t.app, '/api/auth/validate-phone', { verificationId, code }, { ip });
      expect(reused.statusCode).toBe(400);

      const later = nextPhone();
      const second = await sendCode(t.app, later, ip);
      await t.db
        .updateTable('phone_verifications')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', second.verificationId)
        .execute();
      const expired = await post(
        t.app,
        '/api/auth/validate-phone',
        { verificationId: second.verificationId, code: await lastCodeSentTo(t.db, later) },
        { ip },
      );
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).fields?.code).toMatch(/no longer be used/);
    });

    it('limits resends per number: 429 with Retry-After until the interval has passed', async () => {
      const phone = nextPhone();
      await sendCode(t.app, phone);
      const before = await countRows(t.db);
      const resend = await post(t.app, '/api/auth/send-phone-code', { phone }, { ip: nextIp() });
      expect(resend.statusCode).toBe(429);
      const retryAfter = Number(resend.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(errorOf(resend)).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/another one in \d+ seconds/),
      });
      expect(await countRows(t.db)).toEqual(before);
      // Once the interval has passed another code goes out, up to five an hour.
      const letIntervalPass = () =>
        t.db
          .updateTable('phone_verifications')
          .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
          .where('phone', '=', phone)
          .where('created_at', '>', new Date(Date.now() - 30_000).toISOString())
          .execute();
      for (let sent = 1; sent < 5; sent += 1) {
        await letIntervalPass();
        await sendCode(t.app, phone);
      }
      await letIntervalPass();
      const sixth = await post(t.app, '/api/auth/send-phone-code', { phone }, { ip: nextIp() });
      expect(sixth.statusCode).toBe(429);
      expect(errorOf(sixth).message).toMatch(/Too many codes were sent to this number/);
    });

    it('limits code requests per IP', async () => {
      const ip = nextIp();
      let last;
      for (let i = 0; i < 11; i += 1) {
        last = await post(t.app, '/api/auth/send-phone-code', { phone: nextPhone() }, { ip });
      }
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorOf(last!).message).toMatch(/Too many requests/);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with a secure HttpOnly cookie and answers the user record', async () => {
      const member = await registerMember(t.app, t.db);
      const response = await signIn(t.app, { email: member.email.toUpperCase(), password: member.password });
      expect(response.statusCode).toBe(200);
      const cookie = sessionCookie(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { data } = currentUserResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        company: 'Blue Anchor Forwarding',
        first_name: 'Layla',
        name: 'Layla Rahman',
        type: 'pending',
        validity: null,
        email: member.email,
        phone: member.phone,
        isAdmin: false,
      });
      expect(await currentUser(cookie.value)).toEqual(data);
      const stored = await t.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('public_id', '=', data!.hash)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).toBe(hashToken(cookie.value));
    });

    it('answers the same generic message for a wrong password and an unknown email', async () => {
      const member = await registerMember(t.app, t.db);
      const wrong = await signIn(t.app, { email: member.email, password: 'not-the-password' });
      const unknown = await signIn(t.app, { email: nextEmail(), password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(errorOf(wrong)).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'The email or password is incorrect.',
      });
      expect(sessionCookie(wrong)).toBeUndefined();
      const empty = await signIn(t.app, { email: '', password: '' });
      expect(errorOf(empty).fields).toEqual({
        email: 'Enter a valid email address, like name@company.com.',
        password: 'Enter your password.',
      });
    });

    it('rotates the session at sign-in: the old cookie stops working', async () => {
      const member = await registerMember(t.app, t.db);
      const first = sessionCookie(await signIn(t.app, member))!.value;
      const second = await signIn(t.app, member, { session: first });
      const secondToken = sessionCookie(second)!.value;
      expect(secondToken).not.toBe(first);
      expect(await currentUser(first)).toBeNull();
      expect(await currentUser(secondToken)).toMatchObject({ email: member.email });
    });

    it('logs out: the session ends on the server and the cookie is cleared', async () => {
      const member = await registerMember(t.app, t.db);
      const token = sessionCookie(await signIn(t.app, member))!.value;
      const response = await post(t.app, '/api/auth/logout', undefined, { session: token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const cleared = sessionCookie(response)!;
      expect(cleared.value).toBe('');
      expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
      expect(await currentUser(token)).toBeNull();
      const anonymous = await post(t.app, '/api/auth/logout', undefined);
      expect(anonymous.statusCode).toBe(200);
    });

    it('limits sign-in attempts per IP', async () => {
      const ip = nextIp();
      let last;
      for (let i = 0; i < 21; i += 1) {
        last = await post(t.app, '/api/auth/sign-in', { email: 'x', password: 'y' }, { ip });
      }
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('password reset', () => {
    it('answers identically whether or not the email has an account', async () => {
      const member = await registerMember(t.app, t.db);
      const known = await post(
        t.app,
        '/api/auth/reset-password-request',
        { email: member.email },
        { ip: nextIp() },
      );
      const unknown = await post(
        t.app,
        '/api/auth/reset-password-request',
        { email: nextEmail() },
        { ip: nextIp() },
      );
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'sent' });
      }
      expect(known.body).toBe(unknown.body);
      const headerNames = (response: typeof known) =>
        Object.keys(response.headers)
          .filter((name) => !/^(date|x-ratelimit-reset|x-ratelimit-remaining)$/.test(name))
          .sort();
      expect(headerNames(known)).toEqual(headerNames(unknown));
    });

    it('emails a single-use link that sets the password and ends every session', async () => {
      const member = await registerMember(t.app, t.db);
      const sessions = [
        sessionCookie(await signIn(t.app, member))!.value,
        sessionCookie(await signIn(t.app, member))!.value,
      ];
      await post(t.app, '/api/auth/reset-password-request', { email: member.email }, { ip: nextIp() });
      const mail = await lastMessageTo(t.db, member.email);
      expect(mail.subject).toBe('Reset your DFA Portal password');
      const token = await resetLinkFor(member.email);
      expect(mail.html).toContain(`${TEST_SITE_URL}/auth/confirm-password/${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(stored).toHaveLength(1);

      const check = () => t.app.inject({ method: 'GET', url: `/api/auth/check-reset-token?token=${token}` });
      expect((await check()).json()).toEqual({ valid: true });

      const newPassword = 'tugboat-meridian-77';
      const confirmed = await post(
        t.app,
        '/api/auth/confirm-password',
        { token, password: newPassword },
        { ip: nextIp() },
      );
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ status: 'changed' });
      for (const session of sessions) expect(await currentUser(session)).toBeNull();
      expect((await signIn(t.app, member)).statusCode).toBe(401);
      expect((await signIn(t.app, { email: member.email, password: newPassword })).statusCode).toBe(200);
      expect((await lastMessageTo(t.db, member.email)).subject).toBe('Your DFA Portal password was changed');

      expect((await check()).json()).toEqual({ valid: false });
      const reused = await post(
        t.app,
        '/api/auth/confirm-password',
        { token, password: 'another-long-one-1' },
        { ip: nextIp() },
      );
      expect(reused.statusCode).toBe(400);
      expect(errorOf(reused).fields?.token).toMatch(/expired or was already used/);
    });

    it('refuses an expired link, an unknown link and a common new password', async () => {
      const member = await registerMember(t.app, t.db);
      await post(t.app, '/api/auth/reset-password-request', { email: member.email }, { ip: nextIp() });
      const token = await resetLinkFor(member.email);
      const common = await post(
        t.app,
        '/api/auth/confirm-password',
        { token, password: 'iloveyou' },
        { ip: nextIp() },
      );
      expect(errorOf(common).fields?.password).toMatch(/most common/);
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const check = await t.app.inject({ method: 'GET', url: `/api/auth/check-reset-token?token=${token}` });
      expect(check.json()).toEqual({ valid: false });
      const expired = await post(
        t.app,
        '/api/auth/confirm-password',
        { token, password: GOOD_PASSWORD },
        { ip: nextIp() },
      );
      expect(expired.statusCode).toBe(400);
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/api/auth/check-reset-token?token=${'a'.repeat(43)}`,
      });
      expect(unknown.json()).toEqual({ valid: false });
      const short = await t.app.inject({ method: 'GET', url: '/api/auth/check-reset-token?token=abc' });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short).fields).toEqual({ token: 'This link is incomplete.' });
    });

    it('limits reset requests per email, whatever the IP', async () => {
      const email = nextEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await post(t.app, '/api/auth/reset-password-request', { email }, { ip: nextIp() })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
