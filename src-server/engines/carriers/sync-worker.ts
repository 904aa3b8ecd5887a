import type { FastifyBaseLogger } from 'fastify';
import type { CarrierConnectionKind } from '../../../shared/domain/carrier-connections';
import type { Db } from '../../db/database';
import type { CarrierEndpoint } from './adapter';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';
import { CarrierPullError } from './dcsa-http';
import {
  claimConnection,
  dueConnections,
  failInterruptedRuns,
  finishRun,
  scheduleNextSync,
  startRun,
} from './sync-run-repository';

interface SyncContext {
  db: Db;
  connection: CarrierEndpoint & { id: number; kind: CarrierConnectionKind };
  /** aborted when the run takes longer than it may */
  signal: AbortSignal;
  now: Date;
}

interface SyncOutcome {
  pages: number;
  counts: Record<string, number>;
  message: string;
}

/** Runs one pull of one kind (schedules; tracking adds its own) and stores what it brought. */
export type SyncHandler = (context: SyncContext) => Promise<SyncOutcome>;
export type SyncHandlers = Partial<Record<CarrierConnectionKind, SyncHandler>>;

/** A run may take this long; a worker keeps its claim a little longer, so no other starts meanwhile. */
const RUN_DEADLINE_MS = 10 * 60 * 1000;
const CLAIM_MS = RUN_DEADLINE_MS + 5 * 60 * 1000;
/** After a failure the carrier may recover from, the next try comes sooner than the interval. */
const FIRST_RETRY_MS = 5 * 60 * 1000;
const BATCH_SIZE = 5;

/**
 * When to try again: after a success or a failure that waiting will not fix (a refused key, a
 * document that breaks the standard), at the regular interval; after a failure the carrier may
 * recover from (timeouts, 5xx), after 5 minutes, doubling with each failure in a row, never
 * later than the interval.
 */
function nextSyncDelayMs(intervalMinutes: number, failuresInARow: number, retryable: boolean): number {
  const interval = intervalMinutes * 60 * 1000;
  if (failuresInARow === 0 || !retryable) return interval;
  return Math.min(interval, FIRST_RETRY_MS * 2 ** (failuresInARow - 1));
}

export interface RunReport {
  scac: string;
  kind: CarrierConnectionKind;
  result: 'ok' | 'failed';
  message: string;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'The pull failed.';

/**
 * Runs every connection that is due, one after another. Each is claimed with a conditional
 * UPDATE first, so several servers can call this at once without pulling a carrier twice.
 */
export async function syncDueConnections(
  db: Db,
  handlers: SyncHandlers,
  {
    now = new Date(),
    log,
    signal,
  }: {
    now?: Date;
    log?: FastifyBaseLogger;
    /** stops a pull in progress (the server is shutting down) */
    signal?: AbortSignal;
  } = {},
): Promise<RunReport[]> {
  const nowIso = now.toISOString();
  const due = await dueConnections(db, nowIso, BATCH_SIZE);

  const reports: RunReport[] = [];
  for (const row of due) {
    const claimed = await claimConnection(
      db,
      row.id,
      nowIso,
      new Date(now.getTime() + CLAIM_MS).toISOString(),
    );
    if (!claimed) continue;
    if (signal?.aborted) break;
    // A run still marked running had its server stop under it.
    await failInterruptedRuns(db, row.id, nowIso);

    const started = new Date();
    const runId = await startRun(db, row.id, started);
    const handler = handlers[row.kind];
    let outcome: SyncOutcome | undefined;
    let failure: { message: string; retryable: boolean } | undefined;
    try {
      if (!handler) throw new CarrierPullError(`This installation cannot pull ${row.kind} yet.`, false);
      outcome = await handler({
        db,
        connection: {
          id: row.id,
          kind: row.kind,
          scac: row.scac,
          baseUrl: row.base_url,
          apiKey: row.api_key,
        },
        signal: AbortSignal.any([AbortSignal.timeout(RUN_DEADLINE_MS), ...(signal ? [signal] : [])]),
        now: started,
      });
    } catch (error) {
      failure = {
        message: messageOf(error),
        retryable: error instanceof CarrierPullError && error.retryable,
      };
      log?.warn({ scac: row.scac, kind: row.kind, err: error }, 'carrier pull failed');
    }

    const finished = new Date();
    const failures = failure ? Number(row.consecutive_failures) + 1 : 0;
    await finishRun(db, runId, {
      finishedAt: finished,
      result: failure ? 'failed' : 'ok',
      message: failure ? failure.message : outcome!.message,
      pages: outcome?.pages ?? 0,
      counts: outcome?.counts ?? {},
    });
    await scheduleNextSync(db, row.id, {
      consecutiveFailures: failures,
      nextSyncAt: new Date(
        finished.getTime() + nextSyncDelayMs(row.interval_minutes, failures, failure?.retryable ?? false),
      ),
    });
    reports.push({
      scac: row.scac,
      kind: row.kind,
      result: failure ? 'failed' : 'ok',
      message: failure ? failure.message : outcome!.message,
    });
  }
  return reports;
}

/** Looks for due connections every `intervalMs` until stopped. */
export function startCarrierSync({
  db,
  handlers,
  intervalMs,
  log,
}: {
  db: Db;
  handlers: SyncHandlers;
  intervalMs: number;
  log: FastifyBaseLogger;
}): PeriodicTask {
  const stopping = new AbortController();
  const task = runPeriodically(
    async () => {
      await syncDueConnections(db, handlers, { log, signal: stopping.signal });
    },
    intervalMs,
    (error) => log.error({ err: error }, 'carrier sync round failed'),
  );
  return {
    async stop() {
      stopping.abort();
      await task.stop();
    },
  };
}
