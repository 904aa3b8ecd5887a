import type { FastifyRequest } from 'fastify';
import {
  storedAttributionSchema,
  type Attribution,
  type Geolocation,
  type StoredAttribution,
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
export function geolocationOf(
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
