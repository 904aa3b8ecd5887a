import {
  CONFIRMATION_LINKS_PER_DAY,
  CONFIRMATION_RESEND_SECONDS,
} from '../../../shared/api/email-confirmation';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { hashToken } from '../../core/tokens';
import { isEmailConfirmed, sendConfirmationLink } from '../../services/email-confirmation';
import {
  confirmationsSentSince,
  findLiveConfirmation,
  markConfirmationUsed,
} from '../../services/email-confirmation-repository';
import { findUserByEmail } from './account-repository';

const DAY_MS = 86_400_000;

const LINK_DEAD =
  'This link is not valid or has expired. Ask for a new one below, or after signing in, and open the newest email.';

/**
 * Spends a confirmation link of the account's current address; answers the confirmed address.
 * A wrong, used, expired or superseded link all get the same answer.
 */
export async function confirm(db: Db, token: string, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const link = await findLiveConfirmation(trx, hashToken(token), now.toISOString());
    if (!link || link.email !== link.current) throw new ApiError('NOT_FOUND', LINK_DEAD);
    await markConfirmationUsed(trx, link.id, now.toISOString());
    return link.email;
  });
}

/**
 * Sends a new link when the address belongs to an account still waiting to confirm it, and the
 * address had no link in the last minute and fewer than the day's allowance; otherwise nothing.
 */
export async function resend(db: Db, email: string, { siteUrl, now }: { siteUrl: string; now: Date }) {
  const user = await findUserByEmail(db, email);
  if (!user || (await isEmailConfirmed(db, user.id))) return;
  const recent = await confirmationsSentSince(db, user.id, new Date(now.getTime() - DAY_MS).toISOString());
  const last = recent[0] ? Date.parse(recent[0]) : -Infinity;
  if (recent.length >= CONFIRMATION_LINKS_PER_DAY) return;
  if (now.getTime() - last < CONFIRMATION_RESEND_SECONDS * 1000) return;
  await db.transaction().execute((trx) => sendConfirmationLink(trx, { userId: user.id, siteUrl }, now));
}
