import type { Invoice } from '../../../shared/api/members';
import { addDays, utcDay } from '../../../shared/domain/date';
import {
  activeStatusOf,
  INVOICE_DUE_DAYS,
  lastDayOfYearFrom,
  type MembershipTier,
} from '../../../shared/domain/membership';
import type { Currency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import type { MembershipInvoicesTable } from '../../db/tables';
import { ApiError } from '../../core/errors';
import { recordAudit, type Actor, type Person } from '../../services/member-audit';
import { emailCompany } from '../../services/email';
import { paymentReceivedEmail } from './emails';
import {
  findInvoice,
  findInvoiceRow,
  insertInvoice,
  markInvoicePaid,
  priceOf,
  setInvoiceNumber,
  updatePrice,
} from './invoice-repository';
import { findCompanyMembership, updateMembership } from './membership-repository';

export async function setPrice(
  db: Db,
  { tier, amountMinor, currency }: { tier: MembershipTier; amountMinor: number; currency: Currency },
  actor: Person,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await priceOf(trx, tier);
    if (before.amountMinor === amountMinor && before.currency === currency) return;
    await updatePrice(trx, tier, {
      amount_minor: amountMinor,
      currency,
      updated_by: actor.userId,
      updated_at: now.toISOString(),
    });
    await recordAudit(
      trx,
      null,
      actor,
      {
        action: 'fee-changed',
        details: {
          tier,
          fromMinor: before.amountMinor,
          fromCurrency: before.currency,
          toMinor: amountMinor,
          toCurrency: currency,
        },
      },
      { now },
    );
  });
}

/**
 * When an invoice falls due: 30 days after it is issued, but a renewal never later than the last
 * day of the year it renews, because the membership lapses the day after. A renewal issued
 * late (the calendar was stopped, or the year was short) is therefore due sooner; one issued
 * after that day is a late payment, due in the usual 30 days.
 */
export function invoiceDueOn(today: string, renewsUntil: string | null): string {
  const usual = addDays(today, INVOICE_DUE_DAYS);
  if (renewsUntil === null || renewsUntil < today) return usual;
  return renewsUntil < usual ? renewsUntil : usual;
}

/**
 * Issues an invoice at the tier's current fee (or the amount given, for an upgrade's pro-rata
 * difference), due in 30 days, numbered DFA-<year>-<id> (a plain sequence, as bookkeeping
 * expects). Call it inside the transaction that causes it.
 */
export async function issueInvoice(
  trx: Db,
  {
    companyId,
    kind,
    tier,
    renewsUntil = null,
    amount,
    period = null,
    replaces = null,
  }: {
    companyId: number;
    kind: MembershipInvoicesTable['kind'];
    tier: MembershipTier;
    renewsUntil?: string | null;
    amount?: { amountMinor: number; currency: Currency };
    period?: { from: string; until: string } | null;
    /** the voided invoice this one is issued in place of */
    replaces?: { id: number; number: string } | null;
  },
  actor: Actor,
  now: Date,
) {
  const today = utcDay(now);
  const { amountMinor, currency } = amount ?? (await priceOf(trx, tier));
  const dueOn = invoiceDueOn(today, renewsUntil);
  const id = await insertInvoice(trx, {
    // Replaced below once the id is known; unique meanwhile.
    number: `draft-${companyId}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
    company_id: companyId,
    kind,
    tier,
    amount_minor: amountMinor,
    currency,
    issued_on: today,
    due_on: dueOn,
    renews_until: renewsUntil,
    status: 'open',
    paid_on: null,
    payment_reference: null,
    confirmed_by: null,
    confirmed_at: null,
    created_at: now.toISOString(),
    period_from: period?.from ?? null,
    period_until: period?.until ?? null,
    replaces_invoice_id: replaces?.id ?? null,
  });
  const number = `DFA-${today.slice(0, 4)}-${String(id).padStart(5, '0')}`;
  await setInvoiceNumber(trx, id, number);
  await recordAudit(
    trx,
    companyId,
    actor,
    {
      action: 'invoice-issued',
      details: {
        number,
        amountMinor,
        currency,
        dueOn,
        kind,
        ...(replaces ? { replaces: replaces.number } : {}),
      },
    },
    { now },
  );
  return { number, amountMinor, currency, dueOn };
}

/**
 * Records a bank payment. A first invoice makes the membership active for a year from the day
 * the money arrived; a renewal paid in time continues the year it renews, a late one starts a
 * new year on the day of payment. A suspension stays in force.
 */
export async function markPaid(
  db: Db,
  { number, paidOn, reference }: { number: string; paidOn: string; reference: string },
  actor: Person,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<Invoice> {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoiceRow(trx, number);
    if (!invoice) {
      throw new ApiError('NOT_FOUND', `There is no invoice ${number}.`, { number: 'No such invoice.' });
    }
    if (invoice.status !== 'open') {
      const message = `Invoice ${number} is already ${invoice.status === 'paid' ? `paid (on ${invoice.paid_on})` : 'void'}.`;
      throw new ApiError('CONFLICT', message, { number: message });
    }
    if (paidOn > utcDay(now)) {
      throw new ApiError('VALIDATION', 'The payment date cannot be in the future.', {
        paidOn: 'The payment date cannot be in the future.',
      });
    }
    if (paidOn < invoice.issued_on) {
      const message = `The invoice was issued on ${invoice.issued_on}: the payment cannot be earlier.`;
      throw new ApiError('VALIDATION', message, { paidOn: message });
    }
    const company = await findCompanyMembership(trx, invoice.company_id);
    // An upgrade pays for days of a period already running: the tier and the period stay as they are.
    const upgrade = invoice.kind === 'upgrade';
    const startsOn =
      invoice.renews_until !== null && invoice.renews_until >= paidOn
        ? addDays(invoice.renews_until, 1)
        : paidOn;
    const validUntil = upgrade ? (company.valid_until ?? invoice.period_until!) : lastDayOfYearFrom(startsOn);
    const suspended = company.suspended_at !== null;
    const paid = await markInvoicePaid(trx, invoice.id, {
      paid_on: paidOn,
      payment_reference: reference,
      confirmed_by: actor.userId,
      confirmed_at: now.toISOString(),
    });
    if (!paid) {
      throw new ApiError('CONFLICT', `Invoice ${number} was just confirmed by someone else.`);
    }
    if (!upgrade) {
      await updateMembership(trx, invoice.company_id, {
        tier: invoice.tier,
        valid_until: validUntil,
        member_since: company.member_since ?? paidOn,
        ...(suspended ? {} : { membership_type: activeStatusOf(invoice.tier) }),
      });
    }
    await recordAudit(
      trx,
      invoice.company_id,
      actor,
      { action: 'invoice-paid', details: { number, paidOn, reference, validUntil } },
      { now },
    );
    await emailCompany(
      trx,
      invoice.company_id,
      (person) =>
        paymentReceivedEmail(person, {
          company: company.name,
          tier: upgrade ? (company.tier ?? invoice.tier) : invoice.tier,
          number,
          validUntil,
          suspended,
          siteUrl,
        }),
      now,
    );
  });
  return (await findInvoice(db, number))!;
}
