import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelEmailChange,
  changeName,
  changePassword,
  confirmEmailChange,
  confirmNewPhone,
  getAccountSecurity,
  requestEmailChange,
  sendNewPhoneCode,
  signOutOtherSessions,
  signOutSession,
} from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import { findSignedInUser, signedInCaller, type SignedInUser } from '../../http/guards';
import { limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import { deleteOtherSessions, deleteSessionOf } from '../../http/sessions';
import { findUserRecord } from '../../services/user-repository';
import * as account from './account';
import { refuseCommonPassword } from './passwords';
import { sendPhoneCode } from './phone-verification';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const perIp = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

const NO_SUCH_SESSION = 'This device is no longer signed in.';
const CURRENT_SESSION = 'This is the device you are using: sign out of it from the account menu.';

/** The member's own account: profile, phone, email, password and signed-in devices. */
export function accountRoutes(
  app: FastifyInstance,
  { db, config, clock }: { db: Db; config: Config; clock: Clock },
): void {
  const siteUrl = config.siteUrl;
  /** The record the header shows, refreshed after a change, for the `user` cookie. */
  const userRecordOf = async (caller: SignedInUser): Promise<UserRecord> => {
    const record = await findUserRecord(db, caller.userId, caller.sessionPublicId);
    if (!record) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    return record;
  };
  const perAccount = (scope: string, max: number, timeWindowMs: number) =>
    limitPer(app, { max, timeWindowMs, key: (request) => `${scope}:${signedInCaller(request).userId}` });
  const security = (request: FastifyRequest) => account.accountSecurity(db, signedInCaller(request), clock());
  // Every change that asks for the current password shares one budget per account.
  const passwordChecks = perAccount('current-password', 10, HOUR);

  route(app, getAccountSecurity, async ({ request }) => security(request), { access: 'signed-in' });

  route(
    app,
    changeName,
    async ({ request, body }) => {
      const caller = signedInCaller(request);
      await account.changeName(db, caller.userId, body, clock());
      return { user: await userRecordOf(caller) };
    },
    { access: 'signed-in', config: perIp(30, 10 * MINUTE) },
  );

  // Limited like the sign-up's codes: per IP here, per number (resend interval, hourly cap) in the database.
  route(
    app,
    sendNewPhoneCode,
    async ({ request, body }) => {
      await account.checkNewPhone(db, signedInCaller(request).userId, body.phone);
      return sendPhoneCode(
        db,
        {
          phone: body.phone,
          ip: request.ip,
          resendSeconds: config.phoneCodeResendSeconds,
        },
        clock(),
      );
    },
    { access: 'signed-in', config: perIp(10, HOUR) },
  );

  // Each code also allows only a few tries.
  route(
    app,
    confirmNewPhone,
    async ({ request, body }) => {
      const caller = signedInCaller(request);
      const endedSessions = await account.changePhone(db, caller, { ...body, siteUrl }, clock());
      return { user: await userRecordOf(caller), endedSessions };
    },
    { access: 'signed-in', config: perIp(30, 10 * MINUTE), preHandler: [passwordChecks] },
  );

  // A few links an hour per account, so the form cannot be used to flood someone's inbox.
  route(
    app,
    requestEmailChange,
    async ({ request, body }) => ({
      pendingEmail: await account.requestEmailChange(
        db,
        signedInCaller(request),
        {
          ...body,
          siteUrl,
        },
        clock(),
      ),
    }),
    {
      access: 'signed-in',
      config: perIp(10, 15 * MINUTE),
      preHandler: [perAccount('email-change', 5, HOUR), passwordChecks],
    },
  );

  route(
    app,
    cancelEmailChange,
    async ({ request }) => {
      await account.cancelEmailChange(db, signedInCaller(request).userId);
      return { ok: true as const };
    },
    { access: 'signed-in' },
  );

  // Anyone holding the link: it is often opened on a phone where nobody is signed in.
  route(
    app,
    confirmEmailChange,
    async ({ request, body }) => {
      const caller = await findSignedInUser(db, request, clock());
      const changed = await account.confirmEmailChange(
        db,
        { token: body.token, siteUrl, openedIn: caller },
        clock(),
      );
      const user = caller?.userId === changed.userId ? await userRecordOf(caller) : null;
      return { email: changed.email, user, endedSessions: changed.endedSessions };
    },
    { access: 'anyone', config: perIp(30, MINUTE) },
  );

  route(
    app,
    changePassword,
    async ({ request, body }) => {
      refuseCommonPassword(body.newPassword, 'newPassword');
      const endedSessions = await account.changePassword(
        db,
        signedInCaller(request),
        { ...body, siteUrl },
        clock(),
      );
      return { endedSessions };
    },
    { access: 'signed-in', config: perIp(10, 15 * MINUTE), preHandler: [passwordChecks] },
  );

  route(
    app,
    signOutSession,
    async ({ request, body }) => {
      const caller = signedInCaller(request);
      if (body.id === caller.sessionPublicId) {
        throw new ApiError('VALIDATION', CURRENT_SESSION, { id: CURRENT_SESSION });
      }
      if (!(await deleteSessionOf(db, caller.userId, body.id)))
        throw new ApiError('NOT_FOUND', NO_SUCH_SESSION);
      return security(request);
    },
    { access: 'signed-in', config: perIp(60, MINUTE) },
  );

  route(
    app,
    signOutOtherSessions,
    async ({ request }) => {
      const caller = signedInCaller(request);
      const endedSessions = await deleteOtherSessions(db, caller.userId, caller.sessionPublicId);
      return { ...(await security(request)), endedSessions };
    },
    { access: 'signed-in', config: perIp(60, MINUTE) },
  );
}
