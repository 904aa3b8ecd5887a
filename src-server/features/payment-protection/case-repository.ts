import { sql, type Insertable, type Selectable } from 'kysely';
import {
  CHARGE_TYPE_LABELS,
  CLAIM_OUTCOME_LABELS,
  PROTECTION_QUEUES,
  type ClaimOutcome,
  type ProtectionCase,
  type ProtectionCaseSummary,
  type ProtectionCover,
  type ProtectionOffice,
  type ProtectionQueue,
  type ProtectionStatus,
} from '../../../shared/api/payment-protection';
import { PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { addDays, formatDate, utcDay } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import type { Database } from '../../db/tables';
import { ApiError } from '../../core/errors';
import { LISTED_STATUSES } from '../../services/company-repository';
import { countryName } from '../../services/country-name';
import { officeDay } from './office-day';

type CaseRow = Selectable<Database['protection_cases']>;

/** Who looks at a case: a person of a member company, maybe an admin. */
export interface Viewer {
  userId: number;
  companyId: number;
  isAdmin: boolean;
}

const DEFAULT_COVER_USD_MINOR = PAYMENT_PROTECTION_MIN_USD * 100;

/** Cover is counted per calendar year of the invoice date. */
export const coverYearOf = (day: string) => Number(day.slice(0, 4));

/** A company's cover in a year: what it has, and what its reported shipments already take. */
export async function coverOf(db: Db, companyId: number, year: number): Promise<ProtectionCover> {
  const [company, used] = await Promise.all([
    db
      .selectFrom('companies')
      .select('protection_cover_minor')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('protection_cases')
      .select((eb) => eb.fn.sum<number | string | null>('covered_usd_minor').as('total'))
      .where('creditor_company_id', '=', companyId)
      // A declined or withdrawn report never took any cover.
      .where('status', 'not in', ['declined', 'withdrawn'])
      .where('invoice_date', '>=', `${year}-01-01`)
      .where('invoice_date', '<=', `${year}-12-31`)
      .executeTakeFirstOrThrow(),
  ]);
  const coverUsdMinor = company.protection_cover_minor ?? DEFAULT_COVER_USD_MINOR;
  const usedUsdMinor = Number(used.total ?? 0);
  return { year, coverUsdMinor, usedUsdMinor, remainingUsdMinor: Math.max(0, coverUsdMinor - usedUsdMinor) };
}

/** The directory offices of each company, head office first. */
export async function officesOf(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, ProtectionOffice[]>> {
  const offices = new Map<number, ProtectionOffice[]>();
  if (companyIds.length === 0) return offices;
  const rows = await db
    .selectFrom('company_offices')
    .select(['id', 'company_id', 'city', 'country', 'is_head_office'])
    .where('company_id', 'in', [...new Set(companyIds)])
    .orderBy('is_head_office', 'desc')
    .orderBy('city')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = offices.get(row.company_id) ?? [];
    list.push({
      id: row.id,
      city: row.city,
      country: row.country,
      countryName: countryName(row.country),
      isHeadOffice: Number(row.is_head_office) === 1,
    });
    offices.set(row.company_id, list);
  }
  return offices;
}

function roleOf(row: CaseRow, viewer: Viewer): ProtectionCaseSummary['role'] {
  if (row.creditor_company_id === viewer.companyId) return 'creditor';
  if (row.debtor_company_id === viewer.companyId) return 'debtor';
  return 'association';
}

const casesWithNames = (db: Db) =>
  db
    .selectFrom('protection_cases')
    .innerJoin('companies as creditor', 'creditor.id', 'protection_cases.creditor_company_id')
    .innerJoin('companies as debtor', 'debtor.id', 'protection_cases.debtor_company_id')
    .leftJoin('company_offices as issuing', 'issuing.id', 'protection_cases.creditor_office_id')
    .selectAll('protection_cases')
    .select([
      'creditor.name as creditor_name',
      'debtor.name as debtor_name',
      'issuing.country as issuing_country',
    ]);

type NamedCaseRow = CaseRow & { creditor_name: string; debtor_name: string; issuing_country: string | null };

/**
 * Whether the report reached the association only after the invoice fell due where the issuing
 * office is: the rules refuse such reports now, but earlier ones may still wait for a decision.
 */
export function reportedLate(
  row: Pick<CaseRow, 'created_at' | 'due_date'>,
  issuingCountry: string | null,
): boolean {
  return officeDay(issuingCountry ?? undefined, new Date(row.created_at)) > row.due_date;
}

function toSummary(row: NamedCaseRow, viewer: Viewer): ProtectionCaseSummary {
  return {
    id: row.id,
    status: row.status,
    role: roleOf(row, viewer),
    creditorName: row.creditor_name,
    debtorName: row.debtor_name,
    invoiceNumber: row.invoice_number,
    amountMinor: row.amount_minor,
    currency: row.currency,
    coveredUsdMinor: row.covered_usd_minor,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    reportedAt: row.created_at,
    updatedAt: row.updated_at,
    reportedLate: reportedLate(row, row.issuing_country),
  };
}

/** The cases a company is a party to, most recently changed first. */
export async function casesOfCompany(db: Db, viewer: Viewer): Promise<ProtectionCaseSummary[]> {
  const rows = await casesWithNames(db)
    .where((eb) =>
      eb.or([
        eb('protection_cases.creditor_company_id', '=', viewer.companyId),
        eb('protection_cases.debtor_company_id', '=', viewer.companyId),
      ]),
    )
    .orderBy('protection_cases.updated_at', 'desc')
    .orderBy('protection_cases.id', 'desc')
    .execute();
  return rows.map((row) => toSummary(row, viewer));
}

const QUEUE_STATUSES: Record<ProtectionQueue, readonly ProtectionStatus[] | null> = {
  'to-confirm': ['awaiting_confirmation'],
  claims: ['claim_open'],
  covered: ['covered'],
  closed: ['declined', 'withdrawn', 'paid_out', 'claim_rejected', 'settled'],
  all: null,
};

/** The association's queue: the oldest waiting case first, so nothing waits longest unseen. */
export async function casesInQueue(db: Db, queue: ProtectionQueue, viewer: Viewer) {
  const statuses = QUEUE_STATUSES[queue];
  let query = casesWithNames(db);
  if (statuses) query = query.where('protection_cases.status', 'in', statuses);
  const rows = await query
    .orderBy('protection_cases.updated_at', queue === 'closed' || queue === 'all' ? 'desc' : 'asc')
    .orderBy('protection_cases.id')
    .limit(500)
    .execute();
  const byStatus = await db
    .selectFrom('protection_cases')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const countOf = (status: ProtectionStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const counts = Object.fromEntries(
    PROTECTION_QUEUES.map((name) => {
      const wanted = QUEUE_STATUSES[name];
      const total = wanted
        ? wanted.reduce((sum, status) => sum + countOf(status), 0)
        : byStatus.reduce((sum, row) => sum + Number(row.n), 0);
      return [name, total];
    }),
  ) as Record<ProtectionQueue, number>;
  return { items: rows.map((row) => toSummary(row, viewer)), counts };
}

function caseNotFound(id: number): ApiError {
  return new ApiError('NOT_FOUND', `There is no payment protection case ${id} for your company.`);
}

/** The case row, if the viewer's company is a party to it or the viewer is an admin. */
export async function visibleCase(db: Db, id: number, viewer: Viewer): Promise<CaseRow> {
  const row = await db.selectFrom('protection_cases').selectAll().where('id', '=', id).executeTakeFirst();
  const party =
    row && (row.creditor_company_id === viewer.companyId || row.debtor_company_id === viewer.companyId);
  if (!row || !(party || viewer.isAdmin)) throw caseNotFound(id);
  return row;
}

/** The last day a claim may be opened on the case. */
const claimDeadlineOf = (row: Pick<CaseRow, 'invoice_date'>, claimWindowDays: number) =>
  addDays(row.invoice_date, claimWindowDays);

/** Why the creditor may not open a claim today, or null when it may. */
export function claimBlockedReason(row: CaseRow, claimWindowDays: number, now: Date): string | null {
  const today = utcDay(now);
  switch (row.status) {
    case 'awaiting_confirmation':
      return 'The association has not confirmed the cover yet: a claim can be opened once the shipment is covered.';
    case 'declined':
      return 'This shipment is not covered, so no claim can be opened.';
    case 'withdrawn':
      return 'This report was withdrawn, so no claim can be opened.';
    case 'claim_open':
      return 'A claim is already open on this invoice.';
    case 'paid_out':
    case 'claim_rejected':
    case 'settled':
      return 'The claim on this invoice has been decided.';
    case 'covered':
      break;
  }
  if (today <= row.due_date) {
    return `A claim can be opened if the invoice is still unpaid after its due date, from ${formatDate(addDays(row.due_date, 1))}.`;
  }
  const deadline = claimDeadlineOf(row, claimWindowDays);
  if (today > deadline) {
    return `The claim window closed on ${formatDate(deadline)}: claims are opened within ${claimWindowDays} days of the invoice date.`;
  }
  return null;
}

const money = (row: CaseRow) => formatMoney(row.amount_minor, row.currency);

/** What each step of the history says. */
function summarise(event: string, row: CaseRow): string {
  switch (event) {
    case 'reported':
      return `Reported invoice ${row.invoice_number} for ${money(row)} (${CHARGE_TYPE_LABELS[row.charge_type].toLowerCase()}, B/L ${row.bl_number}), due ${formatDate(row.due_date)}.`;
    case 'confirmed':
      return 'Confirmed the cover in writing: the shipment is covered.';
    case 'declined':
      return 'Declined to cover the shipment.';
    case 'withdrawn':
      return 'Withdrew the report: the shipment is not covered.';
    case 'claim-opened':
      return `Opened a claim: the invoice is unpaid after its due date.`;
    case 'claim-answered':
      return 'Answered the claim.';
    default:
      return event in CLAIM_OUTCOME_LABELS
        ? `Decided the claim: ${CLAIM_OUTCOME_LABELS[event as ClaimOutcome].toLowerCase()}.`
        : event;
  }
}

export async function readCase(
  db: Db,
  id: number,
  viewer: Viewer,
  { claimWindowDays, now }: { claimWindowDays: number; now: Date },
): Promise<ProtectionCase> {
  const row = await visibleCase(db, id, viewer);
  const [names, history, files, offices] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['id', 'name', 'slug'])
      .where('id', 'in', [row.creditor_company_id, row.debtor_company_id])
      .execute(),
    db.selectFrom('protection_case_history').selectAll().where('case_id', '=', id).orderBy('id').execute(),
    db.selectFrom('protection_case_files').selectAll().where('case_id', '=', id).orderBy('id').execute(),
    officesOf(db, [row.creditor_company_id, row.debtor_company_id]),
  ]);
  const party = (companyId: number, officeId: number | null) => {
    const company = names.find((item) => item.id === companyId);
    return {
      companyId,
      name: company?.name ?? '',
      slug: company?.slug ?? null,
      office: offices.get(companyId)?.find((office) => office.id === officeId) ?? null,
    };
  };
  const role = roleOf(row, viewer);
  const blocked = claimBlockedReason(row, claimWindowDays, now);
  const decided = row.status === 'paid_out' || row.status === 'claim_rejected' || row.status === 'settled';
  return {
    ...toSummary(
      {
        ...row,
        creditor_name: party(row.creditor_company_id, null).name,
        debtor_name: party(row.debtor_company_id, null).name,
        issuing_country: party(row.creditor_company_id, row.creditor_office_id).office?.country ?? null,
      },
      viewer,
    ),
    creditor: party(row.creditor_company_id, row.creditor_office_id),
    debtor: party(row.debtor_company_id, row.debtor_office_id),
    blNumber: row.bl_number,
    mode: row.mode,
    chargeType: row.charge_type,
    confirmedAt: row.confirmed_at,
    claimDeadline: claimDeadlineOf(row, claimWindowDays),
    claimOpenedAt: row.claim_opened_at,
    decision:
      decided && row.decided_at
        ? {
            outcome: row.status as ClaimOutcome,
            reason: row.decision_reason ?? '',
            decidedAt: row.decided_at,
          }
        : null,
    history: history.map((item) => ({
      id: item.id,
      at: item.created_at,
      actor: item.actor_name,
      event: item.event,
      summary: summarise(item.event, row),
      note: item.note,
    })),
    files: files.map((file) => ({
      id: file.id,
      side: file.side,
      name: file.name,
      mime: file.mime,
      size: file.size,
      uploadedAt: file.created_at,
    })),
    claimBlockedReason: role === 'creditor' ? blocked : null,
    canOpenClaim: role === 'creditor' && blocked === null,
    canRespond: role === 'debtor' && row.status === 'claim_open',
    canWithdraw: role === 'creditor' && row.status === 'awaiting_confirmation',
  };
}

