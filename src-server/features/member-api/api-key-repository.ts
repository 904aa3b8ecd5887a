import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  API_KEY_USAGE_DAYS,
  MAX_ACTIVE_API_KEYS,
  type AdminApiKey,
  type ApiKey,
  type ApiKeyUsageDay,
} from '../../../shared/api/api-keys';
import { GOOD_STANDING } from '../../../shared/domain/standing';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import { ApiError } from '../../core/errors';
import { newToken } from '../../core/tokens';

/**
 * Member API keys: 256 random bits behind a recognisable prefix, shown once, stored only as
 * their SHA-256. A key belongs to a company and answers for it while the company is in good
 * standing.
 */

/** Lets secret scanners (and people) recognise a leaked key for what it is. */
const KEY_PREFIX = 'dfa_';
/** A key looks like this: the prefix and 43 base64url characters. */
const KEY_SHAPE = /^dfa_[A-Za-z0-9_-]{43}$/;
/** `last_used_at` is refreshed at most this often: it would otherwise turn every read into a write. */
const LAST_USE_PRECISION_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const keyColumns = [
  'api_keys.id',
  'api_keys.company_id',
  'api_keys.name',
  'api_keys.hint',
  'api_keys.created_at',
  'api_keys.last_used_at',
  'api_keys.revoked_at',
  'creator.first_name',
  'creator.last_name',
] as const;

