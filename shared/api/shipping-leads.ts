import { z } from 'zod';
import {
  CARGO_LIMITS,
  cargoProblems,
  type LengthUnit,
  type PieceLine,
  type WeightUnit,
} from '../calculator/cargo';
import { addDays, isCalendarDay, utcDay } from '../domain/date';
import { MEMBERSHIP_STATUSES } from '../domain/membership';
import { CURRENCIES, CURRENCY_DIGITS, toMinorUnits } from '../domain/money';
import { emailSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { blankAsMissing, optionalQuery, pageQuerySchema } from './query';
import { optionalTextSchema, text, textSchema } from './fields';
import { formEnvelopeShape, formReceivedSchema, optionalPhoneSchema } from './forms';
import { countryCodeSchema, placeViewSchema, shipmentPlaceSchema } from './places';
import { groupThousands } from '../domain/numbers';

/**
 * Shipping leads: a shipper's request for quotes, reviewed by DFA, published to members for a
 * set number of days, bid on by Premium members, compared and awarded by the shipper on a
 * private page.
 */

export function shippingLeadPath(id: number): string {
  return `/shipping-leads/${id}`;
}

/** The shipper's private page of quotes. */
export function leadQuotesPath(token: string): string {
  return `/shipping-leads/quotes/${encodeURIComponent(token)}`;
}

// ---- Vocabulary ----

export const LEAD_MODES = ['sea-fcl', 'sea-lcl', 'air', 'road'] as const;
export type LeadMode = (typeof LEAD_MODES)[number];
export const LEAD_MODE_LABELS: Record<LeadMode, string> = {
  'sea-fcl': 'Sea freight, full container (FCL)',
  'sea-lcl': 'Sea freight, shared container (LCL)',
  air: 'Air freight',
  road: 'Road freight',
};

export const EQUIPMENT_TYPES = [
  '20GP',
  '40GP',
  '40HC',
  '45HC',
  '20RF',
  '40RH',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
  '20TK',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const EQUIPMENT_LABELS: Record<EquipmentType, string> = {
  '20GP': "20' dry",
  '40GP': "40' dry",
  '40HC': "40' high cube",
  '45HC': "45' high cube",
  '20RF': "20' reefer",
  '40RH': "40' reefer high cube",
  '20OT': "20' open top",
  '40OT': "40' open top",
  '20FR': "20' flat rack",
  '40FR': "40' flat rack",
  '20TK': "20' tank",
};
export const MAX_EQUIPMENT_LINES = 10;
const MAX_CONTAINERS_PER_LINE = 999;

/** The Incoterms® 2020 rules (ICC). */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_LABELS: Record<Incoterm, string> = {
  EXW: 'EXW, Ex Works',
  FCA: 'FCA, Free Carrier',
  FAS: 'FAS, Free Alongside Ship',
  FOB: 'FOB, Free On Board',
  CFR: 'CFR, Cost and Freight',
  CIF: 'CIF, Cost, Insurance and Freight',
  CPT: 'CPT, Carriage Paid To',
  CIP: 'CIP, Carriage and Insurance Paid To',
  DAP: 'DAP, Delivered at Place',
  DPU: 'DPU, Delivered at Place Unloaded',
  DDP: 'DDP, Delivered Duty Paid',
};

/** How long a published lead stays open when nobody closes it first, unless configured. */
export const DEFAULT_LEAD_DAYS = 14;
export const COMMODITY_MAX = 200;
export const NOTES_MAX = 3000;
export const REASON_MAX = 1000;
export const MAX_SAVED_LANES = 20;

// ---- Text and numbers as people type them ----

const positiveNumber = (what: string) =>
  z
    .number({ error: `Enter the ${what} as a number.` })
    .refine(Number.isFinite, `Enter the ${what} as a number.`)
    .positive(`Enter the ${what} as a number above 0.`);

const pieceLineSchema = z.object({
  count: z
    .number({ error: 'Enter how many pieces.' })
    .int('Enter a whole number of pieces.')
    .min(1, 'Enter how many pieces, 1 or more.')
    .max(CARGO_LIMITS.pieces, `At most ${groupThousands(CARGO_LIMITS.pieces)} pieces.`),
  length: positiveNumber('length'),
  width: positiveNumber('width'),
  height: positiveNumber('height'),
  lengthUnit: z.enum(['cm', 'in'] as const satisfies readonly LengthUnit[], { error: 'Choose cm or in.' }),
  weight: positiveNumber('weight'),
  weightUnit: z.enum(['kg', 'lb'] as const satisfies readonly WeightUnit[], { error: 'Choose kg or lb.' }),
});

const pieceLinesSchema = z
  .array(pieceLineSchema)
  .max(CARGO_LIMITS.lines, `List at most ${CARGO_LIMITS.lines} lines of pieces; group identical pieces.`);

/** The calculator's own limits (sizes, weights, 9,999 pieces in all), as field messages. */
function addCargoProblems(pieces: PieceLine[], context: z.RefinementCtx, at: (string | number)[] = []) {
  for (const [path, message] of Object.entries(cargoProblems(pieces))) {
    // The calculator names its paths from the list (`pieces.0.length`); `at` is where the list is.
    const parts = path
      .split('.')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path: [...at, ...parts], message });
  }
}

