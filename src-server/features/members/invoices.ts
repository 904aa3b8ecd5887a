import type { Selectable } from 'kysely';
import type { Invoice, MembershipPrice } from '../../../shared/api/members';
import { addDays, utcDay } from '../../../shared/domain/date';
import {
  activeStatusOf,
  INVOICE_DUE_DAYS,
  lastDayOfYearFrom,
  type MembershipTier,
} from '../../../shared/domain/membership';
import { isCurrency, type Currency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import type { MembershipInvoicesTable } from '../../db/tables';
import { ApiError } from '../../core/errors';
import { recordAudit, type Actor, type Person } from '../../services/member-audit';
import { emailCompany } from '../../services/email';
import { paymentReceivedEmail } from './emails';

type InvoiceRow = Selectable<MembershipInvoicesTable> & {
  company_name: string;
  replaces_number: string | null;
};

function currencyOf(code: string): Currency {
  if (!isCurrency(code)) throw new Error(`unknown currency ${code} in the membership tables`);
  return code;
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    number: row.number,
    kind: row.kind,
    tier: row.tier,
    amountMinor: Number(row.amount_minor),
    currency: currencyOf(row.currency),
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    renewsUntil: row.renews_until,
    status: row.status,
    paidOn: row.paid_on,
    paymentReference: row.payment_reference,
    companyId: row.company_id,
    companyName: row.company_name,
    period: row.period_from && row.period_until ? { from: row.period_from, until: row.period_until } : null,
    replaces: row.replaces_number,
  };
}

function invoiceQuery(db: Db) {
  return db
    .selectFrom('membership_invoices')
    .innerJoin('companies', 'companies.id', 'membership_invoices.company_id')
    .leftJoin('membership_invoices as replaced', 'replaced.id', 'membership_invoices.replaces_invoice_id')
    .selectAll('membership_invoices')
    .select(['companies.name as company_name', 'replaced.number as replaces_number']);
}

export async function invoicesOf(db: Db, companyId: number): Promise<Invoice[]> {
  const rows = await invoiceQuery(db)
    .where('membership_invoices.company_id', '=', companyId)
    .orderBy('membership_invoices.id', 'desc')
    .execute();
  return rows.map(toInvoice);
}

export async function listInvoices(db: Db, status: Invoice['status'] | undefined): Promise<Invoice[]> {
  let query = invoiceQuery(db);
  if (status) query = query.where('membership_invoices.status', '=', status);
  const rows = await query
    .orderBy('membership_invoices.due_on')
    .orderBy('membership_invoices.id')
    .limit(500)
    .execute();
  return rows.map(toInvoice);
}

export async function findInvoice(db: Db, number: string): Promise<Invoice | undefined> {
  const row = await invoiceQuery(db).where('membership_invoices.number', '=', number).executeTakeFirst();
  return row ? toInvoice(row) : undefined;
}

export async function readPrices(db: Db): Promise<MembershipPrice[]> {
  const rows = await db.selectFrom('membership_prices').selectAll().orderBy('amount_minor').execute();
  return rows.map((row) => ({
    tier: row.tier,
    amountMinor: Number(row.amount_minor),
    currency: currencyOf(row.currency),
    updatedAt: row.updated_at,
  }));
}

export async function priceOf(db: Db, tier: MembershipTier) {
  const row = await db
    .selectFrom('membership_prices')
    .selectAll()
    .where('tier', '=', tier)
    .executeTakeFirstOrThrow();
  return { amountMinor: Number(row.amount_minor), currency: currencyOf(row.currency) };
}

export async function setPrice(
  db: Db,
  { tier, amountMinor, currency }: { tier: MembershipTier; amountMinor: number; currency: Currency },
  actor: Person,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await priceOf(trx, tier);
    if (before.amountMinor === amountMinor && before.currency === currency) return;
    await trx
      .updateTable('membership_prices')
      .set({
        amount_minor: amountMinor,
        currency,
        updated_by: actor.userId,
        updated_at: now.toISOString(),
      })
      .where('tier', '=', tier)
      .execute();
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
  const { id } = await trx
    .insertInto('membership_invoices')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `DFA-${today.slice(0, 4)}-${String(id).padStart(5, '0')}`;
  await trx.updateTable('membership_invoices').set({ number }).where('id', '=', id).execute();
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
    const invoice = await trx
      .selectFrom('membership_invoices')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
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
    const company = await trx
      .selectFrom('companies')
      .select(['name', 'tier', 'valid_until', 'member_since', 'suspended_at'])
      .where('id', '=', invoice.company_id)
      .executeTakeFirstOrThrow();
    // An upgrade pays for days of a period already running: the tier and the period stay as they are.
    const upgrade = invoice.kind === 'upgrade';
    const startsOn =
      invoice.renews_until !== null && invoice.renews_until >= paidOn
        ? addDays(invoice.renews_until, 1)
        : paidOn;
    const validUntil = upgrade ? (company.valid_until ?? invoice.period_until!) : lastDayOfYearFrom(startsOn);
    const suspended = company.suspended_at !== null;
    const updated = await trx
      .updateTable('membership_invoices')
      .set({
        status: 'paid',
        paid_on: paidOn,
        payment_reference: reference,
        confirmed_by: actor.userId,
        confirmed_at: now.toISOString(),
      })
      .where('id', '=', invoice.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new ApiError('CONFLICT', `Invoice ${number} was just confirmed by someone else.`);
    }
    if (!upgrade) {
      await trx
        .updateTable('companies')
        .set({
          tier: invoice.tier,
          valid_until: validUntil,
          member_since: company.member_since ?? paidOn,
          ...(suspended ? {} : { membership_type: activeStatusOf(invoice.tier) }),
        })
        .where('id', '=', invoice.company_id)
        .execute();
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

/** The office an invoice is addressed to: the head office, else the first listed. */
export function billingOffice(db: Db, companyId: number) {
  return db
    .selectFrom('company_offices')
    .select(['address', 'city', 'country'])
    .where('company_id', '=', companyId)
    .orderBy('is_head_office', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}
