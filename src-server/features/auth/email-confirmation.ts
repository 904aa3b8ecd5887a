import {
  CONFIRMATION_LINKS_PER_DAY,
  CONFIRMATION_RESEND_SECONDS,
} from '../../../shared/api/email-confirmation';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { hashToken } from '../../core/tokens';
import { isEmailConfirmed, sendConfirmationLink } from '../../services/email-confirmation';

const DAY_MS = 86_400_000;

const LINK_DEAD =
  'This link is not valid or has expired. Ask for a new one below, or after signing in, and open the newest email.';

/**
 * Spends a confirmation link of the account's current address; answers the confirmed address.
 * A wrong, used, expired or superseded link all get the same answer.
 */
export async function confirm(db: Db, token: string, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('email_confirmations')
      .innerJoin('users', 'users.id', 'email_confirmations.user_id')
      .select(['email_confirmations.id', 'email_confirmations.email', 'users.email as current'])
      .where('email_confirmations.token_hash', '=', hashToken(token))
      .where('email_confirmations.used_at', 'is', null)
      .where('email_confirmations.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!link || link.email !== link.current) throw new ApiError('NOT_FOUND', LINK_DEAD);
    await trx
      .updateTable('email_confirmations')
      .set({ used_at: now.toISOString() })
      .where('id', '=', link.id)
      .execute();
    return link.email;
  });
}

/**
 * Sends a new link when the address belongs to an account still waiting to confirm it, and the
 * address had no link in the last minute and fewer than the day's allowance; otherwise nothing.
 */
export async function resend(db: Db, email: string, { siteUrl, now }: { siteUrl: string; now: Date }) {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user || (await isEmailConfirmed(db, user.id))) return;
  const recent = await db
    .selectFrom('email_confirmations')
    .select('created_at')
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0] ? Date.parse(recent[0].created_at) : -Infinity;
  if (recent.length >= CONFIRMATION_LINKS_PER_DAY) return;
  if (now.getTime() - last < CONFIRMATION_RESEND_SECONDS * 1000) return;
  await db.transaction().execute((trx) => sendConfirmationLink(trx, { userId: user.id, siteUrl }, now));
}