/** A packing list of at least one line. */
export const piecesSchema = pieceLinesSchema.superRefine((pieces, context) =>
  addCargoProblems(pieces, context),
);

const equipmentLineSchema = z.object({
  type: z.enum(EQUIPMENT_TYPES, { error: 'Choose a container type.' }),
  count: z
    .number({ error: 'Enter how many containers.' })
    .int('Enter a whole number of containers.')
    .min(1, 'Enter how many containers, 1 or more.')
    .max(MAX_CONTAINERS_PER_LINE, `At most ${MAX_CONTAINERS_PER_LINE} containers of one type.`),
});

/**
 * The day the cargo is ready: from yesterday (the shipper's today may still be yesterday in
 * UTC) to a year ahead, beyond which no forwarder can quote a rate.
 */
export const readyDateSchema = z
  .string({ error: 'Choose the day your cargo is ready.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose the day your cargo is ready.', abort: true })
  .refine(isCalendarDay, { error: 'This is not a real date.', abort: true })
  .refine((value) => value >= addDays(utcDay(), -1), 'Choose today or a later day.')
  .refine((value) => value <= addDays(utcDay(), 366), 'Choose a day within the next twelve months.');

// ---- What a shipper asks for ----

const shipmentShape = {
  origin: shipmentPlaceSchema,
  destination: shipmentPlaceSchema,
  mode: z.enum(LEAD_MODES, { error: 'Choose how you would like to ship.' }),
  /** FCL: the containers wanted */
  equipment: z
    .array(equipmentLineSchema)
    .max(MAX_EQUIPMENT_LINES, `List at most ${MAX_EQUIPMENT_LINES} container types.`)
    .default([]),
  /** LCL, air and road: the packing list */
  pieces: pieceLinesSchema.default([]),
  commodity: textSchema('what the goods are', COMMODITY_MAX, { min: 2 }),
  hazardous: z.boolean({ error: 'Say whether the goods are dangerous (hazardous).' }),
  readyDate: readyDateSchema,
  /** empty: not agreed yet */
  incoterm: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(INCOTERMS, { error: 'Choose an Incoterms® 2020 rule, or “not agreed yet”.' }).nullish(),
  ),
  notes: optionalTextSchema('the notes', NOTES_MAX, { multiline: true }),
};

export type ShipmentFields = z.output<z.ZodObject<typeof shipmentShape>>;

/** FCL needs containers; the other modes need a packing list within the calculator's limits. */
function checkCargo(shipment: ShipmentFields, context: z.RefinementCtx) {
  if (shipment.mode === 'sea-fcl') {
    if (shipment.equipment.length === 0) {
      context.addIssue({ code: 'custom', path: ['equipment'], message: 'Add the containers you need.' });
    }
  } else {
    addCargoProblems(shipment.pieces, context, ['pieces']);
  }
}

/** Keeps only the cargo description that fits the mode. */
function tidyCargo<T extends ShipmentFields>(shipment: T): T {
  return {
    ...shipment,
    equipment: shipment.mode === 'sea-fcl' ? shipment.equipment : [],
    pieces: shipment.mode === 'sea-fcl' ? [] : shipment.pieces,
    incoterm: shipment.incoterm ?? null,
  };
}

const requesterShape = {
  name: textSchema('your name', 100),
  company: optionalTextSchema('the company name', 200),
  email: emailSchema,
  phone: optionalPhoneSchema,
  country: countryCodeSchema,
};

/** What the shipper fills in; the form's fields without the envelope every public form adds. */
export const leadFieldsSchema = z
  .object({ ...shipmentShape, ...requesterShape })
  .superRefine(checkCargo)
  .transform(tidyCargo);
