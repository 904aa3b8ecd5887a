/**
 * The countries that have a freight-forwarder landing page (`/freight-forwarder/{slug}`).
 * `scripts/generate-country-ports.ts` reads this list, with `country-gateways.ts`, to build
 * `country-ports.ts`.
 */
export type ForwarderRegion = 'Europe' | 'Middle East and Africa' | 'Asia' | 'Americas';

export interface ForwarderCountry {
  slug: string;
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  /** names read with “the” in a sentence (the Netherlands, the United States) */
  article?: 'the';
  region: ForwarderRegion;
}

export const FORWARDER_REGIONS: readonly ForwarderRegion[] = [
  'Europe',
  'Middle East and Africa',
  'Asia',
  'Americas',
];

export const FORWARDER_COUNTRIES: readonly ForwarderCountry[] = [
  { slug: 'germany', code: 'DE', name: 'Germany', region: 'Europe' },
  { slug: 'greece', code: 'GR', name: 'Greece', region: 'Europe' },
  {
    slug: 'netherlands',
    code: 'NL',
    name: 'Netherlands',
    article: 'the',
    region: 'Europe',
  },
  {
    slug: 'spain',
    code: 'ES',
    name: 'Spain',
    region: 'Europe',
  },
  {
    slug: 'turkey',
    code: 'TR',
    name: 'Türkiye',
    region: 'Europe',
  },
  {
    slug: 'united-kingdom',
    code: 'GB',
    name: 'United Kingdom',
    article: 'the',
    region: 'Europe',
  },
  {
    slug: 'egypt',
    code: 'EG',
    name: 'Egypt',
    region: 'Middle East and Africa',
  },
  {
    slug: 'kenya',
    code: 'KE',
    name: 'Kenya',
    region: 'Middle East and Africa',
  },
  {
    slug: 'nigeria',
    code: 'NG',
    name: 'Nigeria',
    region: 'Middle East and Africa',
  },
  {
    slug: 'saudi-arabia',
    code: 'SA',
    name: 'Saudi Arabia',
    region: 'Middle East and Africa',
  },
  {
    slug: 'south-africa',
    code: 'ZA',
    name: 'South Africa',
    region: 'Middle East and Africa',
  },
  {
    slug: 'united-arab-emirates',
    code: 'AE',
    name: 'United Arab Emirates',
    article: 'the',
    region: 'Middle East and Africa',
  },
  { slug: 'bangladesh', code: 'BD', name: 'Bangladesh', region: 'Asia' },
  {
    slug: 'china',
    code: 'CN',
    name: 'China',
    region: 'Asia',
  },
  {
    slug: 'india',
    code: 'IN',
    name: 'India',
    region: 'Asia',
  },
  { slug: 'pakistan', code: 'PK', name: 'Pakistan', region: 'Asia' },
  { slug: 'singapore', code: 'SG', name: 'Singapore', region: 'Asia' },
  {
    slug: 'vietnam',
    code: 'VN',
    name: 'Vietnam',
    region: 'Asia',
  },
  {
    slug: 'brazil',
    code: 'BR',
    name: 'Brazil',
    region: 'Americas',
  },
  {
    slug: 'united-states',
    code: 'US',
    name: 'United States',
    article: 'the',
    region: 'Americas',
  },
];

export function forwarderCountryBySlug(slug: string): ForwarderCountry | undefined {
  return FORWARDER_COUNTRIES.find((country) => country.slug === slug);
}

/** The country's name as it reads inside a sentence: “freight forwarding in the Netherlands”. */
export function countryInSentence(country: ForwarderCountry): string {
  return country.article ? `${country.article} ${country.name}` : country.name;
}

export function forwarderCountryPath(slug: string): string {
  return `/freight-forwarder/${slug}`;
}
