import { sql, type Expression, type SqlBool } from 'kysely';
import { EMAIL_CONFIRMATION_TTL_DAYS } from '../../shared/api/email-confirmation';
import type { Db } from '../db/database';
import { hashToken, newToken } from '../core/tokens';
import { enqueueEmail, type EmailDraft } from './email';

/**
 * Whether people confirmed the address they signed up with. An account confirms it by opening a
 * link sent to it; one whose address changed since was confirmed by the change's own link, and
 * one with no links at all (made before sign-ups were confirmed, or by an administrator) counts
 * as confirmed.
 */
export function emailUnconfirmed(userId: Expression<number>): Expression<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from email_confirmations c where c.user_id = ${userId})
    and not exists (select 1 from email_confirmations c where c.user_id = ${userId} and c.used_at is not null)
    and not exists (select 1 from email_changes e where e.user_id = ${userId} and e.used_at is not null))`;
}

/** The ones among `userIds` who have not confirmed their address. */
export async function unconfirmedUsers(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', [...userIds])
    .where(emailUnconfirmed(sql.ref<number>('users.id')))
    .execute();
  return new Set(rows.map((row) => row.id));
}

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
  const person = await trx
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.email', 'users.first_name', 'companies.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = newToken();
  await trx
    .insertInto('email_confirmations')
    .values({
      user_id: userId,
      email: person.email,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_DAYS * 86_400_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
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
