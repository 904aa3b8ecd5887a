import { z } from 'zod';
import { attributionSchema, storedAttributionSchema } from './attribution';
import { captchaTokenSchema, emailSchema } from './auth';
import { companySlugSchema } from './directory';
import { defineEndpoint, JSON_OR_CSV, type Endpoint } from './endpoint';
import { multilineText, positiveWholeNumber, text } from './fields';
import { formEnvelopeShape, optionalPhoneSchema, optionalText } from './forms';

export const eventSlugSchema = text({ error: 'Give the event’s slug.' })
  .trim()
  .min(1, 'Give the event’s slug.')
  .max(120, 'An event slug is at most 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'An event slug has lowercase letters, digits and hyphens only.');

export const eventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** one or two sentences for cards and meta descriptions */
  summary: z.string(),
  /** plain text; paragraphs are separated by a blank line */
  description: z.string(),
  /** ISO-8601 instants in UTC */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** IANA zone the event's days are counted in, e.g. `Asia/Dubai` */
  timeZone: z.string(),
  attendance: z.enum(['online', 'offline']),
  venueName: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string().nullable(),
  priceUsd: z.number().nonnegative(),
  /** plain text; what happened, shown on the page of a past event */
  recap: z.string().nullable(),
});

export type EventDetails = z.infer<typeof eventSchema>;

export const listEvents = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  response: z.object({ upcoming: z.array(eventSchema), past: z.array(eventSchema) }),
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/api/events/event',
  query: z.object({ slug: eventSlugSchema }),
  response: eventSchema,
});

/** The calendar file of one event (text/calendar, not JSON, so it has no response schema). */
export function eventCalendarPath(slug: string): string {
  return `/api/events/${encodeURIComponent(slug)}/calendar.ics`;
}

/** An event as a calendar file (iCalendar), for anyone. */
export const getEventCalendar = {
  method: 'GET',
  path: '/api/events/:slug/calendar.ics',
  params: z.object({ slug: z.string() }),
  response: z.never(),
  produces: ['text/calendar'],
} as const satisfies Endpoint;

