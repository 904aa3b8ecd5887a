import { z } from 'zod';
import {
  PRICED_CONTAINERS,
  SURCHARGE_BASES,
  type PlaceRef as RatePlaceRef,
  type RateLane,
} from '../calculator/rates';
import { addDays, isCalendarDay, utcDay } from '../domain/date';
import { CURRENCIES, CURRENCY_DIGITS, fromMinorUnits, toMinorUnits, type Currency } from '../domain/money';
import { emailSchema, linkTokenSchema } from './auth';
import { WIDGET_ID_PATTERN } from '../calculator/widget-config';
import { defineEndpoint } from './endpoint';
import { optionalPhoneSchema } from './forms';
import { countryCodeSchema, ratePlaceSchema } from './places';
import { optionalTextSchema, textSchema } from './fields';
import {
  COMMODITY_MAX,
  leadViewSchema,
  NOTES_MAX,
  piecesSchema,
  readyDateSchema,
  requesterViewSchema,
} from './shipping-leads';

/**
 * The sea-freight calculator a member puts on their own website: its look, its rate sheet, the
 * member's switch, and the quote requests visitors send through it.
 */

export const MAX_RATE_LANES = 100;
export const MAX_SURCHARGES = 10;
export const MAX_ALLOWED_SITES = 10;
const DISPLAY_NAME_MAX = 80;
export const DEFAULT_PRIMARY_COLOR = '#0b6b73';
export const DEFAULT_ACCENT_COLOR = '#f2a900';
/** The public demo on the digital tools pages uses this id instead of a member's. */
const colorSchema = z
  .string({ error: 'Choose a colour.' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Choose a colour as #rrggbb, like #0b6b73.');

/** Empty means "not offered". */
const optionalAmount = z
  .string()
  .trim()
  .regex(/^(?:\d+(?:\.\d+)?)?$/, 'Enter a number, like 1250 or 1250.50, or leave it empty.')
  .default('');

const requiredAmount = z
  .string({ error: 'Enter the amount.' })
  .trim()
  .min(1, 'Enter the amount.')
  .regex(/^\d+(?:\.\d+)?$/, 'Enter a number, like 1250 or 1250.50.');

const day = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .refine(isCalendarDay, `Enter ${what} as a real date.`);

const surchargeInputSchema = z.object({
  name: textSchema('the surcharge’s name', 60),
  basis: z.enum(SURCHARGE_BASES, { error: 'Choose how the surcharge is charged.' }),
  amount: requiredAmount,
});

const rateLaneInputSchema = z.object({
  origin: ratePlaceSchema,
  destination: ratePlaceSchema,
  validFrom: day('the first day the rates apply'),
  validUntil: day('the last day the rates apply'),
  fcl: z.object(
    Object.fromEntries(PRICED_CONTAINERS.map((type) => [type, optionalAmount])) as Record<
      (typeof PRICED_CONTAINERS)[number],
      typeof optionalAmount
    >,
  ),
  lcl: z.object({ perRevenueTon: optionalAmount, minimum: optionalAmount }),
  surcharges: z
    .array(surchargeInputSchema)
    .max(MAX_SURCHARGES, `Use at most ${MAX_SURCHARGES} surcharges per lane.`)
    .default([]),
});

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SITE_ORIGIN = new RegExp(`^https?://${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::\\d{1,5})?$`);

/** A site allowed to show the widget, as its origin: `https://www.example.com`. */
const siteOriginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, 'Keep the address under 200 characters.')
  .transform((value) => value.replace(/\/$/, ''))
  .refine(
    (value) => SITE_ORIGIN.test(value),
    'Enter the site’s address only, like https://www.example.com (no page path).',
  );

export const widgetSettingsSchema = z
  .object({
    displayName: textSchema('the name visitors see', DISPLAY_NAME_MAX, { min: 2 }),
    primaryColor: colorSchema,
    accentColor: colorSchema,
    currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list.' }),
    /** where visitors' quote requests are emailed */
    notifyEmail: emailSchema,
    /** empty: any site may show it */
    allowedSites: z
      .array(siteOriginSchema)
      .max(MAX_ALLOWED_SITES, `List at most ${MAX_ALLOWED_SITES} sites.`)
      .default([]),
    lanes: z
      .array(rateLaneInputSchema)
      .max(MAX_RATE_LANES, `Use at most ${MAX_RATE_LANES} lanes.`)
      .default([]),
  })
  .superRefine((settings, context) => {
    const checkAmount = (amount: string, path: (string | number)[], { required = false } = {}) => {
      if (amount === '') {
        if (required) context.addIssue({ code: 'custom', path, message: 'Enter the amount.' });
        return;
      }
      const minor = toMinorUnits(amount, settings.currency);
      if (minor === null) {
        context.addIssue({ code: 'custom', path, message: amountMessage(settings.currency) });
      } else if (minor <= 0) {
        context.addIssue({ code: 'custom', path, message: 'Enter an amount above 0.' });
      }
    };
    settings.lanes.forEach((lane, index) => {
      const at = (...path: (string | number)[]) => ['lanes', index, ...path];
      for (const type of PRICED_CONTAINERS) checkAmount(lane.fcl[type], at('fcl', type));
      checkAmount(lane.lcl.perRevenueTon, at('lcl', 'perRevenueTon'));
      checkAmount(lane.lcl.minimum, at('lcl', 'minimum'));
      if (lane.lcl.minimum !== '' && lane.lcl.perRevenueTon === '') {
        context.addIssue({
          code: 'custom',
          path: at('lcl', 'perRevenueTon'),
          message: 'Enter the rate per revenue ton for the minimum to apply to.',
        });
      }
      lane.surcharges.forEach((surcharge, position) =>
        checkAmount(surcharge.amount, at('surcharges', position, 'amount')),
      );
      const priced = PRICED_CONTAINERS.some((type) => lane.fcl[type] !== '') || lane.lcl.perRevenueTon !== '';
      if (!priced) {
        context.addIssue({
          code: 'custom',
          path: at('fcl', '20GP'),
          message: 'Give at least one container price or an LCL rate for this lane.',
        });
      }
      if (
        isCalendarDay(lane.validFrom) &&
        isCalendarDay(lane.validUntil) &&
        lane.validUntil < lane.validFrom
      ) {
        context.addIssue({
          code: 'custom',
          path: at('validUntil'),
          message: 'The last day cannot be before the first day.',
        });
      }
    });
  });
export type WidgetSettingsInput = z.input<typeof widgetSettingsSchema>;
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;

function amountMessage(currency: Currency): string {
  return CURRENCY_DIGITS[currency] === 0
    ? `Enter a whole amount: ${currency} has no decimal places.`
    : 'Enter at most 2 decimal places and 9 digits before the point.';
}

const calculatorWidgetSchema = z.object({
  /** the id in the widget's public address */
  widgetId: z.string(),
  enabled: z.boolean(),
  settings: z.object({
    displayName: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    currency: z.enum(CURRENCIES),
    notifyEmail: z.string(),
    allowedSites: z.array(z.string()),
    lanes: z.array(
      z.object({
        origin: z.object({ country: z.string(), port: z.string().nullable() }),
        destination: z.object({ country: z.string(), port: z.string().nullable() }),
        validFrom: z.string(),
        validUntil: z.string(),
        fcl: z.record(z.enum(PRICED_CONTAINERS), z.string()),
        lcl: z.object({ perRevenueTon: z.string(), minimum: z.string() }),
        surcharges: z.array(
          z.object({ name: z.string(), basis: z.enum(SURCHARGE_BASES), amount: z.string() }),
        ),
      }),
    ),
  }),
  /** names of the ports the sheet mentions, by UN/LOCODE */
  portNames: z.record(z.string(), z.string()),
  updatedAt: z.string(),
  /**
   * An address the member chose for quote requests, waiting for the link sent to it to be
   * opened; until then requests go to `settings.notifyEmail`.
   */
  pendingNotifyEmail: z.string().nullable(),
  /** when the hourly limit last turned a visitor away */
  limitReachedAt: z.string().nullable(),
});
export type CalculatorWidget = z.infer<typeof calculatorWidgetSchema>;

/** Valid quote requests one widget takes in an hour, and one visitor address in ten minutes. */
export const WIDGET_REQUESTS_PER_HOUR = 30;
export const WIDGET_REQUESTS_PER_VISITOR = 5;
/** How long the link that confirms a widget's notification address works. */
export const NOTIFY_LINK_TTL_HOURS = 72;

/** Anyone holding the link sent to a new notification address: it is opened in that inbox. */
export const confirmWidgetNotifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/calculator-widget/notify-email/confirm',
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ email: z.string(), company: z.string() }),
});

