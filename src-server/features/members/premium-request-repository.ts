import type { Insertable, Selectable } from 'kysely';
import type { PremiumRequest } from '../../../shared/api/members';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** The company's latest request for Premium, open or decided. */
export async function latestPremiumRequest(db: Db, companyId: number): Promise<PremiumRequest | null> {
  const row = await db
    .selectFrom('tier_requests')
    .leftJoin('users', 'users.id', 'tier_requests.requested_by')
    .selectAll('tier_requests')
    .select(['users.first_name', 'users.last_name'])
    .where('tier_requests.company_id', '=', companyId)
    .where('tier_requests.tier', '=', 'premium')
    .orderBy('tier_requests.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    requestedBy: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    reason: row.decision_reason,
  };
}

export async function insertPremiumRequest(
  trx: Db,
  request: Insertable<Database['tier_requests']>,
): Promise<number> {
  const { id } = await trx
    .insertInto('tier_requests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function openRequestOf(
  trx: Db,
  companyId: number,
): Promise<Selectable<Database['tier_requests']> | undefined> {
  return trx
    .selectFrom('tier_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** Closes the open request as decided; false when someone decided or withdrew it meanwhile. */
export async function closeRequest(
  trx: Db,
  id: number,
  values: {
    status: 'approved' | 'declined' | 'withdrawn';
    decided_by: number | null;
    decision_reason?: string;
  },
  now: Date,
): Promise<boolean> {
  const closed = await trx
    .updateTable('tier_requests')
    .set({ ...values, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
