import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';

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

/** Whom a confirmation link is addressed to: the account's current address and its company. */
export async function findConfirmationAddressee(
  db: Db,
  userId: number,
): Promise<{ email: string; first_name: string; name: string }> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.email', 'users.first_name', 'companies.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function insertEmailConfirmation(
  trx: Db,
  link: Insertable<Database['email_confirmations']>,
): Promise<void> {
  await trx.insertInto('email_confirmations').values(link).execute();
}

/** An unused, unexpired link by its token hash, with the address the account has now. */
export async function findLiveConfirmation(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<{ id: number; email: string; current: string } | undefined> {
  return db
    .selectFrom('email_confirmations')
    .innerJoin('users', 'users.id', 'email_confirmations.user_id')
    .select(['email_confirmations.id', 'email_confirmations.email', 'users.email as current'])
    .where('email_confirmations.token_hash', '=', tokenHash)
    .where('email_confirmations.used_at', 'is', null)
    .where('email_confirmations.expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function markConfirmationUsed(trx: Db, id: number, nowIso: string): Promise<void> {
  await trx.updateTable('email_confirmations').set({ used_at: nowIso }).where('id', '=', id).execute();
}

/** When the account's links since `sinceIso` were sent, newest first. */
export async function confirmationsSentSince(db: Db, userId: number, sinceIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('email_confirmations')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.created_at);
}
