import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries';
import { defineEndpoint, type Endpoint } from './endpoint';
import { mediaTypesOf, type FileKind } from '../file-kinds';
import { multilineText, positiveWholeNumber, text as textSchema } from './fields';
import { MAX_UPLOAD_BYTES } from './http';

/**
 * Due process: a report is reviewed, then listed (or dropped); the listed company may dispute
 * it; the association decides whether it stays listed, is resolved (e.g. the debt was paid) or
 * is removed. Resolved and removed are final.
 */
export const BLACKLIST_STATUSES = [
  'reported',
  'under_review',
  'listed',
  'disputed',
  'resolved',
  'removed',
] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];

export const BLACKLIST_STATUS_LABELS: Record<BlacklistStatus, string> = {
  reported: 'Reported',
  under_review: 'Under review',
  listed: 'Blacklisted',
  disputed: 'Blacklisted, disputed',
  resolved: 'Resolved',
  removed: 'Removed',
};

/** The statuses members see: only these count as "blacklisted". */
export const PUBLISHED_STATUSES: readonly BlacklistStatus[] = ['listed', 'disputed'];

export const STATUS_TRANSITIONS: Record<BlacklistStatus, readonly BlacklistStatus[]> = {
  reported: ['under_review', 'removed'],
  under_review: ['listed', 'removed'],
  listed: ['disputed', 'resolved', 'removed'],
  disputed: ['listed', 'resolved', 'removed'],
  resolved: [],
  removed: [],
};

/** Statuses in which the company may still be asked for its side of the story. */
export const NOTIFIABLE_STATUSES: readonly BlacklistStatus[] = [
  'reported',
  'under_review',
  'listed',
  'disputed',
];

export const EVIDENCE_MAX_BYTES = MAX_UPLOAD_BYTES;
export const EVIDENCE_MAX_FILES = 10;
export const EVIDENCE_KINDS_LABEL = 'PDF, PNG, JPEG, DOCX or XLSX';
/** The kinds of evidence file accepted, recognised by content (see file-kinds.ts). */
export const EVIDENCE_FILE_KINDS = [
  'pdf',
  'png',
  'jpeg',
  'docx',
  'xlsx',
] as const satisfies readonly FileKind[];
export const RESPONSE_LINK_TTL_DAYS = 30;

const COUNTRY_SET = new Set(COUNTRY_CODES);

const countryCodeSchema = textSchema({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_SET.has(code), 'Choose a country from the list.');

/** Splits a text field into its non-empty lines (or comma-separated parts); arrays pass through. */
function listOf<T extends z.ZodType>(
  item: T,
  { max, tooMany, separator }: { max: number; tooMany: string; separator: RegExp },
) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(separator)
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item, { error: 'Give a list.' }).max(max, tooMany),
  );
}

const text = (label: string, max: number, { multiline = false } = {}) =>
  textSchema({ error: `Enter ${label}.`, multiline })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max} characters.`);

const placeSchema = z.object({
  country: countryCodeSchema,
  /** as a list, or as one comma-separated text */
  cities: listOf(text('the city name', 100), {
    max: 20,
    tooMany: 'List at most 20 cities per country.',
    separator: /,/,
  }),
});

export const entryInputSchema = z.object({
  companyName: text('the company name', 200),
  aliases: listOf(text('each other name', 200), {
    max: 20,
    tooMany: 'List at most 20 other names.',
    separator: /\n/,
  }),
  countries: z
    .array(placeSchema, { error: 'Add the countries the company works in.' })
    .min(1, 'Add at least one country.')
    .max(20, 'List at most 20 countries.')
    .refine(
      (places) => new Set(places.map((place) => place.country)).size === places.length,
      'List each country once and put all its cities together.',
    ),
  reasons: listOf(text('each reason', 1000), {
    max: 20,
    tooMany: 'List at most 20 reasons.',
    separator: /\n/,
  }).refine((reasons) => reasons.length > 0, 'Give at least one reason, one per line.'),
  managers: listOf(text('each person’s name', 150), {
    max: 20,
    tooMany: 'List at most 20 people.',
    separator: /\n/,
  }),
});
export type EntryInput = z.input<typeof entryInputSchema>;
export type EntryValues = z.output<typeof entryInputSchema>;

export const entryIdSchema = positiveWholeNumber('Give the entry’s number.', {
  tooLarge: 'There is no such entry.',
});

const blacklistFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** sent by the listed company with its response, rather than by the association */
  fromCompany: z.boolean(),
  createdAt: z.string(),
});
export type BlacklistFile = z.infer<typeof blacklistFileSchema>;

const companyResponseSchema = z.object({
  id: z.number().int(),
  responderName: z.string(),
  statement: z.string(),
  respondedAt: z.string(),
});

const historyItemSchema = z.object({
  id: z.number().int(),
  action: z.enum([
    'created',
    'edited',
    'status-changed',
    'files-added',
    'file-removed',
    'company-notified',
    'company-responded',
  ]),
  /** who did it: a person's name, or "The company (response link)" */
  actor: z.string(),
  /** one readable sentence */
  summary: z.string(),
  details: z.record(z.string(), z.json()),
  createdAt: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const blacklistEntrySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  aliases: z.array(z.string()),
  countries: z.array(z.object({ country: z.string(), cities: z.array(z.string()) })),
  reasons: z.array(z.string()),
  managers: z.array(z.string()),
  status: z.enum(BLACKLIST_STATUSES),
  /** listed or disputed */
  blacklisted: z.boolean(),
  files: z.array(blacklistFileSchema),
  responses: z.array(companyResponseSchema),
  /** admins only; members get an empty list */
  history: z.array(historyItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max, `Keep it under ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** A query parameter sent empty (an unset filter in a form) means "not given". */