export type LeadFieldsInput = z.input<typeof leadFieldsSchema>;
export type LeadFields = z.output<typeof leadFieldsSchema>;

const leadFormBodySchema = z
  .object({ ...shipmentShape, ...requesterShape, ...formEnvelopeShape })
  .superRefine(checkCargo)
  .transform(tidyCargo);
export type LeadFormValues = z.output<typeof leadFormBodySchema>;

export const leadForm = defineEndpoint({
  method: 'POST',
  path: '/api/lead-form',
  body: leadFormBodySchema,
  response: formReceivedSchema,
});

// ---- How leads read ----

export const LEAD_STATES = ['pending', 'open', 'expired', 'awarded', 'closed', 'rejected', 'direct'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_STATE_LABELS: Record<LeadState, string> = {
  pending: 'Waiting for review',
  open: 'Open for quotes',
  expired: 'Expired',
  awarded: 'Awarded',
  closed: 'Closed',
  rejected: 'Rejected',
  direct: 'Sent to one member',
};

export const leadViewSchema = z.object({
  id: z.number().int().positive(),
  state: z.enum(LEAD_STATES),
  mode: z.enum(LEAD_MODES),
  origin: placeViewSchema,
  destination: placeViewSchema,
  equipment: z.array(equipmentLineSchema),
  pieces: z.array(pieceLineSchema),
  /** of the packing list; null for FCL */
  totals: z.object({ pieces: z.number(), volumeCbm: z.number(), weightKg: z.number() }).nullable(),
  commodity: z.string(),
  hazardous: z.boolean(),
  readyDate: z.string(),
  incoterm: z.enum(INCOTERMS).nullable(),
  notes: z.string().nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type LeadView = z.infer<typeof leadViewSchema>;

// ---- Bids ----

const BID_KINDS = ['lump-sum', 'itemised'] as const;
export type BidKind = (typeof BID_KINDS)[number];

export const BID_BASES = [
  'shipment',
  'container',
  'revenue-ton',
  'cbm',
  'kg',
  'pallet',
  'piece',
  'bill-of-lading',
] as const;
export type BidBasis = (typeof BID_BASES)[number];
export const BID_BASIS_LABELS: Record<BidBasis, string> = {
  shipment: 'per shipment',
  container: 'per container',
  'revenue-ton': 'per revenue ton (W/M)',
  cbm: 'per m³',
  kg: 'per kg',
  pallet: 'per pallet',
  piece: 'per piece',
  'bill-of-lading': 'per bill of lading',
};

export const MAX_BID_LINES = 30;
const MAX_TRANSIT_DAYS = 180;
const MAX_FREE_DAYS = 90;
/** Quantities are kept in thousandths: 2.5 revenue tons is 2,500. */
const QUANTITY_MAX = 100_000;

/** Thousandths of a quantity written like `2` or `2.345`, or null. */
export function toQuantityMilli(quantity: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(quantity);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

export function fromQuantityMilli(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const currencySchema = z.enum(CURRENCIES, { error: 'Choose a currency from the list.' });

const amountText = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .regex(/^\d+(?:\.\d+)?$/, `Enter ${what} as a number, like 1250 or 1250.50.`);

/** An amount in the line's currency: whole minor units, never more decimals than it has. */
function checkAmount(
  amount: string,
  currency: z.output<typeof currencySchema>,
  path: (string | number)[],
  context: z.RefinementCtx,
) {
  const minor = toMinorUnits(amount, currency);
  const digits = CURRENCY_DIGITS[currency];
  if (minor === null) {
    context.addIssue({
      code: 'custom',
      path,
      message:
        digits === 0
          ? `Enter a whole amount: ${currency} has no decimal places.`
          : `Enter at most ${digits} decimal places and 9 digits before the point.`,
    });
  } else if (minor <= 0) {
    context.addIssue({ code: 'custom', path, message: 'Enter an amount above 0.' });
  }
}

const bidLineInputSchema = z
  .object({
    description: textSchema('what the charge is for', 120),
    basis: z.enum(BID_BASES, { error: 'Choose what the price is per.' }),
    quantity: z
      .string({ error: 'Enter the quantity.' })
      .trim()
      .refine(
        (value) => {
          const milli = toQuantityMilli(value);
          return milli !== null && milli > 0 && milli <= QUANTITY_MAX * 1000;
        },
        `Enter a quantity above 0 and at most ${groupThousands(QUANTITY_MAX)}, with up to 3 decimals.`,
      ),
    unitPrice: amountText('the unit price'),
    currency: currencySchema,
  })
  .superRefine((line, context) => checkAmount(line.unitPrice, line.currency, ['unitPrice'], context));

const dayInput = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .refine(isCalendarDay, `Enter ${what} as a real date.`);

export const bidBodySchema = z
  .object({
    leadId: z.number({ error: 'Give the lead’s number.' }).int().positive().max(2_147_483_647),
    kind: z.enum(BID_KINDS, { error: 'Choose a lump sum or an itemised breakdown.' }),
    /** lump sum: one all-in amount */
    lumpSum: z.object({ amount: amountText('the all-in price'), currency: currencySchema }).nullish(),
    /** itemised: each charge on its own line */
    lines: z.array(bidLineInputSchema).max(MAX_BID_LINES, `Use at most ${MAX_BID_LINES} lines.`).default([]),
    validUntil: dayInput('the last day the price is valid'),
    transitDays: z
      .number({ error: 'Enter the transit time in days.' })
      .int('Enter whole days.')
      .min(1, 'Enter the transit time in days, 1 or more.')
      .max(MAX_TRANSIT_DAYS, `Enter at most ${MAX_TRANSIT_DAYS} days.`),
    freeDays: z
      .number({ error: 'Enter the free days at destination.' })
      .int('Enter whole days.')
      .min(0, 'Enter 0 or more free days.')
      .max(MAX_FREE_DAYS, `Enter at most ${MAX_FREE_DAYS} free days.`),
    routing: textSchema('the carrier or routing', 200),
    notes: optionalTextSchema('the notes', NOTES_MAX, { multiline: true }),
  })
  .superRefine((bid, context) => {
    if (bid.kind === 'lump-sum') {
      if (!bid.lumpSum) {
        context.addIssue({ code: 'custom', path: ['lumpSum', 'amount'], message: 'Enter the all-in price.' });
      } else {
        checkAmount(bid.lumpSum.amount, bid.lumpSum.currency, ['lumpSum', 'amount'], context);
      }
    } else if (bid.lines.length === 0) {
      context.addIssue({ code: 'custom', path: ['lines'], message: 'Add at least one charge.' });
    }
    const today = utcDay();
    if (isCalendarDay(bid.validUntil) && bid.validUntil < today) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: 'Choose today or a later day.' });
    } else if (bid.validUntil > addDays(today, 366)) {
      context.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'A price can be valid for at most a year.',
      });
    }
  });
