import { randomInt } from 'node:crypto';
import {
  ACCEPTANCE_CODE_LENGTH,
  ACCEPTANCE_CODE_MAX_ATTEMPTS,
  ACCEPTANCE_CODE_TTL_MINUTES,
  QUOTE_LINK_DAYS_AFTER_CLOSE,
  type QuotesPage,
} from '../../../shared/api/shipping-leads';
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
import { hashToken } from '../../core/tokens';
import {
  codesSentSince,
  countCodeAttempt,
  insertAcceptanceCode,
  markCodeUsed,
  newestLiveCode,
} from './acceptance-code-repository';
import { findBidOnLead, markBidWon, markOtherBidsLost, standingBids } from './bid-repository';
import { bidViews } from './bids';
import {
  acceptanceCodeEmail,
  acceptanceConfirmationEmail,
  quoteAcceptedEmail,
  quoteNotChosenEmail,
} from './emails';
import { awardLead, companiesById, companyName, emailsOf, findLeadByTokenHash } from './lead-repository';
import { notOpenReason } from './viewer';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CODE_RESEND_MS = 60_000;
const CODES_PER_HOUR = 5;

/** One answer for a wrong token and an expired link alike: the link tells nobody which it was. */
const INVALID_LINK =
  'This link does not open a shipping request. Links work until 30 days after the request closes; open the newest email we sent about your request and use its link in full, or contact us.';

/** The last moment the shipper's link works: 30 days after the request closed (or would close). */
function linkValidUntil(row: Pick<LeadRow, 'expires_at' | 'closed_at'>): string | null {
  if (!row.expires_at) return null;
  const closed = row.closed_at !== null && row.closed_at < row.expires_at ? row.closed_at : row.expires_at;
  return new Date(Date.parse(closed) + QUOTE_LINK_DAYS_AFTER_CLOSE * DAY_MS).toISOString();
}

async function leadByToken(db: Db, token: string, now: Date): Promise<LeadRow> {
  const row = await findLeadByTokenHash(db, hashToken(token));
  const until = row ? linkValidUntil(row) : null;
  if (!row || !until || until <= now.toISOString()) throw new ApiError('NOT_FOUND', INVALID_LINK);
  return row;
}

/**
 * The shipper's page: the lead, their own details, and every standing quote with the bidder's
 * company and membership, so they can check who they deal with. Withdrawn quotes are gone.
 */
async function quotesPage(db: Db, row: LeadRow, now: Date): Promise<QuotesPage> {
  const bidRows = await standingBids(db, row.id);
  const byId = await companiesById(
    db,
    bidRows.map((bid) => bid.company_id),
  );
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
    linkValidUntil: linkValidUntil(row)!,
  };
}

export async function viewQuotes(db: Db, token: string, now: Date): Promise<QuotesPage> {
  return quotesPage(db, await leadByToken(db, token, now), now);
}

/** The lead and the standing quote the shipper wants, or the reason it cannot be accepted. */
async function acceptableBid(db: Db, row: LeadRow, bidId: number, now: Date) {
  const state = leadState(row, now);
  if (state === 'awarded') {
    throw new ApiError('CONFLICT', 'You have already accepted a quote for this request.');
  }
  const closed = notOpenReason(state);
  if (closed) throw new ApiError('CONFLICT', closed);
  const bid = await findBidOnLead(db, bidId, row.id);
  if (!bid || bid.state === 'withdrawn') {
    throw new ApiError(
      'NOT_FOUND',
      'This quote is no longer on offer: the forwarder may have withdrawn it. Reload the page to see the current quotes.',
    );
  }
  return bid;
}

const codeHash = (id: number, code: string) => hashToken(`${id}:${code}`);

/**
 * Emails the shipper a code that accepts this quote: whoever holds the link alone cannot
 * accept. At most one code a minute and five an hour per request.
 */
