import type { Db } from '../../db/database';

/** Enabled connections whose next sync is due and that no worker holds, soonest first. */
export function dueConnections(db: Db, nowIso: string, limit: number) {
  return db
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
    .limit(limit)
    .execute();
}

/**
 * Claims a connection until `claimedUntil` with a conditional UPDATE, so of several servers
 * asking at once exactly one gets it: true for that one.
 */
export async function claimConnection(
  db: Db,
  connectionId: number,
  nowIso: string,
  claimedUntil: string,
): Promise<boolean> {
  const claim = await db
    .updateTable('carrier_connections')
    .set({ claimed_until: claimedUntil })
    .where('id', '=', connectionId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Closes the runs a stopped server left marked running. */
export async function failInterruptedRuns(db: Db, connectionId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('carrier_sync_runs')
    .set({
      result: 'failed',
      finished_at: nowIso,
      message: 'Interrupted: the server stopped during the pull.',
    })
    .where('connection_id', '=', connectionId)
    .where('result', '=', 'running')
    .execute();
}

export async function startRun(db: Db, connectionId: number, startedAt: Date): Promise<number> {
  const run = await db
    .insertInto('carrier_sync_runs')
    .values({ connection_id: connectionId, started_at: startedAt.toISOString(), result: 'running' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return run.id;
}

export async function finishRun(
  db: Db,
  runId: number,
  run: {
    finishedAt: Date;
    result: 'ok' | 'failed';
    message: string;
    pages: number;
    counts: Record<string, number>;
  },
): Promise<void> {
  await db
    .updateTable('carrier_sync_runs')
    .set({
      finished_at: run.finishedAt.toISOString(),
      result: run.result,
      message: run.message,
      pages: run.pages,
      counts: JSON.stringify(run.counts),
    })
    .where('id', '=', runId)
    .execute();
}

/** Releases a connection's claim and sets when it runs next. */
export async function scheduleNextSync(
  db: Db,
  connectionId: number,
  next: { consecutiveFailures: number; nextSyncAt: Date },
): Promise<void> {
  await db
    .updateTable('carrier_connections')
    .set({
      consecutive_failures: next.consecutiveFailures,
      next_sync_at: next.nextSyncAt.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', connectionId)
    .execute();
}