export type BidInput = z.input<typeof bidBodySchema>;

export const BID_STATES = ['live', 'withdrawn', 'won', 'lost'] as const;
export type BidState = (typeof BID_STATES)[number];

const moneySchema = z.object({ currency: z.enum(CURRENCIES), amountMinor: z.number().int() });

const bidViewSchema = z.object({
  id: z.number().int().positive(),
  state: z.enum(BID_STATES),
  kind: z.enum(BID_KINDS),
  lines: z.array(
    z.object({
      description: z.string(),
      basis: z.enum(BID_BASES),
      /** decimal text, e.g. `2.5` */
      quantity: z.string(),
      /** decimal text in the line's currency, e.g. `1250.50` */
      unitPrice: z.string(),
      currency: z.enum(CURRENCIES),
      /** computed by the server: quantity × unit price, in minor units */
      totalMinor: z.number().int(),
    }),
  ),
  /** one total per currency, never converted into each other */
  totals: z.array(moneySchema),
  validUntil: z.string(),
  transitDays: z.number().int(),
  freeDays: z.number().int(),
  routing: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BidView = z.infer<typeof bidViewSchema>;

// ---- The members' board ----

const MAX_PAGE = 10_000;

export const leadSearchSchema = z.object({
  origin: optionalQuery(countryCodeSchema),
  destination: optionalQuery(countryCodeSchema),
  mode: optionalQuery(z.enum(LEAD_MODES, { error: 'Choose a mode from the list.' })),
  equipment: optionalQuery(z.enum(EQUIPMENT_TYPES, { error: 'Choose a container type from the list.' })),
  readyFrom: optionalQuery(dayInput('the first ready date')),
  readyUntil: optionalQuery(dayInput('the last ready date')),
  page: pageQuerySchema(MAX_PAGE),
});
export type LeadSearch = z.input<typeof leadSearchSchema>;

/** Whether the caller may quote, and in plain words why not. */
const biddingSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

const memberLeadSchema = leadViewSchema.extend({
  /** the caller's company's bid, the only bid a member ever sees */
  myBid: bidViewSchema.nullable(),
  /**
   * The member company that asked, when a signed-in member sent the request: shown to the
   * companies that quoted, who may book a meeting with its people.
   */
  postedBy: z.object({ name: z.string(), slug: z.string() }).nullable(),
  bidding: biddingSchema,
  /** the caller already reported it */
  reported: z.boolean(),
});
export type MemberLead = z.infer<typeof memberLeadSchema>;

export const listLeads = defineEndpoint({
  method: 'GET',
  path: '/api/shipping-leads',
  query: leadSearchSchema,
  response: z.object({
    items: z.array(memberLeadSchema),
    total_items: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    page: z.number().int().positive(),
  }),
});

const leadIdQuery = z.coerce
  .number({ error: 'Give the lead’s number.' })
  .int('Give the lead’s number.')
  .positive('Give the lead’s number.')
  .max(2_147_483_647, 'There is no lead with this number.');
const leadIdBody = z
  .number({ error: 'Give the lead’s number.' })
  .int('Give the lead’s number.')
  .positive('Give the lead’s number.')
  .max(2_147_483_647, 'There is no lead with this number.');

export const getLead = defineEndpoint({
  method: 'GET',
  path: '/api/shipping-leads/lead',
  query: z.object({ id: leadIdQuery }),
  response: memberLeadSchema,
});

export const saveBid = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/bid',
  body: bidBodySchema,
  response: memberLeadSchema,
});

