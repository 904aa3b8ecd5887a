import type { Db } from '../../db/database';

/** Wrong passwords allowed before the account starts to slow down. */
const FREE_FAILURES = 3;
const FIRST_LOCK_SECONDS = 15;
const MAX_LOCK_SECONDS = 15 * 60;
/** A day without failures starts the count afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Seconds the account must wait after its nth consecutive failure: 0, 0, 0, 15, 30, 60 … 900. */
function lockSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES - 1), MAX_LOCK_SECONDS);
}

/** Seconds until this email may try again, or 0. Kept in the database: every server instance sees it. */
export async function secondsUntilUnlocked(db: Db, email: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row?.locked_until) return 0;
  return Math.max(0, Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000));
}

export async function recordSignInFailure(db: Db, email: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sign_in_failures')
      .select(['failures', 'last_failed_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    const stale = row && now.getTime() - Date.parse(row.last_failed_at) > FORGET_AFTER_MS;
    const failures = row && !stale ? row.failures + 1 : 1;
    const lock = lockSeconds(failures);
    const values = {
      failures,
      last_failed_at: now.toISOString(),
      locked_until: lock > 0 ? new Date(now.getTime() + lock * 1000).toISOString() : null,
    };
    await trx
      .insertInto('sign_in_failures')
      .values({ email, ...values })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
      .execute();
  });
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
