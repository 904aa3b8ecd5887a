import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { addRateLimitHits, deleteEndedRateLimitWindows } from './rate-limit-repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store's `child` for a route (or a `createRateLimit` limiter). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are swept at most this often by each server. */
const SWEEP_INTERVAL_MS = 60_000;
/**
 * While a key is below this share of its limit, this server counts its hits itself and adds
 * them to the shared counter in batches; from there on every hit is counted in the database
 * before it is answered. On one server the limit holds exactly; across several, the hits
 * another has counted and not yet written (under a quarter of the limit, at most
 * FLUSH_INTERVAL_MS old) can let a burst that short past the limit by that many.
 */
const LOCAL_SHARE = 1 / 4;
/** How often the hits counted here are added to the shared counters. */
const FLUSH_INTERVAL_MS = 200;

interface LocalCount {
  /** the shared counter as last read */
  shared: number;
  /** hits counted here and not yet sent */
  pending: number;
  /** hits on their way to the shared counter */
  sending: number;
  windowEndsAt: number;
}

/**
 * A @fastify/rate-limit store whose counters live in the database, so every server instance
 * behind the balancer counts against the same limit. Windows are fixed (they start at the first
 * hit). A caller far below its limit is counted in memory and written a few times a second, so
 * an ordinary request does not wait for a round trip to the counters; close to the limit, one
 * upsert per hit decides the count and the window atomically.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    deleteEndedRateLimitWindows(db, now).catch(() => undefined);
  };

  /** Adds `hits` to a shared counter (starting a new window if its last one ended); answers it. */
  const add = async (key: string, hits: number, now: number, timeWindow: number) => {
    const answer = await addRateLimitHits(db, { key, hits, now, windowEndsAt: now + timeWindow });
    sweep(now);
    return answer;
  };

  const counts = new Map<string, LocalCount>();
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    flushTimer = undefined;
    // eslint-disable-next-line no-restricted-syntax -- as in incr: windows shared through the database count on the wall clock
    const now = Date.now();
    for (const [key, count] of counts) {
      if (count.windowEndsAt <= now) {
        if (count.sending === 0) counts.delete(key);
        continue;
      }
      if (count.pending === 0) continue;
      const hits = count.pending;
      count.pending = 0;
      count.sending += hits;
      add(key, hits, now, count.windowEndsAt - now).then(
        (answer) => {
          count.sending -= hits;
          count.shared = answer.hits;
          count.windowEndsAt = answer.windowEndsAt;
        },
        // Hits that could not be written are not counted: the limit errs towards letting in.
        () => (count.sending -= hits),
      );
    }
  };
  const scheduleFlush = () => {
    flushTimer ??= setTimeout(flush, FLUSH_INTERVAL_MS).unref();
  };

  class DatabaseStore {
    private children = 0;
    private readonly prefix: string;
    /** The plugin constructs the root store with its settings; children get their prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'api:';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const fullKey = this.prefix + key;
      // eslint-disable-next-line no-restricted-syntax -- windows are shared with other instances through the database, so they count on the one time every instance reads
      const now = Date.now();
      const local = counts.get(fullKey);
      const live = local !== undefined && local.windowEndsAt > now;
      if (live && local.shared + local.sending + local.pending + 1 <= max * LOCAL_SHARE) {
        local.pending += 1;
        scheduleFlush();
        callback(null, {
          current: local.shared + local.sending + local.pending,
          ttl: local.windowEndsAt - now,
        });
        return;
      }
      // Counted in the database first: with this hit, those counted here and not yet sent.
      const hits = (live ? local.pending : 0) + 1;
      if (live) local.pending = 0;
      add(fullKey, hits, now, timeWindow)
        .then((answer) => {
          const count = counts.get(fullKey);
          if (count && count.windowEndsAt === answer.windowEndsAt) count.shared = answer.hits;
          else
            counts.set(fullKey, {
              shared: answer.hits,
              pending: 0,
              sending: 0,
              windowEndsAt: answer.windowEndsAt,
            });
          callback(null, { current: answer.hits, ttl: Math.max(0, answer.windowEndsAt - now) });
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
