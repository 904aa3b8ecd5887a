import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LeadBidLinesTable, LeadBidsTable } from '../../db/tables';

/** Members' bids on shipping leads and their priced lines. */

export type BidRow = Selectable<LeadBidsTable>;
export type BidLineRow = Selectable<LeadBidLinesTable>;
export type NewBidLine = Omit<BidLineRow, 'id' | 'bid_id'>;
export type BidFields = Pick<
  BidRow,
  | 'user_id'
  | 'state'
  | 'kind'
  | 'valid_until'
  | 'transit_days'
  | 'free_days'
  | 'routing'
  | 'notes'
  | 'updated_at'
>;

/** The lines of these bids, each bid's lines in their position order. */
export async function bidLinesOf(db: Db, bidIds: number[]): Promise<BidLineRow[]> {
  return db
    .selectFrom('lead_bid_lines')
    .selectAll()
    .where('bid_id', 'in', bidIds)
    .orderBy('bid_id')
    .orderBy('position')
    .execute();
}

/** The company's bids on these leads. */
export async function companyBidRows(db: Db, companyId: number, leadIds: number[]): Promise<BidRow[]> {
  return db
    .selectFrom('lead_bids')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('lead_id', 'in', leadIds)
    .execute();
}

/** The company's one bid on a lead, whatever its state. */
export async function findCompanyBid(
  db: Db,
  leadId: number,
  companyId: number,
): Promise<Pick<BidRow, 'id' | 'state'> | undefined> {
  return db
    .selectFrom('lead_bids')
    .select(['id', 'state'])
    .where('lead_id', '=', leadId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Rewrites an existing bid and drops its lines, which the caller writes anew. */
export async function rewriteBid(trx: Db, bidId: number, fields: BidFields): Promise<void> {
  await trx.updateTable('lead_bids').set(fields).where('id', '=', bidId).execute();
  await trx.deleteFrom('lead_bid_lines').where('bid_id', '=', bidId).execute();
}

export async function insertBid(
  trx: Db,
  bid: BidFields & Pick<BidRow, 'lead_id' | 'company_id' | 'created_at'>,
): Promise<number> {
  return (await trx.insertInto('lead_bids').values(bid).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertBidLines(trx: Db, bidId: number, lines: NewBidLine[]): Promise<void> {
  await trx
    .insertInto('lead_bid_lines')
    .values(lines.map((line) => ({ ...line, bid_id: bidId })))
    .execute();
}

/** Withdraws a bid that is still live; a bid already withdrawn, won or lost stays as it is. */
export async function withdrawLiveBid(trx: Db, bidId: number, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('lead_bids')
    .set({ state: 'withdrawn', user_id: userId, updated_at: now.toISOString() })
    .where('id', '=', bidId)
    .where('state', '=', 'live')
    .execute();
}

/** The standing (not withdrawn) bids on a lead, oldest first. */
export async function standingBids(db: Db, leadId: number): Promise<BidRow[]> {
  return db
    .selectFrom('lead_bids')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('state', '!=', 'withdrawn')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many standing (not withdrawn) bids each of these leads has; leads with none are absent. */
export async function standingBidCounts(
  db: Db,
  leadIds: number[],
): Promise<{ lead_id: number; count: string | number }[]> {
  return db
    .selectFrom('lead_bids')
    .select(['lead_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('lead_id', 'in', leadIds)
    .where('state', '!=', 'withdrawn')
    .groupBy('lead_id')
    .execute();
}

/** One bid on this lead, whatever its state. */
export async function findBidOnLead(db: Db, bidId: number, leadId: number): Promise<BidRow | undefined> {
  return db
    .selectFrom('lead_bids')
    .selectAll()
    .where('id', '=', bidId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
}

/** The people behind the live bids on a lead, to tell them what became of it. */
export async function liveBidders(trx: Db, leadId: number): Promise<{ email: string; first_name: string }[]> {
  return trx
    .selectFrom('lead_bids')
    .innerJoin('users', 'users.id', 'lead_bids.user_id')
    .select(['users.email', 'users.first_name'])
    .where('lead_bids.lead_id', '=', leadId)
    .where('lead_bids.state', '=', 'live')
    .execute();
}

/** Marks the accepted bid won if it is still live; undefined when it was withdrawn meanwhile. */
export async function markBidWon(trx: Db, bidId: number, now: Date): Promise<BidRow | undefined> {
  return trx
    .updateTable('lead_bids')
    .set({ state: 'won', updated_at: now.toISOString() })
    .where('id', '=', bidId)
    .where('state', '=', 'live')
    .returningAll()
    .executeTakeFirst();
}

/** Marks every other live bid on the lead lost, answering who placed each. */
export async function markOtherBidsLost(
  trx: Db,
  leadId: number,
  now: Date,
): Promise<Pick<BidRow, 'user_id'>[]> {
  return trx
    .updateTable('lead_bids')
    .set({ state: 'lost', updated_at: now.toISOString() })
    .where('lead_id', '=', leadId)
    .where('state', '=', 'live')
    .returning(['user_id'])
    .execute();
}
