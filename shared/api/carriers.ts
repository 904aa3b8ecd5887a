import { z } from 'zod';
import {
  CARRIER_CONNECTION_KINDS,
  SYNC_INTERVAL_MAX,
  SYNC_INTERVAL_MIN,
  SYNC_RESULTS,
} from '../domain/carrier-connections';
import { defineEndpoint } from './endpoint';

const hasControlCharacters = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

export const scacSchema = z
  .string({ error: 'Enter the carrier’s SCAC.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,4}$/, 'A SCAC is two to four letters, like MAEU.');

const prefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}$/, 'A prefix is four letters, like MSKU.');

const prefixListSchema = z
  .array(prefixSchema, { error: 'List the prefixes.' })
  .max(20, 'List at most 20 prefixes.')
  .refine((prefixes) => new Set(prefixes).size === prefixes.length, 'List each prefix once.');

export const connectionKindSchema = z.enum(CARRIER_CONNECTION_KINDS, {
  error: 'Choose what the connection brings in.',
});

/** scheme, host, optional port, optional path: no credentials, query or fragment */
const API_ADDRESS = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?(\/[^\s?#]*)?$/i;
const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** API keys travel with every request, so only loopback test servers may be reached over http. */
export const baseUrlSchema = z
  .string({ error: 'Enter the address of the carrier’s API.' })
  .trim()
  .max(500, 'Keep the address under 500 characters.')
  .refine((value) => {
    const match = API_ADDRESS.exec(value);
    if (!match) return false;
    return match[1]!.toLowerCase() === 'https' || isLoopback(match[2]!.toLowerCase());
  }, 'Enter the API’s https:// address without a query, like https://api.carrier.example/dcsa.')
  .transform((value) => value.replace(/\/+$/, ''));

export const apiKeySchema = z
  .string({ error: 'Enter the API key the carrier gave you.' })
  .trim()
  .min(8, 'An API key has at least 8 characters.')
  .max(1000, 'An API key has at most 1,000 characters.')
  .refine((value) => !/\s/.test(value) && !hasControlCharacters(value), 'An API key has no spaces.');

export const connectionStatusSchema = z.object({
  kind: connectionKindSchema,
  connected: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastResult: z.enum(SYNC_RESULTS).nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const carrierSummarySchema = z.object({
  scac: z.string(),
  name: z.string(),
  containerPrefixes: z.array(z.string()),
  billOfLadingPrefixes: z.array(z.string()),
  /** one entry per connection kind, connected or not */
  connections: z.array(connectionStatusSchema),
  /** generated sample schedules exist for this carrier */
  sampleSchedules: z.boolean(),
});
export type CarrierSummary = z.infer<typeof carrierSummarySchema>;

/** Members: the carrier registry and what is connected in this installation. */
export const listCarriers = defineEndpoint({
  method: 'GET',
  path: '/api/carriers',
  response: z.object({ carriers: z.array(carrierSummarySchema) }),
});

/** Admins: add a carrier to the registry, or change one (keyed by SCAC). */
export const saveCarrier = defineEndpoint({
  method: 'POST',
  path: '/api/carriers',
  body: z.object({
    scac: scacSchema,
    name: z
      .string({ error: 'Enter the carrier’s name.' })
      .trim()
      .min(1, 'Enter the carrier’s name.')
      .max(100, 'Keep the name under 100 characters.')
      .refine((value) => !hasControlCharacters(value), 'Use letters, digits and punctuation only.'),
    containerPrefixes: prefixListSchema,
    billOfLadingPrefixes: prefixListSchema,
  }),
  response: carrierSummarySchema,
});

export const syncRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: z.enum(SYNC_RESULTS),
  message: z.string().nullable(),
  pages: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** A connection as admins see it: never the key, only that one is set and since when. */
export const connectionViewSchema = z.object({
  scac: z.string(),
  carrierName: z.string(),
  kind: connectionKindSchema,
  baseUrl: z.string(),
  apiKeyUpdatedAt: z.string(),
  intervalMinutes: z.number().int(),
  enabled: z.boolean(),
  nextSyncAt: z.string(),
  consecutiveFailures: z.number().int(),
  /** newest first */
  runs: z.array(syncRunSchema),
  /** tracking connections: the carrier's push subscription, once it confirmed one */
  eventSubscription: z.object({ subscriptionId: z.string(), since: z.string() }).nullable(),
});
export type ConnectionView = z.infer<typeof connectionViewSchema>;

export const listConnections = defineEndpoint({
  method: 'GET',
  path: '/api/carriers/connections',
  response: z.object({ connections: z.array(connectionViewSchema) }),
});

const connectionKeySchema = z.object({ scac: scacSchema, kind: connectionKindSchema });

/** Creates or changes a connection; a new one needs a key, a change keeps the key when none is given. */
export const saveConnection = defineEndpoint({
  method: 'POST',
  path: '/api/carriers/connections',
  body: connectionKeySchema.extend({
    baseUrl: baseUrlSchema,
    apiKey: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      apiKeySchema.optional(),
    ),
    intervalMinutes: z.coerce
      .number({ error: 'Enter how often to pull, in minutes.' })
      .int('Enter a whole number of minutes.')
      .min(SYNC_INTERVAL_MIN, `Pull at most every ${SYNC_INTERVAL_MIN} minutes.`)
      .max(SYNC_INTERVAL_MAX, 'Pull at least once a day.'),
    enabled: z.boolean({ error: 'Say whether the connection is on.' }),
  }),
  response: connectionViewSchema,
});

/** Pulls as soon as a worker is free (within seconds), instead of at the next interval. */
export const syncConnectionNow = defineEndpoint({
  method: 'POST',
  path: '/api/carriers/connections/sync',
  body: connectionKeySchema,
  response: connectionViewSchema,
});

/**
 * Asks the carrier of a tracking connection to push its events to the portal (Track & Trace
 * `POST /v2/event-subscriptions`), replacing any earlier subscription.
 */
export const subscribeToEvents = defineEndpoint({
  method: 'POST',
  path: '/api/carriers/connections/subscribe',
  body: z.object({ scac: scacSchema }),
  response: connectionViewSchema,
});

export const deleteConnection = defineEndpoint({
  method: 'POST',
  path: '/api/carriers/connections/delete',
  body: connectionKeySchema,
  response: z.object({ deleted: z.literal(true) }),
});
