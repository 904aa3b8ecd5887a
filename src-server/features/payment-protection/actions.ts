import type { Selectable } from 'kysely';
import {
  CLAIM_OUTCOME_LABELS,
  type ClaimOutcome,
  type ProtectionStatus,
  type ShipmentReport,
} from '../../../shared/api/payment-protection';
import { formatDate, utcDay } from '../../../shared/domain/date';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { emailCompany } from '../../services/email';
import { recordAudit, type AuditEntry, type Person } from '../../services/member-audit';
import type { StoredUpload } from '../../http/multipart-upload';
import {
  claimBlockedReason,
  companyName,
  companyNames,
  coverOf,
  coverYearOf,
  findStandingOf,
  insertCase,
  insertCaseFiles,
  insertCaseHistory,
  lockCover,
  officeCountry,
  officesOf,
  reportedLate,
  updateCaseFrom,
  visibleCase,
  type Viewer,
} from './case-repository';
import * as emails from './emails';
import { officeDay } from './office-day';
import { failedRules, premiumStandingProblem, type RuleCompany } from './rules';

type CaseRow = Selectable<Database['protection_cases']>;

export interface ActionContext {
  now: Date;
  siteUrl: string;
  claimWindowDays: number;
}

const ASSOCIATION = 'Digital Freight Alliance';

/** How the case history names a person: with the company they act for. */
async function signature(db: Db, person: Person, viewer: Viewer): Promise<string> {
  if (viewer.isAdmin) return `${person.name}, ${ASSOCIATION}`;
  return `${person.name}, ${await companyName(db, viewer.companyId)}`;
}

async function recordStep(
  trx: Db,
  row: Pick<CaseRow, 'id'>,
  { person, name }: { person: Person; name: string },
  event: string,
  note: string | null,
  now: Date,
): Promise<void> {
  await insertCaseHistory(trx, {
    case_id: row.id,
    actor_user_id: person.userId,
    actor_name: name,
    event,
    note,
    created_at: now.toISOString(),
  });
}

async function factsOf(trx: Db, row: CaseRow): Promise<emails.CaseFacts> {
  const names = await companyNames(trx, [row.creditor_company_id, row.debtor_company_id]);
  const nameOf = (id: number) => names.get(id) ?? '';
  return {
    id: row.id,
    creditorName: nameOf(row.creditor_company_id),
    debtorName: nameOf(row.debtor_company_id),
    invoiceNumber: row.invoice_number,
    amountMinor: row.amount_minor,
    currency: row.currency,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    blNumber: row.bl_number,
  };
}

const auditFacts = (row: CaseRow) => ({
  caseId: row.id,
  invoiceNumber: row.invoice_number,
  amountMinor: row.amount_minor,
  currency: row.currency,
});

/** The same entry in both parties' logs: each member's record shows the cases it is part of. */
async function auditBoth(
  trx: Db,
  row: CaseRow,
  person: Person,
  entry: AuditEntry,
  { reason = null, now }: { reason?: string | null; now: Date },
): Promise<void> {
  for (const companyId of [row.creditor_company_id, row.debtor_company_id]) {
    await recordAudit(trx, companyId, person, entry, { reason, now });
  }
}

/**
 * Moves the case from one status to the next only if nobody moved it meanwhile, so two admins
 * (or a double click) cannot decide the same step twice.
 */
async function moveCase(
  trx: Db,
  row: CaseRow,
  from: ProtectionStatus,
  values: Partial<Omit<CaseRow, 'id'>> & { status: ProtectionStatus },
  now: Date,
): Promise<CaseRow> {
  const updated = await updateCaseFrom(trx, row.id, from, values, now);
  if (!updated)
    throw new ApiError('CONFLICT', 'The case has changed meanwhile. Reload it to see where it stands.');
  return updated;
}

type Side = 'creditor' | 'debtor';

/** One step of a case after the report: what it moves, records, audits and tells the parties. */
interface CaseStep {
  from: ProtectionStatus;
  set: Partial<Omit<CaseRow, 'id'>> & { status: ProtectionStatus };
  event: string;
  /** the statement or reason the case history shows with the step */
  note?: string | null;
  files?: { side: Side; uploads: readonly StoredUpload[] };
  audit: AuditEntry;
  /** the reason the audit log keeps with the entry */
  reason?: string | null;
  notify: readonly Side[];
  email: (greeting: emails.Greeting, facts: emails.CaseFacts, side: Side) => emails.Draft;
}

