import type { Db } from '../db/database';

/**
 * Records that what public pages show has changed. Every server compares this version with
 * the one it last saw and renders its pages afresh, so a change made by a command (the demo
 * seed) or through another server is seen everywhere. Returns the new version.
 */
export async function markContentChanged(db: Db): Promise<number> {
  const row = await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: new Date().toISOString() }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
