import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Wrong passwords in a row after which a sign-in to the account from a browser it does not know
 * needs one more step (the bot check, or a link sent by email). Nobody is made to wait: a wait
 * would let anyone lock the owner out by failing on purpose.
 */
export const GUARD_AFTER_FAILURES = 5;
/** A day without failures starts the count afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Wrong passwords in a row for this email, kept in the database so every server instance sees them. */
export async function consecutiveFailures(db: Db, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select(['failures', 'last_failed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row || now.getTime() - Date.parse(row.last_failed_at) > FORGET_AFTER_MS) return 0;
  return row.failures;
}

/** Counts one more wrong password, in one statement, so parallel failures all count. */
export async function recordSignInFailure(db: Db, email: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  await db
    .insertInto('sign_in_failures')
    .values({ email, failures: 1, last_failed_at: now.toISOString(), locked_until: null })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        failures: sql<number>`case when sign_in_failures.last_failed_at < ${stale} then 1 else sign_in_failures.failures + 1 end`,
        last_failed_at: now.toISOString(),
      }),
    )
    .execute();
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
