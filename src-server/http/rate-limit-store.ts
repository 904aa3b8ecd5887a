import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store's `child` for a route (or a `createRateLimit` limiter). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are swept at most this often by each server. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A @fastify/rate-limit store whose counters live in the database, so every server instance
 * behind the balancer counts against the same limit. One upsert per counted request decides the
 * count and the window atomically; windows are fixed (they start at the first hit).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    db.deleteFrom('rate_limit_hits')
      .where('window_ends_at', '<', now)
      .execute()
      .catch(() => undefined);
  };

  class DatabaseStore {
    private children = 0;
    private readonly prefix: string;
    /** The plugin constructs the root store with its settings; children get their prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'api:';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const ends = now + timeWindow;
      sql<{ hits: number; window_ends_at: number | string }>`
        insert into rate_limit_hits (key, hits, window_ends_at) values (${this.prefix + key}, 1, ${ends})
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_ends_at <= ${now} then 1 else rate_limit_hits.hits + 1 end,
          window_ends_at = case when rate_limit_hits.window_ends_at <= ${now} then ${ends} else rate_limit_hits.window_ends_at end
        returning hits, window_ends_at`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) });
          sweep(now);
        })
        .catch((error: Error) => callback(error));
    }

    /**
     * A route's own limit (or a per-account limiter) counts separately. Routes are registered in
     * the same order on every instance, so the numbered prefixes of unnamed limiters agree.
     */
    child(options: object): DatabaseStore {
      const { routeInfo } = options as ChildOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      const url = routeInfo?.url;
      this.children += 1;
      return new DatabaseStore(url ? `${method} ${url}:` : `${this.prefix}limiter-${this.children}:`);
    }
  }
  return DatabaseStore;
}
