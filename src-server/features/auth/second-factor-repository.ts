import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

export async function findSecondFactorOf(
  db: Db,
  userId: number,
): Promise<{ email: string; totp_secret: string | null }> {
  return db
    .selectFrom('users')
    .select(['email', 'totp_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function insertSecondFactorChallenge(
  db: Db,
  challenge: Insertable<Database['second_factor_challenges']>,
): Promise<void> {
  await db.insertInto('second_factor_challenges').values(challenge).execute();
}

export async function deleteExpiredChallenges(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('second_factor_challenges').where('expires_at', '<', nowIso).execute();
}

/** Counts a try before the comparison; false when the challenge is expired or out of tries. */
export async function countChallengeAttempt(
  db: Db,
  tokenHash: string,
  { maxAttempts, nowIso }: { maxAttempts: number; nowIso: string },
): Promise<boolean> {
  const counted = await db
    .updateTable('second_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

export interface ChallengeWithUser {
  user_id: number;
  pending_secret: string | null;
  attempts: number;
  device: string | null;
  country: string | null;
  email: string;
  totp_secret: string | null;
  totp_last_step: number | null;
}

export async function findChallengeWithUser(db: Db, tokenHash: string): Promise<ChallengeWithUser> {
  return db
    .selectFrom('second_factor_challenges')
    .innerJoin('users', 'users.id', 'second_factor_challenges.user_id')
    .select([
      'second_factor_challenges.user_id',
      'second_factor_challenges.pending_secret',
      'second_factor_challenges.attempts',
      'second_factor_challenges.device',
      'second_factor_challenges.country',
      'users.email',
      'users.totp_secret',
      'users.totp_last_step',
    ])
    .where('second_factor_challenges.token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
}

export async function deleteChallenge(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('second_factor_challenges').where('token_hash', '=', tokenHash).execute();
}

/** Makes the secret the account's, only if no other sign-in set one up meanwhile. */
export async function claimTotpSecret(
  trx: Db,
  userId: number,
  { secret, step, nowIso }: { secret: string; step: number; nowIso: string },
): Promise<boolean> {
  const claimed = await trx
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: nowIso, totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The same code sent twice at once: only one of them moves the last step. */
export async function moveTotpLastStep(trx: Db, userId: number, step: number): Promise<boolean> {
  const moved = await trx
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  trx: Db,
  userId: number,
  { codeHashes, nowIso }: { codeHashes: string[]; nowIso: string },
): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((codeHash) => ({
        user_id: userId,
        code_hash: codeHash,
        used_at: null,
        created_at: nowIso,
      })),
    )
    .execute();
}

export async function spendRecoveryCode(
  trx: Db,
  userId: number,
  { codeHash, nowIso }: { codeHash: string; nowIso: string },
): Promise<boolean> {
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** The secret, its recovery codes and open challenges, so the next sign-in sets up a new one. */
export async function deleteSecondFactor(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('second_factor_challenges').where('user_id', '=', userId).execute();
}
