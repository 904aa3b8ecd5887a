import type { CountryGuide } from './country-guide';
import { AMERICAS_GUIDES } from './guides-americas';
import { ASIA_GUIDES } from './guides-asia';
import { EUROPE_GUIDES } from './guides-europe';
import { MIDDLE_EAST_AFRICA_GUIDES } from './guides-middle-east-africa';

/** Every country landing page's text, keyed by the slug in `shared/freight-forwarder/countries.ts`. */
export const COUNTRY_GUIDES: Readonly<Record<string, CountryGuide>> = {
  ...EUROPE_GUIDES,
  ...MIDDLE_EAST_AFRICA_GUIDES,
  ...ASIA_GUIDES,
  ...AMERICAS_GUIDES,
};
