import type { Db } from '../db/database';
import { newToken } from '../core/tokens';
import { readOrCreateSecret } from './server-secret-repository';

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrCreate(db: Db, purpose: string): Promise<Buffer> {
  const secret = await readOrCreateSecret(db, {
    purpose,
    candidate: newToken(),
    nowIso: new Date().toISOString(),
  });
  return Buffer.from(secret, 'base64url');
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
