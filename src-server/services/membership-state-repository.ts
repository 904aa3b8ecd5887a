import { sql } from 'kysely';
import { membershipStateOf, type MembershipState } from '../../shared/domain/membership';
import type { Db } from '../db/database';
import { emailUnconfirmed } from './email-confirmation-repository';

/** The person a company signed up with (or its first account), who speaks for its application. */
export const contactUserId = sql<number>`coalesce(companies.created_by, (select min(u.id) from users u where u.company_id = companies.id))`;

/** Each company's state (see MEMBERSHIP_STATE_LABELS), read in one query. */
export async function companyStates(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, MembershipState>> {
  const states = new Map<number, MembershipState>();
  if (companyIds.length === 0) return states;
  const rows = await db
    .selectFrom('companies')
    .leftJoin('membership_applications', 'membership_applications.company_id', 'companies.id')
    .select([
      'companies.id',
      'companies.membership_type',
      'companies.suspended_at',
      'membership_applications.status as application_status',
      sql<number | boolean>`case when ${emailUnconfirmed(contactUserId)} then 1 else 0 end`.as('unconfirmed'),
    ])
    .where('companies.id', 'in', [...new Set(companyIds)])
    .execute();
  for (const row of rows) {
    states.set(
      row.id,
      membershipStateOf({
        status: row.membership_type,
        applicationStatus: row.application_status,
        suspended: row.suspended_at !== null,
        emailConfirmed: Number(row.unconfirmed) !== 1,
      }),
    );
  }
  return states;
}

export async function companyState(db: Db, companyId: number): Promise<MembershipState> {
  return (await companyStates(db, [companyId])).get(companyId) ?? 'under_review';
}
