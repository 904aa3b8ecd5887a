import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  MEMBERSHIP_STATE_LABELS,
  MEMBERSHIP_STATES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TIERS,
} from '../domain/membership';
import { CURRENCIES, toMinorUnits } from '../domain/money';
import { isCalendarDay } from '../domain/date';
import { SERVICE_IDS } from '../domain/services';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../constants';
import { countryCodeSchema } from './directory';
import { defineEndpoint } from './endpoint';
import { loggedStepSchema } from './logged-step';
import { multilineText, positiveWholeNumber, text } from './fields';
import { groupThousands, usdWhole } from '../domain/numbers';

/** Query strings send empty fields as `""`: they mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const MAX_REASON_LENGTH = 2000;

const requiredText = (missing: string, max = MAX_REASON_LENGTH) =>
  multilineText({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Keep it under ${groupThousands(max)} characters.`);

const companyIdSchema = positiveWholeNumber('Choose a member company.');
const tierSchema = z.enum(MEMBERSHIP_TIERS, { error: 'Choose Standard or Premium.' });
const statusSchema = z.enum(MEMBERSHIP_STATUSES);
const stateSchema = z.enum(MEMBERSHIP_STATES);
const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** A calendar day written YYYY-MM-DD. */
const calendarDaySchema = (missing: string) =>
  text({ error: missing }).trim().refine(isCalendarDay, 'Give the date as YYYY-MM-DD, like 2026-11-27.');

// --- The admins' view of applications and members -------------------------------------------

/** The work lists on the members page; `applications` is the queue of undecided applications. */
export const MEMBER_FILTERS = [
  'applications',
  'unconfirmed',
  'premium-requests',
  'awaiting-payment',
  'rejected',
  'premium',
  'standard_active',
  'lapsed',
  'suspended',
  'all',
] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
export const MEMBER_FILTER_LABELS: Record<MemberFilter, string> = {
  applications: 'Applications to review',
  unconfirmed: 'Email address to confirm',
  'premium-requests': 'Requests for Premium',
  'awaiting-payment': MEMBERSHIP_STATE_LABELS.awaiting_payment,
  rejected: 'Rejected applications',
  premium: 'Premium',
  standard_active: 'Standard Active',
  lapsed: 'Standard Inactive (lapsed)',
  suspended: 'Suspended',
  all: 'Everyone',
};

const memberSearchSchema = z.object({
  filter: optional(z.enum(MEMBER_FILTERS, { error: 'Choose a list from the tabs.' })),
  text: optional(text().trim().max(100, 'Search for at most 100 characters.')),
  country: optional(countryCodeSchema),
  page: optional(positiveWholeNumber('The page is a whole number from 1.', { max: 10_000 })),
});
export type MemberSearch = z.infer<typeof memberSearchSchema>;

const personSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** the number was confirmed with a code sent to it */
  phoneVerified: z.boolean(),
  /** the address was confirmed with the link sent to it at sign-up */
  emailConfirmed: z.boolean(),
});

const memberRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  website: z.string().nullable(),
  offices: z.array(z.object({ country: z.string(), countryName: z.string(), city: z.string() })),
  services: z.array(z.enum(SERVICE_IDS)),
  contact: personSchema.nullable(),
  appliedAt: z.string(),
  status: statusSchema,
  state: stateSchema,
  /** null for members who joined before applications were recorded */
  applicationStatus: applicationStatusSchema.nullable(),
  tier: tierSchema.nullable(),
  /** the plan chosen when applying, if the applicant chose one */
  requestedTier: tierSchema.nullable(),
  validUntil: z.string().nullable(),
  suspended: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const listAdminMembers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/members',
  query: memberSearchSchema,
  response: z.object({
    items: z.array(memberRowSchema),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page: z.number().int(),
    /** how many companies each list holds, whatever the search */
    counts: z.record(z.enum(MEMBER_FILTERS), z.number().int()),
  }),
});

