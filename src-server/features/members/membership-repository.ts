import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationStatus, MembershipTier } from '../../../shared/domain/membership';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** What recording a payment reads of the company and may change. */
export async function findCompanyMembership(
  trx: Db,
  companyId: number,
): Promise<
  Pick<Selectable<Database['companies']>, 'name' | 'tier' | 'valid_until' | 'member_since' | 'suspended_at'>
> {
  return trx
    .selectFrom('companies')
    .select(['name', 'tier', 'valid_until', 'member_since', 'suspended_at'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The membership columns of a company a decision, a payment or the calendar changes. */
export type MembershipChange = Pick<
  Updateable<Database['companies']>,
  | 'tier'
  | 'membership_type'
  | 'valid_until'
  | 'member_since'
  | 'suspended_at'
  | 'suspension_reason'
  | 'protection_cover_minor'
>;

export async function updateMembership(trx: Db, companyId: number, change: MembershipChange): Promise<void> {
  await trx.updateTable('companies').set(change).where('id', '=', companyId).execute();
}

/** Lapses a membership still current for the period that ended; false when something changed it meanwhile. */
export async function lapseMembership(trx: Db, companyId: number, validUntil: string): Promise<boolean> {
  const changed = await trx
    .updateTable('companies')
    .set({ membership_type: 'standard_inactive' })
    .where('id', '=', companyId)
    .where('membership_type', 'in', ['premium', 'standard_active'])
    .where('valid_until', '=', validUntil)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** Current, unsuspended memberships whose paid period ends in `from`..`to` (either may be open), by id. */
export async function currentMembershipsEnding(
  db: Db,
  { from, to, before }: { from?: string; to?: string; before?: string },
): Promise<Pick<Selectable<Database['companies']>, 'id' | 'name' | 'tier' | 'valid_until'>[]> {
  let query = db
    .selectFrom('companies')
    .select(['id', 'name', 'tier', 'valid_until'])
    .where('membership_type', 'in', ['premium', 'standard_active'])
    .where('suspended_at', 'is', null)
    .where('valid_until', 'is not', null);
  if (from !== undefined) query = query.where('valid_until', '>=', from);
  if (to !== undefined) query = query.where('valid_until', '<=', to);
  if (before !== undefined) query = query.where('valid_until', '<', before);
  return query.orderBy('id').execute();
}

export async function saveApplication(
  trx: Db,
  companyId: number,
  values: {
    status: ApplicationStatus;
    tier?: MembershipTier | null;
    rejection_reason?: string | null;
    decided_by?: number | null;
    decided_at?: string | null;
  },
  now: Date,
): Promise<void> {
  const row = { ...values, updated_at: now.toISOString() };
  await trx
    .insertInto('membership_applications')
    .values({ company_id: companyId, ...row })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(row))
    .execute();
}

export async function insertApplicationMessage(
  trx: Db,
  message: Insertable<Database['application_messages']>,
): Promise<void> {
  await trx.insertInto('application_messages').values(message).execute();
}

/**
 * Marks a reminder as sent for this membership period; false when it already was. The key
 * (company, period end, kind) makes each reminder once per period, however often this runs and
 * on however many servers.
 */
export async function claimReminder(
  trx: Db,
  { companyId, periodEnd, kind }: { companyId: number; periodEnd: string; kind: string },
  now: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('membership_reminders')
    .values({ company_id: companyId, period_end: periodEnd, kind, sent_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['company_id', 'period_end', 'kind']).doNothing())
    .returning('kind')
    .execute();
  return inserted.length === 1;
}

/** Whether the reminder was sent for this membership period already, without claiming it. */
export async function reminderSent(
  db: Db,
  { companyId, periodEnd, kind }: { companyId: number; periodEnd: string; kind: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('membership_reminders')
    .select('kind')
    .where('company_id', '=', companyId)
    .where('period_end', '=', periodEnd)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

export async function peopleCount(db: Db, companyId: number): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