/**
 * Takes a step in one transaction: moves the case (refused if someone moved it meanwhile),
 * stores the step's files, dates the step in the history, logs it for both parties and emails
 * the companies it concerns.
 */
async function caseStep(
  trx: Db,
  row: CaseRow,
  actor: { person: Person; name: string },
  step: CaseStep,
  now: Date,
): Promise<void> {
  const moved = await moveCase(trx, row, step.from, step.set, now);
  if (step.files) {
    await insertFiles(trx, moved, step.files.side, step.files.uploads, actor.person.userId, now);
  }
  await recordStep(trx, moved, actor, step.event, step.note ?? null, now);
  await auditBoth(trx, moved, actor.person, step.audit, { reason: step.reason ?? null, now });
  const facts = await factsOf(trx, moved);
  for (const side of step.notify) {
    const companyId = side === 'creditor' ? moved.creditor_company_id : moved.debtor_company_id;
    await emailCompany(trx, companyId, (greeting) => step.email(greeting, facts, side), now);
  }
}

const BOTH: readonly Side[] = ['creditor', 'debtor'];

/** Checks a report against the association's rules and, if it passes, files it for confirmation. */
export async function reportShipment(
  db: Db,
  report: ShipmentReport,
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<number> {
  const name = await signature(db, person, { ...viewer, isAdmin: false });
  try {
    return await db.transaction().execute(async (trx) => {
      // The creditor's lock comes first, before its cover is read.
      await lockCover(trx, viewer.companyId);
      const creditor = (await findStandingOf(trx, viewer.companyId))!;
      const counterparty = await findStandingOf(trx, report.counterpartyId);
      const debtor: RuleCompany | undefined =
        counterparty && counterparty.membership_type !== 'pending' ? counterparty : undefined;
      const offices = await officesOf(trx, [creditor.id, ...(debtor ? [debtor.id] : [])]);
      const idsOf = (companyId: number) => (offices.get(companyId) ?? []).map((office) => office.id);
      const creditorOffices = offices.get(creditor.id) ?? [];
      const issuingOffice =
        creditorOffices.find((office) => office.id === report.creditorOfficeId) ?? creditorOffices[0];
      const failures = failedRules({
        report,
        creditor,
        debtor,
        creditorOfficeIds: idsOf(creditor.id),
        debtorOfficeIds: debtor ? idsOf(debtor.id) : [],
        officeToday: officeDay(issuingOffice?.country, now),
        cover: await coverOf(trx, creditor.id, coverYearOf(report.invoiceDate)),
        now,
      });
      const count = Object.keys(failures).length;
      if (count > 0) {
        throw new ApiError(
          'VALIDATION',
          count === 1
            ? 'This shipment cannot be covered: see the reason beside the field.'
            : `This shipment cannot be covered, for ${count} reasons: see each beside its field.`,
          failures,
        );
      }
      const at = now.toISOString();
      const row = await insertCase(trx, {
        creditor_company_id: creditor.id,
        debtor_company_id: report.counterpartyId,
        creditor_office_id: report.creditorOfficeId,
        debtor_office_id: report.debtorOfficeId,
        reported_by: person.userId,
        status: 'awaiting_confirmation',
        invoice_number: report.invoiceNumber,
        amount_minor: report.amountMinor,
        currency: report.currency,
        covered_usd_minor: report.usdMinor,
        invoice_date: report.invoiceDate,
        due_date: report.dueDate,
        bl_number: report.blNumber,
        mode: report.mode,
        charge_type: report.chargeType,
        created_at: at,
        updated_at: at,
      });
      await recordStep(trx, row, { person, name }, 'reported', null, now);
      await recordAudit(
        trx,
        creditor.id,
        person,
        { action: 'protection-reported', details: auditFacts(row) },
        { now },
      );
      const facts = await factsOf(trx, row);
      await emailCompany(
        trx,
        creditor.id,
        (greeting) => emails.reportReceivedEmail(greeting, facts, siteUrl),
        now,
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = `Invoice ${report.invoiceNumber} is already reported for payment protection.`;
      throw new ApiError('CONFLICT', message, { invoiceNumber: message });
    }
    throw error;
  }
}

export async function confirmCase(
  db: Db,
  { caseId, note }: { caseId: number; note: string | null },
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<void> {
  const name = await signature(db, person, viewer);
  await db.transaction().execute(async (trx) => {
    const row = await visibleCase(trx, caseId, viewer);
    if (row.status !== 'awaiting_confirmation') {
      throw new ApiError('CONFLICT', 'Only a report awaiting confirmation can be confirmed.');
    }
    const issuingCountry =
      row.creditor_office_id === null ? undefined : await officeCountry(trx, row.creditor_office_id);
    if (reportedLate(row, issuingCountry ?? null)) {
      throw new ApiError(
        'CONFLICT',
        `Invoice ${row.invoice_number} was reported after it fell due on ${formatDate(row.due_date)}, so it cannot be covered. Decline the report instead.`,
      );
    }
    // Standing may have changed since the report: cover is only confirmed between current Premium members.
    const today = utcDay(now);
    for (const companyId of [row.creditor_company_id, row.debtor_company_id]) {
      const company = (await findStandingOf(trx, companyId))!;
      const problem = premiumStandingProblem(company, today);
      if (problem) {
        throw new ApiError(
          'CONFLICT',
          `${company.name} can no longer be covered: ${problem}. Decline the report instead.`,
        );
      }
    }
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'awaiting_confirmation',
        set: { status: 'covered', confirmed_at: now.toISOString() },
        event: 'confirmed',
        note,
        audit: { action: 'protection-confirmed', details: auditFacts(row) },
        reason: note,
        notify: BOTH,
        email: (greeting, facts) => emails.confirmedEmail(greeting, facts, note, siteUrl),
      },
      now,
    );
  });
}

export async function declineCase(
  db: Db,
  { caseId, reason }: { caseId: number; reason: string },
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<void> {
  const name = await signature(db, person, viewer);
  await db.transaction().execute(async (trx) => {
    const row = await visibleCase(trx, caseId, viewer);
    if (row.status !== 'awaiting_confirmation') {
      throw new ApiError('CONFLICT', 'Only a report awaiting confirmation can be declined.');
    }
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'awaiting_confirmation',
        set: { status: 'declined', decision_reason: reason, decided_at: now.toISOString() },
        event: 'declined',
        note: reason,
        audit: { action: 'protection-declined', details: auditFacts(row) },
        reason,
        notify: BOTH,
        email: (greeting, facts) => emails.declinedEmail(greeting, facts, reason, siteUrl),
      },
      now,
    );
  });
}

/** The reporting company takes its report back before the association has decided it. */
export async function withdrawCase(
  db: Db,
  { caseId }: { caseId: number },
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<void> {
  const name = await signature(db, person, { ...viewer, isAdmin: false });
  await db.transaction().execute(async (trx) => {
    const row = await visibleCase(trx, caseId, viewer);
    if (row.creditor_company_id !== viewer.companyId) {
      throw new ApiError('FORBIDDEN', 'Only the company that reported the shipment can withdraw the report.');
    }
    if (row.status === 'withdrawn') {
      throw new ApiError('CONFLICT', 'This report is already withdrawn.');
    }
    if (row.status !== 'awaiting_confirmation') {
      throw new ApiError(
        'CONFLICT',
        'The association has already decided this report, so it can no longer be withdrawn.',
      );
    }
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'awaiting_confirmation',
        set: { status: 'withdrawn', decided_at: now.toISOString() },
        event: 'withdrawn',
        audit: { action: 'protection-withdrawn', details: auditFacts(row) },
        notify: BOTH,
        email: (greeting, facts, side) => emails.withdrawnEmail(greeting, facts, side, siteUrl),
      },
      now,
    );
  });
}