const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Narrows a list; members only ever see listed and disputed entries whatever they ask. */
const entryFilterSchema = z.object({
  status: emptyAsMissing(
    z.enum(BLACKLIST_STATUSES, { error: `Choose a status: ${BLACKLIST_STATUSES.join(', ')}.` }).optional(),
  ),
  country: emptyAsMissing(countryCodeSchema.optional()),
  city: optionalText(100),
});

const entriesResponse = z.object({ items: z.array(blacklistEntrySchema) });

export const getAllCompanies = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/get-all-companies',
  query: entryFilterSchema,
  response: entriesResponse,
});

/** Searches company names and other names, ignoring case. */
export const getOneCompany = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/get-one-company',
  query: entryFilterSchema.extend({
    query: textSchema({ error: 'Type part of a company name.' })
      .trim()
      .min(1, 'Type part of a company name.')
      .max(200, 'Search with at most 200 characters.'),
  }),
  response: entriesResponse,
});

export const getCities = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/get-cities',
  query: z.object({ country_code: countryCodeSchema }),
  response: z.object({ items: z.array(z.string()) }),
});

export const getAllCountries = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/get-all-countries',
  response: z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const getAllManagers = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/get-all-managers',
  response: z.object({ items: z.array(z.string()) }),
});

/** Admins: a new entry starts as `reported`. */
export const addBlacklistItem = defineEndpoint({
  method: 'POST',
  path: '/api/blacklist/blacklist-item',
  body: entryInputSchema,
  response: blacklistEntrySchema,
});

export const editCompany = defineEndpoint({
  method: 'POST',
  path: '/api/blacklist/edit-company',
  body: entryInputSchema.extend({ id: entryIdSchema }),
  response: blacklistEntrySchema,
});

/** Admins: deletes the entry with its files and history (for mistakes; `removed` keeps the record). */
export const deleteBlacklistItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/blacklist/blacklist-delete',
  query: z.object({ id: entryIdSchema }),
  response: z.object({ id: z.number().int() }),
});

/** Admins: removes one evidence file from its entry. */
export const deleteBlacklistFile = defineEndpoint({
  method: 'DELETE',
  path: '/api/blacklist/blacklist-delete-file',
  query: z.object({ id: entryIdSchema }),
  response: z.object({ id: z.number().int(), entryId: z.number().int() }),
});

/**
 * Admins: multipart form data with the field `entryId` and up to 10 files (each at most 10 MB;
 * PDF, PNG, JPEG, DOCX or XLSX by content). Sent with `uploadFiles`, not `callApi`.
 */
export const uploadBlacklistFiles = {
  method: 'POST',
  path: '/api/blacklist/upload-files',
  upload: {
    fields: z.object({ entryId: entryIdSchema }),
    fileField: 'files',
    kinds: EVIDENCE_FILE_KINDS,
    maxFiles: EVIDENCE_MAX_FILES,
    maxFileBytes: EVIDENCE_MAX_BYTES,
    missing: 'Choose at least one file.',
  },
  response: z.object({ entryId: z.number().int(), files: z.array(blacklistFileSchema) }),
} as const satisfies Endpoint;

/** Members: the file itself, always as an attachment. */
export const BLACKLIST_FILE_PATH = '/api/blacklist/file';
export function blacklistFilePath(fileId: number): string {
  return `${BLACKLIST_FILE_PATH}?id=${fileId}`;
}
export const downloadBlacklistFile = {
  method: 'GET',
  path: BLACKLIST_FILE_PATH,
  query: z.object({ id: entryIdSchema }),
  response: z.never(),
  produces: mediaTypesOf(EVIDENCE_FILE_KINDS),
} as const satisfies Endpoint;

