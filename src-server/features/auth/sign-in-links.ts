import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { hashToken, newToken } from '../../core/tokens';
import { enqueueEmail } from '../../services/email';
import { findAccount, findUserByEmail } from './account-repository';
import { signInLinkEmail } from './emails';
import { deleteUnusedSignInLinks, insertSignInLink, spendSignInUnlock } from './sign-in-link-repository';

const LINK_TTL_MINUTES = 60;

const LINK_DEAD_MESSAGE = 'This link has expired or was already used. Ask for a new one on the sign-in page.';

/**
 * Emails a single-use link that lets the browser opening it sign in to the account without the
 * bot check. Does nothing for an address without an account; the caller answers the same.
 */
export async function sendSignInLink(
  db: Db,
  { email, siteUrl }: { email: string; siteUrl: string },
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await deleteUnusedSignInLinks(trx, user.id);
    await insertSignInLink(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + LINK_TTL_MINUTES * 60 * 1000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    await enqueueEmail(trx, signInLinkEmail(email, user.first_name, siteUrl, token, LINK_TTL_MINUTES), now);
  });
}

/** Spends a link: answers the account it opens, or refuses a dead link. */
export async function spendSignInLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; email: string }> {
  const userId = await spendSignInUnlock(db, hashToken(token), now.toISOString());
  if (userId === undefined) throw new ApiError('VALIDATION', LINK_DEAD_MESSAGE, { token: LINK_DEAD_MESSAGE });
  const { email } = await findAccount(db, userId);
  return { userId, email };
}
