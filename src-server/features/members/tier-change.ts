import type { TierChangeQuote } from '../../../shared/api/members';
import { addDays, utcDay } from '../../../shared/domain/date';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import type { Actor } from '../../services/member-audit';
import { issueInvoice } from './invoices';
import { openRenewalInvoices, priceOf, voidInvoice } from './invoice-repository';

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The first day of the membership year that ends on `lastDay`: 2027-11-26 → 2026-11-27. */
function firstDayOfYearEnding(lastDay: string): string {
  const next = new Date(`${addDays(lastDay, 1)}T00:00:00Z`);
  next.setUTCFullYear(next.getUTCFullYear() - 1);
  return utcDay(next);
}

interface TierCompany {
  id: number;
  tier: MembershipTier | null;
  valid_until: string | null;
}

/**
 * What moving the company to `to` would charge and change as of `today`, read from the fee
 * table and its invoices without writing anything. An upgrade charges the annual difference for
 * each day left of the paid membership (today included), at the daily rate of the year that
 * ends on its last paid day; a downgrade charges and credits nothing.
 */
export async function quoteTierChange(
  db: Db,
  company: TierCompany,
  to: MembershipTier,
  today: string,
): Promise<TierChangeQuote | null> {
  if (!company.tier) return null;
  const [oldFee, newFee] = await Promise.all([priceOf(db, company.tier), priceOf(db, to)]);
  const openRenewals = await openRenewalInvoices(db, company.id);
  const base = {
    from: company.tier,
    to,
    proRata: null,
    reissued: openRenewals.map((invoice) => ({
      number: invoice.number,
      amountMinor: Number(invoice.amount_minor),
      currency: newFee.currency,
      newAmountMinor: newFee.amountMinor,
    })),
    nextFee: newFee,
    blockedReason: null,
  };
  const upgrade = to === 'premium' && company.tier === 'standard';
  const paidDaysLeft = company.valid_until !== null && company.valid_until >= today;
  if (!upgrade || !paidDaysLeft || company.valid_until === null) return base;
  if (oldFee.currency !== newFee.currency) {
    return {
      ...base,
      blockedReason: `The ${TIER_LABELS[company.tier]} fee is in ${oldFee.currency} and the ${TIER_LABELS[to]} fee in ${newFee.currency}, so the difference cannot be invoiced. Set both fees in one currency first.`,
    };
  }
  const annualDifferenceMinor = newFee.amountMinor - oldFee.amountMinor;
  if (annualDifferenceMinor <= 0) return base;
  const until = company.valid_until;
  const days = daysFrom(today, until) + 1;
  const yearDays = daysFrom(firstDayOfYearEnding(until), until) + 1;
  return {
    ...base,
    proRata: {
      amountMinor: Math.round((annualDifferenceMinor * days) / yearDays),
      currency: newFee.currency,
      from: today,
      until,
      days,
      yearDays,
      annualDifferenceMinor,
    },
  };
}

export interface TierChangeSettled {
  /** null for a company that has no tier to price from */
  quote: TierChangeQuote | null;
  /** the upgrade invoice issued, if any */
  upgradeInvoice: { number: string; amountMinor: number; currency: string; dueOn: string } | null;
  /** each cancelled renewal with the invoice issued in its place */
  reissued: { cancelled: string; issued: string; amountMinor: number; currency: string; dueOn: string }[];
}

/**
 * The money side of a tier change, in the transaction that changes the tier: the upgrade invoice,
 * and every unpaid renewal invoice voided and issued again at the new fee for the same period.
 * Refused (and so nothing changes) when the change cannot be priced.
 */
export async function settleTierChange(
  trx: Db,
  company: TierCompany,
  to: MembershipTier,
  actor: Actor,
  now: Date,
): Promise<TierChangeSettled> {
  const quote = await quoteTierChange(trx, company, to, utcDay(now));
  if (!quote) return { quote, upgradeInvoice: null, reissued: [] };
  if (quote.blockedReason) throw new ApiError('CONFLICT', quote.blockedReason);
  const upgradeInvoice = quote.proRata
    ? await issueInvoice(
        trx,
        {
          companyId: company.id,
          kind: 'upgrade',
          tier: to,
          amount: { amountMinor: quote.proRata.amountMinor, currency: quote.proRata.currency },
          period: { from: quote.proRata.from, until: quote.proRata.until },
        },
        actor,
        now,
      )
    : null;
  const reissued: TierChangeSettled['reissued'] = [];
  const open = await openRenewalInvoices(trx, company.id);
  for (const old of open) {
    await voidInvoice(trx, old.id);
    const issued = await issueInvoice(
      trx,
      { companyId: company.id, kind: 'renewal', tier: to, renewsUntil: old.renews_until, replaces: old },
      actor,
      now,
    );
    reissued.push({ cancelled: old.number, issued: issued.number, ...issued });
  }
  return { quote, upgradeInvoice, reissued };
}
