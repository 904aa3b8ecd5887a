import type { z } from 'zod';
import type { leadSearchSchema, MemberLead } from '../../../shared/api/shipping-leads';
import { PAGE_SIZE } from '../../../shared/constants';
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
import { biddingFor, type LeadViewer } from './viewer';

type LeadSearch = z.output<typeof leadSearchSchema>;

/** Published and not yet past its day: what the board lists. */
function openLeads(db: Db, now: Date) {
  return db
    .selectFrom('shipping_leads')
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString());
}

async function toMemberLeads(db: Db, rows: LeadRow[], viewer: LeadViewer, now: Date): Promise<MemberLead[]> {
  const ids = rows.map((row) => row.id);
  const [{ finder: ports }, equipment, bids, postedBy, reports] = await Promise.all([
    portCatalog(db),
    equipmentOf(db, ids),
    companyBids(db, viewer.companyId, ids),
    postingCompanies(db, rows),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('lead_spam_reports')
          .select('lead_id')
          .where('user_id', '=', viewer.userId)
          .where('lead_id', 'in', ids)
          .execute(),
  ]);
  const reported = new Set(reports.map((report) => report.lead_id));
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
  let query = openLeads(db, now);
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
  return { items: await toMemberLeads(db, rows, viewer, now), totalItems: Number(count) };
}

/**
 * One lead as a member sees it: any lead on the board, and a lead that closed afterwards if
 * the member's company quoted on it (to see how it ended). Never anyone's contact details.
 */
async function findMemberLead(db: Db, id: number, viewer: LeadViewer, now: Date) {
  const row = await db.selectFrom('shipping_leads').selectAll().where('id', '=', id).executeTakeFirst();
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
    await db
      .insertInto('lead_spam_reports')
      .values({ lead_id: leadId, user_id: viewer.userId, reason, created_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('CONFLICT', 'You have already reported this lead. Thank you.');
    }
    throw error;
  }
}
