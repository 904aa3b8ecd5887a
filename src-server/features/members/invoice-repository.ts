import type { Insertable, Selectable } from 'kysely';
import type { Invoice, MembershipPrice } from '../../../shared/api/members';
import type { MembershipTier } from '../../../shared/domain/membership';
import { isCurrency, type Currency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import type { Database, MembershipInvoicesTable } from '../../db/tables';

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

export async function priceOf(
  db: Db,
  tier: MembershipTier,
): Promise<{ amountMinor: number; currency: Currency }> {
  const row = await db
    .selectFrom('membership_prices')
    .selectAll()
    .where('tier', '=', tier)
    .executeTakeFirstOrThrow();
  return { amountMinor: Number(row.amount_minor), currency: currencyOf(row.currency) };
}

export async function updatePrice(
  trx: Db,
  tier: MembershipTier,
  values: { amount_minor: number; currency: Currency; updated_by: number; updated_at: string },
): Promise<void> {
  await trx.updateTable('membership_prices').set(values).where('tier', '=', tier).execute();
}

/** Inserts the invoice under a provisional number; answers its id, which the real number is made from. */
export async function insertInvoice(trx: Db, invoice: Insertable<MembershipInvoicesTable>): Promise<number> {
  const { id } = await trx
    .insertInto('membership_invoices')
    .values(invoice)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setInvoiceNumber(trx: Db, id: number, number: string): Promise<void> {
  await trx.updateTable('membership_invoices').set({ number }).where('id', '=', id).execute();
}

export async function findInvoiceRow(
  trx: Db,
  number: string,
): Promise<Selectable<MembershipInvoicesTable> | undefined> {
  return trx.selectFrom('membership_invoices').selectAll().where('number', '=', number).executeTakeFirst();
}

/** Records the payment only while the invoice is open; false when someone else confirmed it first. */
export async function markInvoicePaid(
  trx: Db,
  id: number,
  payment: { paid_on: string; payment_reference: string; confirmed_by: number; confirmed_at: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('membership_invoices')
    .set({ status: 'paid', ...payment })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The company's unpaid renewal invoices, oldest first. */
export async function openRenewalInvoices(
  db: Db,
  companyId: number,
): Promise<
  Pick<Selectable<MembershipInvoicesTable>, 'id' | 'number' | 'amount_minor' | 'currency' | 'renews_until'>[]
> {
  return db
    .selectFrom('membership_invoices')
    .select(['id', 'number', 'amount_minor', 'currency', 'renews_until'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'renewal')
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

export async function voidInvoice(trx: Db, id: number): Promise<void> {
  await trx.updateTable('membership_invoices').set({ status: 'void' }).where('id', '=', id).execute();
}

/** The renewal invoice of a membership period; a void one was replaced and no longer counts. */
export async function renewalInvoiceFor(
  trx: Db,
  companyId: number,
  validUntil: string,
): Promise<
  | Pick<Selectable<MembershipInvoicesTable>, 'number' | 'amount_minor' | 'currency' | 'due_on' | 'status'>
  | undefined
> {
  return trx
    .selectFrom('membership_invoices')
    .select(['number', 'amount_minor', 'currency', 'due_on', 'status'])
    .where('company_id', '=', companyId)
    .where('renews_until', '=', validUntil)
    .where('status', '<>', 'void')
    .executeTakeFirst();
}

/** The office an invoice is addressed to: the head office, else the first listed. */
export function billingOffice(
  db: Db,
  companyId: number,
): Promise<Pick<Selectable<Database['company_offices']>, 'address' | 'city' | 'country'> | undefined> {
  return db
    .selectFrom('company_offices')
    .select(['address', 'city', 'country'])
    .where('company_id', '=', companyId)
    .orderBy('is_head_office', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}
