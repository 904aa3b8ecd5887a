import type { FastifyRequest } from 'fastify';
import {
  storedAttributionSchema,
  type Attribution,
  type Geolocation,
  type StoredAttribution,
  type Touch,
} from '../../shared/api/attribution';
import type { Config } from '../config';

/** Cloudflare's "visitor location headers" (a managed transform); 'XX' means unknown, 'T1' Tor. */
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 100) : undefined;
}

function coordinate(request: FastifyRequest, name: string, limit: number): number | undefined {
  const text = header(request, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * The visitor's place, only from a source the operator configured: these headers are trusted
 * because the edge network sets them, so without one in front of the server they would be
 * whatever the client chose to send.
 */
function geolocationOf(
  request: FastifyRequest,
  source: Config['geolocationSource'],
): Geolocation | undefined {
  if (source !== 'cloudflare') return undefined;
  const country = header(request, 'cf-ipcountry')?.toUpperCase();
  const place: Geolocation = {
    city: header(request, 'cf-ipcity'),
    country: country && !UNKNOWN_COUNTRIES.has(country) ? country : undefined,
    region: header(request, 'cf-region'),
    latitude: coordinate(request, 'cf-iplatitude', 90),
    longitude: coordinate(request, 'cf-iplongitude', 180),
  };
  const known = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
  return Object.keys(known).length > 0 ? (known as Geolocation) : undefined;
}

/** The country (ISO 3166-1 alpha-2) the edge network placed the caller in, if one is configured. */
export function countryOf(request: FastifyRequest, source: Config['geolocationSource']): string | null {
  return geolocationOf(request, source)?.country ?? null;
}

/** The browser's hidden fields plus what only the server knows (the IP is its own column). */
export function storedAttribution(
  attribution: Attribution | undefined,
  request: FastifyRequest,
  config: Pick<Config, 'geolocationSource'>,
): StoredAttribution {
  const geolocation = geolocationOf(request, config.geolocationSource);
  return { ...attribution, ...(geolocation ? { geolocation } : {}) };
}

/** The stored column (JSON text, null on rows from before attribution was collected) as the API answers it. */
export function readStoredAttribution(column: string | null): { attribution?: StoredAttribution } {
  return column === null ? {} : { attribution: storedAttributionSchema.parse(JSON.parse(column)) };
}

const TOUCH_FIELDS = [
  'channel',
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'landing',
  'referrer',
  'at',
] as const satisfies readonly (keyof Touch)[];

/** The marketing columns, the same in every export (forms, registrations, surveys), so they line up. */
const ATTRIBUTION_COLUMNS: [header: string, value: (attribution: StoredAttribution) => unknown][] = [
  ['traffic_source', (a) => a.trafficSource],
  ...(['firstTouch', 'lastTouch'] as const).flatMap((touch) =>
    TOUCH_FIELDS.map((field): [string, (attribution: StoredAttribution) => unknown] => [
      `${touch === 'firstTouch' ? 'first' : 'last'}_touch_${field}`,
      (a) => a[touch]?.[field],
    ]),
  ),
  ['click_id', (a) => a.clickId],
  ['ga_client_id', (a) => a.gaClientId],
  ['ga_session_id', (a) => a.gaSessionId],
  ['browser', (a) => a.browser],
  ['os', (a) => a.os],
  ['device', (a) => a.device],
  ['time_zone', (a) => a.timeZone],
  ['page_visits', (a) => a.pageVisits],
  ['pages_visited', (a) => a.pagesVisited?.join(' ')],
  ['time_passed_seconds', (a) => a.timePassedSeconds],
  ['geo_city', (a) => a.geolocation?.city],
  ['geo_country', (a) => a.geolocation?.country],
  ['geo_region', (a) => a.geolocation?.region],
  ['geo_latitude', (a) => a.geolocation?.latitude],
  ['geo_longitude', (a) => a.geolocation?.longitude],
];

/** The attribution columns' names, for a CSV header. */
export const ATTRIBUTION_CSV_HEADER = ATTRIBUTION_COLUMNS.map(([name]) => name);

/** One row's attribution cells, empty where a row has none. */
export function attributionCells(attribution: StoredAttribution | undefined): unknown[] {
  return ATTRIBUTION_COLUMNS.map(([, value]) => value(attribution ?? {}));
}
