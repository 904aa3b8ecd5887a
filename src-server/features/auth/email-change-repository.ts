import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** Only the latest link works: an older one waiting is dropped when a newer is asked for or cancelled. */
export async function deleteWaitingEmailChanges(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertEmailChange(
  trx: Db,
  change: Insertable<Database['email_changes']>,
): Promise<void> {
  await trx.insertInto('email_changes').values(change).execute();
}

export async function findWaitingEmailChange(
  db: Db,
  userId: number,
  nowIso: string,
): Promise<{ new_email: string; expires_at: string } | undefined> {
  return db
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Marks a live link used in one statement, so it is spent once; undefined for a dead link. */
export async function spendEmailChange(
  trx: Db,
  tokenHash: string,
  nowIso: string,
): Promise<{ user_id: number; new_email: string; session_public_id: string | null } | undefined> {
  return trx
    .updateTable('email_changes')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['user_id', 'new_email', 'session_public_id'])
    .executeTakeFirst();
}
