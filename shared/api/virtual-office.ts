import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries';
import { defineEndpoint } from './endpoint';
import { multilineText, positiveWholeNumber, text } from './fields';

export const UNIT_TYPES = ['truck', 'trailer', 'chassis', 'reefer-truck', 'van', 'other'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  truck: 'Truck',
  trailer: 'Trailer',
  chassis: 'Chassis',
  'reefer-truck': 'Reefer truck',
  van: 'Van',
  other: 'Other',
};

export const RATE_MODELS = [
  'per-km',
  'per-hour',
  'per-day',
  'flat',
  'per-tonne',
  'per-m3',
  'per-kg',
  'fixed',
] as const;
export type RateModel = (typeof RATE_MODELS)[number];

export const RATE_MODEL_LABELS: Record<RateModel, string> = {
  'per-km': 'per km',
  'per-hour': 'per hour',
  'per-day': 'per day',
  flat: 'flat rate',
  'per-tonne': 'per tonne',
  'per-m3': 'per m³',
  'per-kg': 'per kg',
  fixed: 'fixed price',
};

/**
 * The currencies members quote road transport in, with their ISO 4217 minor-unit digits.
 * Amounts are stored as integers of the minor unit, so no rate ever passes through a float.
 */
const CURRENCY_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CHF: 2,
  CNY: 2,
  JPY: 0,
  KRW: 0,
  INR: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  TRY: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  BGN: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  CAD: 2,
  MXN: 2,
  BRL: 2,
  AUD: 2,
  NZD: 2,
  SGD: 2,
  HKD: 2,
  MYR: 2,
  THB: 2,
  VND: 0,
  IDR: 2,
  ZAR: 2,
  EGP: 2,
  KZT: 2,
  UAH: 2,
} as const satisfies Record<string, 0 | 2>;
export type Currency = keyof typeof CURRENCY_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as [Currency, ...Currency[]];

export const MAX_ZONES = 20;
const NAME_MAX = 120;
export const CITY_MAX = 100;
export const NOTES_MAX = 1000;
/** The largest rate a listing may quote, in major units of any currency. */
const RATE_AMOUNT_MAX_DIGITS = 9;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDate = (missing: string) =>
  text({ error: missing }).trim().min(1, missing).refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD.');

