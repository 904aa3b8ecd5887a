import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/api/auth';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { deleteUserSessions } from '../../http/sessions';
import { hashToken, newToken } from '../../core/tokens';
import { findUserByEmail, setUserPassword } from './account-repository';
import { passwordChangedEmail, passwordResetEmail } from './emails';
import { insertPasswordReset, isLiveResetToken, spendPasswordReset } from './password-reset-repository';
import { clearSignInFailures } from './sign-in-failure-repository';

const RESET_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000;

const RESET_LINK_DEAD_MESSAGE =
  'This link has expired or was already used. Ask for a new one on the forgot-password page.';

export function resetLinkDeadError(): ApiError {
  return new ApiError('VALIDATION', RESET_LINK_DEAD_MESSAGE, { token: RESET_LINK_DEAD_MESSAGE });
}

/**
 * Emails a single-use reset link when the address has an account, and does nothing otherwise;
 * the caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Db,
  { email, siteUrl }: { email: string; siteUrl: string },
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    await enqueueEmail(trx, passwordResetEmail(email, user.first_name, siteUrl, token), now);
  });
}

export async function isResetTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  return isLiveResetToken(db, hashToken(token), now.toISOString());
}

/**
 * Spends the token and sets the password in one transaction, signs the user out everywhere
 * and tells them by email, so a reset by someone else does not go unnoticed.
 */
export async function resetPassword(
  db: Db,
  { token, passwordHash, siteUrl }: { token: string; passwordHash: string; siteUrl: string },
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const userId = await spendPasswordReset(trx, hashToken(token), nowIso);
    if (userId === undefined) throw resetLinkDeadError();
    const user = await setUserPassword(trx, userId, passwordHash, nowIso);
    await deleteUserSessions(trx, userId);
    await clearSignInFailures(trx, user.email);
    await enqueueEmail(trx, passwordChangedEmail(user.email, user.first_name, siteUrl), now);
  });
}
