import type { FastifyBaseLogger } from 'fastify';
import { addDays, utcDay } from '../../../shared/domain/date';
import {
  FINAL_REMINDER_DAYS,
  RENEWAL_NOTICE_DAYS,
  type MembershipTier,
} from '../../../shared/domain/membership';
import { isCurrency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { accessChanged } from '../../http/sessions';
import { markContentChanged } from '../../services/content-version-repository';
import { emailCompany } from '../../services/email';
import { recordAudit } from '../../services/member-audit';
import { finalReminderEmail, lapsedEmail, renewalInvoiceEmail, type InvoiceFacts } from './emails';
import { invoiceDueOn, issueInvoice } from './invoices';
import { priceOf, renewalInvoiceFor } from './invoice-repository';
import {
  claimReminder,
  currentMembershipsEnding,
  lapseMembership,
  peopleCount,
  reminderSent,
} from './membership-repository';
import { systemClock, type Clock } from '../../core/clock';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';

/** One thing the calendar does (or, in a dry run, would do) for one company. */
export type CalendarStep =
  | {
      kind: 'renewal-invoice';
      company: string;
      tier: MembershipTier;
      amountMinor: number;
      currency: string;
      renewsUntil: string;
    }
  | { kind: 'reminder'; company: string; daysLeft: number; validUntil: string; recipients: number }
  | { kind: 'lapse'; company: string; validUntil: string; recipients: number };

export interface CalendarReport {
  invoicesIssued: number;
  remindersSent: number;
  lapsed: number;
  /** in the order they were taken */
  steps: CalendarStep[];
}

interface RunContext {
  now: Date;
  today: string;
  siteUrl: string;
  /** false: a dry run, which reads what it would do and writes nothing */
  apply: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Claims the reminder when acting; in a dry run only asks whether it would still be sent. */
async function reminderDue(trx: Db, companyId: number, periodEnd: string, kind: string, run: RunContext) {
  const reminder = { companyId, periodEnd, kind };
  return run.apply ? claimReminder(trx, reminder, run.now) : !(await reminderSent(trx, reminder));
}

/** Acting, in one transaction per company; a dry run reads from the database as it is. */
async function inTransaction(db: Db, run: RunContext, work: (trx: Db) => Promise<void>): Promise<void> {
  if (run.apply) await db.transaction().execute(work);
  else await work(db);
}

/** One company's renewal: the invoice 30 days ahead, then the reminder its days left call for. */
async function renewOne(
  db: Db,
  company: { id: number; name: string; tier: MembershipTier; valid_until: string },
  run: RunContext,
  report: CalendarReport,
): Promise<void> {
  try {
    await inTransaction(db, run, async (trx) => {
      let invoice = await renewalInvoiceFor(trx, company.id, company.valid_until);
      if (!invoice) {
        const step = {
          kind: 'renewal-invoice',
          company: company.name,
          tier: company.tier,
          renewsUntil: company.valid_until,
        } as const;
        if (run.apply) {
          const issued = await issueInvoice(
            trx,
            { companyId: company.id, kind: 'renewal', tier: company.tier, renewsUntil: company.valid_until },
            'system',
            run.now,
          );
          report.steps.push({ ...step, amountMinor: issued.amountMinor, currency: issued.currency });
          invoice = (await renewalInvoiceFor(trx, company.id, company.valid_until))!;
        } else {
          const price = await priceOf(trx, company.tier);
          report.steps.push({ ...step, ...price });
          invoice = {
            number: 'the new renewal invoice',
            amount_minor: price.amountMinor,
            currency: price.currency,
            due_on: invoiceDueOn(run.today, company.valid_until),
            status: 'open',
          };
        }
        report.invoicesIssued += 1;
      }
      if (invoice.status !== 'open' || !isCurrency(invoice.currency)) return;
      const facts: InvoiceFacts = {
        number: invoice.number,
        amountMinor: Number(invoice.amount_minor),
        currency: invoice.currency,
        dueOn: invoice.due_on,
      };
      const daysLeft = daysBetween(run.today, company.valid_until);
      const kind = daysLeft <= FINAL_REMINDER_DAYS ? FINAL_REMINDER_DAYS : RENEWAL_NOTICE_DAYS;
      if (!(await reminderDue(trx, company.id, company.valid_until, `${kind}-days`, run))) return;
      report.steps.push({
        kind: 'reminder',
        company: company.name,
        daysLeft: kind,
        validUntil: company.valid_until,
        recipients: await peopleCount(trx, company.id),
      });
      report.remindersSent += 1;
      if (!run.apply) return;
      const details = {
        company: company.name,
        validUntil: company.valid_until,
        invoice: facts,
        siteUrl: run.siteUrl,
      };
      await emailCompany(
        trx,
        company.id,
        (person) =>
          kind === FINAL_REMINDER_DAYS
            ? finalReminderEmail(person, details)
            : renewalInvoiceEmail(person, details),
        run.now,
      );
      await recordAudit(
        trx,
        company.id,
        'system',
        { action: 'reminder-sent', details: { daysLeft: kind, validUntil: company.valid_until } },
        { now: run.now },
      );
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
  run: RunContext,
  report: CalendarReport,
): Promise<void> {
  await inTransaction(db, run, async (trx) => {
    if (run.apply) {
      if (!(await lapseMembership(trx, company.id, company.valid_until))) return;
    }
    const notify = await reminderDue(trx, company.id, company.valid_until, 'lapsed', run);
    report.steps.push({
      kind: 'lapse',
      company: company.name,
      validUntil: company.valid_until,
      recipients: notify ? await peopleCount(trx, company.id) : 0,
    });
    report.lapsed += 1;
    if (!run.apply) return;
    const invoice = await renewalInvoiceFor(trx, company.id, company.valid_until);
    await recordAudit(
      trx,
      company.id,
      'system',
      { action: 'membership-lapsed', details: { validUntil: company.valid_until } },
      { now: run.now },
    );
    if (notify) {
      await emailCompany(
        trx,
        company.id,
        (person) =>
          lapsedEmail(person, {
            company: company.name,
            validUntil: company.valid_until,
            invoiceNumber: invoice?.status === 'open' ? invoice.number : null,
            siteUrl: run.siteUrl,
          }),
        run.now,
      );
    }
  });
  if (run.apply) accessChanged();
}

/**
 * The association's calendar as of `now` (an injected clock, so tests and the command can move
 * it): renewal invoices 30 days before a membership ends, reminders at 30 and 7 days, and
 * Standard Inactive once the year ends unpaid. Idempotent: running it again at the same moment,
 * or on several servers, sends nothing twice. With `apply: false` it is a dry run: the report
 * says what it would do, and the database is left exactly as it was.
 */
export async function runMembershipCalendar(
  db: Db,
  { now, siteUrl, apply = true }: { now: Date; siteUrl: string; apply?: boolean },
): Promise<CalendarReport> {
  const today = utcDay(now);
  const run: RunContext = { now, today, siteUrl, apply };
  const report: CalendarReport = { invoicesIssued: 0, remindersSent: 0, lapsed: 0, steps: [] };
  const ending = await currentMembershipsEnding(db, {
    from: today,
    to: addDays(today, RENEWAL_NOTICE_DAYS),
  });
  for (const company of ending) {
    if (!company.valid_until || !company.tier) continue;
    await renewOne(db, { ...company, tier: company.tier, valid_until: company.valid_until }, run, report);
  }
  const ended = await currentMembershipsEnding(db, { before: today });
  for (const company of ended) {
    if (!company.valid_until) continue;
    await lapseOne(db, { ...company, valid_until: company.valid_until }, run, report);
  }
  return report;
}

/** The calendar's changes reach every server's cached pages through the content version. */
export async function runAndPublish(
  db: Db,
  { now, siteUrl, apply = true }: { now: Date; siteUrl: string; apply?: boolean },
) {
  const report = await runMembershipCalendar(db, { now, siteUrl, apply });
  if (apply && report.lapsed > 0) await markContentChanged(db);
  return report;
}

/** Runs the calendar now and every `intervalMs` until stopped (several servers may run it at once). */
export function startMembershipCalendar({
  db,
  siteUrl,
  intervalMs,
  log,
  clock = systemClock,
}: {
  db: Db;
  siteUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  clock?: Clock;
}): PeriodicTask {
  return runPeriodically(
    async () => {
      const { steps: _steps, ...report } = await runAndPublish(db, { now: clock(), siteUrl });
      if (report.invoicesIssued + report.remindersSent + report.lapsed > 0) {
        log.info(report, 'membership calendar: renewals, reminders and lapses handled');
      }
    },
    intervalMs,
    (error) => log.error({ err: error }, 'membership calendar round failed'),
  );
}