/** Minor units of a decimal amount written like `1250` or `1250.5`, or null when it is not one. */
export function toMinorUnits(amount: string, currency: Currency): number | null {
  const digits = CURRENCY_DIGITS[currency];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits || whole.replace(/^0+(?=\d)/, '').length > RATE_AMOUNT_MAX_DIGITS) {
    return null;
  }
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The decimal text of an amount in minor units, with the currency's digits (`1250.50`). */
export function fromMinorUnits(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const countrySchema = text({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), 'Choose a country from the list.');

/** Empty and blank become null: a zone without a city covers the whole country. */
const optionalCitySchema = text()
  .trim()
  .max(CITY_MAX, `Keep the city name under ${CITY_MAX} characters.`)
  .nullish()
  .transform((value) => value || null);

const zoneSchema = z.object({ country: countrySchema, city: optionalCitySchema });

/** One key per zone, so a listing never names the same place twice. */
function zoneKey(zone: { country: string; city: string | null }): string {
  return `${zone.country}|${(zone.city ?? '').toLocaleLowerCase('en')}`;
}

const unitIdSchema = positiveWholeNumber('Give the listing’s number.', {
  tooLarge: 'There is no listing with this number.',
});

export const unitBodySchema = z
  .object({
    /** present to change an existing listing, absent to add one */
    id: z
      .number({ error: 'Give the listing’s number.' })
      .int('Give the listing’s number.')
      .positive('Give the listing’s number.')
      .max(2_147_483_647, 'There is no listing with this number.')
      .optional(),
    name: text({ error: 'Name the unit.' })
      .trim()
      .min(1, 'Name the unit, for example “Volvo FH 500 tautliner”.')
      .max(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`),
    type: z.enum(UNIT_TYPES, { error: 'Choose the type of unit.' }),
    registrationNumber: text({ error: 'Enter the registration number.' })
      .trim()
      .toUpperCase()
      .min(2, 'Enter the registration number as on the vehicle’s papers.')
      .max(20, 'A registration number is at most 20 characters.')
      .regex(
        /^[\p{L}\p{N}](?:[\p{L}\p{N} .\-/]*[\p{L}\p{N}])?$/u,
        'Use letters, digits, spaces, dots, hyphens or slashes, like “B-AB 1234”.',
      ),
    zones: z
      .array(zoneSchema, { error: 'Add at least one loading zone.' })
      .min(1, 'Add at least one loading zone.')
      .max(MAX_ZONES, `List at most ${MAX_ZONES} loading zones.`)
      .superRefine((zones, context) => {
        const seen = new Set<string>();
        zones.forEach((zone, index) => {
          const key = zoneKey(zone);
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'city'],
              message: 'This loading zone is already listed.',
            });
          }
          seen.add(key);
        });
      }),
    rateModel: z.enum(RATE_MODELS, { error: 'Choose how the rate is charged.' }),
    rateAmount: text({ error: 'Enter the rate.' })
      .trim()
      .min(1, 'Enter the rate.')
      .regex(/^\d+(?:\.\d+)?$/, 'Enter the rate as a number, like 1.35 or 450.'),
    currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list.' }),
    availableFrom: calendarDate('Enter the first day the unit is available.'),
    availableUntil: calendarDate('Enter the last day the unit is available.'),
    notes: multilineText()
      .trim()
      .max(NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters.`)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((unit, context) => {
    const minor = toMinorUnits(unit.rateAmount, unit.currency);
    const digits = CURRENCY_DIGITS[unit.currency];
    if (minor === null) {
      context.addIssue({
        code: 'custom',
        path: ['rateAmount'],
        message:
          digits === 0
            ? `Enter a whole amount: ${unit.currency} has no decimal places.`
            : `Enter the rate with at most ${digits} decimal places and ${RATE_AMOUNT_MAX_DIGITS} digits before the point.`,
      });
    } else if (minor <= 0) {
      context.addIssue({ code: 'custom', path: ['rateAmount'], message: 'The rate must be more than 0.' });
    }
    if (unit.availableUntil < unit.availableFrom) {
      context.addIssue({
        code: 'custom',
        path: ['availableUntil'],
        message: 'The last day cannot be before the first day.',
      });
    }
  });

export type UnitInput = z.input<typeof unitBodySchema>;
export type UnitValues = z.output<typeof unitBodySchema>;

const transportUnitSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(UNIT_TYPES),
  registrationNumber: z.string(),
  zones: z.array(z.object({ country: z.string(), city: z.string().nullable() })),
  rateModel: z.enum(RATE_MODELS),
  /** decimal text with the currency's digits, e.g. `1.35` */
  rateAmount: z.string(),
  currency: z.enum(CURRENCIES),
  availableFrom: z.string(),
  availableUntil: z.string(),
  notes: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** the member who listed it; null once their account is gone */
  createdBy: z.object({ name: z.string() }).nullable(),
  /** the caller may change or delete it */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransportUnit = z.infer<typeof transportUnitSchema>;

export const UNIT_VIEWS = ['all', 'mine', 'company'] as const;
export type UnitView = (typeof UNIT_VIEWS)[number];

/** Query strings send empty fields as `''`: they mean "any". */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const listUnitsQuerySchema = z.object({
  view: z.preprocess(
    blankAsMissing,
    z.enum(UNIT_VIEWS, { error: 'Choose all, mine or company.' }).default('all'),
  ),
  type: z.preprocess(
    blankAsMissing,
    z.enum(UNIT_TYPES, { error: 'Choose a unit type from the list.' }).optional(),
  ),
  country: z.preprocess(blankAsMissing, countrySchema.optional()),
  city: z.preprocess(
    blankAsMissing,
    text().trim().max(CITY_MAX, `Keep the city name under ${CITY_MAX} characters.`).optional(),
  ),
  page: z.preprocess(
    blankAsMissing,
    positiveWholeNumber('Give a whole page number from 1.', {
      max: 100_000,
      tooLarge: 'There is no such page.',
    }).default(1),
  ),
});

export const listUnits = defineEndpoint({
  method: 'GET',
  path: '/api/virtual-office/units',
  query: listUnitsQuerySchema,
  response: z.object({
    items: z.array(transportUnitSchema),
    total_items: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    page: z.number().int().positive(),
  }),
});

export const getUnit = defineEndpoint({
  method: 'GET',
  path: '/api/virtual-office/unit',
  query: z.object({ id: unitIdSchema }),
  response: transportUnitSchema,
});

export const saveUnit = defineEndpoint({
  method: 'POST',
  path: '/api/virtual-office/unit',
  body: unitBodySchema,
  response: transportUnitSchema,
});

export const deleteUnit = defineEndpoint({
  method: 'POST',
  path: '/api/virtual-office/unit-delete',
  body: z.object({
    id: z
      .number({ error: 'Give the listing’s number.' })
      .int('Give the listing’s number.')
      .positive('Give the listing’s number.')
      .max(2_147_483_647, 'There is no listing with this number.'),
  }),
  response: z.object({ status: z.literal('deleted'), id: z.number().int().positive() }),
});
