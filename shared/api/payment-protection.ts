import { z } from 'zod';
import { isCalendarDay } from '../domain/date';
import { CURRENCIES, toMinorUnits } from '../domain/money';
import { mediaTypesOf, type FileKind } from '../file-kinds';
import { defineEndpoint, type Endpoint } from './endpoint';
import { loggedStepSchema } from './logged-step';
import { MAX_UPLOAD_BYTES } from './http';
import { multilineText, positiveWholeNumber, text } from './fields';
import { groupThousands } from '../domain/numbers';

// --- The case and its states -------------------------------------------------------------------

/**
 * A shipment under protection moves from the member's report to the association's written
 * confirmation (until then the member may withdraw it); once covered and unpaid after its due
 * date, the creditor may claim, and the association decides the claim.
 */
export const PROTECTION_STATUSES = [
  'awaiting_confirmation',
  'declined',
  'covered',
  'claim_open',
  'paid_out',
  'claim_rejected',
  'settled',
  'withdrawn',
] as const;
export type ProtectionStatus = (typeof PROTECTION_STATUSES)[number];
export const PROTECTION_STATUS_LABELS: Record<ProtectionStatus, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  declined: 'Not covered (declined)',
  covered: 'Covered',
  claim_open: 'Claim under review',
  paid_out: 'Claim paid out',
  claim_rejected: 'Claim rejected',
  settled: 'Claim settled',
  withdrawn: 'Withdrawn by the member',
};

/** What the association may decide on a claim. */
export const CLAIM_OUTCOMES = ['paid_out', 'claim_rejected', 'settled'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export const CLAIM_OUTCOME_LABELS: Record<ClaimOutcome, string> = {
  paid_out: 'Paid out to the creditor',
  claim_rejected: 'Rejected',
  settled: 'Settled between the parties',
};

export const TRANSPORT_MODES = ['ocean', 'air', 'road', 'rail'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const TRANSPORT_MODE_LABELS: Record<TransportMode, string> = {
  ocean: 'Ocean freight',
  air: 'Air freight',
  road: 'Road freight',
  rail: 'Rail freight',
};

export const CHARGE_TYPES = ['freight', 'demurrage', 'detention', 'storage', 'customs', 'other'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
export const CHARGE_TYPE_LABELS: Record<ChargeType, string> = {
  freight: 'Freight (the carriage itself)',
  demurrage: 'Demurrage',
  detention: 'Detention',
  storage: 'Storage or warehousing',
  customs: 'Customs clearance or duties',
  other: 'Other charges',
};

/** Claim files: the invoice, the bill of lading and the correspondence, as PDF or pictures. */
export const CLAIM_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const satisfies readonly FileKind[];
export const CLAIM_FILE_KINDS_LABEL = 'PDF, PNG or JPEG';
export const CLAIM_FILE_MAX_BYTES = MAX_UPLOAD_BYTES;
export const CLAIM_FILES_MAX = 10;

/** Days from the invoice date within which a claim may be opened, unless the server says otherwise. */
export const DEFAULT_CLAIM_WINDOW_DAYS = 150;

// --- Shapes the server answers with ----------------------------------------------------------

const officeSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  country: z.string(),
  countryName: z.string(),
  isHeadOffice: z.boolean(),
});
export type ProtectionOffice = z.infer<typeof officeSchema>;

const partySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  office: officeSchema.nullable(),
});

const coverSchema = z.object({
  year: z.number().int(),
  coverUsdMinor: z.number().int(),
  usedUsdMinor: z.number().int(),
  remainingUsdMinor: z.number().int(),
});
export type ProtectionCover = z.infer<typeof coverSchema>;

const currencySchema = z.enum(CURRENCIES, { error: 'Choose a currency from the list.' });
const statusSchema = z.enum(PROTECTION_STATUSES);
const roleSchema = z.enum(['creditor', 'debtor', 'association']);

const caseSummarySchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  role: roleSchema,
  creditorName: z.string(),
  debtorName: z.string(),
  invoiceNumber: z.string(),
  amountMinor: z.number().int(),
  currency: currencySchema,
  coveredUsdMinor: z.number().int(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  reportedAt: z.string(),
  updatedAt: z.string(),
  /** reported only after the invoice fell due: against the rules, so it cannot be confirmed */
  reportedLate: z.boolean(),
});
export type ProtectionCaseSummary = z.infer<typeof caseSummarySchema>;

const historyItemSchema = loggedStepSchema.extend({ event: z.string(), note: z.string().nullable() });

