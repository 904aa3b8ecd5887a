import { EMAIL_CONFIRMATION_TTL_DAYS } from '../../shared/api/email-confirmation';
import type { Db } from '../db/database';
import { hashToken, newToken } from '../core/tokens';
import { enqueueEmail, type EmailDraft } from './email';
import {
  findConfirmationAddressee,
  insertEmailConfirmation,
  unconfirmedUsers,
} from './email-confirmation-repository';

export async function isEmailConfirmed(db: Db, userId: number): Promise<boolean> {
  return !(await unconfirmedUsers(db, [userId])).has(userId);
}

export function confirmationEmail(
  to: string,
  { firstName, company, url }: { firstName: string; company: string; url: string },
): EmailDraft {
  return {
    to,
    subject: 'Confirm your email address for your DFA application',
    blocks: [
      `Hello ${firstName},`,
      `Thank you for applying to join the Digital Freight Alliance with ${company}. Please confirm that this address is yours: the membership team reviews your application once it is confirmed.`,
      { link: 'Confirm my email address', url },
      `The link works for ${EMAIL_CONFIRMATION_TTL_DAYS} days. If it has expired, ask for a new one on the page it opens, or after signing in.`,
      'If you did not apply, ignore this email: nothing happens without the confirmation.',
    ],
    payload: { purpose: 'email-confirmation' },
  };
}

/** Issues a new link for the account's current address and queues its email, in the caller's transaction. */
export async function sendConfirmationLink(
  trx: Db,
  { userId, siteUrl }: { userId: number; siteUrl: string },
  now: Date,
): Promise<void> {
  const person = await findConfirmationAddressee(trx, userId);
  const token = newToken();
  await insertEmailConfirmation(trx, {
    user_id: userId,
    email: person.email,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_DAYS * 86_400_000).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  await enqueueEmail(
    trx,
    confirmationEmail(person.email, {
      firstName: person.first_name,
      company: person.name,
      url: `${siteUrl}/auth/confirm-email/${token}`,
    }),
    now,
  );
}
