import type { Db } from '../../db/database';

export async function findTrustedDeviceOwner(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** Forgets the failures of a device the account already trusts; false when it trusts no such device. */
export async function refreshTrustedDevice(
  db: Db,
  { tokenHash, userId }: { tokenHash: string; userId: number },
  nowIso: string,
): Promise<boolean> {
  const kept = await db
    .updateTable('trusted_devices')
    .set({ failures: 0, last_used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(kept.numUpdatedRows) === 1;
}

export async function insertTrustedDevice(
  db: Db,
  { tokenHash, userId }: { tokenHash: string; userId: number },
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: tokenHash, user_id: userId, failures: 0, created_at: nowIso, last_used_at: nowIso })
    .execute();
}

/** Counts one more wrong password from the device, and forgets it once it reaches `limit`. */
export async function countDeviceFailure(db: Db, tokenHash: string, limit: number): Promise<void> {
  await db
    .updateTable('trusted_devices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('token_hash', '=', tokenHash)
    .where('failures', '>=', limit)
    .execute();
}
