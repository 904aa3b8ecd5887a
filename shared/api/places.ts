import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries';
import { defineEndpoint } from './endpoint';
import { text } from './fields';

/**
 * Where freight moves from and to: a country (ISO 3166-1 alpha-2), and within it a seaport by
 * its UN/LOCODE or a city. The shape of a code is checked here; whether a port exists is
 * checked by the server against its port list, which is too large for a browser.
 */

export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const CITY_MAX = 100;

export const countryCodeSchema = z
  .string({ error: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), 'Choose a country from the list.');

/** Empty means "no port": the place is a city, or a whole country. */
export const portCodeSchema = z
  .string({ error: 'Choose a port from the list.' })
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || UNLOCODE_PATTERN.test(code), 'Choose a port from the list.')
  .nullish()
  .transform((code) => code || null);

const citySchema = text()
  .trim()
  .max(CITY_MAX, `Keep the city under ${CITY_MAX} characters.`)
  .nullish()
  .transform((city) => city || null);

const portInCountry = (place: { country: string; port: string | null }) =>
  place.port === null || place.port.startsWith(place.country);
const PORT_ELSEWHERE = 'This port is in another country: choose a port in the country above.';

/** A place freight is collected or delivered: a port, or a city, in a country. */
export const shipmentPlaceSchema = z
  .object({ country: countryCodeSchema, port: portCodeSchema, city: citySchema })
  .refine(portInCountry, { path: ['port'], message: PORT_ELSEWHERE })
  .refine((place) => place.port !== null || place.city !== null, {
    path: ['city'],
    message: 'Choose a port, or enter the city.',
  });
export type ShipmentPlace = z.output<typeof shipmentPlaceSchema>;
export type ShipmentPlaceInput = z.input<typeof shipmentPlaceSchema>;

/** A rate lane's end: a port, or the whole country when no port is given. */
export const ratePlaceSchema = z
  .object({ country: countryCodeSchema, port: portCodeSchema })
  .refine(portInCountry, { path: ['port'], message: PORT_ELSEWHERE });
export type RatePlace = z.output<typeof ratePlaceSchema>;

/** A place as the API shows it: names resolved, so pages need no port list. */
export const placeViewSchema = z.object({
  country: z.string(),
  port: z.object({ code: z.string(), name: z.string() }).nullable(),
  city: z.string().nullable(),
});
export type PlaceView = z.infer<typeof placeViewSchema>;

export const listPorts = defineEndpoint({
  method: 'GET',
  path: '/api/ports',
  query: z.object({ country: countryCodeSchema }),
  response: z.object({
    country: z.string(),
    /** by name */
    ports: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});