export const changeStatus = defineEndpoint({
  method: 'POST',
  path: '/api/blacklist/change-status',
  body: z.object({
    id: entryIdSchema,
    status: z.enum(BLACKLIST_STATUSES, { error: 'Choose the new status.' }),
    note: text('a note on why', 2000, { multiline: true }),
  }),
  response: blacklistEntrySchema,
});

export const notifyCompany = defineEndpoint({
  method: 'POST',
  path: '/api/blacklist/notify-company',
  body: z.object({
    id: entryIdSchema,
    email: textSchema({ error: 'Enter the company’s email address.' })
      .trim()
      .toLowerCase()
      .max(254, 'This email address is too long.')
      .pipe(z.email('Enter a valid email address, like accounts@company.com.')),
  }),
  response: z.object({ email: z.string(), expiresAt: z.string(), entry: blacklistEntrySchema }),
});

const responseTokenSchema = textSchema({
  error: 'This link is incomplete. Open it again from the email.',
}).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open it again from the email.');

/** What the notified company may see about the entry: the claim, nothing about who reported it. */
const publicEntryFactsSchema = z.object({
  companyName: z.string(),
  aliases: z.array(z.string()),
  countries: z.array(z.object({ country: z.string(), cities: z.array(z.string()) })),
  reasons: z.array(z.string()),
  status: z.enum(BLACKLIST_STATUSES),
});

export const getResponseLink = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/response',
  query: z.object({ token: responseTokenSchema }),
  response: z.discriminatedUnion('state', [
    z.object({ state: z.literal('open'), expiresAt: z.string(), entry: publicEntryFactsSchema }),
    z.object({ state: z.literal('answered'), respondedAt: z.string() }),
  ]),
});

const RESPONSE_STATEMENT_MIN = 20;
export const RESPONSE_STATEMENT_MAX = 10_000;

/** The text fields of the company's response; its files come in the same multipart request. */
export const companyResponseFieldsSchema = z.object({
  token: responseTokenSchema,
  responderName: text('your name and position', 200),
  statement: multilineText({ error: 'Write your statement.' })
    .trim()
    .min(RESPONSE_STATEMENT_MIN, `Write at least ${RESPONSE_STATEMENT_MIN} characters.`)
    .max(RESPONSE_STATEMENT_MAX, `Keep your statement under ${RESPONSE_STATEMENT_MAX} characters.`),
});

/**
 * The company's answer: multipart form data with `token`, `responderName`, `statement` and up
 * to 10 evidence files, sent once. Sent with `uploadFiles`.
 */
export const submitCompanyResponse = {
  method: 'POST',
  path: '/api/blacklist/response',
  upload: {
    fields: companyResponseFieldsSchema,
    fileField: 'files',
    kinds: EVIDENCE_FILE_KINDS,
    maxFiles: EVIDENCE_MAX_FILES,
    maxFileBytes: EVIDENCE_MAX_BYTES,
  },
  response: z.object({ status: z.literal('received'), respondedAt: z.string() }),
} as const satisfies Endpoint;

// --- Members' reports -------------------------------------------------------------------------

const REPORT_STATEMENT_MIN = 20;
export const REPORT_STATEMENT_MAX = 5000;
/** Reports one company may file in a day, so the due process is not flooded. */
export const REPORTS_PER_COMPANY_PER_DAY = 5;

/** A report a member filed, as its company sees it: where the association's review stands. */
const memberReportSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  status: z.enum(BLACKLIST_STATUSES),
  reportedBy: z.string(),
  reportedAt: z.string(),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

/**
 * A member in good standing reports a company. It enters the due process as Reported: only the
 * association's admins see it until they review and list it, and the company may answer.
 */
export const reportCompany = defineEndpoint({
  method: 'POST',
  path: '/api/blacklist/report',
  body: entryInputSchema.extend({
    statement: multilineText({ error: 'Say what happened.' })
      .trim()
      .min(REPORT_STATEMENT_MIN, `Say what happened in at least ${REPORT_STATEMENT_MIN} characters.`)
      .max(REPORT_STATEMENT_MAX, `Keep it under ${REPORT_STATEMENT_MAX} characters.`),
  }),
  response: memberReportSchema,
});

/** The reports the caller's company filed, newest first. */
export const listMyReports = defineEndpoint({
  method: 'GET',
  path: '/api/blacklist/my-reports',
  response: z.object({ items: z.array(memberReportSchema) }),
});
