import type { AdminLead, AdminLeadFilter, LeadCorrections } from '../../../shared/api/shipping-leads';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { portCatalog } from '../../engines/ports/port-repository';
import {
  equipmentOf,
  leadState,
  toLeadView,
  toRequesterView,
  type LeadRow,
} from '../../services/shipping-lead-repository';
import { hashToken, newToken } from '../../core/tokens';
import { leadClosedEmail, leadPublishedEmail, leadRejectedEmail } from './emails';

const DAY_MS = 24 * 60 * 60 * 1000;

function byFilter(db: Db, filter: AdminLeadFilter, now: Date) {
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

async function toAdminLeads(db: Db, rows: LeadRow[], now: Date): Promise<AdminLead[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [{ finder: ports }, equipment, reports, bids, addressed] = await Promise.all([
    portCatalog(db),
    equipmentOf(db, ids),
    db
      .selectFrom('lead_spam_reports')
      .innerJoin('users', 'users.id', 'lead_spam_reports.user_id')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select([
        'lead_spam_reports.lead_id',
        'lead_spam_reports.reason',
        'lead_spam_reports.created_at',
        'companies.name as company',
      ])
      .where('lead_spam_reports.lead_id', 'in', ids)
      .orderBy('lead_spam_reports.id')
      .execute(),
    db
      .selectFrom('lead_bids')
      .select(['lead_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('lead_id', 'in', ids)
      .where('state', '!=', 'withdrawn')
      .groupBy('lead_id')
      .execute(),
    db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', 'in', [0, ...rows.map((row) => row.addressed_company_id ?? 0)])
      .execute(),
  ]);
  const bidCounts = new Map(bids.map((row) => [row.lead_id, Number(row.count)]));
  const companyNames = new Map(addressed.map((company) => [company.id, company.name]));
  return rows.map((row) => ({
    ...toLeadView(row, equipment.get(row.id) ?? [], now, ports),
    requester: toRequesterView(row),
    createdAt: row.created_at,
    rejectedReason: row.rejected_reason,
    closedReason: row.closed_reason,
    addressedTo:
      row.addressed_company_id === null ? null : (companyNames.get(row.addressed_company_id) ?? null),
    bidCount: bidCounts.get(row.id) ?? 0,
    reports: reports
      .filter((report) => report.lead_id === row.id)
      .map((report) => ({ company: report.company, reason: report.reason, createdAt: report.created_at })),
  }));
}

/** The review queue oldest first, so nobody waits longest; everything else newest first. */
export async function listForReview(
  db: Db,
  filter: AdminLeadFilter,
  page: number,
  now: Date,
): Promise<{ items: AdminLead[]; totalItems: number }> {
  const query = byFilter(db, filter, now);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('id', filter === 'pending' ? 'asc' : 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  return { items: await toAdminLeads(db, rows, now), totalItems: Number(count) };
}

export async function adminLead(db: Db, id: number, now: Date): Promise<AdminLead> {
  const row = await db.selectFrom('shipping_leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no shipping lead number ${id}.`);
  return (await toAdminLeads(db, [row], now))[0]!;
}

async function requirePending(db: Db, id: number, now: Date): Promise<LeadRow> {
  const row = await db.selectFrom('shipping_leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no shipping lead number ${id}.`);
  if (row.status !== 'pending') {
    throw new ApiError(
      'CONFLICT',
      `Lead ${id} is no longer waiting for review (it is ${leadState(row, now)}). Reload the list.`,
    );
  }
  return row;
}

/**
 * Claims a pending lead for one decision: the conditional update makes a second reviewer's
 * publish or reject at the same moment change nothing and hear so.
 */
async function decide(trx: Db, id: number, changes: Partial<LeadRow>, now: Date): Promise<LeadRow> {
  const row = await trx
    .updateTable('shipping_leads')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!row)
    throw new ApiError('CONFLICT', `Lead ${id} was decided by someone else a moment ago. Reload the list.`);
  return row;
}

function corrected(row: LeadRow, corrections: LeadCorrections = {}): Partial<LeadRow> {
  const changes: Partial<LeadRow> = {};
  if (corrections.commodity !== undefined) changes.commodity = corrections.commodity;
  if (corrections.notes !== undefined) changes.notes = corrections.notes || null;
  for (const end of ['origin', 'destination'] as const) {
    const city = corrections[`${end}City`];
    if (city === undefined) continue;
    if (!city && !row[`${end}_port`]) {
      throw ApiError.invalidFields({
        [`corrections.${end}City`]: 'This place has no port, so it needs its city.',
      });
    }
    changes[`${end}_city`] = city || null;
  }
  return changes;
}

/**
 * Publishes a pending lead for `days` days, with the reviewer's corrections, and emails the
 * shipper a fresh private link (256 random bits; only the hash is kept).
 */
export async function publish(
  db: Db,
  {
    id,
    corrections,
    reviewerId,
    days,
    siteUrl,
  }: { id: number; corrections?: LeadCorrections; reviewerId: number; days: number; siteUrl: string },
  now: Date,
): Promise<void> {
  const pending = await requirePending(db, id, now);
  const { finder: ports } = await portCatalog(db);
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const row = await decide(
      trx,
      id,
      {
        ...corrected(pending, corrections),
        status: 'published',
        published_at: now.toISOString(),
        expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
        token_hash: hashToken(token),
        reviewed_by: reviewerId,
      },
      now,
    );
    const lead = toLeadView(row, (await equipmentOf(trx, [id])).get(id) ?? [], now, ports);
    const requester = toRequesterView(row);
    await enqueueEmail(trx, leadPublishedEmail({ requester, lead, token, siteUrl, days }), now);
  });
}

export async function reject(
  db: Db,
  { id, reason, reviewerId }: { id: number; reason: string; reviewerId: number },
  now: Date,
): Promise<void> {
  await requirePending(db, id, now);
  const { finder: ports } = await portCatalog(db);
  await db.transaction().execute(async (trx) => {
    const row = await decide(
      trx,
      id,
      { status: 'rejected', rejected_reason: reason, reviewed_by: reviewerId },
      now,
    );
    const lead = toLeadView(row, (await equipmentOf(trx, [id])).get(id) ?? [], now, ports);
    await enqueueEmail(trx, leadRejectedEmail({ requester: toRequesterView(row), lead, reason }), now);
  });
}

/**
 * Closes a pending or published lead (open or expired) for good. The shipper hears why, and
 * so does every member whose quote was still standing.
 */
export async function close(
  db: Db,
  { id, reason, reviewerId }: { id: number; reason: string; reviewerId: number },
  now: Date,
): Promise<void> {
  const { finder: ports } = await portCatalog(db);
  await db.transaction().execute(async (trx) => {
    const row = await trx
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
    if (!row) {
      const existing = await trx
        .selectFrom('shipping_leads')
        .select(['status', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) throw new ApiError('NOT_FOUND', `There is no shipping lead number ${id}.`);
      throw new ApiError(
        'CONFLICT',
        `Lead ${id} is already ${leadState(existing, now)}, so there is nothing to close.`,
      );
    }
    const lead = toLeadView(row, (await equipmentOf(trx, [id])).get(id) ?? [], now, ports);
    const requester = toRequesterView(row);
    await enqueueEmail(
      trx,
      leadClosedEmail({ to: requester.email, name: requester.name, lead, reason, role: 'requester' }),
      now,
    );
    const bidders = await trx
      .selectFrom('lead_bids')
      .innerJoin('users', 'users.id', 'lead_bids.user_id')
      .select(['users.email', 'users.first_name'])
      .where('lead_bids.lead_id', '=', id)
      .where('lead_bids.state', '=', 'live')
      .execute();
    for (const bidder of bidders) {
      await enqueueEmail(
        trx,
        leadClosedEmail({ to: bidder.email, name: bidder.first_name, lead, reason, role: 'bidder' }),
        now,
      );
    }
  });
}