export const withdrawBid = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/bid-withdraw',
  body: z.object({ leadId: leadIdBody }),
  response: memberLeadSchema,
});

export const reportLead = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/report',
  body: z.object({
    leadId: leadIdBody,
    reason: textSchema('what is wrong with this lead', REASON_MAX, { min: 10, multiline: true }),
  }),
  response: memberLeadSchema,
});

// ---- Saved lanes ----

const savedLaneSchema = z.object({
  id: z.number().int().positive(),
  originCountry: z.string(),
  destinationCountry: z.string(),
  /** null: any mode */
  mode: z.enum(LEAD_MODES).nullable(),
  createdAt: z.string(),
});
export type SavedLane = z.infer<typeof savedLaneSchema>;
const lanesResponse = z.object({ lanes: z.array(savedLaneSchema) });

export const listSavedLanes = defineEndpoint({
  method: 'GET',
  path: '/api/shipping-leads/lanes',
  response: lanesResponse,
});

const saveLaneBodySchema = z.object({
  originCountry: countryCodeSchema,
  destinationCountry: countryCodeSchema,
  mode: z
    .preprocess(blankAsMissing, z.enum(LEAD_MODES, { error: 'Choose a mode from the list.' }).nullish())
    .transform((mode) => mode ?? null),
});

export const saveLane = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/lanes',
  body: saveLaneBodySchema,
  response: lanesResponse,
});

export const deleteLane = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/lane-delete',
  body: z.object({ id: z.number({ error: 'Give the lane’s number.' }).int().positive().max(2_147_483_647) }),
  response: lanesResponse,
});

// ---- The shipper's private page ----

const LINK_INCOMPLETE = 'This link is incomplete. Open it again from the email, in full.';
/** The shipper's private link: 43 base64url characters, so anything else was cut or mangled. */
const quotesTokenSchema = z
  .string({ error: LINK_INCOMPLETE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, LINK_INCOMPLETE);

export const requesterViewSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
});
export type RequesterView = z.infer<typeof requesterViewSchema>;

const quoteViewSchema = bidViewSchema.extend({
  company: z.object({
    name: z.string(),
    /** its public profile `/directory/company/<slug>`, when it has one */
    slug: z.string().nullable(),
    membership: z.enum(MEMBERSHIP_STATUSES),
    /** last day of the paid membership */
    memberUntil: z.string().nullable(),
  }),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** The shipper's link works while the request is open and this many days after it closes. */
export const QUOTE_LINK_DAYS_AFTER_CLOSE = 30;
/** The code a shipper types to accept a quote: its digits, life and tries. */
export const ACCEPTANCE_CODE_LENGTH = 6;
export const ACCEPTANCE_CODE_TTL_MINUTES = 15;
export const ACCEPTANCE_CODE_MAX_ATTEMPTS = 5;

const quotesPageSchema = z.object({
  lead: leadViewSchema,
  requester: requesterViewSchema,
  quotes: z.array(quoteViewSchema),
  acceptedBidId: z.number().int().nullable(),
  /** the last moment the link opens this page */
  linkValidUntil: z.string(),
});
export type QuotesPage = z.infer<typeof quotesPageSchema>;

export const getQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/shipping-leads/quotes',
  query: z.object({ token: quotesTokenSchema }),
  response: quotesPageSchema,
});