const protectionFileSchema = z.object({
  id: z.number().int(),
  side: z.enum(['creditor', 'debtor']),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const protectionCaseSchema = caseSummarySchema.extend({
  creditor: partySchema,
  debtor: partySchema,
  blNumber: z.string(),
  mode: z.enum(TRANSPORT_MODES),
  chargeType: z.enum(CHARGE_TYPES),
  confirmedAt: z.string().nullable(),
  /** the last day a claim may be opened */
  claimDeadline: z.string(),
  claimOpenedAt: z.string().nullable(),
  decision: z
    .object({ outcome: z.enum(CLAIM_OUTCOMES), reason: z.string(), decidedAt: z.string() })
    .nullable(),
  history: z.array(historyItemSchema),
  files: z.array(protectionFileSchema),
  /** why the creditor cannot claim now (null: it can), for the creditor only */
  claimBlockedReason: z.string().nullable(),
  canOpenClaim: z.boolean(),
  canRespond: z.boolean(),
  /** the reporting company may withdraw its report until the association decides it */
  canWithdraw: z.boolean(),
});
export type ProtectionCase = z.infer<typeof protectionCaseSchema>;

// --- Members ---------------------------------------------------------------------------------

export const protectionOverviewSchema = z.object({
  companyName: z.string(),
  /** null: the company may report shipments; otherwise why it may not */
  reportingLockedReason: z.string().nullable(),
  /** the company's cover this year; null when it has none (it is not a Premium member in good standing) */
  cover: coverSchema.nullable(),
  claimWindowDays: z.number().int(),
  offices: z.array(officeSchema),
  cases: z.array(caseSummarySchema),
});

export type ProtectionOverview = z.infer<typeof protectionOverviewSchema>;

/** The member's cover, its reports and cases, and its offices for the report form. */
export const getProtectionOverview = defineEndpoint({
  method: 'GET',
  path: '/api/payment-protection',
  response: protectionOverviewSchema,
});

const partyChoiceSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  statusLabel: z.string(),
  offices: z.array(officeSchema),
});

export type ProtectionPartyChoice = z.infer<typeof partyChoiceSchema>;

/** Member companies to pick the counterparty from, with their listed offices. */
export const searchProtectionParties = defineEndpoint({
  method: 'GET',
  path: '/api/payment-protection/parties',
  query: z.object({
    text: text({ error: 'Type part of the company name.' })
      .trim()
      .min(2, 'Type at least 2 letters of the company name.')
      .max(100, 'Search for at most 100 characters.'),
  }),
  response: z.object({ items: z.array(partyChoiceSchema) }),
});

const idSchema = positiveWholeNumber('Choose a case.');
const calendarDay = (missing: string) =>
  text({ error: missing }).trim().min(1, missing).refine(isCalendarDay, 'Give the date as YYYY-MM-DD.');
