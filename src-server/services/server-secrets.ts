import type { Db } from '../db/database';
import { newToken } from '../core/tokens';

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrCreate(db: Db, purpose: string): Promise<Buffer> {
  // Whichever server gets there first decides the secret; every other one reads it.
  await db
    .insertInto('server_secrets')
    .values({ purpose, secret: newToken(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

/**
 * A 256-bit secret for one purpose (signing paging cursors, say), made by the first server that
 * needs it and shared through the database, so every instance agrees without configuration.
 * Read once per process.
 */
export function serverSecret(db: Db, purpose: string): Promise<Buffer> {
  let forDb = secrets.get(db);
  if (!forDb) secrets.set(db, (forDb = new Map()));
  let secret = forDb.get(purpose);
  if (!secret) {
    secret = readOrCreate(db, purpose);
    forDb.set(purpose, secret);
    secret.catch(() => forDb.delete(purpose));
  }
  return secret;
}
