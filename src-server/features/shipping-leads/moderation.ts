import type { AdminLead, AdminLeadFilter, LeadCorrections } from '../../../shared/api/shipping-leads';
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
import { liveBidders, standingBidCounts } from './bid-repository';
import { leadClosedEmail, leadPublishedEmail, leadRejectedEmail } from './emails';
import {
  closeLead,
  companiesById,
  decidePendingLead,
  findLead,
  findLeadStatus,
  reviewPage,
  spamReportsOn,
} from './lead-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

async function toAdminLeads(db: Db, rows: LeadRow[], now: Date): Promise<AdminLead[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [{ finder: ports }, equipment, reports, bids, addressed] = await Promise.all([
    portCatalog(db),
    equipmentOf(db, ids),
    spamReportsOn(db, ids),
    standingBidCounts(db, ids),
    companiesById(
      db,
      rows.map((row) => row.addressed_company_id ?? 0),
    ),
  ]);
  const bidCounts = new Map(bids.map((row) => [row.lead_id, Number(row.count)]));
  return rows.map((row) => ({
    ...toLeadView(row, equipment.get(row.id) ?? [], now, ports),
    requester: toRequesterView(row),
    createdAt: row.created_at,
    rejectedReason: row.rejected_reason,
    closedReason: row.closed_reason,
    addressedTo:
      row.addressed_company_id === null ? null : (addressed.get(row.addressed_company_id)?.name ?? null),
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
  const { rows, totalItems } = await reviewPage(db, filter, page, now);
  return { items: await toAdminLeads(db, rows, now), totalItems };
}

export async function adminLead(db: Db, id: number, now: Date): Promise<AdminLead> {
  const row = await findLead(db, id);
  if (!row) throw new ApiError('NOT_FOUND', `There is no shipping lead number ${id}.`);
  return (await toAdminLeads(db, [row], now))[0]!;
}

async function requirePending(db: Db, id: number, now: Date): Promise<LeadRow> {
  const row = await findLead(db, id);
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
  const row = await decidePendingLead(trx, id, changes, now);
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
    const row = await closeLead(trx, { id, reason, reviewerId }, now);
    if (!row) {
      const existing = await findLeadStatus(trx, id);
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
    for (const bidder of await liveBidders(trx, id)) {
      await enqueueEmail(
        trx,
        leadClosedEmail({ to: bidder.email, name: bidder.first_name, lead, reason, role: 'bidder' }),
        now,
      );
    }
  });
}
