import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Adds `hits` to a shared counter in one upsert (starting a new window if its last one ended
 * by `now`), so parallel servers never lose a hit; answers the counter as it now stands.
 */
export async function addRateLimitHits(
  db: Db,
  { key, hits, now, windowEndsAt }: { key: string; hits: number; now: number; windowEndsAt: number },
): Promise<{ hits: number; windowEndsAt: number }> {
  const { rows } = await sql<{ hits: number; window_ends_at: number | string }>`
      insert into rate_limit_hits (key, hits, window_ends_at) values (${key}, ${hits}, ${windowEndsAt})
      on conflict (key) do update set
        hits = case when rate_limit_hits.window_ends_at <= ${now} then ${hits} else rate_limit_hits.hits + ${hits} end,
        window_ends_at = case when rate_limit_hits.window_ends_at <= ${now} then ${windowEndsAt} else rate_limit_hits.window_ends_at end
      returning hits, window_ends_at`.execute(db);
  const row = rows[0]!;
  return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}

export async function deleteEndedRateLimitWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<', now).execute();
}
