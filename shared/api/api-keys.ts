import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { positiveWholeNumber, textSchema } from './fields';

/** How many keys a company may have in use at once: one per system, with room to rotate. */
export const MAX_ACTIVE_API_KEYS = 10;
/** Days of use the key's page shows, today included. */
export const API_KEY_USAGE_DAYS = 30;

const keyIdSchema = positiveWholeNumber('Choose a key.');

const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the secret's last four characters: the secret itself is shown once, when it is made */
  hint: z.string(),
  createdAt: z.string(),
  /** who made it, while their account exists */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const keyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** requests each key may make per minute */
  requestsPerMinute: z.number().int(),
});

/** Signed-in: the keys of the caller's company, in use first, newest first. */
export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/account/api-keys',
  response: keyListSchema,
});

export const newApiKeySchema = z.object({
  name: textSchema('a name for the key', 60),
});

/** Members: a new key. Its secret is in this answer and nowhere else, ever. */
export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/account/api-keys',
  body: newApiKeySchema,
  response: z.object({ key: apiKeySchema, secret: z.string() }),
});

/** Signed-in: revokes one of the company's keys; it is refused from the next request on. */
export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/account/api-keys/revoke',
  body: z.object({ id: keyIdSchema }),
  response: z.object({ key: apiKeySchema }),
});

const usageDaySchema = z.object({ day: z.string(), requests: z.number().int() });
export type ApiKeyUsageDay = z.infer<typeof usageDaySchema>;

/** Signed-in: one of the company's keys with its requests per day, the last 30 days. */
export const getApiKey = defineEndpoint({
  method: 'GET',
  path: '/api/account/api-keys/key',
  query: z.object({ id: keyIdSchema }),
  response: z.object({
    key: apiKeySchema,
    usage: z.array(usageDaySchema),
    requestsPerMinute: z.number().int(),
  }),
});

const adminApiKeySchema = apiKeySchema.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** requests in the last 30 days */
  recentRequests: z.number().int(),
});
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;

const API_KEY_STATUSES = ['active', 'revoked'] as const;

/** Admins: every company's keys, by status, optionally narrowed to companies whose name holds `text`. */
export const listAllApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/admin/api-keys',
  query: z.object({
    status: z
      .preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(API_KEY_STATUSES, { error: 'Choose keys in use or revoked keys.' }).optional(),
      )
      .transform((value) => value ?? 'active'),
    text: textSchema('a company name', 100, { min: 0 }).optional(),
  }),
  response: z.object({ keys: z.array(adminApiKeySchema) }),
});

/** Admins: revokes any company's key. */
export const adminRevokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/admin/api-keys/revoke',
  body: z.object({ id: keyIdSchema }),
  response: z.object({ key: adminApiKeySchema }),
});
