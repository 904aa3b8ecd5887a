import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { COUNTRY_CODES } from '../domain/countries';
import { MEMBERSHIP_STATUSES } from '../domain/membership';
import { SERVICE_IDS } from '../domain/services';
import { emailSchema, phoneSchema } from './auth';
import { mediaTypesOf } from '../file-kinds';
import { defineEndpoint, type Endpoint } from './endpoint';
import { multilineText, positiveWholeNumber, text } from './fields';

export { PAGE_SIZE };

/** A signed-in member may reveal this many companies' contacts per rolling hour. */
export const CONTACT_REVEALS_PER_HOUR = 20;
/** The furthest page anyone can ask for: 20,000 members fill 1,000 pages. */
const MAX_PAGE = 10_000;
export const MAX_OFFICES = 30;
export const MAX_CONTACTS = 20;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** Query strings send empty fields as `""`: they mean "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const countryCodeSchema = text({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), 'Choose a country from the list.');

export const companySlugSchema = text({ error: 'Give the company’s address in the directory.' })
  .trim()
  .min(1, 'Give the company’s address in the directory.')
  .max(120, 'A company address is at most 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A company address has lowercase letters, digits and hyphens only.');

const filterFields = {
  text: optional(text().trim().max(100, 'Search for at most 100 characters.')),
  country: optional(countryCodeSchema),
  city: optional(text().trim().max(100, 'A city name is at most 100 characters.')),
  status: optional(z.enum(MEMBERSHIP_STATUSES, { error: 'Choose a membership status from the list.' })),
  service: optional(z.enum(SERVICE_IDS, { error: 'Choose a service from the list.' })),
};

const directoryFilterSchema = z.object(filterFields);
export type DirectoryFilter = z.infer<typeof directoryFilterSchema>;

/** How a directory list is ordered: by name (the default), newest members first, or by country. */
export const DIRECTORY_SORTS = ['name', 'newest', 'country'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

const directorySearchSchema = z.object({
  ...filterFields,
  sort: optional(z.enum(DIRECTORY_SORTS, { error: 'Sort by name, newest or country.' })),
  page: optional(
    positiveWholeNumber('The page is a whole number from 1.', {
      max: MAX_PAGE,
      tooLarge: `The page is at most ${MAX_PAGE}.`,
    }),
  ),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

const statusSchema = z.enum(MEMBERSHIP_STATUSES);

const directoryCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** the head office */
  country: z.string(),
  countryName: z.string(),
  city: z.string(),
  officeCount: z.number().int(),
  status: statusSchema,
  /** last day of the paid membership, YYYY-MM-DD */
  validUntil: z.string().nullable(),
  /** YYYY-MM-DD */
  memberSince: z.string().nullable(),
  services: z.array(z.enum(SERVICE_IDS)),
  website: z.string().nullable(),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/api/directory/members',
  query: directorySearchSchema,
  response: z.object({
    items: z.array(directoryCardSchema),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page: z.number().int(),
  }),
});
export type MemberPage = z.infer<typeof listMembers.response>;

const countSchema = z.number().int();

export const getFilterOptions = defineEndpoint({
  method: 'GET',
  path: '/api/directory/filter',
  query: directoryFilterSchema,
  response: z.object({
    countries: z.array(z.object({ code: z.string(), name: z.string(), count: countSchema })),
    statuses: z.array(z.object({ id: statusSchema, label: z.string(), count: countSchema })),
    services: z.array(z.object({ id: z.enum(SERVICE_IDS), label: z.string(), count: countSchema })),
  }),
});
export type FilterOptions = z.infer<typeof getFilterOptions.response>;

/** Active members by country, placed on the member map (x, y in its 1000 × 500 box). */
export const getMemberMap = defineEndpoint({
  method: 'GET',
  path: '/api/directory/member-map',
  response: z.object({
    members: countSchema,
    countries: z.array(
      z.object({ code: z.string(), name: z.string(), count: countSchema, x: z.number(), y: z.number() }),
    ),
  }),
});
export type MemberMap = z.infer<typeof getMemberMap.response>;

export const getCities = defineEndpoint({
  method: 'GET',
  path: '/api/directory/get-cities',
  query: z.object({ country: countryCodeSchema }),
  response: z.object({ cities: z.array(z.object({ name: z.string(), count: countSchema })) }),
});

const officeSchema = z.object({
  country: countryCodeSchema,
  city: text({ error: 'Enter the city.' })
    .trim()
    .min(1, 'Enter the city.')
    .max(100, 'A city name is at most 100 characters.'),
  address: text().trim().max(200, 'Keep the address under 200 characters.').default(''),
  isHeadOffice: z.boolean({ error: 'Say whether this is the head office.' }),
});
export type Office = z.infer<typeof officeSchema>;

/** The profile's statement of membership, worded by the server from the association's record. */
const membershipVerificationSchema = z.object({
  /** Premium or Standard Active, not suspended */
  current: z.boolean(),
  /** "Current member of the Digital Freight Alliance", "Not a current member: membership lapsed" */
  headline: z.string(),
  /** "Member since 2021, Premium, valid until 12 March 2027." */
  details: z.string(),
});
export type MembershipVerification = z.infer<typeof membershipVerificationSchema>;

export const companyProfileSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  website: z.string().nullable(),
  status: statusSchema,
  validUntil: z.string().nullable(),
  memberSince: z.string().nullable(),
  verification: membershipVerificationSchema,
  services: z.array(z.enum(SERVICE_IDS)),
  offices: z.array(
    z.object({
      country: z.string(),
      countryName: z.string(),
      city: z.string(),
      address: z.string(),
      isHeadOffice: z.boolean(),
    }),
  ),
  /** how many contacts a member would see; the contacts themselves need a reveal */
  contactCount: z.number().int(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/api/directory/company',
  query: z.object({ slug: companySlugSchema }),
  response: companyProfileSchema,
});

