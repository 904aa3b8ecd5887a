import type { QuotesPage } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { enqueueEmail } from '../../services/email';
import { portCatalog } from '../../services/ports/port-catalog';
import {
  equipmentOf,
  leadState,
  toLeadView,
  toRequesterView,
  type LeadRow,
} from '../../services/shipping-lead-records';
import { hashToken } from '../../http/sessions';
import { bidViews } from './bids';
import { acceptanceConfirmationEmail, quoteAcceptedEmail, quoteNotChosenEmail } from './emails';
import { notOpenReason } from './viewer';

const INVALID_LINK =
  'This link is not valid. Open the newest email we sent about your shipping request and use the link in it, in full.';

async function leadByToken(db: Db, token: string): Promise<LeadRow> {
  const row = await db
    .selectFrom('shipping_leads')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', INVALID_LINK);
  return row;
}

/**
 * The shipper's page: the lead, their own details, and every standing quote with the bidder's
 * company and membership, so they can check who they deal with. Withdrawn quotes are gone.
 */
async function quotesPage(db: Db, row: LeadRow, now: Date): Promise<QuotesPage> {
  const bidRows = await db
    .selectFrom('lead_bids')
    .selectAll()
    .where('lead_id', '=', row.id)
    .where('state', '!=', 'withdrawn')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'slug', 'membership_type', 'valid_until'])
    .where('id', 'in', [0, ...bidRows.map((bid) => bid.company_id)])
    .execute();
  const byId = new Map(companies.map((company) => [company.id, company]));
  const views = await bidViews(db, bidRows);
  return {
    lead: toLeadView(
      row,
      (await equipmentOf(db, [row.id])).get(row.id) ?? [],
      now,
      (await portCatalog(db)).finder,
    ),
    requester: toRequesterView(row),
    quotes: views.map((view, index) => {
      const company = byId.get(bidRows[index]!.company_id)!;
      return {
        ...view,
        company: {
          name: company.name,
          slug: company.slug,
          membership: company.membership_type,
          memberUntil: company.valid_until,
        },
      };
    }),
    acceptedBidId: row.awarded_bid_id,
  };
}

export async function viewQuotes(db: Db, token: string, now = new Date()): Promise<QuotesPage> {
  return quotesPage(db, await leadByToken(db, token), now);
}

/**
 * The shipper accepts one standing quote: the lead closes as awarded, the winner gets the
 * shipper's contact details, every other bidder a polite notice, and the shipper a record.
 * The conditional update decides a race between two clicks: the second changes nothing.
 */
export async function acceptQuote(
  db: Db,
  { token, bidId, siteUrl }: { token: string; bidId: number; siteUrl: string },
  now = new Date(),
): Promise<QuotesPage> {
  const row = await leadByToken(db, token);
  const state = leadState(row, now);
  if (state === 'awarded') {
    throw new ApiError('CONFLICT', 'You have already accepted a quote for this request.');
  }
  const closed = notOpenReason(state);
  if (closed) throw new ApiError('CONFLICT', closed);
  const bid = await db
    .selectFrom('lead_bids')
    .selectAll()
    .where('id', '=', bidId)
    .where('lead_id', '=', row.id)
    .executeTakeFirst();
  if (!bid || bid.state === 'withdrawn') {
    throw new ApiError(
      'NOT_FOUND',
      'This quote is no longer on offer: the forwarder may have withdrawn it. Reload the page to see the current quotes.',
    );
  }
  const { finder: ports } = await portCatalog(db);
  await db.transaction().execute(async (trx) => {
    const awarded = await trx
      .updateTable('shipping_leads')
      .set({
        status: 'awarded',
        awarded_bid_id: bid.id,
        closed_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'published')
      .where('expires_at', '>', now.toISOString())
      .returningAll()
      .executeTakeFirst();
    if (!awarded) throw new ApiError('CONFLICT', 'This request was closed a moment ago. Reload the page.');
    const won = await trx
      .updateTable('lead_bids')
      .set({ state: 'won', updated_at: now.toISOString() })
      .where('id', '=', bid.id)
      .where('state', '=', 'live')
      .returningAll()
      .executeTakeFirst();
    if (!won) {
      throw new ApiError('CONFLICT', 'The forwarder withdrew this quote a moment ago. Reload the page.');
    }
    const losers = await trx
      .updateTable('lead_bids')
      .set({ state: 'lost', updated_at: now.toISOString() })
      .where('lead_id', '=', row.id)
      .where('state', '=', 'live')
      .returning(['user_id'])
      .execute();
    const lead = toLeadView(awarded, (await equipmentOf(trx, [row.id])).get(row.id) ?? [], now, ports);
    const requester = toRequesterView(awarded);
    const [bidView] = await bidViews(trx, [won]);
    const people = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [0, ...[won, ...losers].flatMap((entry) => (entry.user_id ? [entry.user_id] : []))])
      .execute();
    const emailOf = new Map(people.map((person) => [person.id, person.email]));
    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', won.company_id)
      .executeTakeFirstOrThrow();
    const winnerEmail = won.user_id ? emailOf.get(won.user_id) : undefined;
    if (winnerEmail) {
      await enqueueEmail(
        trx,
        quoteAcceptedEmail({ to: winnerEmail, lead, requester, bid: bidView!, siteUrl }),
        now,
      );
    }
    for (const loser of losers) {
      const to = loser.user_id ? emailOf.get(loser.user_id) : undefined;
      if (to) await enqueueEmail(trx, quoteNotChosenEmail({ to, lead, siteUrl }), now);
    }
    await enqueueEmail(
      trx,
      acceptanceConfirmationEmail({ requester, lead, company: company.name, bid: bidView! }),
      now,
    );
  });
  return viewQuotes(db, token, now);
}
