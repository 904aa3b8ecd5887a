import type { CarrierConnectionKind } from '../../../shared/domain/carrier-connections';
import type { Db } from '../../db/database';

/** How many carriers have a connection switched on. */
export async function connectedCarrierCount(db: Db): Promise<number> {
  const { carriers } = await db
    .selectFrom('carrier_connections')
    .select((eb) => eb.fn.count<number | string>('carrier_id').distinct().as('carriers'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(carriers);
}

/** A carrier's connection of one kind, with what calling the carrier needs. */
export function findConnection(db: Db, carrierId: number, kind: CarrierConnectionKind) {
  return db
    .selectFrom('carrier_connections')
    .select(['id', 'base_url', 'api_key'])
    .where('carrier_id', '=', carrierId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export interface ConnectionSettings {
  baseUrl: string;
  intervalMinutes: number;
  enabled: boolean;
  /** a new key, or none to keep the one on record */
  apiKey?: string | undefined;
}

/** Changes an existing connection's settings. */
export async function updateConnection(
  db: Db,
  id: number,
  settings: ConnectionSettings,
  now: Date,
): Promise<void> {
  await db.updateTable('carrier_connections').set(settingsRow(settings, now)).where('id', '=', id).execute();
}

/** A new connection, due to pull as soon as a worker is free. */
export async function insertConnection(
  db: Db,
  {
    carrierId,
    kind,
    apiKey,
    createdBy,
    ...settings
  }: ConnectionSettings & {
    carrierId: number;
    kind: CarrierConnectionKind;
    apiKey: string;
    createdBy: number;
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('carrier_connections')
    .values({
      carrier_id: carrierId,
      kind,
      next_sync_at: at,
      created_by: createdBy,
      created_at: at,
      ...settingsRow(settings, now),
      api_key: apiKey,
      api_key_updated_at: at,
    })
    .execute();
}

function settingsRow({ baseUrl, intervalMinutes, enabled, apiKey }: ConnectionSettings, now: Date) {
  const at = now.toISOString();
  return {
    base_url: baseUrl,
    interval_minutes: intervalMinutes,
    enabled: enabled ? 1 : 0,
    updated_at: at,
    ...(apiKey ? { api_key: apiKey, api_key_updated_at: at } : {}),
  };
}

/** Makes a connection due now, so the next free worker pulls it. */
export async function syncConnectionSoon(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('carrier_connections')
    .set({ next_sync_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteConnectionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('carrier_connections').where('id', '=', id).execute();
}