const standing = (db: Db, companyId: number) =>
  db
    .selectFrom('companies')
    .select(['id', 'name', 'membership_type', 'valid_until', 'suspended_at', 'website'])
    .where('id', '=', companyId);

/** What decides whether a company may report shipments: its standing and its website. */
export function standingOf(db: Db, companyId: number) {
  return standing(db, companyId).executeTakeFirstOrThrow();
}

/** The standing of a company that may not exist, such as a counterparty named in a report. */
export function findStandingOf(db: Db, companyId: number) {
  return standing(db, companyId).executeTakeFirst();
}

/** Listed companies whose name contains the text, other than the caller's own, at most 20. */
export function counterpartiesNamed(db: Db, text: string, ownCompanyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'membership_type'])
    .where('membership_type', 'in', LISTED_STATUSES)
    .where('id', '<>', ownCompanyId)
    .where((eb) => containsText(eb.fn<string>('lower', ['name']), text))
    .orderBy('name')
    .limit(20)
    .execute();
}

export function findCaseFile(db: Db, id: number) {
  return db.selectFrom('protection_case_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function companyName(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirstOrThrow())
    .name;
}

/** The names of these companies, by id. */
export async function companyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function officeCountry(db: Db, officeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('company_offices')
    .select('country')
    .where('id', '=', officeId)
    .executeTakeFirst();
  return row?.country;
}

/**
 * Takes the company's row lock until the caller's transaction ends, so two reports at once
 * cannot both spend the last of its cover (PostgreSQL; SQLite runs one writing transaction at
 * a time anyway).
 */
export async function lockCover(trx: Db, companyId: number): Promise<void> {
  await trx
    .updateTable('companies')
    .set({ protection_cover_minor: sql`protection_cover_minor` })
    .where('id', '=', companyId)
    .execute();
}

/** Files a case; throws a unique violation when the invoice is reported already. */
export async function insertCase(
  trx: Db,
  values: Insertable<Database['protection_cases']>,
): Promise<CaseRow> {
  return trx.insertInto('protection_cases').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Moves the case on if it still has status `from`; undefined when someone moved it meanwhile. */
export async function updateCaseFrom(
  trx: Db,
  id: number,
  from: ProtectionStatus,
  values: Partial<Omit<CaseRow, 'id'>>,
  now: Date,
): Promise<CaseRow | undefined> {
  return trx
    .updateTable('protection_cases')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function insertCaseHistory(
  trx: Db,
  entry: Insertable<Database['protection_case_history']>,
): Promise<void> {
  await trx.insertInto('protection_case_history').values(entry).execute();
}

/** `files` must not be empty. */
export async function insertCaseFiles(
  trx: Db,
  files: Insertable<Database['protection_case_files']>[],
): Promise<void> {
  await trx.insertInto('protection_case_files').values(files).execute();
}