export const getMyWidget = defineEndpoint({
  method: 'GET',
  path: '/api/calculator-widget',
  response: z.object({
    widget: calculatorWidgetSchema.nullable(),
    /** what a new widget starts with: the company's name and the member's email */
    defaults: z.object({ displayName: z.string(), notifyEmail: z.string() }),
  }),
});

export const saveMyWidget = defineEndpoint({
  method: 'POST',
  path: '/api/calculator-widget',
  body: widgetSettingsSchema,
  response: calculatorWidgetSchema,
});

export const switchMyWidget = defineEndpoint({
  method: 'POST',
  path: '/api/calculator-widget/switch',
  body: z.object({ enabled: z.boolean({ error: 'Say whether the widget is on or off.' }) }),
  response: calculatorWidgetSchema,
});

const QUOTE_MODES = ['sea-lcl', 'sea-fcl'] as const;

/** A visitor of a member's website asks that member, and only that member, for a quote. */
export const widgetQuoteRequestSchema = z
  .object({
    widgetId: z.string().trim().regex(WIDGET_ID_PATTERN, 'This calculator is not available.'),
    origin: ratePlaceSchema,
    destination: ratePlaceSchema,
    mode: z.enum(QUOTE_MODES, { error: 'Choose LCL or a full container.' }),
    pieces: piecesSchema,
    commodity: textSchema('what the goods are', COMMODITY_MAX, { min: 2 }),
    readyDate: readyDateSchema,
    name: textSchema('your name', 100),
    company: optionalTextSchema('the company name', 200),
    email: emailSchema,
    phone: optionalPhoneSchema,
    country: countryCodeSchema,
    notes: optionalTextSchema('the notes', NOTES_MAX, { multiline: true }),
  })
  .superRefine((request, context) => {
    if (request.pieces.length === 0) {
      context.addIssue({ code: 'custom', path: ['pieces'], message: 'Add at least one line of pieces.' });
    }
  });