async function insertFiles(
  trx: Db,
  row: CaseRow,
  side: 'creditor' | 'debtor',
  files: readonly StoredUpload[],
  userId: number,
  now: Date,
): Promise<void> {
  if (files.length === 0) return;
  await insertCaseFiles(
    trx,
    files.map((file) => ({
      case_id: row.id,
      side,
      sha256: file.sha256,
      name: file.name,
      mime: file.mime,
      size: file.size,
      uploaded_by: userId,
      created_at: now.toISOString(),
    })),
  );
}

/** Refuses before anything is stored: the claim would not be accepted anyway. */
export async function checkClaimAllowed(db: Db, caseId: number, viewer: Viewer, context: ActionContext) {
  const row = await visibleCase(db, caseId, viewer);
  if (row.creditor_company_id !== viewer.companyId) {
    throw new ApiError('FORBIDDEN', 'Only the company owed the invoice can open a claim.');
  }
  const blocked = claimBlockedReason(row, context.claimWindowDays, context.now);
  if (blocked) throw new ApiError('CONFLICT', blocked);
}

export async function checkResponseAllowed(db: Db, caseId: number, viewer: Viewer) {
  const row = await visibleCase(db, caseId, viewer);
  if (row.debtor_company_id !== viewer.companyId) {
    throw new ApiError('FORBIDDEN', 'Only the company the claim is against can answer it.');
  }
  if (row.status !== 'claim_open') throw new ApiError('CONFLICT', 'There is no open claim to answer.');
}

