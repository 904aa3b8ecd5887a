import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AdminLeadFilter, leadSearchSchema } from '../../../shared/api/shipping-leads';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/database';
import type { CompaniesTable } from '../../db/tables';
import type { LeadRow } from '../../services/shipping-lead-repository';

/**
 * The board's, the review queue's and the shipper's page's own reads and writes of leads, and of
 * the members' spam reports on them. Inserting a lead and reading its containers are shared with
 * the calculator widget, in services/shipping-lead-repository.ts.
 */

type LeadSearch = z.output<typeof leadSearchSchema>;
type LeadStatusRow = Pick<LeadRow, 'status' | 'expires_at'>;

export async function findLead(db: Db, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('shipping_leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLeadStatus(db: Db, id: number): Promise<LeadStatusRow | undefined> {
  return db
    .selectFrom('shipping_leads')
    .select(['status', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLeadIdByKey(db: Db, idempotencyKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('shipping_leads')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
}

export async function findLeadByTokenHash(db: Db, tokenHash: string): Promise<LeadRow | undefined> {
  return db.selectFrom('shipping_leads').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Touches the lead if it is open (published and not past its day), answering whether it was;
 * the conditional update holds the lead's row lock until the caller's transaction ends.
 */
export async function touchOpenLead(trx: Db, leadId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('shipping_leads')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', leadId)
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One page of open leads (published and not yet past their day), newest first, and how many match. */
export async function searchOpenLeads(
  db: Db,
  search: LeadSearch,
  now: Date,
): Promise<{ rows: LeadRow[]; totalItems: number }> {
  let query = db
    .selectFrom('shipping_leads')
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString());
  if (search.origin) query = query.where('origin_country', '=', search.origin);
  if (search.destination) query = query.where('destination_country', '=', search.destination);
  if (search.mode) query = query.where('mode', '=', search.mode);
  if (search.readyFrom) query = query.where('ready_date', '>=', search.readyFrom);
  if (search.readyUntil) query = query.where('ready_date', '<=', search.readyUntil);
  if (search.equipment) {
    const type = search.equipment;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipping_lead_equipment')
          .select('lead_id')
          .whereRef('shipping_lead_equipment.lead_id', '=', 'shipping_leads.id')
          .where('shipping_lead_equipment.type', '=', type),
      ),
    );
  }
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((search.page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  return { rows, totalItems: Number(count) };
}

function byReviewFilter(db: Db, filter: AdminLeadFilter, now: Date) {
  const query = db.selectFrom('shipping_leads');
  const nowIso = now.toISOString();
  switch (filter) {
    case 'pending':
      return query.where('status', '=', 'pending');
    case 'open':
      return query.where('status', '=', 'published').where('expires_at', '>', nowIso);
    case 'finished':
      return query.where((eb) =>
        eb.or([
          eb('status', 'in', ['awarded', 'closed']),
          eb.and([eb('status', '=', 'published'), eb('expires_at', '<=', nowIso)]),
        ]),
      );
    case 'rejected':
      return query.where('status', '=', 'rejected');
    case 'direct':
      return query.where('status', '=', 'direct');
    case 'all':
      return query;
  }
}

/** One page of the reviewers' list: the review queue oldest first, so nobody waits longest; everything else newest first. */
export async function reviewPage(
  db: Db,
  filter: AdminLeadFilter,
  page: number,
  now: Date,
): Promise<{ rows: LeadRow[]; totalItems: number }> {
  const query = byReviewFilter(db, filter, now);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('id', filter === 'pending' ? 'asc' : 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  return { rows, totalItems: Number(count) };
}

/**
 * Applies a reviewer's decision to a lead that is still pending; undefined when someone else
 * decided it first (the conditional update lets only one decision through).
 */
export async function decidePendingLead(
  trx: Db,
  id: number,
  changes: Partial<LeadRow>,
  now: Date,
): Promise<LeadRow | undefined> {
  return trx
    .updateTable('shipping_leads')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Closes a pending or published lead; undefined when it is neither (any more). */
export async function closeLead(
  trx: Db,
  { id, reason, reviewerId }: { id: number; reason: string; reviewerId: number },
  now: Date,
): Promise<LeadRow | undefined> {
  return trx
    .updateTable('shipping_leads')
    .set({
      status: 'closed',
      closed_at: now.toISOString(),
      closed_reason: reason,
      reviewed_by: reviewerId,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'published'])
    .returningAll()
    .executeTakeFirst();
}

/** Awards an open lead to a bid; undefined when the lead closed or expired meanwhile. */
export async function awardLead(
  trx: Db,
  leadId: number,
  bidId: number,
  now: Date,
): Promise<LeadRow | undefined> {
  return trx
    .updateTable('shipping_leads')
    .set({
      status: 'awarded',
      awarded_bid_id: bidId,
      closed_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', leadId)
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

/** Which of these leads the member has reported. */
export async function leadsReportedBy(db: Db, userId: number, leadIds: number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const reports = await db
    .selectFrom('lead_spam_reports')
    .select('lead_id')
    .where('user_id', '=', userId)
    .where('lead_id', 'in', leadIds)
    .execute();
  return new Set(reports.map((report) => report.lead_id));
}

export async function insertSpamReport(
  db: Db,
  { leadId, userId, reason }: { leadId: number; userId: number; reason: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('lead_spam_reports')
    .values({ lead_id: leadId, user_id: userId, reason, created_at: now.toISOString() })
    .execute();
}

/** The spam reports on these leads with the reporting member's company, in the order filed. */
export async function spamReportsOn(
  db: Db,
  leadIds: number[],
): Promise<{ lead_id: number; reason: string; created_at: string; company: string }[]> {
  return db
    .selectFrom('lead_spam_reports')
    .innerJoin('users', 'users.id', 'lead_spam_reports.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'lead_spam_reports.lead_id',
      'lead_spam_reports.reason',
      'lead_spam_reports.created_at',
      'companies.name as company',
    ])
    .where('lead_spam_reports.lead_id', 'in', leadIds)
    .orderBy('lead_spam_reports.id')
    .execute();
}

type CompanyRow = Pick<
  Selectable<CompaniesTable>,
  'id' | 'name' | 'slug' | 'membership_type' | 'valid_until'
>;

/** The member companies with these ids, as a shipper or a reviewer sees them, by id. */
export async function companiesById(db: Db, ids: number[]): Promise<Map<number, CompanyRow>> {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'slug', 'membership_type', 'valid_until'])
    .where('id', 'in', [0, ...ids])
    .execute();
  return new Map(companies.map((company) => [company.id, company]));
}

export async function companyName(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirstOrThrow())
    .name;
}

/** The email addresses of these users, by id. */
export async function emailsOf(trx: Db, userIds: number[]): Promise<Map<number, string>> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [0, ...userIds])
    .execute();
  return new Map(people.map((person) => [person.id, person.email]));
}
