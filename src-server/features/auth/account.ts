import {
  EMAIL_CHANGE_TTL_HOURS,
  type AccountSecurity,
  type PendingEmailChange,
} from '../../../shared/api/account';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { deleteSessionsOfUserExcept } from '../../http/session-repository';
import { deleteOtherSessions, listUserSessions } from '../../http/sessions';
import { hashToken, newToken } from '../../core/tokens';
import { countryName } from '../../services/country-name';
import { enqueueEmail } from '../../services/email';
import {
  emailChangedNoticeEmail,
  confirmNewEmailEmail,
  passwordChangedHereEmail,
  phoneChangedNoticeEmail,
} from './emails';
import {
  type Account,
  emailBelongsToAnother,
  findAccount,
  setUserEmail,
  setUserName,
  setUserPassword,
  setUserPhone,
} from './account-repository';
import {
  deleteWaitingEmailChanges,
  findWaitingEmailChange,
  insertEmailChange,
  spendEmailChange,
} from './email-change-repository';
import { deleteUnusedPasswordResets } from './password-reset-repository';
import { hashPassword, verifyPassword } from './passwords';
import { consumePhoneToken, validatePhoneCode } from './phone-verification';
import { clearSignInFailures, recordSignInFailure } from './sign-in-failure-repository';

const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000;

interface SignedInSession {
  userId: number;
  sessionPublicId: string;
}

const EMAIL_TAKEN_MESSAGE = 'Another account uses this email address. Choose a different one.';
const SAME_EMAIL_MESSAGE = 'This is already your email address.';
const SAME_PHONE_MESSAGE = 'This is already your phone number.';
const WRONG_PASSWORD_MESSAGE = 'This is not your current password.';
const SAME_PASSWORD_MESSAGE = 'Choose a new password that differs from the current one.';
const EMAIL_LINK_DEAD_MESSAGE =
  'This link has expired, was already used or was replaced by a newer one. Ask for a new link on your account page.';

/**
 * Checks the current password before a change that could take the account over (its email,
 * phone or password). Wrong tries count with sign-in's, and the routes allow a signed-in account
 * only a few checks an hour, so a stolen session cannot guess the password at speed.
 */
async function checkCurrentPassword(db: Db, account: Account, password: string, now: Date): Promise<void> {
  const correct = account.passwordHash ? await verifyPassword(password, account.passwordHash) : false;
  if (!correct) {
    await recordSignInFailure(db, account.email, now);
    throw new ApiError('VALIDATION', WRONG_PASSWORD_MESSAGE, { currentPassword: WRONG_PASSWORD_MESSAGE });
  }
  await clearSignInFailures(db, account.email);
}

