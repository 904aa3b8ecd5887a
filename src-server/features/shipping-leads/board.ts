import type { z } from 'zod';
import type { leadSearchSchema, MemberLead } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { portCatalog } from '../../engines/ports/port-repository';
import {
  equipmentOf,
  postingCompanies,
  toLeadView,
  type LeadRow,
} from '../../services/shipping-lead-repository';
import { companyBids, leadNotFound } from './bids';
import { findLead, insertSpamReport, leadsReportedBy, searchOpenLeads } from './lead-repository';
import { biddingFor, type LeadViewer } from './viewer';

type LeadSearch = z.output<typeof leadSearchSchema>;

async function toMemberLeads(db: Db, rows: LeadRow[], viewer: LeadViewer, now: Date): Promise<MemberLead[]> {
  const ids = rows.map((row) => row.id);
  const [{ finder: ports }, equipment, bids, postedBy, reported] = await Promise.all([
    portCatalog(db),
    equipmentOf(db, ids),
    companyBids(db, viewer.companyId, ids),
    postingCompanies(db, rows),
    leadsReportedBy(db, viewer.userId, ids),
  ]);
  return rows.map((row) => {
    const view = toLeadView(row, equipment.get(row.id) ?? [], now, ports);
    const myBid = bids.get(row.id) ?? null;
    return {
      ...view,
      myBid,
      // Who asked is for the companies that quoted: they may meet the member that asked.
      postedBy: myBid ? (postedBy.get(row.id) ?? null) : null,
      bidding: biddingFor(viewer, view.state),
      reported: reported.has(row.id),
    };
  });
}

/** Open leads, newest first, filtered by lane, mode, container type and ready date. */
export async function searchLeads(
  db: Db,
  search: LeadSearch,
  viewer: LeadViewer,
  now: Date,
): Promise<{ items: MemberLead[]; totalItems: number }> {
  const { rows, totalItems } = await searchOpenLeads(db, search, now);
  return { items: await toMemberLeads(db, rows, viewer, now), totalItems };
}

/**
 * One lead as a member sees it: any lead on the board, and a lead that closed afterwards if
 * the member's company quoted on it (to see how it ended). Never anyone's contact details.
 */
async function findMemberLead(db: Db, id: number, viewer: LeadViewer, now: Date) {
  const row = await findLead(db, id);
  if (!row || !['published', 'awarded', 'closed'].includes(row.status)) return undefined;
  const [lead] = await toMemberLeads(db, [row], viewer, now);
  if (!lead || (lead.state !== 'open' && !lead.myBid)) return undefined;
  return lead;
}

export async function requireMemberLead(db: Db, id: number, viewer: LeadViewer, now: Date) {
  const lead = await findMemberLead(db, id, viewer, now);
  if (!lead) throw leadNotFound(id);
  return lead;
}

/** A member flags a lead as spam or abuse for the reviewers; once per member and lead. */
export async function reportLead(
  db: Db,
  viewer: LeadViewer,
  { leadId, reason }: { leadId: number; reason: string },
  now: Date,
): Promise<void> {
  const lead = await requireMemberLead(db, leadId, viewer, now);
  if (lead.reported) throw new ApiError('CONFLICT', 'You have already reported this lead. Thank you.');
  try {
    await insertSpamReport(db, { leadId, userId: viewer.userId, reason }, now);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('CONFLICT', 'You have already reported this lead. Thank you.');
    }
    throw error;
  }
}
