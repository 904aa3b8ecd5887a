import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

export async function deleteUnusedSignInLinks(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('sign_in_unlocks')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertSignInLink(
  trx: Db,
  link: Insertable<Database['sign_in_unlocks']>,
): Promise<void> {
  await trx.insertInto('sign_in_unlocks').values(link).execute();
}

/** Marks a live link used in one statement, so it is spent once; answers its account, or undefined. */
export async function spendSignInUnlock(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<number | undefined> {
  const spent = await db
    .updateTable('sign_in_unlocks')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}
