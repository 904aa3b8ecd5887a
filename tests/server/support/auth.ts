import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { registrationSchema } from '../../../shared/api/auth';
import { CLIENT_HEADERS } from '../../../shared/api/http';
import type { Db } from '../../../src-server/db/database';
import { SESSION_COOKIE } from '../../../src-server/http/sessions';
import { freshAuthenticatorCode } from '../../support/authenticator';

let addresses = 0;
/** A fresh client address per use, so one test's calls never count against another's limits. */
export function nextIp(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let phones = 0;
/** A fresh valid number per use (London's drama range), so resend limits never collide. */
export function nextPhone(): string {
  phones += 1;
  return `+44207946${String(phones).padStart(4, '0')}`;
}

export interface CallOptions {
  ip?: string;
  session?: string;
  headers?: Record<string, string>;
}

/** A POST as the renderer's client sends it: JSON when there is a body, always its header. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  { ip = '203.0.113.1', session, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...CLIENT_HEADERS,
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** The newest message the outbox holds for a recipient. */
export async function lastMessageTo(db: Db, recipient: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

export async function lastCodeSentTo(db: Db, phone: string): Promise<string> {
  const { text } = await lastMessageTo(db, phone);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

export async function sendCode(app: FastifyInstance, phone: string, ip = nextIp()) {
  const response = await post(app, '/api/auth/send-phone-code', { phone }, { ip });
  if (response.statusCode !== 200)
    throw new Error(`send-phone-code: ${response.statusCode} ${response.body}`);
  return response.json<{ verificationId: string; expiresAt: string; resendAfterSeconds: number }>();
}

/** Sends a code to the number and enters it, as a person would after reading the SMS. */
export async function verifyPhone(app: FastifyInstance, db: Db, phone: string): Promise<string> {
  const ip = nextIp();
  const { verificationId } = await sendCode(app, phone, ip);
  const code = await lastCodeSentTo(db, phone);
  const response = await post(app, '/api/auth/validate-phone', { verificationId, code }, { ip });
  if (response.statusCode !== 200) throw new Error(`validate-phone: ${response.statusCode} ${response.body}`);
  return response.json<{ phoneToken: string }>().phoneToken;
}

export type RegistrationInput = z.input<typeof registrationSchema>;

export function registrationBody(
  phoneToken: string,
  { email, phone, password }: { email: string; phone: string; password: string },
): RegistrationInput {
  return {
    company: {
      name: 'Blue Anchor Forwarding',
      country: 'ae',
      city: 'Dubai',
      website: 'https://blue-anchor.example',
      services: ['sea-freight', 'nvocc'],
    },
    contact: { firstName: 'Layla', lastName: 'Rahman', email, phone },
    phoneToken,
    password,
    acceptTerms: true,
    acceptCodeOfEthics: true,
  };
}

export const GOOD_PASSWORD = 'harbour-crane-lantern-42';

let emails = 0;
export function nextEmail(): string {
  emails += 1;
  return `layla.${emails}.${Date.now()}@blue-anchor.test`;
}

/** Signs a company up through the real endpoints; answers the email and password to sign in with. */
export async function registerMember(
  app: FastifyInstance,
  db: Db,
  {
    email = nextEmail(),
    password = GOOD_PASSWORD,
    plan,
  }: { email?: string; password?: string; plan?: 'standard' | 'premium' } = {},
): Promise<{ email: string; password: string; phone: string }> {
  const phone = nextPhone();
  const phoneToken = await verifyPhone(app, db, phone);
  const response = await post(
    app,
    '/api/auth/submit-registration',
    { ...registrationBody(phoneToken, { email, phone, password }), ...(plan ? { plan } : {}) },
    { ip: nextIp() },
  );
  if (response.statusCode !== 200)
    throw new Error(`submit-registration: ${response.statusCode} ${response.body}`);
  return { email, password, phone };
}

/** The token of the newest email-confirmation link sent to an address. */
export async function confirmationTokenFor(db: Db, email: string): Promise<string> {
  const { text } = await lastMessageTo(db, email);
  const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in "${text}"`);
  return token;
}

/** Opens the confirmation link the applicant was emailed, as they would. */
export async function confirmEmailOf(app: FastifyInstance, db: Db, email: string): Promise<void> {
  const token = await confirmationTokenFor(db, email);
  const response = await post(app, '/api/auth/confirm-email', { token }, { ip: nextIp() });
  if (response.statusCode !== 200) throw new Error(`confirm-email: ${response.statusCode} ${response.body}`);
}

export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
  options: CallOptions = {},
) {
  return post(app, '/api/auth/sign-in', { email, password }, { ip: nextIp(), ...options });
}

/** Row counts of every table, to prove a refused request wrote nothing. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = [
    'companies',
    'users',
    'sessions',
    'phone_verifications',
    'password_resets',
    'outbox',
    'sign_in_failures',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export interface AdminSignIn {
  /** the session cookie's value */
  session: string;
  /** the TOTP secret, as the admin's app keeps it */
  secret: string;
  /** shown at the first sign-in only */
  recoveryCodes: string[] | null;
}

/**
 * Signs an administrator in through the real endpoints: the password, then the second factor,
 * with the code computed from the secret as their authenticator app would. At the first
 * sign-in the secret comes from the set-up answer; afterwards pass the one kept from then.
 */
export async function signInAsAdmin(
  app: FastifyInstance,
  { email, password, secret }: { email: string; password: string; secret?: string },
  { ip = nextIp(), at = new Date() }: { ip?: string; at?: Date } = {},
): Promise<AdminSignIn> {
  const first = await post(app, '/api/auth/sign-in', { email, password }, { ip });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const step = first.json<{ secondFactor?: { step: string; challenge: string; secret?: string } }>()
    .secondFactor;
  if (!step) throw new Error(`sign-in asked for no second factor: ${first.body}`);
  const appSecret = step.secret ?? secret;
  if (!appSecret)
    throw new Error('the admin has a second factor already: pass the secret kept from its set-up');
  const second = await post(
    app,
    '/api/auth/second-factor',
    { challenge: step.challenge, code: await freshAuthenticatorCode(appSecret, at) },
    { ip },
  );
  if (second.statusCode !== 200) throw new Error(`second factor: ${second.statusCode} ${second.body}`);
  return {
    session: sessionCookie(second)!.value,
    secret: appSecret,
    recoveryCodes: second.json<{ recoveryCodes: string[] | null }>().recoveryCodes,
  };
}
