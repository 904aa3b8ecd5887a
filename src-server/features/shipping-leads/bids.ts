import type { z } from 'zod';
import {
  fromQuantityMilli,
  toQuantityMilli,
  type bidBodySchema,
  type BidView,
} from '../../../shared/api/shipping-leads';
import { fromMinorUnits, multiplyMilli, toMinorUnits, totalsByCurrency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { leadState } from '../../services/shipping-lead-repository';
import {
  bidLinesOf,
  companyBidRows,
  findCompanyBid,
  insertBid,
  insertBidLines,
  rewriteBid,
  withdrawLiveBid,
  type BidLineRow,
  type BidRow,
  type NewBidLine,
} from './bid-repository';
import { findLeadStatus, touchOpenLead } from './lead-repository';
import { assertMayQuote, notOpenReason, type LeadViewer } from './viewer';

type BidBody = z.output<typeof bidBodySchema>;

export function leadNotFound(id: number): ApiError {
  return new ApiError(
    'NOT_FOUND',
    `There is no open shipping lead number ${id}. It may have closed; see the open leads on the board.`,
  );
}

function toBidView(row: BidRow, lines: BidLineRow[]): BidView {
  const viewLines = lines.map((line) => ({
    description: line.description,
    basis: line.basis,
    quantity: fromQuantityMilli(line.quantity_milli),
    unitPrice: fromMinorUnits(Number(line.unit_price_minor), line.currency),
    currency: line.currency,
    totalMinor: Number(line.total_minor),
  }));
  return {
    id: row.id,
    state: row.state,
    kind: row.kind,
    lines: viewLines,
    totals: totalsByCurrency(
      viewLines.map((line) => ({ amountMinor: line.totalMinor, currency: line.currency })),
    ),
    validUntil: row.valid_until,
    transitDays: row.transit_days,
    freeDays: row.free_days,
    routing: row.routing,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Bids with their lines, in the order of `rows`. */
export async function bidViews(db: Db, rows: BidRow[]): Promise<BidView[]> {
  if (rows.length === 0) return [];
  const lines = await bidLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toBidView(
      row,
      lines.filter((line) => line.bid_id === row.id),
    ),
  );
}

/** Each lead's bid by the viewer's company, by lead id. */
export async function companyBids(
  db: Db,
  companyId: number,
  leadIds: number[],
): Promise<Map<number, BidView>> {
  if (leadIds.length === 0) return new Map();
  const rows = await companyBidRows(db, companyId, leadIds);
  const views = await bidViews(db, rows);
  return new Map(rows.map((row, index) => [row.lead_id, views[index]!]));
}

/** The bid's lines with totals computed here, whatever the client thought they were. */
function pricedLines(body: BidBody): NewBidLine[] {
  const lines =
    body.kind === 'lump-sum' && body.lumpSum
      ? [
          {
            description: 'All-in price',
            basis: 'shipment' as const,
            quantity: '1',
            unitPrice: body.lumpSum.amount,
            currency: body.lumpSum.currency,
          },
        ]
      : body.lines;
  return lines.map((line, position) => {
    const quantityMilli = toQuantityMilli(line.quantity)!;
    const unitPriceMinor = toMinorUnits(line.unitPrice, line.currency)!;
    return {
      position,
      description: line.description,
      basis: line.basis,
      quantity_milli: quantityMilli,
      unit_price_minor: unitPriceMinor,
      currency: line.currency,
      total_minor: multiplyMilli(quantityMilli, unitPriceMinor),
    };
  });
}

/**
 * Holds the lead open for the length of the transaction: the conditional update takes the
 * lead's row lock, so an acceptance or a close running at the same moment waits for this
 * write, or this write sees the lead closed and changes nothing.
 */
async function lockOpenLead(trx: Db, leadId: number, now: Date): Promise<void> {
  if (await touchOpenLead(trx, leadId, now)) return;
  const row = await findLeadStatus(trx, leadId);
  if (!row || row.status === 'pending' || row.status === 'rejected' || row.status === 'direct') {
    throw leadNotFound(leadId);
  }
  throw new ApiError('CONFLICT', notOpenReason(leadState(row, now)) ?? 'This lead is not open for quotes.');
}

/**
 * Places or edits the company's one bid on a lead, Premium members only, while the lead is
 * open. A withdrawn bid comes back to life when the company quotes again.
 */
export async function saveBid(db: Db, viewer: LeadViewer, body: BidBody, now: Date): Promise<void> {
  assertMayQuote(viewer);
  const lines = pricedLines(body);
  // Two colleagues placing the company's first bid at once: the UNIQUE key lets one insert,
  // and the other, run again, edits that bid.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeBid(db, viewer, body, lines, now);
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

async function writeBid(
  db: Db,
  viewer: LeadViewer,
  body: BidBody,
  lines: NewBidLine[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOpenLead(trx, body.leadId, now);
    const fields = {
      user_id: viewer.userId,
      state: 'live' as const,
      kind: body.kind,
      valid_until: body.validUntil,
      transit_days: body.transitDays,
      free_days: body.freeDays,
      routing: body.routing,
      notes: body.notes,
      updated_at: now.toISOString(),
    };
    const existing = await findCompanyBid(trx, body.leadId, viewer.companyId);
    let bidId: number;
    if (existing) {
      await rewriteBid(trx, existing.id, fields);
      bidId = existing.id;
    } else {
      bidId = await insertBid(trx, {
        ...fields,
        lead_id: body.leadId,
        company_id: viewer.companyId,
        created_at: now.toISOString(),
      });
    }
    await insertBidLines(trx, bidId, lines);
  });
}

/** Withdraws the company's live bid while the lead is open; withdrawing twice changes nothing. */
export async function withdrawBid(db: Db, viewer: LeadViewer, leadId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const bid = await findCompanyBid(trx, leadId, viewer.companyId);
    if (!bid) throw new ApiError('NOT_FOUND', 'Your company has no quote on this lead to withdraw.');
    if (bid.state === 'withdrawn') return;
    await lockOpenLead(trx, leadId, now);
    await withdrawLiveBid(trx, bid.id, viewer.userId, now);
  });
}