export const sendWidgetQuoteRequest = defineEndpoint({
  method: 'POST',
  path: '/api/widgets/quote-request',
  body: widgetQuoteRequestSchema,
  response: z.object({ status: z.literal('sent'), company: z.string() }),
});

/** Rate validity defaults for a new lane: from today for three months. */
export function newLaneValidity(today = utcDay()): { validFrom: string; validUntil: string } {
  return { validFrom: today, validUntil: addDays(today, 90) };
}

type LaneSettings = Pick<WidgetSettingsInput, 'currency'> & {
  lanes?: readonly z.input<typeof rateLaneInputSchema>[] | undefined;
};

/**
 * The rate sheet in minor units from the member's settings. Lenient, so the builder's preview
 * can show a half-filled draft: an amount that does not read as money counts as "not offered",
 * and a lane without both ends is left out. The server converts only validated settings.
 */
export function rateLanesFrom(settings: LaneSettings): RateLane[] {
  const currency = settings.currency as Currency;
  const minor = (amount: string | undefined) => {
    const value = amount ? toMinorUnits(amount.trim(), currency) : null;
    return value !== null && value > 0 ? value : undefined;
  };
  return (settings.lanes ?? []).flatMap((lane): RateLane[] => {
    const origin = placeRef(lane.origin);
    const destination = placeRef(lane.destination);
    if (!origin || !destination) return [];
    const fcl: RateLane['fcl'] = {};
    for (const type of PRICED_CONTAINERS) {
      const price = minor(lane.fcl[type]);
      if (price !== undefined) fcl[type] = price;
    }
    const perRevenueTonMinor = minor(lane.lcl.perRevenueTon);
    return [
      {
        origin,
        destination,
        validFrom: lane.validFrom,
        validUntil: lane.validUntil,
        fcl,
        lcl:
          perRevenueTonMinor === undefined
            ? null
            : { perRevenueTonMinor, minimumMinor: minor(lane.lcl.minimum) ?? 0 },
        surcharges: (lane.surcharges ?? []).flatMap((surcharge) => {
          const amountMinor = minor(surcharge.amount);
          return amountMinor === undefined || !surcharge.name.trim()
            ? []
            : [{ name: surcharge.name.trim(), basis: surcharge.basis, amountMinor }];
        }),
      },
    ];
  });
}

function placeRef(place: { country?: string; port?: string | null | undefined }): RatePlaceRef | null {
  const country = (place.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  const port = (place.port ?? '').trim().toUpperCase();
  return { country, port: /^[A-Z]{2}[A-Z2-9]{3}$/.test(port) && port.startsWith(country) ? port : null };
}

/** The rate sheet back as the builder's form fields (decimal text). */
export function laneInputsFrom(
  lanes: readonly RateLane[],
  currency: Currency,
): CalculatorWidget['settings']['lanes'] {
  const text = (amount: number | undefined) => (amount === undefined ? '' : fromMinorUnits(amount, currency));
  return lanes.map((lane) => ({
    origin: { country: lane.origin.country, port: lane.origin.port ?? null },
    destination: { country: lane.destination.country, port: lane.destination.port ?? null },
    validFrom: lane.validFrom,
    validUntil: lane.validUntil,
    fcl: Object.fromEntries(PRICED_CONTAINERS.map((type) => [type, text(lane.fcl[type])])) as Record<
      (typeof PRICED_CONTAINERS)[number],
      string
    >,
    lcl: {
      perRevenueTon: text(lane.lcl?.perRevenueTonMinor),
      minimum: lane.lcl && lane.lcl.minimumMinor > 0 ? text(lane.lcl.minimumMinor) : '',
    },
    surcharges: lane.surcharges.map((surcharge) => ({
      name: surcharge.name,
      basis: surcharge.basis,
      amount: text(surcharge.amountMinor),
    })),
  }));
}

export const listWidgetRequests = defineEndpoint({
  method: 'GET',
  path: '/api/calculator-widget/requests',
  response: z.object({
    /** the newest first */
    items: z.array(z.object({ lead: leadViewSchema, requester: requesterViewSchema, createdAt: z.string() })),
  }),
});

/** The HTML a member pastes into their site: a frame of the widget's page, nothing else. */
