import type { Db } from '../db/database';

/** Stores `candidate` unless the purpose has a secret already, and answers the one stored. */
export async function readOrCreateSecret(
  db: Db,
  { purpose, candidate, nowIso }: { purpose: string; candidate: string; nowIso: string },
): Promise<string> {
  // Whichever server gets there first decides the secret; every other one reads it.
  await db
    .insertInto('server_secrets')
    .values({ purpose, secret: candidate, created_at: nowIso })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  return row.secret;
}