export async function sendAcceptanceCode(
  db: Db,
  { token, bidId }: { token: string; bidId: number },
  now: Date,
): Promise<{ status: 'sent'; sentTo: string; expiresAt: string }> {
  const row = await leadByToken(db, token, now);
  const bid = await acceptableBid(db, row, bidId, now);
  const recent = await codesSentSince(db, row.id, new Date(now.getTime() - HOUR_MS).toISOString());
  if (recent.length >= CODES_PER_HOUR) {
    throw new ApiError(
      'RATE_LIMITED',
      'We sent several codes in the last hour: use the newest one, or ask again in an hour.',
    );
  }
  if (recent[0] && now.getTime() - Date.parse(recent[0].created_at) < CODE_RESEND_MS) {
    throw new ApiError('RATE_LIMITED', 'A code is on its way: wait a minute before asking for another.');
  }
  const code = String(randomInt(0, 10 ** ACCEPTANCE_CODE_LENGTH)).padStart(ACCEPTANCE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + ACCEPTANCE_CODE_TTL_MINUTES * 60_000).toISOString();
  const company = await companyName(db, bid.company_id);
  const requester = toRequesterView(row);
  await db.transaction().execute(async (trx) => {
    await insertAcceptanceCode(
      trx,
      { leadId: row.id, bidId: bid.id, expiresAt },
      (id) => codeHash(id, code),
      now,
    );
    await enqueueEmail(trx, acceptanceCodeEmail({ requester, leadId: row.id, company, code }), now);
  });
  return { status: 'sent', sentTo: requester.email, expiresAt };
}

const DEAD_CODE = 'This code can no longer be used: ask for a new code.';

/**
 * Spends the newest live code for this quote if it matches. Every try counts before the
 * comparison, in one conditional update, so parallel guesses cannot pass the limit.
 */
async function spendCode(
  db: Db,
  { leadId, bidId, code }: { leadId: number; bidId: number; code: string },
  now: Date,
) {
  const live = await newestLiveCode(db, { leadId, bidId }, now);
  if (!live || !(await countCodeAttempt(db, live.id))) {
    throw new ApiError('VALIDATION', DEAD_CODE, { code: DEAD_CODE });
  }
  if (codeHash(live.id, code) !== live.code_hash) {
    const left = ACCEPTANCE_CODE_MAX_ATTEMPTS - (live.attempts + 1);
    const message =
      left > 0
        ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This code is not right, and that was the last try: ask for a new code.';
    throw new ApiError('VALIDATION', message, { code: message });
  }
  await markCodeUsed(db, live.id, now);
}

/**
 * The shipper accepts one standing quote: the lead closes as awarded, the winner gets the
 * shipper's contact details, every other bidder a polite notice, and the shipper a record.
 * The conditional update decides a race between two clicks: the second changes nothing.
 */
export async function acceptQuote(
  db: Db,
  { token, bidId, code, siteUrl }: { token: string; bidId: number; code: string; siteUrl: string },
  now: Date,
): Promise<QuotesPage> {
  const row = await leadByToken(db, token, now);
  const bid = await acceptableBid(db, row, bidId, now);
  await spendCode(db, { leadId: row.id, bidId: bid.id, code }, now);
  const { finder: ports } = await portCatalog(db);
  await db.transaction().execute(async (trx) => {
    const awarded = await awardLead(trx, row.id, bid.id, now);
    if (!awarded) throw new ApiError('CONFLICT', 'This request was closed a moment ago. Reload the page.');
    const won = await markBidWon(trx, bid.id, now);
    if (!won) {
      throw new ApiError('CONFLICT', 'The forwarder withdrew this quote a moment ago. Reload the page.');
    }
    const losers = await markOtherBidsLost(trx, row.id, now);
    const lead = toLeadView(awarded, (await equipmentOf(trx, [row.id])).get(row.id) ?? [], now, ports);
    const requester = toRequesterView(awarded);
    const [bidView] = await bidViews(trx, [won]);
    const emailOf = await emailsOf(
      trx,
      [won, ...losers].flatMap((entry) => (entry.user_id ? [entry.user_id] : [])),
    );
    const company = await companyName(trx, won.company_id);
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
    await enqueueEmail(trx, acceptanceConfirmationEmail({ requester, lead, company, bid: bidView! }), now);
  });
  return viewQuotes(db, token, now);
}