function keysWithCreator(db: Db) {
  return db
    .selectFrom('api_keys')
    .leftJoin('users as creator', 'creator.id', 'api_keys.created_by')
    .select(keyColumns);
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof keysWithCreator>['executeTakeFirstOrThrow']>>;

function apiKeyOf(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    createdAt: row.created_at,
    createdBy: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

const NO_SUCH_KEY = 'No such key: it may have been deleted with its company. Reload the list.';

async function companyKey(db: Db, companyId: number, keyId: number): Promise<KeyRow> {
  const row = await keysWithCreator(db)
    .where('api_keys.id', '=', keyId)
    .where('api_keys.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', NO_SUCH_KEY, { id: 'Choose one of your company’s keys.' });
  return row;
}

/** The company's keys: those in use first, then revoked ones, newest first within each. */
export async function companyKeys(db: Db, companyId: number): Promise<ApiKey[]> {
  const rows = await keysWithCreator(db)
    .where('api_keys.company_id', '=', companyId)
    .orderBy(sql`case when api_keys.revoked_at is null then 0 else 1 end`)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id', 'desc')
    .execute();
  return rows.map(apiKeyOf);
}

/**
 * A new key for the company. The secret is answered here and never again: the database keeps
 * only its hash. At most MAX_ACTIVE_API_KEYS are in use at once, counted in the transaction
 * that adds the key (the company's row is locked on PostgreSQL; SQLite writes one at a time).
 */
export async function createCompanyKey(
  db: Db,
  { companyId, userId, name }: { companyId: number; userId: number | null; name: string },
  now: Date,
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${KEY_PREFIX}${newToken()}`;
  const id = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companies')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', companyId)
      .execute();
    const { active } = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number | string>().as('active'))
      .where('company_id', '=', companyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(active) >= MAX_ACTIVE_API_KEYS) {
      throw new ApiError(
        'CONFLICT',
        `Your company has ${MAX_ACTIVE_API_KEYS} keys in use, the most it may. Revoke one you no longer need first.`,
      );
    }
    const inserted = await trx
      .insertInto('api_keys')
      .values({
        company_id: companyId,
        created_by: userId,
        name,
        secret_hash: hashApiKey(secret),
        hint: secret.slice(-4),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return { key: apiKeyOf(await companyKey(db, companyId, id)), secret };
}

async function revoke(db: Db, keyId: number, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString(), revoked_by: userId })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one of the company's keys (again is harmless); answers it as it is now. */
export async function revokeCompanyKey(
  db: Db,
  { companyId, keyId, userId }: { companyId: number; keyId: number; userId: number },
  now: Date,
): Promise<ApiKey> {
  await companyKey(db, companyId, keyId);
  await revoke(db, keyId, userId, now);
  return apiKeyOf(await companyKey(db, companyId, keyId));
}

/** The days from `API_KEY_USAGE_DAYS - 1` days ago to today (UTC), each with its requests. */
async function keyUsage(db: Db, keyId: number, now: Date): Promise<ApiKeyUsageDay[]> {
  const days = Array.from({ length: API_KEY_USAGE_DAYS }, (_, index) =>
    utcDay(new Date(now.getTime() - (API_KEY_USAGE_DAYS - 1 - index) * DAY_MS)),
  );
  const rows = await db
    .selectFrom('api_key_usage')
    .select(['day', 'requests'])
    .where('key_id', '=', keyId)
    .where('day', '>=', days[0]!)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, Number(row.requests)]));
  return days.map((day) => ({ day, requests: byDay.get(day) ?? 0 }));
}

export async function companyKeyWithUsage(db: Db, companyId: number, keyId: number, now: Date) {
  const key = apiKeyOf(await companyKey(db, companyId, keyId));
  return { key, usage: await keyUsage(db, keyId, now) };
}

function adminKeys(db: Db, now: Date) {
  const since = utcDay(new Date(now.getTime() - (API_KEY_USAGE_DAYS - 1) * DAY_MS));
  return keysWithCreator(db)
    .innerJoin('companies', 'companies.id', 'api_keys.company_id')
    .select('companies.name as company_name')
    .select((eb) =>
      eb
        .selectFrom('api_key_usage')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number | string>('requests'), sql<number>`0`).as('n'),
        )
        .whereRef('api_key_usage.key_id', '=', 'api_keys.id')
        .where('api_key_usage.day', '>=', since)
        .as('recent_requests'),
    );
}

type AdminKeyRow = KeyRow & { company_name: string; recent_requests: number | string | null };

function adminKeyOf(row: AdminKeyRow): AdminApiKey {
  return {
    ...apiKeyOf(row),
    company: { id: row.company_id, name: row.company_name },
    recentRequests: Number(row.recent_requests ?? 0),
  };
}

/** Every company's keys in use (or revoked), newest first, at most 500. */
export async function allKeys(
  db: Db,
  { status, text }: { status: 'active' | 'revoked'; text?: string | undefined },
  now: Date,
): Promise<AdminApiKey[]> {
  let query = adminKeys(db, now).where('api_keys.revoked_at', status === 'active' ? 'is' : 'is not', null);
  const wanted = text?.trim().toLowerCase();
  if (wanted) {
    query = query.where((eb) => containsText(eb.fn<string>('lower', ['companies.name']), wanted));
  }
  const rows = await query
    .orderBy(status === 'active' ? 'api_keys.created_at' : 'api_keys.revoked_at', 'desc')
    .orderBy('api_keys.id', 'desc')
    .limit(500)
    .execute();
  return rows.map(adminKeyOf);
}

/** An admin revokes any company's key. */
export async function adminRevokeKey(
  db: Db,
  keyId: number,
  adminId: number,
  now: Date,
): Promise<AdminApiKey> {
  await revoke(db, keyId, adminId, now);
  const row = await adminKeys(db, now).where('api_keys.id', '=', keyId).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', NO_SUCH_KEY, { id: 'Choose a key from the list.' });
  return adminKeyOf(row);
}

/** Why a key is refused, for the member API's answer. */
type KeyRefusal = 'unknown' | 'revoked' | 'pending' | 'lapsed';

export type KeyCheck =
  | { ok: true; keyId: number; companyId: number; lastUsedAt: string | null }
  | { ok: false; refusal: KeyRefusal };

/**
 * The key a bearer secret names, if it may be used now: not revoked, and its company's
 * membership in good standing (a suspension makes it Standard Inactive, so it is refused too).
 * Read with one query on every call, so a revocation or a lapse holds from the next request.
 */
export async function checkApiKey(db: Db, secret: string): Promise<KeyCheck> {
  if (!KEY_SHAPE.test(secret)) return { ok: false, refusal: 'unknown' };
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('companies', 'companies.id', 'api_keys.company_id')
    .select([
      'api_keys.id',
      'api_keys.company_id',
      'api_keys.revoked_at',
      'api_keys.last_used_at',
      'companies.membership_type',
      'companies.suspended_at',
    ])
    .where('api_keys.secret_hash', '=', hashApiKey(secret))
    .executeTakeFirst();
  if (!row) return { ok: false, refusal: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, refusal: 'revoked' };
  if (row.membership_type === 'pending') return { ok: false, refusal: 'pending' };
  if (!GOOD_STANDING.includes(row.membership_type) || row.suspended_at !== null)
    return { ok: false, refusal: 'lapsed' };
  return { ok: true, keyId: row.id, companyId: row.company_id, lastUsedAt: row.last_used_at };
}

/** How often the requests counted in a server are written to the database. */
const USE_FLUSH_MS = 1_000;

/**
 * Counts each key's requests per day and notes when it was last used. The counts are added up
 * in the server and written once a second (and when the server closes), one upsert per key and
 * day, rather than one write per request on the same row: a busy key would otherwise queue its
 * own requests behind each other. A crash loses at most that second's counts.
 */
export function createKeyUseRecorder(db: Db, { onError }: { onError: (error: unknown) => void }) {
  const pending = new Map<string, { keyId: number; day: string; requests: number }>();
  const used = new Map<number, { at: string; stale: boolean }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    const counts = [...pending.values()];
    const uses = [...used.entries()].filter(([, use]) => use.stale);
    pending.clear();
    used.clear();
    for (const count of counts) {
      await db
        .insertInto('api_key_usage')
        .values({ key_id: count.keyId, day: count.day, requests: count.requests })
        .onConflict((conflict) =>
          conflict
            .columns(['key_id', 'day'])
            .doUpdateSet((eb) => ({ requests: eb('api_key_usage.requests', '+', count.requests) })),
        )
        .execute();
    }
    for (const [keyId, use] of uses) {
      await db.updateTable('api_keys').set({ last_used_at: use.at }).where('id', '=', keyId).execute();
    }
  };

  /** Writes what was counted so far; answers once it is in the database. */
  const flush = (): Promise<void> => {
    writing = writing.then(write, write);
    return writing;
  };

  return {
    record(key: { keyId: number; lastUsedAt: string | null }, now: Date): void {
      const day = utcDay(now);
      const entry = pending.get(`${key.keyId}|${day}`);
      if (entry) entry.requests += 1;
      else pending.set(`${key.keyId}|${day}`, { keyId: key.keyId, day, requests: 1 });
      const stale =
        key.lastUsedAt === null || now.getTime() - Date.parse(key.lastUsedAt) >= LAST_USE_PRECISION_MS;
      used.set(key.keyId, { at: now.toISOString(), stale: stale || (used.get(key.keyId)?.stale ?? false) });
      timer ??= setTimeout(() => {
        timer = undefined;
        flush().catch(onError);
      }, USE_FLUSH_MS).unref();
    },
    flush,
    async close(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
