import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkExistingEmail,
  checkResetToken,
  completeSecondFactor,
  confirmPassword,
  logout,
  requestSignInLink,
  resetPasswordRequest,
  sendPhoneCode,
  signIn,
  submitRegistration,
  openSignInLink,
  validatePhone,
} from '../../../shared/api/auth';
import type { UserRecord } from '../../../shared/api/user';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { bodyField, limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import type { BotCheck } from '../../services/captcha';
import type { Clock } from '../../core/clock';
import { createSession, deleteSessionByToken, SESSION_COOKIE, type SessionOrigin } from '../../http/sessions';
import { findUserRecord } from '../../services/user-repository';
import { requireHuman } from '../../http/human-check';
import { countryOf } from '../../services/attribution';
import { isAdministrator } from './account-repository';
import { describeDevice } from './device';
import { hashPassword, refuseCommonPassword } from './passwords';
import {
  isResetTokenUsable,
  requestPasswordReset,
  resetLinkDeadError,
  resetPassword,
} from './password-reset';
import { sendPhoneCode as sendCode, validatePhoneCode } from './phone-verification';
import { emailExists, register } from './registration';
import { completeSecondFactor as checkSecondFactor, startSecondFactor } from './second-factor';
import { checkCredentials } from './sign-in';
import { sendSignInLink, spendSignInLink } from './sign-in-links';
import { DEVICE_COOKIE, deviceCookieOptions, trustDevice } from './trusted-devices';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Per-IP limits, tighter than the API-wide default on every route that guards accounts. */
const perIp = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

export function authRoutes(
  app: FastifyInstance,
  { db, config, botCheck, clock }: { db: Db; config: Config; botCheck: BotCheck; clock: Clock },
): void {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.siteUrl.startsWith('https://'),
    path: '/',
  } as const;
  const endSession = async (reply: FastifyReply, token: string | undefined) => {
    if (token) await deleteSessionByToken(db, token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  };
  /** Lets this browser sign in to the account without the bot check from now on. */
  const trustThisDevice = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const now = clock();
    const token = await trustDevice(db, { userId, token: request.cookies[DEVICE_COOKIE] }, now);
    reply.setCookie(DEVICE_COOKIE, token, deviceCookieOptions(cookieOptions.secure, now));
  };
  /** Starts a session for a sign-in that passed every check, and answers the user record. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    origin: SessionOrigin,
  ): Promise<UserRecord> => {
    // A new session every time, so a session id planted before sign-in is worthless after it.
    await endSession(reply, request.cookies[SESSION_COOKIE]);
    const session = await createSession(db, userId, clock(), origin);
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
    await trustThisDevice(request, reply, userId);
    const record = await findUserRecord(db, userId, session.publicId);
    if (!record) throw new Error(`user ${userId} vanished during sign-in`);
    return record;
  };

  // Anyone, with the bot check; per IP only, so the live "already registered" hint stays usable.
  route(
    app,
    checkExistingEmail,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request);
      return { exists: await emailExists(db, body.email) };
    },
    { access: 'anyone', config: perIp(10, MINUTE) },
  );

  // Anyone; per IP here, per number (resend interval and hourly cap) in the database.
  route(
    app,
    sendPhoneCode,
    async ({ body, request }) =>
      sendCode(
        db,
        { phone: body.phone, ip: request.ip, resendSeconds: config.phoneCodeResendSeconds },
        clock(),
      ),
    { access: 'anyone', config: perIp(10, HOUR) },
  );

  // Anyone; each verification also allows only a few tries.
  route(
    app,
    validatePhone,
    async ({ body }) => ({ verified: true as const, ...(await validatePhoneCode(db, body, clock())) }),
    { access: 'anyone', config: perIp(30, 10 * MINUTE) },
  );

  // Anyone, with the bot check and a verified phone.
  route(
    app,
    submitRegistration,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request);
      refuseCommonPassword(body.password);
      await register(db, body, await hashPassword(body.password), { siteUrl: config.siteUrl, now: clock() });
      return { status: 'received' as const };
    },
    { access: 'anyone', config: perIp(10, HOUR) },
  );

  // Anyone; each address has its own limit, so an attacker's failures slow the attacker's
  // addresses, and the account asks unknown browsers for one more step after wrong passwords
  // (sign-in.ts). Administrators go on to the second factor before any session exists.
  route(
    app,
    signIn,
    async ({ body, request, reply }) => {
      const now = clock();
      const userId = await checkCredentials(
        db,
        body,
        { botCheck, request, deviceToken: request.cookies[DEVICE_COOKIE] },
        now,
      );
      const origin = {
        device: describeDevice(request.headers['user-agent']),
        country: countryOf(request, config.geolocationSource),
      };
      if (await isAdministrator(db, userId)) {
        return { secondFactor: await startSecondFactor(db, { userId, origin }, now) };
      }
      return { data: await startSession(request, reply, userId, origin) };
    },
    { access: 'anyone', config: perIp(20, 10 * MINUTE) },
  );

  // Anyone holding a challenge from a correct password; each challenge allows a few tries.
  route(
    app,
    completeSecondFactor,
    async ({ body, request, reply }) => {
      const completed = await checkSecondFactor(db, body, clock());
      const data = await startSession(request, reply, completed.userId, completed.origin);
      return { data, recoveryCodes: completed.recoveryCodes };
    },
    { access: 'anyone', config: perIp(20, 10 * MINUTE) },
  );

  // Anyone; the answer never depends on whether the email has an account.
  route(
    app,
    requestSignInLink,
    async ({ body }) => {
      await sendSignInLink(db, { email: body.email, siteUrl: config.siteUrl }, clock());
      return { status: 'sent' as const };
    },
    {
      access: 'anyone',
      config: perIp(10, 15 * MINUTE),
      preHandler: [limitPer(app, { max: 3, timeWindowMs: HOUR, key: (r) => keyed('sign-in-link', r) })],
    },
  );

  // Anyone holding a live link: the browser that opens it may then sign in.
  route(
    app,
    openSignInLink,
    async ({ body, request, reply }) => {
      const opened = await spendSignInLink(db, body.token, clock());
      await trustThisDevice(request, reply, opened.userId);
      return { email: opened.email };
    },
    { access: 'anyone', config: perIp(30, MINUTE) },
  );

  // Anyone: signing out twice, or while signed out, is not an error.
  route(
    app,
    logout,
    async ({ request, reply }) => {
      await endSession(reply, request.cookies[SESSION_COOKIE]);
      return { ok: true as const };
    },
    { access: 'anyone' },
  );

  // Anyone; the answer never depends on whether the email has an account.
  route(
    app,
    resetPasswordRequest,
    async ({ body }) => {
      await requestPasswordReset(db, { email: body.email, siteUrl: config.siteUrl }, clock());
      return { status: 'sent' as const };
    },
    {
      access: 'anyone',
      config: perIp(10, 15 * MINUTE),
      preHandler: [limitPer(app, { max: 3, timeWindowMs: 15 * MINUTE, key: (r) => keyed('reset', r) })],
    },
  );

  // Anyone holding a link.
  route(
    app,
    checkResetToken,
    async ({ query }) => ({ valid: await isResetTokenUsable(db, query.token, clock()) }),
    {
      access: 'anyone',
      config: perIp(30, MINUTE),
    },
  );

  // Anyone holding a live link.
  route(
    app,
    confirmPassword,
    async ({ body }) => {
      refuseCommonPassword(body.password);
      // Checked before the slow hash so a dead link answers at once; checked again atomically when spent.
      if (!(await isResetTokenUsable(db, body.token, clock()))) throw resetLinkDeadError();
      const passwordHash = await hashPassword(body.password);
      await resetPassword(db, { token: body.token, passwordHash, siteUrl: config.siteUrl }, clock());
      return { status: 'changed' as const };
    },
    { access: 'anyone', config: perIp(10, 15 * MINUTE) },
  );
}

function keyed(scope: string, request: Parameters<typeof bodyField>[0]): string | undefined {
  const email = bodyField(request, 'email');
  return email === undefined ? undefined : `${scope}:${email}`;
}