const applicationMessageSchema = z.object({
  author: z.enum(['association', 'applicant']),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ApplicationMessage = z.infer<typeof applicationMessageSchema>;

const INVOICE_KINDS = ['membership', 'renewal', 'upgrade'] as const;
const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

const invoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  tier: tierSchema,
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  issuedOn: z.string(),
  dueOn: z.string(),
  /** a renewal's: the last day of the membership year it renews */
  renewsUntil: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  paidOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** an upgrade's: the days it charges for, inclusive */
  period: z.object({ from: z.string(), until: z.string() }).nullable(),
  /** the cancelled invoice this one replaces (a renewal reissued at a new fee) */
  replaces: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.enum(CURRENCIES) });

/**
 * What moving a member to another tier would cost or change, priced by the server from the fee
 * table: an upgrade charges the fees' difference for the days left of the paid period; any
 * unpaid renewal is cancelled and reissued at the new fee; a downgrade credits nothing.
 */
export const tierChangeQuoteSchema = z.object({
  from: tierSchema,
  to: tierSchema,
  /** the upgrade invoice; null when nothing is charged (a downgrade, or no paid days left) */
  proRata: moneySchema
    .extend({
      from: z.string(),
      until: z.string(),
      days: z.number().int(),
      yearDays: z.number().int(),
      annualDifferenceMinor: z.number().int(),
    })
    .nullable(),
  /** unpaid renewal invoices that are cancelled and issued again at the new fee */
  reissued: z.array(moneySchema.extend({ number: z.string(), newAmountMinor: z.number().int() })),
  /** the new tier's annual fee: what the next renewal charges */
  nextFee: moneySchema,
  /** why the change cannot be priced now (the fees are in different currencies), or null */
  blockedReason: z.string().nullable(),
});
export type TierChangeQuote = z.infer<typeof tierChangeQuoteSchema>;

const TIER_REQUEST_STATUSES = ['open', 'approved', 'declined', 'withdrawn'] as const;
export const TIER_REQUEST_STATUS_LABELS: Record<(typeof TIER_REQUEST_STATUSES)[number], string> = {
  open: 'Waiting for the association',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** A member's request to move to Premium, as the member and the admins read it. */
export const premiumRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(TIER_REQUEST_STATUSES),
  note: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** a decline's reason */
  reason: z.string().nullable(),
});
export type PremiumRequest = z.infer<typeof premiumRequestSchema>;

const auditItemSchema = loggedStepSchema.extend({ action: z.string(), reason: z.string().nullable() });
export type AuditItem = z.infer<typeof auditItemSchema>;

export const memberDetailSchema = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string(),
    appliedAt: z.string(),
    status: statusSchema,
    state: stateSchema,
    tier: tierSchema.nullable(),
    requestedTier: tierSchema.nullable(),
    validUntil: z.string().nullable(),
    memberSince: z.string().nullable(),
    suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
    /** payment protection cover a year, in US cents */
    protectionCoverMinor: z.number().int(),
  }),
  offices: memberRowSchema.shape.offices,
  services: memberRowSchema.shape.services,
  people: z.array(personSchema.extend({ isAdmin: z.boolean(), joinedAt: z.string() })),
  application: z
    .object({
      status: applicationStatusSchema,
      tier: tierSchema.nullable(),
      rejectionReason: z.string().nullable(),
      decidedAt: z.string().nullable(),
      messages: z.array(applicationMessageSchema),
    })
    .nullable(),
  invoices: z.array(invoiceSchema),
  /** newest first */
  audit: z.array(auditItemSchema),
  /** what moving to the other tier would do now; null for a company without a tier */
  tierChange: tierChangeQuoteSchema.nullable(),
  /** the company's latest request for Premium */
  premiumRequest: premiumRequestSchema.nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const getAdminMember = defineEndpoint({
  method: 'GET',
  path: '/api/admin/members/member',
  query: z.object({ id: companyIdSchema }),
  response: memberDetailSchema,
});

export const approveApplication = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/approve',
  body: z.object({
    companyId: companyIdSchema,
    tier: tierSchema,
    /** a line for the welcome email */
    note: optional(multilineText().trim().max(MAX_REASON_LENGTH, 'Keep the note under 2,000 characters.')),
  }),
  response: memberDetailSchema,
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/reject',
  body: z.object({
    companyId: companyIdSchema,
    reason: requiredText('Say why the application is rejected: the applicant reads it.'),
  }),
  response: memberDetailSchema,
});

