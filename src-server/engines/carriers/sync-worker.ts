import type { FastifyBaseLogger } from 'fastify';
import type { CarrierConnectionKind } from '../../../shared/domain/carrier-connections';
import type { Db } from '../../db/database';
import type { CarrierEndpoint } from './adapter';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';
import { CarrierPullError } from './dcsa-http';

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
  const due = await db
    .selectFrom('carrier_connections')
    .innerJoin('carriers', 'carriers.id', 'carrier_connections.carrier_id')
    .select([
      'carrier_connections.id',
      'carrier_connections.kind',
      'carrier_connections.base_url',
      'carrier_connections.api_key',
      'carrier_connections.interval_minutes',
      'carrier_connections.consecutive_failures',
      'carriers.scac',
    ])
    .where('carrier_connections.enabled', '=', 1)
    .where('carrier_connections.next_sync_at', '<=', nowIso)
    .where((eb) =>
      eb.or([
        eb('carrier_connections.claimed_until', 'is', null),
        eb('carrier_connections.claimed_until', '<', nowIso),
      ]),
    )
    .orderBy('carrier_connections.next_sync_at')
    .limit(BATCH_SIZE)
    .execute();

  const reports: RunReport[] = [];
  for (const row of due) {
    const claim = await db
      .updateTable('carrier_connections')
      .set({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    if (signal?.aborted) break;
    // A run still marked running had its server stop under it.
    await db
      .updateTable('carrier_sync_runs')
      .set({
        result: 'failed',
        finished_at: nowIso,
        message: 'Interrupted: the server stopped during the pull.',
      })
      .where('connection_id', '=', row.id)
      .where('result', '=', 'running')
      .execute();

    const started = new Date();
    const run = await db
      .insertInto('carrier_sync_runs')
      .values({ connection_id: row.id, started_at: started.toISOString(), result: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    await db
      .updateTable('carrier_sync_runs')
      .set({
        finished_at: finished.toISOString(),
        result: failure ? 'failed' : 'ok',
        message: failure ? failure.message : outcome!.message,
        pages: outcome?.pages ?? 0,
        counts: JSON.stringify(outcome?.counts ?? {}),
      })
      .where('id', '=', run.id)
      .execute();
    await db
      .updateTable('carrier_connections')
      .set({
        consecutive_failures: failures,
        next_sync_at: new Date(
          finished.getTime() + nextSyncDelayMs(row.interval_minutes, failures, failure?.retryable ?? false),
        ).toISOString(),
        claimed_until: null,
      })
      .where('id', '=', row.id)
      .execute();
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