/** Whether a time zone name is one the runtime knows (IANA names such as `Asia/Dubai`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const requiredText = (max: number, missing: string, tooLong: string, { multiline = false } = {}) =>
  text({ error: missing, multiline }).trim().min(1, missing).max(max, tooLong);

/** Empty or absent becomes null, so the database never holds blank strings. */
const nullableText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** Any ISO-8601 date-time with an offset, stored as the same instant in UTC. */
const instantSchema = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Give the ${what} as a date and time, like 2027-03-10T09:00:00+04:00.` })
    .transform((value) => new Date(value).toISOString());

/** What an admin enters to add or change an event. */
const eventInputSchema = z
  .object({
    slug: eventSlugSchema,
    title: requiredText(200, 'Give the event a title.', 'Keep the title under 200 characters.'),
    summary: requiredText(
      300,
      'Write a one or two sentence summary.',
      'Keep the summary under 300 characters.',
    ),
    description: requiredText(
      20_000,
      'Describe the event.',
      'Keep the description under 20,000 characters.',
      {
        multiline: true,
      },
    ),
    startsAt: instantSchema('start'),
    endsAt: instantSchema('end'),
    timeZone: text({ error: 'Give the event’s time zone, like Asia/Dubai or Europe/London.' })
      .trim()
      .refine(isTimeZone, 'Give a time zone name like Asia/Dubai or Europe/London.'),
    attendance: z.enum(['online', 'offline'], { error: 'Choose online or in person (offline).' }),
    venueName: nullableText(200, 'Keep the venue name under 200 characters.'),
    city: nullableText(100, 'Keep the city under 100 characters.'),
    country: text()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Give the country as its two-letter ISO code, like AE or GB.')
      .nullish()
      .or(z.literal(''))
      .transform((value) => (value ? value.toUpperCase() : null)),
    priceUsd: z
      .number({ error: 'Give the entry price in whole US dollars (0 for free).' })
      .int('Give the entry price in whole US dollars (0 for free).')
      .nonnegative('The entry price cannot be negative.')
      .max(100_000, 'The entry price is at most US$100,000.')
      .default(0),
    recap: text({ multiline: true })
      .trim()
      .max(4_000, 'Keep the recap under 4,000 characters.')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.endsAt) <= Date.parse(event.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    }
    if (event.attendance === 'offline' && !event.city) {
      context.addIssue({ code: 'custom', path: ['city'], message: 'Give the city of an in-person event.' });
    }
  });

/** Admins only: adds an event; its slug must be new (409 otherwise). */
export const createEvent = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events',
  body: eventInputSchema,
  response: eventSchema,
});

/** Admins only: changes the event now at `event`; the slug may change if the new one is free. */
export const updateEvent = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events/update',
  body: z.object({ event: eventSlugSchema, changes: eventInputSchema }),
  response: eventSchema,
});

export const registerForEventBodySchema = z.object({
  eventSlug: eventSlugSchema,
  name: requiredText(100, 'Enter your name.', 'Keep your name under 100 characters.'),
  email: emailSchema,
  company: optionalText(200, 'Keep the company name under 200 characters.'),
  phone: optionalPhoneSchema,
  /** one per filled-in form, so a double click or a retry sends one email */
  idempotencyKey: z.uuid({ error: 'This form has expired. Reload the page and send it again.' }),
  captchaToken: captchaTokenSchema,
  attribution: attributionSchema,
});

/**
 * Anyone, for an upcoming event. The answer is the same for a first registration and for a
 * repeat (which emails a fresh personal link), so it never tells who has registered.
 */
export const registerForEvent = defineEndpoint({
  method: 'POST',
  path: '/api/events/register',
  body: registerForEventBodySchema,
  response: z.object({ status: z.literal('email-sent') }),
});

const LINK_INCOMPLETE = 'This registration link is incomplete. Open it again from your email.';

/** The secret part of a personal registration link. */
export const registrationTokenSchema = text({ error: LINK_INCOMPLETE })
  .trim()
  .min(1, LINK_INCOMPLETE)
  .max(200, LINK_INCOMPLETE);

const registrationStatusSchema = z.enum(['active', 'cancelled']);

/** A registration as its holder sees it through the personal link. */
const eventRegistrationSchema = z.object({
  name: z.string(),
  /** partly hidden (`l***@blue-anchor.test`): the link may be forwarded */
  emailMasked: z.string(),
  company: z.string().nullable(),
  status: registrationStatusSchema,
  registeredAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});

export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

const personalLinkSchema = z.object({ event: eventSlugSchema, token: registrationTokenSchema });

const registrationView = z.object({ event: eventSchema, registration: eventRegistrationSchema });

/** Anyone holding the personal link; a wrong token answers 404. */
export const getEventRegistration = defineEndpoint({
  method: 'GET',
  path: '/api/events/registration',
  query: personalLinkSchema,
  response: registrationView,
});

/** Anyone holding the personal link; cancelling twice is harmless and emails once. */
export const cancelEventRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/events/registration/cancel',
  body: personalLinkSchema,
  response: registrationView,
});

const attendeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  status: registrationStatusSchema,
  registeredAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
  /** the directory company an admin marked as attending through this registration */
  attendedAs: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** the hidden marketing fields of the latest registration form; absent on older rows */
  attribution: storedAttributionSchema.optional(),
});

export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * Admins only: everyone registered for one event, oldest first. `format=csv` answers a
 * spreadsheet download instead of this JSON, for links rather than `callApi`.
 */
export const listEventRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/registrations',
  query: z.object({
    event: eventSlugSchema,
    format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
  }),
  response: z.object({ event: eventSchema, data: z.array(attendeeSchema) }),
  produces: JSON_OR_CSV,
});

// --- Who attended -----------------------------------------------------------------------------

const eventNameSchema = z.object({ slug: z.string(), title: z.string() });

/** Anyone: how many directory companies attended, without naming them. */
export const getAttendeeCount = defineEndpoint({
  method: 'GET',
  path: '/api/events/attendees/count',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({ event: eventNameSchema, companies: z.number().int() }),
});

const attendingCompanySchema = z.object({
  name: z.string(),
  /** the company's directory profile, `/directory/company/<slug>` */
  slug: z.string(),
  /** head office, e.g. "Dubai, United Arab Emirates"; empty when the profile lists no office */
  place: z.string(),
  /** how it was recorded, for the admins' corrections */
  source: z.enum(['registration', 'import']),
});
export type AttendingCompany = z.infer<typeof attendingCompanySchema>;

/** Members in good standing and admins: the companies that attended, by name. */
export const listEventAttendees = defineEndpoint({
  method: 'GET',
  path: '/api/events/attendees',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({ event: eventNameSchema, companies: z.array(attendingCompanySchema) }),
});

const registrationIdSchema = positiveWholeNumber('Choose a registration from the list.');

/**
 * Admins only: records that a registration's company attended (or, with `attended: false`, takes
 * that back). The company is the registrant's own member company, or the directory company whose
 * name is the one given on the form, unless the admin names it with `company`.
 */
export const markAttendance = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events/attendance',
  body: z.object({
    registration: registrationIdSchema,
    attended: z.boolean({ error: 'Say whether the company attended.' }),
    company: companySlugSchema.optional(),
  }),
  response: z.object({
    registration: z.number().int(),
    attendedAs: z.object({ name: z.string(), slug: z.string() }).nullable(),
  }),
});

/** Largest attendance list accepted at once: thousands of lines, far above any DFA event. */
const MAX_ATTENDEES_CSV_CHARACTERS = 200_000;

/**
 * Admins only: an attendance list as CSV text with a header row naming a `company` column, an
 * `email` column or both. Every line is checked before anything is written; lines that match no
 * directory company are reported, the others recorded (a company already listed is kept once).
 */
export const importAttendees = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events/attendees/import',
  body: z.object({
    event: eventSlugSchema,
    csv: multilineText({ error: 'Choose the CSV file of attendees.' })
      .refine((value) => value.trim() !== '', 'The file is empty: choose the CSV file of attendees.')
      .refine(
        (value) => value.length <= MAX_ATTENDEES_CSV_CHARACTERS,
        'The file is too large: split it into files of at most 200,000 characters.',
      ),
  }),
  response: z.object({
    /** companies newly listed as attending */
    added: z.number().int(),
    /** lines naming a company that was already listed (or named twice in the file) */
    alreadyListed: z.number().int(),
    unmatched: z.array(z.object({ line: z.number().int(), company: z.string(), email: z.string() })),
  }),
});
export type AttendeeImportResult = z.infer<typeof importAttendees.response>;

/** Admins only: takes a company off the event's attendees (a wrong import line, for one). */
export const removeAttendee = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events/attendees/remove',
  body: z.object({ event: eventSlugSchema, company: companySlugSchema }),
  response: z.object({ removed: z.literal(true) }),
});

// --- The next event --------------------------------------------------------------------------

const CONSENT_MESSAGE = 'Tick the box so that we may email you about the next event.';

export const nextEventInterestBodySchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  ...formEnvelopeShape,
});

/**
 * Anyone, while no event is announced: one email when the next one is published. Asking again
 * with the same address changes nothing, and the answer never tells whether it was known.
 */
export const askAboutNextEvent = defineEndpoint({
  method: 'POST',
  path: '/api/events/next-event',
  body: nextEventInterestBodySchema,
  response: z.object({ status: z.literal('subscribed') }),
});

const nextEventInterestSchema = z.object({
  email: z.string(),
  consentedAt: z.iso.datetime(),
  /** when the announcement of `notifiedEvent` was queued; null while the person still waits */
  notifiedAt: z.iso.datetime().nullable(),
  notifiedEvent: z.string().nullable(),
});

export type NextEventInterest = z.infer<typeof nextEventInterestSchema>;

/**
 * Admins only: who asked to hear about the next event, newest first. `format=csv` answers a
 * spreadsheet download instead of this JSON, for links rather than `callApi`.
 */
export const listNextEventInterest = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/next-event',
  query: z.object({ format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json') }),
  response: z.object({ data: z.array(nextEventInterestSchema) }),
  produces: JSON_OR_CSV,
});