export const requestInformation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/request-information',
  body: z.object({
    companyId: companyIdSchema,
    message: requiredText('Write what the applicant should tell or send you.'),
  }),
  response: memberDetailSchema,
});

/**
 * Upgrade or downgrade: the company's tier from now on. An upgrade is invoiced pro rata for the
 * rest of the paid period; an unpaid renewal is reissued at the new fee; a downgrade credits nothing.
 */
export const changeTier = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/change-tier',
  body: z.object({
    companyId: companyIdSchema,
    tier: tierSchema,
    reason: requiredText('Say why the tier changes.'),
  }),
  response: memberDetailSchema,
});

export const suspendMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/suspend',
  body: z.object({
    companyId: companyIdSchema,
    reason: requiredText('Say why the membership is suspended: the member reads it.'),
  }),
  response: memberDetailSchema,
});

export const reinstateMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/reinstate',
  body: z.object({
    companyId: companyIdSchema,
    reason: requiredText('Say why the membership is reinstated.'),
  }),
  response: memberDetailSchema,
});

const NOTE_MAX = 2000;

/** Approves the member's open request for Premium: the upgrade itself, with its invoice. */
export const approvePremiumRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/premium-request/approve',
  body: z.object({ companyId: companyIdSchema }),
  response: memberDetailSchema,
});

export const declinePremiumRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/premium-request/decline',
  body: z.object({
    companyId: companyIdSchema,
    reason: requiredText('Say why the request is declined: the member reads it.'),
  }),
  response: memberDetailSchema,
});

export const PROTECTION_COVER_STEP_USD = 5_000;

export const setProtectionCover = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/protection-cover',
  body: z.object({
    companyId: companyIdSchema,
    coverUsd: z
      .number({ error: 'Give the cover in whole US dollars.' })
      .int('Give the cover in whole US dollars.')
      .min(PAYMENT_PROTECTION_MIN_USD, `The cover is at least ${usdWhole(PAYMENT_PROTECTION_MIN_USD)}.`)
      .max(PAYMENT_PROTECTION_MAX_USD, `The cover is at most ${usdWhole(PAYMENT_PROTECTION_MAX_USD)}.`)
      .refine(
        (usd) => usd % PROTECTION_COVER_STEP_USD === 0,
        `Give the cover in steps of ${usdWhole(PROTECTION_COVER_STEP_USD)}.`,
      ),
    reason: requiredText('Say why the cover changes.'),
  }),
  response: memberDetailSchema,
});

// --- Invoices and fees -------------------------------------------------------------------------

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/invoices',
  query: z.object({
    status: optional(z.enum(INVOICE_STATUSES, { error: 'Choose open, paid or void invoices.' })),
  }),
  response: z.object({ items: z.array(invoiceSchema) }),
});

const PAYMENT_REFERENCE_MAX = 100;

export const markInvoicePaid = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invoices/mark-paid',
  body: z.object({
    number: text({ error: 'Choose the invoice.' }).trim().min(1, 'Choose the invoice.').max(40),
    paidOn: calendarDaySchema('Give the day the payment arrived.'),
    reference: text({ error: 'Give the bank’s reference for the payment.' })
      .trim()
      .min(1, 'Give the bank’s reference for the payment.')
      .max(PAYMENT_REFERENCE_MAX, `Keep the reference under ${PAYMENT_REFERENCE_MAX} characters.`),
  }),
  response: invoiceSchema,
});

const priceSchema = z.object({
  tier: tierSchema,
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  updatedAt: z.string(),
});
export type MembershipPrice = z.infer<typeof priceSchema>;

/** The fee table and, newest first, every change made to it. */
const feeTableSchema = z.object({ prices: z.array(priceSchema), history: z.array(auditItemSchema) });
export type FeeTable = z.infer<typeof feeTableSchema>;

export const getMembershipPrices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/membership-prices',
  response: feeTableSchema,
});