const reference = (what: string, max: number) =>
  text({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);
const amountText = (missing: string) => text({ error: missing }).trim().min(1, missing).max(20);

const CASE_TEXT_MAX = 4000;
const caseText = (missing: string) =>
  multilineText({ error: missing })
    .trim()
    .min(1, missing)
    .max(CASE_TEXT_MAX, `Keep it under ${groupThousands(CASE_TEXT_MAX)} characters.`);

const shipmentReportSchema = z
  .object({
    counterpartyId: positiveWholeNumber('Choose the member company that owes the invoice.'),
    creditorOfficeId: positiveWholeNumber('Choose the office of yours that issued the invoice.'),
    debtorOfficeId: positiveWholeNumber('Choose the counterparty’s office that was invoiced.'),
    invoiceNumber: reference('invoice number', 60),
    amount: amountText('Enter the invoice amount.'),
    currency: currencySchema,
    /** the invoice's value in US dollars, needed when it is in another currency */
    usdAmount: text().trim().max(20).nullish(),
    invoiceDate: calendarDay('Give the invoice date.'),
    dueDate: calendarDay('Give the due date.'),
    blNumber: reference('bill of lading number', 40),
    mode: z.enum(TRANSPORT_MODES, { error: 'Choose how the cargo travelled.' }),
    chargeType: z.enum(CHARGE_TYPES, { error: 'Choose what the invoice charges for.' }),
  })
  .transform((value, context) => {
    const amountMinor = toMinorUnits(value.amount.replace(/,/g, ''), value.currency);
    if (amountMinor === null || amountMinor <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Give the amount like 12500 or 12500.50 in ${value.currency}.`,
      });
    }
    let usdMinor = value.currency === 'USD' ? amountMinor : null;
    if (value.currency !== 'USD') {
      usdMinor = value.usdAmount ? toMinorUnits(value.usdAmount.replace(/,/g, ''), 'USD') : null;
      if (usdMinor === null || usdMinor <= 0) {
        context.addIssue({
          code: 'custom',
          path: ['usdAmount'],
          message: 'Cover is counted in US dollars: give the invoice’s value in US$ at its date’s rate.',
        });
      }
    }
    if (value.dueDate < value.invoiceDate) {
      context.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'The due date is before the invoice date.',
      });
    }
    if (amountMinor === null || usdMinor === null || amountMinor <= 0 || usdMinor <= 0) return z.NEVER;
    const { amount: _amount, usdAmount: _usdAmount, ...rest } = value;
    return { ...rest, amountMinor, usdMinor };
  });
export type ShipmentReport = z.output<typeof shipmentReportSchema>;

/**
 * A Premium member reports a shipment. A report the association's rules exclude is refused
 * (400) with every failed rule beside the field it concerns; an eligible one waits for the
 * association's confirmation.
 */
export const reportShipment = defineEndpoint({
  method: 'POST',
  path: '/api/payment-protection/reports',
  body: shipmentReportSchema,
  response: protectionCaseSchema,
});

/** A case the caller's company is a party to (or any, for admins). */
export const getProtectionCase = defineEndpoint({
  method: 'GET',
  path: '/api/payment-protection/case',
  query: z.object({ id: idSchema }),
  response: protectionCaseSchema,
});

/**
 * The reporting company withdraws its report while it awaits confirmation: 409 once the
 * association has decided it, 403 for the counterparty.
 */
export const withdrawProtection = defineEndpoint({
  method: 'POST',
  path: '/api/payment-protection/withdraw',
  body: z.object({ caseId: idSchema }),
  response: protectionCaseSchema,
});

/** Multipart: `caseId`, `statement` and the files; the creditor opens its claim. */
const claimFieldsSchema = z.object({
  caseId: idSchema,
  statement: caseText('Say what is unpaid and what you have done to collect it.'),
});
export const openClaim = {
  method: 'POST',
  path: '/api/payment-protection/claim',
  upload: {
    fields: claimFieldsSchema,
    fileField: 'files',
    kinds: CLAIM_FILE_KINDS,
    maxFiles: CLAIM_FILES_MAX,
    maxFileBytes: CLAIM_FILE_MAX_BYTES,
    missing: 'Attach the invoice, the bill of lading and your correspondence with the debtor.',
  },
  response: protectionCaseSchema,
} as const satisfies Endpoint;

/** Multipart: `caseId`, `statement` and any files; the counterparty answers the claim. */
const responseFieldsSchema = z.object({
  caseId: idSchema,
  statement: caseText('Write your answer to the claim.'),
});
export const respondToClaim = {
  method: 'POST',
  path: '/api/payment-protection/response',
  upload: {
    fields: responseFieldsSchema,
    fileField: 'files',
    kinds: CLAIM_FILE_KINDS,
    maxFiles: CLAIM_FILES_MAX,
    maxFileBytes: CLAIM_FILE_MAX_BYTES,
  },
  response: protectionCaseSchema,
} as const satisfies Endpoint;

/** A case file, as an attachment, for the parties and admins. */
const PROTECTION_FILE_PATH = '/api/payment-protection/file';
export function protectionFilePath(fileId: number): string {
  return `${PROTECTION_FILE_PATH}?id=${fileId}`;
}
export const downloadProtectionFile = {
  method: 'GET',
  path: PROTECTION_FILE_PATH,
  query: z.object({ id: positiveWholeNumber('Choose a file.') }),
  response: z.never(),
  produces: mediaTypesOf(CLAIM_FILE_KINDS),
} as const satisfies Endpoint;

// --- The association -------------------------------------------------------------------------

export const PROTECTION_QUEUES = ['to-confirm', 'claims', 'covered', 'closed', 'all'] as const;
export type ProtectionQueue = (typeof PROTECTION_QUEUES)[number];
export const PROTECTION_QUEUE_LABELS: Record<ProtectionQueue, string> = {
  'to-confirm': 'Reports to confirm',
  claims: 'Claims to decide',
  covered: 'Covered shipments',
  closed: 'Declined and decided',
  all: 'All cases',
};

export const listProtectionCases = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payment-protection',
  query: z.object({
    queue: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PROTECTION_QUEUES, { error: 'Choose a list from the tabs.' }).default('to-confirm'),
    ),
  }),
  response: z.object({
    items: z.array(caseSummarySchema),
    counts: z.record(z.enum(PROTECTION_QUEUES), z.number().int()),
  }),
});

export const confirmProtection = defineEndpoint({
  method: 'POST',
  path: '/api/admin/payment-protection/confirm',
  body: z.object({
    caseId: idSchema,
    note: multilineText()
      .trim()
      .max(CASE_TEXT_MAX, `Keep the note under ${CASE_TEXT_MAX} characters.`)
      .nullish()
      .transform((value) => value || null),
  }),
  response: protectionCaseSchema,
});

export const declineProtection = defineEndpoint({
  method: 'POST',
  path: '/api/admin/payment-protection/decline',
  body: z.object({ caseId: idSchema, reason: caseText('Say why the shipment is not covered.') }),
  response: protectionCaseSchema,
});

export const decideClaim = defineEndpoint({
  method: 'POST',
  path: '/api/admin/payment-protection/decide',
  body: z.object({
    caseId: idSchema,
    outcome: z.enum(CLAIM_OUTCOMES, { error: 'Choose the decision.' }),
    reason: caseText('Give the reason for the decision.'),
  }),
  response: protectionCaseSchema,
});
