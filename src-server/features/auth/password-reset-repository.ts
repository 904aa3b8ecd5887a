import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

export async function insertPasswordReset(
  trx: Db,
  reset: Insertable<Database['password_resets']>,
): Promise<void> {
  await trx.insertInto('password_resets').values(reset).execute();
}

export async function isLiveResetToken(db: Db, tokenHash: string, nowIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a live token used in one statement, so it is spent once; answers its account, or undefined. */
export async function spendPasswordReset(
  trx: Db,
  tokenHash: string,
  nowIso: string,
): Promise<number | undefined> {
  const spent = await trx
    .updateTable('password_resets')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}

/** Reset links sent before a change of password or address stop working. */
export async function deleteUnusedPasswordResets(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