export async function openClaim(
  db: Db,
  { caseId, statement, files }: { caseId: number; statement: string; files: readonly StoredUpload[] },
  person: Person,
  viewer: Viewer,
  context: ActionContext,
): Promise<void> {
  const { now, siteUrl } = context;
  const name = await signature(db, person, viewer);
  await db.transaction().execute(async (trx) => {
    await checkClaimAllowed(trx, caseId, viewer, context);
    const row = await visibleCase(trx, caseId, viewer);
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'covered',
        set: { status: 'claim_open', claim_opened_at: now.toISOString() },
        event: 'claim-opened',
        note: statement,
        files: { side: 'creditor', uploads: files },
        audit: { action: 'protection-claim-opened', details: { ...auditFacts(row), files: files.length } },
        notify: BOTH,
        email: (greeting, facts, side) => emails.claimOpenedEmail(greeting, facts, side, siteUrl),
      },
      now,
    );
  });
}

export async function respondToClaim(
  db: Db,
  { caseId, statement, files }: { caseId: number; statement: string; files: readonly StoredUpload[] },
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<void> {
  const name = await signature(db, person, viewer);
  await db.transaction().execute(async (trx) => {
    await checkResponseAllowed(trx, caseId, viewer);
    const row = await visibleCase(trx, caseId, viewer);
    // Touches the case so it rises in the queue and a decision taken meanwhile is noticed.
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'claim_open',
        set: { status: 'claim_open' },
        event: 'claim-answered',
        note: statement,
        files: { side: 'debtor', uploads: files },
        audit: { action: 'protection-claim-answered', details: { ...auditFacts(row), files: files.length } },
        notify: ['creditor'],
        email: (greeting, facts) => emails.claimAnsweredEmail(greeting, facts, siteUrl),
      },
      now,
    );
  });
}

export async function decideClaim(
  db: Db,
  { caseId, outcome, reason }: { caseId: number; outcome: ClaimOutcome; reason: string },
  person: Person,
  viewer: Viewer,
  { now, siteUrl }: ActionContext,
): Promise<void> {
  const name = await signature(db, person, viewer);
  await db.transaction().execute(async (trx) => {
    const row = await visibleCase(trx, caseId, viewer);
    if (row.status !== 'claim_open') throw new ApiError('CONFLICT', 'Only an open claim can be decided.');
    await caseStep(
      trx,
      row,
      { person, name },
      {
        from: 'claim_open',
        set: { status: outcome, decision_reason: reason, decided_at: now.toISOString() },
        event: outcome,
        note: reason,
        audit: {
          action: 'protection-claim-decided',
          details: { ...auditFacts(row), outcome: CLAIM_OUTCOME_LABELS[outcome].toLowerCase() },
        },
        reason,
        notify: BOTH,
        email: (greeting, facts) => emails.claimDecidedEmail(greeting, facts, { outcome, reason }, siteUrl),
      },
      now,
    );
  });
}
