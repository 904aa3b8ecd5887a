import type { FastifyBaseLogger } from 'fastify';
import { addDays, utcDay } from '../../../shared/domain/date';
import { FINAL_REMINDER_DAYS, RENEWAL_NOTICE_DAYS } from '../../../shared/domain/membership';
import { isCurrency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { markContentChanged } from '../../services/content-version';
import { emailCompany } from '../../services/email';
import { recordAudit } from '../../services/member-audit';
import { finalReminderEmail, lapsedEmail, renewalInvoiceEmail, type InvoiceFacts } from './emails';
import { issueInvoice } from './invoices';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';

export interface CalendarReport {
  invoicesIssued: number;
  remindersSent: number;
  lapsed: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Marks a reminder as sent for this membership period; false when it already was. The key
 * (company, period end, kind) makes each reminder once per period, however often this runs and
 * on however many servers.
 */
async function claimReminder(trx: Db, companyId: number, periodEnd: string, kind: string, now: Date) {
  const inserted = await trx
    .insertInto('membership_reminders')
    .values({ company_id: companyId, period_end: periodEnd, kind, sent_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['company_id', 'period_end', 'kind']).doNothing())
    .returning('kind')
    .execute();
  return inserted.length === 1;
}

async function renewalInvoiceFor(trx: Db, companyId: number, validUntil: string) {
  return trx
    .selectFrom('membership_invoices')
    .select(['number', 'amount_minor', 'currency', 'due_on', 'status'])
    .where('company_id', '=', companyId)
    .where('renews_until', '=', validUntil)
    .executeTakeFirst();
}

/** One company's renewal: the invoice 30 days ahead, then the reminder its days left call for. */
async function renewOne(
  db: Db,
  company: { id: number; name: string; tier: 'standard' | 'premium'; valid_until: string },
  { now, today, siteUrl }: { now: Date; today: string; siteUrl: string },
  report: CalendarReport,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      let invoice = await renewalInvoiceFor(trx, company.id, company.valid_until);
      if (!invoice) {
        await issueInvoice(
          trx,
          { companyId: company.id, kind: 'renewal', tier: company.tier, renewsUntil: company.valid_until },
          'system',
          now,
        );
        report.invoicesIssued += 1;
        invoice = (await renewalInvoiceFor(trx, company.id, company.valid_until))!;
      }
      if (invoice.status !== 'open' || !isCurrency(invoice.currency)) return;
      const facts: InvoiceFacts = {
        number: invoice.number,
        amountMinor: Number(invoice.amount_minor),
        currency: invoice.currency,
        dueOn: invoice.due_on,
      };
      const daysLeft = daysBetween(today, company.valid_until);
      const kind = daysLeft <= FINAL_REMINDER_DAYS ? FINAL_REMINDER_DAYS : RENEWAL_NOTICE_DAYS;
      if (!(await claimReminder(trx, company.id, company.valid_until, `${kind}-days`, now))) return;
      const details = { company: company.name, validUntil: company.valid_until, invoice: facts, siteUrl };
      await emailCompany(
        trx,
        company.id,
        (person) =>
          kind === FINAL_REMINDER_DAYS
            ? finalReminderEmail(person, details)
            : renewalInvoiceEmail(person, details),
        now,
      );
      await recordAudit(
        trx,
        company.id,
        'system',
        { action: 'reminder-sent', details: { daysLeft: kind, validUntil: company.valid_until } },
        { now },
      );
      report.remindersSent += 1;
    });
  } catch (error) {
    // Another server issued the same renewal at the same moment: its transaction did the work.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** A membership whose year ended unpaid becomes Standard Inactive, once. */
async function lapseOne(
  db: Db,
  company: { id: number; name: string; valid_until: string },
  { now, siteUrl }: { now: Date; siteUrl: string },
  report: CalendarReport,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('companies')
      .set({ membership_type: 'standard_inactive' })
      .where('id', '=', company.id)
      .where('membership_type', 'in', ['premium', 'standard_active'])
      .where('valid_until', '=', company.valid_until)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    const invoice = await renewalInvoiceFor(trx, company.id, company.valid_until);
    await recordAudit(
      trx,
      company.id,
      'system',
      { action: 'membership-lapsed', details: { validUntil: company.valid_until } },
      { now },
    );
    if (await claimReminder(trx, company.id, company.valid_until, 'lapsed', now)) {
      await emailCompany(
        trx,
        company.id,
        (person) =>
          lapsedEmail(person, {
            company: company.name,
            validUntil: company.valid_until,
            invoiceNumber: invoice?.status === 'open' ? invoice.number : null,
            siteUrl,
          }),
        now,
      );
    }
    report.lapsed += 1;
  });
}

/**
 * The association's calendar as of `now` (an injected clock, so tests and the command can move
 * it): renewal invoices 30 days before a membership ends, reminders at 30 and 7 days, and
 * Standard Inactive once the year ends unpaid. Idempotent: running it again at the same moment,
 * or on several servers, sends nothing twice.
 */
export async function runMembershipCalendar(
  db: Db,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<CalendarReport> {
  const today = utcDay(now);
  const report: CalendarReport = { invoicesIssued: 0, remindersSent: 0, lapsed: 0 };
  const current = db
    .selectFrom('companies')
    .select(['id', 'name', 'tier', 'valid_until'])
    .where('membership_type', 'in', ['premium', 'standard_active'])
    .where('suspended_at', 'is', null)
    .where('valid_until', 'is not', null);
  const ending = await current
    .where('valid_until', '>=', today)
    .where('valid_until', '<=', addDays(today, RENEWAL_NOTICE_DAYS))
    .orderBy('id')
    .execute();
  for (const company of ending) {
    if (!company.valid_until || !company.tier) continue;
    await renewOne(
      db,
      { ...company, tier: company.tier, valid_until: company.valid_until },
      { now, today, siteUrl },
      report,
    );
  }
  const ended = await current.where('valid_until', '<', today).orderBy('id').execute();
  for (const company of ended) {
    if (!company.valid_until) continue;
    await lapseOne(db, { ...company, valid_until: company.valid_until }, { now, siteUrl }, report);
  }
  return report;
}

/** The calendar's changes reach every server's cached pages through the content version. */
export async function runAndPublish(db: Db, { now, siteUrl }: { now: Date; siteUrl: string }) {
  const report = await runMembershipCalendar(db, { now, siteUrl });
  if (report.lapsed > 0) await markContentChanged(db);
  return report;
}

/** Runs the calendar now and every `intervalMs` until stopped (several servers may run it at once). */
export function startMembershipCalendar({
  db,
  siteUrl,
  intervalMs,
  log,
}: {
  db: Db;
  siteUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}): PeriodicTask {
  return runPeriodically(
    async () => {
      const report = await runAndPublish(db, { now: new Date(), siteUrl });
      if (report.invoicesIssued + report.remindersSent + report.lapsed > 0) {
        log.info(report, 'membership calendar: renewals, reminders and lapses handled');
      }
    },
    intervalMs,
    (error) => log.error({ err: error }, 'membership calendar round failed'),
  );
}
