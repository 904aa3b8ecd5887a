import { z } from 'zod';
import { CHANNELS, DEVICES, PAGES_VISITED_MAX } from '../attribution-limits';
import { text } from './fields';

/**
 * Marketing attribution: the hidden fields every public form sends along. The visitor
 * cannot see or correct them, so they must never block a submission: text is clipped to its
 * bound and a value of the wrong type is dropped instead of answering a field error.
 */

export { type Channel } from '../attribution-limits';
const PATH_MAX = 300;

/** Optional text clipped to `max` characters; blank, not a string, or with control characters becomes "not given". */
const clipped = (max: number) =>
  text()
    .trim()
    .transform((value) => value.slice(0, max) || undefined)
    .optional()
    .catch(undefined);

const count = (max: number) => z.number().int().min(0).max(max).optional().catch(undefined);

/** One touch: where a visit came from (UTM parameters, else derived from the referrer). */
const touchSchema = z.object({
  source: clipped(200),
  medium: clipped(200),
  campaign: clipped(200),
  term: clipped(200),
  content: clipped(200),
  channel: z.enum(CHANNELS).optional().catch(undefined),
  /** the page the visit arrived on: path and query */
  landing: clipped(PATH_MAX * 2),
  referrer: clipped(PATH_MAX * 2),
  /** ISO instant of the visit's start */
  at: clipped(40),
});

export type Touch = z.infer<typeof touchSchema>;

/** What the visitor's browser sends (the server adds the IP address and, when configured, place). */
const browserAttributionSchema = z.object({
  /** "source / medium" of the current visit, e.g. "google / organic" */
  trafficSource: clipped(400),
  firstTouch: touchSchema.optional().catch(undefined),
  lastTouch: touchSchema.optional().catch(undefined),
  clickId: clipped(300),
  gaClientId: clipped(100),
  gaSessionId: clipped(100),
  browser: clipped(60),
  os: clipped(60),
  device: z.enum(DEVICES).optional().catch(undefined),
  timeZone: clipped(60),
  pageVisits: count(1_000_000),
  pagesVisited: z
    .array(text().max(PATH_MAX))
    .transform((paths) => paths.slice(-PAGES_VISITED_MAX))
    .optional()
    .catch(undefined),
  timePassedSeconds: count(10 * 365 * 24 * 3600),
});

export const attributionSchema = browserAttributionSchema.optional().catch(undefined);

export type Attribution = z.infer<typeof browserAttributionSchema>;

/** Where the visitor was, from the edge network's location headers (only when configured). */
const geolocationSchema = z.object({
  city: z.string().optional(),
  country: z.string().optional(),
  region: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

export type Geolocation = z.infer<typeof geolocationSchema>;

/** What a submission keeps: the browser's part plus the server's. */
export const storedAttributionSchema = z.object({
  ...browserAttributionSchema.shape,
  geolocation: geolocationSchema.optional(),
});

export type StoredAttribution = z.infer<typeof storedAttributionSchema>;
