import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** When codes were sent to the number since `sinceIso`, newest first. */
export async function phoneCodesSentSince(db: Db, phone: string, sinceIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('phone_verifications')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertPhoneVerification(
  trx: Db,
  verification: Insertable<Database['phone_verifications']>,
): Promise<void> {
  await trx.insertInto('phone_verifications').values(verification).execute();
}

/**
 * Counts a try in one conditional UPDATE, so parallel guesses cannot exceed the limit; false
 * when the verification is already verified, expired or out of tries.
 */
export async function countPhoneCodeAttempt(
  db: Db,
  verificationId: string,
  { maxAttempts, nowIso }: { maxAttempts: number; nowIso: string },
): Promise<boolean> {
  const counted = await db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', verificationId)
    .where('verified_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

export async function findPhoneVerification(
  db: Db,
  verificationId: string,
): Promise<{ phone: string; code_hash: string; attempts: number }> {
  return db
    .selectFrom('phone_verifications')
    .select(['phone', 'code_hash', 'attempts'])
    .where('id', '=', verificationId)
    .executeTakeFirstOrThrow();
}

export async function markPhoneVerified(
  db: Db,
  verificationId: string,
  { tokenHash, nowIso }: { tokenHash: string; nowIso: string },
): Promise<void> {
  await db
    .updateTable('phone_verifications')
    .set({ verified_at: nowIso, token_hash: tokenHash })
    .where('id', '=', verificationId)
    .execute();
}

export async function findPhoneVerificationByToken(
  db: Db,
  tokenHash: string,
): Promise<
  { id: string; phone: string; verified_at: string | null; consumed_at: string | null } | undefined
> {
  return db
    .selectFrom('phone_verifications')
    .select(['id', 'phone', 'verified_at', 'consumed_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends the verified number in one conditional UPDATE; false when another request spent it first. */
export async function markPhoneTokenConsumed(
  trx: Db,
  verificationId: string,
  nowIso: string,
): Promise<boolean> {
  const consumed = await trx
    .updateTable('phone_verifications')
    .set({ consumed_at: nowIso })
    .where('id', '=', verificationId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}
