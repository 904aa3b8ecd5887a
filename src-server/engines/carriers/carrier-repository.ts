import type { CarrierSummary, ConnectionView, SyncRun } from '../../../shared/api/carriers';
import {
  CARRIER_CONNECTION_KINDS,
  type CarrierConnectionKind,
} from '../../../shared/domain/carrier-connections';
import type { Db } from '../../db/database';
import type { CarrierConnectionsTable, CarriersTable } from '../../db/tables';

/** How many past runs an admin sees per connection. */
const RUNS_SHOWN = 5;

const jsonList = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

export async function findCarrier(db: Db, scac: string) {
  return db.selectFrom('carriers').selectAll().where('scac', '=', scac).executeTakeFirst();
}

/** The carriers in the registry, by SCAC. */
export async function registeredCarrierCodes(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('carriers').select('scac').execute()).map((row) => row.scac));
}

/** Every carrier's reference prefixes, by SCAC: what a container or B/L number hints at. */
export async function carrierPrefixes(db: Db) {
  const carriers = await db
    .selectFrom('carriers')
    .select(['scac', 'name', 'container_prefixes', 'bill_of_lading_prefixes'])
    .orderBy('scac')
    .execute();
  return carriers.map((carrier) => ({
    scac: carrier.scac,
    name: carrier.name,
    containerPrefixes: jsonList(carrier.container_prefixes),
    billOfLadingPrefixes: jsonList(carrier.bill_of_lading_prefixes),
  }));
}

type RunRow = {
  connection_id: number;
  started_at: string;
  finished_at: string | null;
  result: 'running' | 'ok' | 'failed';
  message: string | null;
  pages: number;
  counts: string;
};

async function recentRuns(
  db: Db,
  connectionIds: number[],
  perConnection: number,
): Promise<Map<number, RunRow[]>> {
  const runs = new Map<number, RunRow[]>();
  if (connectionIds.length === 0) return runs;
  const rows = await db
    .selectFrom('carrier_sync_runs')
    .select(['connection_id', 'started_at', 'finished_at', 'result', 'message', 'pages', 'counts'])
    .where('connection_id', 'in', connectionIds)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const list = runs.get(row.connection_id) ?? runs.set(row.connection_id, []).get(row.connection_id)!;
    if (list.length < perConnection) list.push(row);
  }
  return runs;
}

function runView(row: RunRow): SyncRun {
  const counts: unknown = JSON.parse(row.counts);
  return {
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    result: row.result,
    message: row.message,
    pages: row.pages,
    counts:
      typeof counts === 'object' && counts !== null
        ? Object.fromEntries(
            Object.entries(counts).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
          )
        : {},
  };
}

/** The registry with what is connected here and when each connection last finished a pull. */
export async function listCarrierSummaries(db: Db): Promise<CarrierSummary[]> {
  const carriers = await db.selectFrom('carriers').selectAll().orderBy('name').execute();
  const connections = await db
    .selectFrom('carrier_connections')
    .select(['id', 'carrier_id', 'kind', 'enabled'])
    .execute();
  const runs = await recentRuns(
    db,
    connections.map((connection) => connection.id),
    RUNS_SHOWN,
  );
  const sampleCarriers = new Set(
    (
      await db
        .selectFrom('schedule_services')
        .select('carrier_id')
        .where('is_sample', '=', 1)
        .groupBy('carrier_id')
        .execute()
    ).map((row) => row.carrier_id),
  );
  return carriers.map((carrier) => summaryOf(carrier, connections, runs, sampleCarriers.has(carrier.id)));
}

type CarrierRow = Pick<CarriersTable, 'scac' | 'name' | 'container_prefixes' | 'bill_of_lading_prefixes'> & {
  id: number;
};
type ConnectionBrief = Pick<CarrierConnectionsTable, 'carrier_id' | 'kind' | 'enabled'> & { id: number };

function summaryOf(
  carrier: CarrierRow,
  connections: ConnectionBrief[],
  runs: Map<number, RunRow[]>,
  sampleSchedules: boolean,
): CarrierSummary {
  return {
    scac: carrier.scac,
    name: carrier.name,
    containerPrefixes: jsonList(carrier.container_prefixes),
    billOfLadingPrefixes: jsonList(carrier.bill_of_lading_prefixes),
    connections: CARRIER_CONNECTION_KINDS.map((kind) => {
      const connection = connections.find((entry) => entry.carrier_id === carrier.id && entry.kind === kind);
      const lastFinished = connection
        ? runs.get(connection.id)?.find((run) => run.result !== 'running')
        : undefined;
      return {
        kind,
        connected: Boolean(connection && Number(connection.enabled) === 1),
        lastSyncAt: lastFinished?.finished_at ?? null,
        lastResult: lastFinished?.result ?? null,
      };
    }),
    sampleSchedules,
  };
}

export async function saveCarrier(
  db: Db,
  input: { scac: string; name: string; containerPrefixes: string[]; billOfLadingPrefixes: string[] },
  now = new Date(),
): Promise<CarrierSummary> {
  const values = {
    name: input.name,
    container_prefixes: JSON.stringify(input.containerPrefixes),
    bill_of_lading_prefixes: JSON.stringify(input.billOfLadingPrefixes),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('carriers')
    .values({ scac: input.scac, created_at: now.toISOString(), ...values })
    .onConflict((conflict) => conflict.column('scac').doUpdateSet(values))
    .execute();
  const summaries = await listCarrierSummaries(db);
  return summaries.find((summary) => summary.scac === input.scac)!;
}

/** Connections as admins see them: everything but the key. */
export async function listConnectionViews(db: Db, only?: { scac: string; kind: CarrierConnectionKind }) {
  let query = db
    .selectFrom('carrier_connections')
    .innerJoin('carriers', 'carriers.id', 'carrier_connections.carrier_id')
    .select([
      'carrier_connections.id',
      'carriers.scac',
      'carriers.name',
      'carrier_connections.kind',
      'carrier_connections.base_url',
      'carrier_connections.api_key_updated_at',
      'carrier_connections.interval_minutes',
      'carrier_connections.enabled',
      'carrier_connections.next_sync_at',
      'carrier_connections.consecutive_failures',
    ])
    .orderBy('carriers.name')
    .orderBy('carrier_connections.kind');
  if (only)
    query = query.where('carriers.scac', '=', only.scac).where('carrier_connections.kind', '=', only.kind);
  const rows = await query.execute();
  const runs = await recentRuns(
    db,
    rows.map((row) => row.id),
    RUNS_SHOWN,
  );
  const subscriptions = new Map(
    (
      await db
        .selectFrom('tracking_subscriptions')
        .innerJoin('carriers', 'carriers.id', 'tracking_subscriptions.carrier_id')
        .select([
          'carriers.scac',
          'tracking_subscriptions.subscription_id',
          'tracking_subscriptions.created_at',
        ])
        .execute()
    ).map((row) => [row.scac, { subscriptionId: row.subscription_id, since: row.created_at }]),
  );
  return rows.map((row): ConnectionView => ({
    scac: row.scac,
    carrierName: row.name,
    kind: row.kind,
    baseUrl: row.base_url,
    apiKeyUpdatedAt: row.api_key_updated_at,
    intervalMinutes: row.interval_minutes,
    enabled: Number(row.enabled) === 1,
    nextSyncAt: row.next_sync_at,
    consecutiveFailures: Number(row.consecutive_failures),
    runs: (runs.get(row.id) ?? []).map(runView),
    eventSubscription: row.kind === 'tracking' ? (subscriptions.get(row.scac) ?? null) : null,
  }));
}