/** Everyone: each tier's annual fee, as the membership page publishes it. */
export const listMembershipFees = defineEndpoint({
  method: 'GET',
  path: '/api/membership/fees',
  response: z.object({
    fees: z.array(
      z.object({ tier: tierSchema, amountMinor: z.number().int(), currency: z.enum(CURRENCIES) }),
    ),
  }),
});

const currencySchema = z.enum(CURRENCIES, { error: 'Choose a currency from the list.' });

export const setMembershipPrice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/membership-prices',
  body: z
    .object({
      tier: tierSchema,
      currency: currencySchema,
      amount: text({ error: 'Give the annual fee.' }).trim().min(1, 'Give the annual fee.').max(20),
    })
    .transform((value, context) => {
      const amountMinor = toMinorUnits(value.amount.replace(/,/g, ''), value.currency);
      if (amountMinor === null || amountMinor <= 0) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `Give the fee as a positive amount like 1500 or 1500.00 in ${value.currency}.`,
        });
        return z.NEVER;
      }
      return { tier: value.tier, currency: value.currency, amountMinor };
    }),
  response: feeTableSchema,
});

// --- The member's own membership -------------------------------------------------------------

/** What the member should do next, worded by the page. */
const todoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer-questions') }),
  z.object({
    kind: z.literal('pay-invoice'),
    number: z.string(),
    amountMinor: z.number().int(),
    currency: z.enum(CURRENCIES),
    dueOn: z.string(),
    overdue: z.boolean(),
  }),
  z.object({ kind: z.literal('renew'), validUntil: z.string(), lapsed: z.boolean() }),
  z.object({
    kind: z.literal('complete-profile'),
    missing: z.array(z.enum(['description', 'logo', 'contacts', 'offices'])),
  }),
]);
export type Todo = z.infer<typeof todoSchema>;

export const myMembershipSchema = z.object({
  company: z.object({ name: z.string(), slug: z.string().nullable() }),
  status: statusSchema,
  state: stateSchema,
  tier: tierSchema.nullable(),
  validUntil: z.string().nullable(),
  memberSince: z.string().nullable(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  application: z
    .object({
      status: applicationStatusSchema,
      tier: tierSchema.nullable(),
      appliedAt: z.string(),
      rejectionReason: z.string().nullable(),
      messages: z.array(applicationMessageSchema),
    })
    .nullable(),
  invoices: z.array(invoiceSchema),
  todo: z.array(todoSchema),
  /** the latest request for Premium */
  premiumRequest: premiumRequestSchema.nullable(),
  /** for a Standard member in good standing: what moving to Premium would cost now */
  upgradeQuote: tierChangeQuoteSchema.nullable(),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const getMyMembership = defineEndpoint({
  method: 'GET',
  path: '/api/membership',
  response: myMembershipSchema,
});

/** The applicant's answer to the association's questions. */
export const answerApplicationQuestions = defineEndpoint({
  method: 'POST',
  path: '/api/membership/application/answer',
  body: z.object({ message: requiredText('Write your answer.', 5000) }),
  response: myMembershipSchema,
});

/** A Standard member asks the association to move the company to Premium. */
export const requestPremium = defineEndpoint({
  method: 'POST',
  path: '/api/membership/premium-request',
  body: z.object({
    note: optional(
      multilineText()
        .trim()
        .max(NOTE_MAX, `Keep the note under ${groupThousands(NOTE_MAX)} characters.`),
    ),
  }),
  response: myMembershipSchema,
});

/** The member takes back its open request before the association decides it. */
export const withdrawPremiumRequest = defineEndpoint({
  method: 'POST',
  path: '/api/membership/premium-request/withdraw',
  response: myMembershipSchema,
});

/** One invoice as a printable document: the member's own company's, or any for admins. */
export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/membership/invoice',
  query: z.object({
    number: text({ error: 'Give the invoice number.' }).trim().min(1).max(40),
  }),
  response: z.object({
    invoice: invoiceSchema,
    billTo: z.object({
      name: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      countryName: z.string().nullable(),
    }),
    issuer: z.object({ name: z.string(), address: z.string(), paymentInstructions: z.string() }),
  }),
});
