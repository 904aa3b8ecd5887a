import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries';
import { AMOUNT_MAX_DIGITS, CURRENCIES, CURRENCY_DIGITS, toMinorUnits } from '../domain/money';
import { defineEndpoint } from './endpoint';
import { blankAsMissing, pageQuerySchema } from './query';
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

export const MAX_ZONES = 20;
const NAME_MAX = 120;
export const CITY_MAX = 100;
export const NOTES_MAX = 1000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDate = (missing: string) =>
  text({ error: missing }).trim().min(1, missing).refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD.');

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
            : `Enter the rate with at most ${digits} decimal places and ${AMOUNT_MAX_DIGITS} digits before the point.`,
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
  page: pageQuerySchema(100_000),
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