const bidChoiceSchema = z.number({ error: 'Choose a quote to accept.' }).int().positive().max(2_147_483_647);

/** The first step of accepting: a code for this quote goes to the request's email address. */
export const sendAcceptanceCode = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/quotes/accept-code',
  body: z.object({ token: quotesTokenSchema, bidId: bidChoiceSchema }),
  response: z.object({ status: z.literal('sent'), sentTo: z.string(), expiresAt: z.string() }),
});

/** The second step: the emailed code accepts the quote. */
export const acceptQuote = defineEndpoint({
  method: 'POST',
  path: '/api/shipping-leads/quotes/accept',
  body: z.object({
    token: quotesTokenSchema,
    bidId: bidChoiceSchema,
    code: z
      .string({ error: 'Enter the code from the email.' })
      .trim()
      .regex(
        new RegExp(`^\\d{${ACCEPTANCE_CODE_LENGTH}}$`),
        `Enter the ${ACCEPTANCE_CODE_LENGTH}-digit code from the email.`,
      ),
  }),
  response: quotesPageSchema,
});

// ---- Review by DFA staff ----

export const ADMIN_LEAD_FILTERS = ['pending', 'open', 'finished', 'rejected', 'direct', 'all'] as const;
export type AdminLeadFilter = (typeof ADMIN_LEAD_FILTERS)[number];

const adminLeadSchema = leadViewSchema.extend({
  requester: requesterViewSchema,
  createdAt: z.string(),
  rejectedReason: z.string().nullable(),
  closedReason: z.string().nullable(),
  /** widget requests go to this member only */
  addressedTo: z.string().nullable(),
  bidCount: z.number().int().nonnegative(),
  reports: z.array(z.object({ company: z.string(), reason: z.string(), createdAt: z.string() })),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminListLeads = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shipping-leads',
  query: z.object({
    filter: z.preprocess(
      blankAsMissing,
      z.enum(ADMIN_LEAD_FILTERS, { error: 'Choose a filter from the list.' }).default('pending'),
    ),
    page: leadSearchSchema.shape.page,
  }),
  response: z.object({
    items: z.array(adminLeadSchema),
    total_items: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    page: z.number().int().positive(),
  }),
});

const correction = (what: string, max: number, { min = 0, multiline = false } = {}) =>
  text({ multiline })
    .trim()
    .min(min, `Enter ${what} in at least ${min} characters.`)
    .max(max, `Keep ${what} under ${max} characters.`)
    .optional();

/**
 * What a reviewer may correct before publishing: typing mistakes, not the request itself. A
 * field left out stays as the shipper wrote it; an empty city or notes field clears it.
 */
const leadCorrectionsSchema = z.object({
  commodity: correction('what the goods are', COMMODITY_MAX, { min: 2 }),
  originCity: correction('the city', 100),
  destinationCity: correction('the city', 100),
  notes: correction('the notes', NOTES_MAX, { multiline: true }),
});
export type LeadCorrections = z.output<typeof leadCorrectionsSchema>;

export const publishLead = defineEndpoint({
  method: 'POST',
  path: '/api/admin/shipping-leads/publish',
  body: z.object({ id: leadIdBody, corrections: leadCorrectionsSchema.optional() }),
  response: adminLeadSchema,
});

export const rejectLead = defineEndpoint({
  method: 'POST',
  path: '/api/admin/shipping-leads/reject',
  body: z.object({
    id: leadIdBody,
    reason: textSchema('the reason the shipper will read', REASON_MAX, { min: 10, multiline: true }),
  }),
  response: adminLeadSchema,
});

export const closeLead = defineEndpoint({
  method: 'POST',
  path: '/api/admin/shipping-leads/close',
  body: z.object({
    id: leadIdBody,
    reason: textSchema('the reason the shipper and bidders will read', REASON_MAX, {
      min: 10,
      multiline: true,
    }),
  }),
  response: adminLeadSchema,
});