export async function changeName(
  db: Db,
  userId: number,
  { firstName, lastName }: { firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await setUserName(db, userId, { firstName, lastName }, now.toISOString());
}

/** Refuses a number the account already has before a code is spent on it. */
export async function checkNewPhone(db: Db, userId: number, phone: string): Promise<void> {
  const account = await findAccount(db, userId);
  if (account.phone === phone)
    throw new ApiError('VALIDATION', SAME_PHONE_MESSAGE, { phone: SAME_PHONE_MESSAGE });
}

/**
 * Checks the current password, then the code sent to the new number and, only when both are
 * right, makes that number the account's, in one transaction with spending the verification
 * and signing every other device out (the number is a way into the account). The old number is
 * not told (it may be lost, which is often why it changes); the account's email is. Answers how
 * many sessions ended.
 */
export async function changePhone(
  db: Db,
  { userId, sessionPublicId }: { userId: number; sessionPublicId: string },
  {
    verificationId,
    code,
    currentPassword,
    siteUrl,
  }: { verificationId: string; code: string; currentPassword: string; siteUrl: string },
  now: Date,
): Promise<number> {
  // The password first, so a wrong one does not spend one of the code's few tries.
  await checkCurrentPassword(db, await findAccount(db, userId), currentPassword, now);
  const { phone, phoneToken } = await validatePhoneCode(db, { verificationId, code }, now);
  return db.transaction().execute(async (trx) => {
    await consumePhoneToken(trx, { phoneToken, phone }, now);
    const user = await setUserPhone(trx, userId, phone, now.toISOString());
    const ended = await deleteOtherSessions(trx, userId, sessionPublicId);
    await enqueueEmail(trx, phoneChangedNoticeEmail(user.email, user.first_name, phone, siteUrl), now);
    return ended;
  });
}

/**
 * Emails a single-use link to the new address; nothing changes until it is opened. A newer
 * request replaces an older one, so only the latest link works.
 */
export async function requestEmailChange(
  db: Db,
  { userId, sessionPublicId }: { userId: number; sessionPublicId: string },
  { email, currentPassword, siteUrl }: { email: string; currentPassword: string; siteUrl: string },
  now: Date,
): Promise<PendingEmailChange> {
  const account = await findAccount(db, userId);
  if (account.email === email)
    throw new ApiError('VALIDATION', SAME_EMAIL_MESSAGE, { email: SAME_EMAIL_MESSAGE });
  await checkCurrentPassword(db, account, currentPassword, now);
  if (await emailBelongsToAnother(db, email, userId)) {
    throw new ApiError('VALIDATION', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await deleteWaitingEmailChanges(trx, userId);
    await insertEmailChange(trx, {
      token_hash: hashToken(token),
      user_id: userId,
      new_email: email,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
      session_public_id: sessionPublicId,
    });
    await enqueueEmail(trx, confirmNewEmailEmail(email, account.firstName, siteUrl, token), now);
  });
  return { email, expiresAt };
}

export async function cancelEmailChange(db: Db, userId: number): Promise<void> {
  await deleteWaitingEmailChanges(db, userId);
}

async function pendingEmailChange(db: Db, userId: number, now: Date): Promise<PendingEmailChange | null> {
  const row = await findWaitingEmailChange(db, userId, now.toISOString());
  return row ? { email: row.new_email, expiresAt: row.expires_at } : null;
}

/**
 * Spends the link and moves the account to the new address in one transaction; the old address
 * is told, so a change nobody asked for does not go unnoticed. Password links sent to the old
 * address stop working, and every session ends but the one that asked for the change and
 * `openedIn`, the session of the request that opened the link when it is the same account's.
 * Answers the account's user id, its new address and how many sessions ended.
 */
export async function confirmEmailChange(
  db: Db,
  { token, siteUrl, openedIn }: { token: string; siteUrl: string; openedIn?: SignedInSession | null },
  now: Date,
): Promise<{ userId: number; email: string; endedSessions: number }> {
  const nowIso = now.toISOString();
  const dead = () => new ApiError('VALIDATION', EMAIL_LINK_DEAD_MESSAGE, { token: EMAIL_LINK_DEAD_MESSAGE });
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await spendEmailChange(trx, hashToken(token), nowIso);
      if (!spent) throw dead();
      if (await emailBelongsToAnother(trx, spent.new_email, spent.user_id)) {
        throw new ApiError('CONFLICT', EMAIL_TAKEN_MESSAGE, { token: EMAIL_TAKEN_MESSAGE });
      }
      const old = await findAccount(trx, spent.user_id);
      await setUserEmail(trx, spent.user_id, spent.new_email, nowIso);
      await deleteUnusedPasswordResets(trx, spent.user_id);
      const endedSessions = await deleteSessionsOfUserExcept(trx, spent.user_id, [
        spent.session_public_id,
        openedIn?.userId === spent.user_id ? openedIn.sessionPublicId : null,
      ]);
      await enqueueEmail(
        trx,
        emailChangedNoticeEmail(old.email, old.firstName, spent.new_email, siteUrl),
        now,
      );
      return { userId: spent.user_id, email: spent.new_email, endedSessions };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error))
      throw new ApiError('CONFLICT', EMAIL_TAKEN_MESSAGE, { token: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
}

/**
 * Sets a new password after checking the current one, and signs out every other device, so
 * whoever else knew the old password is shut out at once; this device stays signed in.
 * Answers how many sessions ended.
 */
export async function changePassword(
  db: Db,
  { userId, sessionPublicId }: { userId: number; sessionPublicId: string },
  {
    currentPassword,
    newPassword,
    siteUrl,
  }: { currentPassword: string; newPassword: string; siteUrl: string },
  now: Date,
): Promise<number> {
  const account = await findAccount(db, userId);
  await checkCurrentPassword(db, account, currentPassword, now);
  if (currentPassword === newPassword) {
    throw new ApiError('VALIDATION', SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await setUserPassword(trx, userId, passwordHash, now.toISOString());
    const ended = await deleteOtherSessions(trx, userId, sessionPublicId);
    await deleteUnusedPasswordResets(trx, userId);
    await enqueueEmail(trx, passwordChangedHereEmail(account.email, account.firstName, siteUrl), now);
    return ended;
  });
}

/** The signed-in devices and any email change waiting for its link. */
export async function accountSecurity(
  db: Db,
  { userId, sessionPublicId }: { userId: number; sessionPublicId: string },
  now: Date,
): Promise<AccountSecurity> {
  const sessions = await listUserSessions(db, userId, now);
  return {
    sessions: sessions.map((session) => ({
      id: session.publicId,
      device: session.device,
      place: session.country ? countryName(session.country) : null,
      signedInAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.publicId === sessionPublicId,
    })),
    pendingEmail: await pendingEmailChange(db, userId, now),
  };
}
