import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkExistingEmail,
  checkResetToken,
  confirmPassword,
  logout,
  resetPasswordRequest,
  sendPhoneCode,
  signIn,
  submitRegistration,
  validatePhone,
} from '../../../shared/api/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { bodyField, limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import type { BotCheck } from '../../services/captcha';
import { createSession, deleteSessionByToken, SESSION_COOKIE } from '../../http/sessions';
import { findUserRecord } from '../../services/user-repository';
import { requireHuman } from '../../http/human-check';
import { countryOf } from '../../services/attribution';
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
import { checkCredentials } from './sign-in';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Per-IP limits, tighter than the API-wide default on every route that guards accounts. */
const perIp = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

export function authRoutes(
  app: FastifyInstance,
  { db, config, botCheck }: { db: Db; config: Config; botCheck: BotCheck },
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
      sendCode(db, { phone: body.phone, ip: request.ip, resendSeconds: config.phoneCodeResendSeconds }),
    { access: 'anyone', config: perIp(10, HOUR) },
  );

  // Anyone; each verification also allows only a few tries.
  route(
    app,
    validatePhone,
    async ({ body }) => ({ verified: true as const, ...(await validatePhoneCode(db, body)) }),
    { access: 'anyone', config: perIp(30, 10 * MINUTE) },
  );

  // Anyone, with the bot check and a verified phone.
  route(
    app,
    submitRegistration,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request);
      refuseCommonPassword(body.password);
      await register(db, body, await hashPassword(body.password), { siteUrl: config.siteUrl });
      return { status: 'received' as const };
    },
    { access: 'anyone', config: perIp(10, HOUR) },
  );

  // Anyone; per IP, per account here, and a growing per-account backoff after wrong passwords.
  route(
    app,
    signIn,
    async ({ body, request, reply }) => {
      const userId = await checkCredentials(db, body);
      // A new session every time, so a session id planted before sign-in is worthless after it.
      await endSession(reply, request.cookies[SESSION_COOKIE]);
      const session = await createSession(db, userId, new Date(), {
        device: describeDevice(request.headers['user-agent']),
        country: countryOf(request, config.geolocationSource),
      });
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      const record = await findUserRecord(db, userId, session.publicId);
      if (!record) throw new Error(`user ${userId} vanished during sign-in`);
      return { data: record };
    },
    {
      access: 'anyone',
      config: perIp(20, 10 * MINUTE),
      preHandler: [limitPer(app, { max: 10, timeWindowMs: 15 * MINUTE, key: (r) => keyed('sign-in', r) })],
    },
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
      await requestPasswordReset(db, { email: body.email, siteUrl: config.siteUrl });
      return { status: 'sent' as const };
    },
    {
      access: 'anyone',
      config: perIp(10, 15 * MINUTE),
      preHandler: [limitPer(app, { max: 3, timeWindowMs: 15 * MINUTE, key: (r) => keyed('reset', r) })],
    },
  );

  // Anyone holding a link.
  route(app, checkResetToken, async ({ query }) => ({ valid: await isResetTokenUsable(db, query.token) }), {
    access: 'anyone',
    config: perIp(30, MINUTE),
  });

  // Anyone holding a live link.
  route(
    app,
    confirmPassword,
    async ({ body }) => {
      refuseCommonPassword(body.password);
      // Checked before the slow hash so a dead link answers at once; checked again atomically when spent.
      if (!(await isResetTokenUsable(db, body.token))) throw resetLinkDeadError();
      const passwordHash = await hashPassword(body.password);
      await resetPassword(db, { token: body.token, passwordHash, siteUrl: config.siteUrl });
      return { status: 'changed' as const };
    },
    { access: 'anyone', config: perIp(10, 15 * MINUTE) },
  );
}

function keyed(scope: string, request: Parameters<typeof bodyField>[0]): string | undefined {
  const email = bodyField(request, 'email');
  return email === undefined ? undefined : `${scope}:${email}`;
}