const contactSchema = z.object({
  name: text({ error: 'Enter the contact’s name.' })
    .trim()
    .min(1, 'Enter the contact’s name.')
    .max(100, 'Keep the name under 100 characters.'),
  role: text({ error: 'Enter the contact’s role.' })
    .trim()
    .min(1, 'Enter the contact’s role, like Sales manager.')
    .max(100, 'Keep the role under 100 characters.'),
  email: emailSchema,
  phone: phoneSchema,
});

/** Contacts as stored: checked when written, so answers carry them as they are. */
const contactViewSchema = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

export const revealContacts = defineEndpoint({
  method: 'POST',
  path: '/api/directory/reveal-contacts',
  body: z.object({ slug: companySlugSchema }),
  response: z.object({
    contacts: z.array(contactViewSchema),
    /** reveals of other companies still allowed in the current hour */
    remaining: z.number().int(),
  }),
});

const websiteSchema = text()
  .trim()
  .max(200, 'Keep the address under 200 characters.')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
    'Enter a full address, like https://www.example.com.',
  );

export const companyEditSchema = z.object({
  description: multilineText({ error: 'Describe the company.' })
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, `Keep the description under ${DESCRIPTION_MAX_LENGTH} characters.`),
  website: websiteSchema,
  services: z
    .array(z.enum(SERVICE_IDS, { error: 'Choose services from the list.' }), {
      error: 'Choose the services you offer.',
    })
    .min(1, 'Choose at least one service.')
    .max(SERVICE_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each service once.'),
  offices: z
    .array(officeSchema, { error: 'List your offices.' })
    .min(1, 'List at least your head office.')
    .max(MAX_OFFICES, `List at most ${MAX_OFFICES} offices.`)
    .refine(
      (offices) => offices.filter((office) => office.isHeadOffice).length === 1,
      'Mark exactly one office as the head office.',
    ),
  contacts: z
    .array(contactSchema, { error: 'List your contacts.' })
    .max(MAX_CONTACTS, `List at most ${MAX_CONTACTS} contacts.`),
});
export type CompanyEdit = z.infer<typeof companyEditSchema>;

export const editableCompanySchema = companyEditSchema.extend({
  website: z.string(),
  contacts: z.array(contactViewSchema),
  slug: z.string(),
  name: z.string(),
  status: statusSchema,
  validUntil: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type EditableCompany = z.infer<typeof editableCompanySchema>;

/** Members read and edit their own company; admins may name any company by its slug. */
export const getMyCompany = defineEndpoint({
  method: 'GET',
  path: '/api/directory/my-company',
  query: z.object({ slug: optional(companySlugSchema) }),
  response: editableCompanySchema,
});

export const saveMyCompany = defineEndpoint({
  method: 'POST',
  path: '/api/directory/my-company',
  body: companyEditSchema.extend({ slug: optional(companySlugSchema) }),
  response: editableCompanySchema,
});

export const LOGO_KINDS = ['png', 'jpeg', 'webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logo uploads one company may make in any 24 hours (admins are not counted against it). */
export const LOGO_UPLOADS_PER_DAY = 10;
export const LOGO_EXTENSIONS = ['png', 'jpg', 'webp'] as const;
export type LogoExtension = (typeof LOGO_EXTENSIONS)[number];

/** Where a company's logo is served: named by the image's SHA-256, so it can be cached for good. */
export function companyLogoPath(sha256: string, extension: LogoExtension): string {
  return `/api/directory/logo/${sha256}.${extension}`;
}

/**
 * Multipart: one PNG, JPEG or WebP image in the field `file` replaces the company's logo.
 * Members change their own company's; admins may name another with `?slug=`.
 */
export const uploadCompanyLogo = {
  method: 'POST',
  path: '/api/directory/my-company/logo',
  query: z.object({ slug: optional(companySlugSchema) }),
  upload: {
    fields: z.object({}),
    fileField: 'file',
    kinds: LOGO_KINDS,
    maxFiles: 1,
    maxFileBytes: LOGO_MAX_BYTES,
    missing: 'Choose an image for the logo.',
  },
  response: editableCompanySchema,
} as const satisfies Endpoint;

/** A company's logo, for anyone: `<sha256>.<extension>`, as `companyLogoPath` writes it. */
export const getCompanyLogo = {
  method: 'GET',
  path: '/api/directory/logo/:file',
  params: z.object({
    file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, 'This logo does not exist.'),
  }),
  response: z.never(),
  produces: mediaTypesOf(LOGO_KINDS),
} as const satisfies Endpoint;

export const removeCompanyLogo = defineEndpoint({
  method: 'POST',
  path: '/api/directory/my-company/logo/remove',
  body: z.object({ slug: optional(companySlugSchema) }),
  response: editableCompanySchema,
});
