import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/api/auth';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { deleteUserSessions } from '../../http/sessions';
import { hashToken, newToken } from '../../core/tokens';
import { passwordChangedEmail, passwordResetEmail } from './emails';
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
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await enqueueEmail(trx, passwordResetEmail(email, user.first_name, siteUrl, token), now);
  });
}

export async function isResetTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
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
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) throw resetLinkDeadError();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso })
      .where('id', '=', spent.user_id)
      .returning(['email', 'first_name'])
      .executeTakeFirstOrThrow();
    await deleteUserSessions(trx, spent.user_id);
    await clearSignInFailures(trx, user.email);
    await enqueueEmail(trx, passwordChangedEmail(user.email, user.first_name, siteUrl), now);
  });
}
