import type { PremiumRequest } from '../../../shared/api/members';
import type { Db } from '../../db/database';

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
