/**
 * The countries that have a freight-forwarder landing page (`/freight-forwarder/{slug}`).
 * `gateways` names each country's main container gateways by UN/LOCODE as the World Port Index
 * spells them: the index's harbour size reflects area and facilities, not container volume, so
 * Long Beach, Felixstowe or Jeddah would be missed by a size filter alone.
 * `scripts/generate-country-ports.ts` reads this list to build `country-ports.ts`.
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
  gateways: readonly string[];
}

export const FORWARDER_REGIONS: readonly ForwarderRegion[] = [
  'Europe',
  'Middle East and Africa',
  'Asia',
  'Americas',
];

export const FORWARDER_COUNTRIES: readonly ForwarderCountry[] = [
  { slug: 'germany', code: 'DE', name: 'Germany', region: 'Europe', gateways: ['DEHAM', 'DEBRV', 'DEWVN'] },
  { slug: 'greece', code: 'GR', name: 'Greece', region: 'Europe', gateways: ['GRPIR', 'GRSKG'] },
  {
    slug: 'netherlands',
    code: 'NL',
    name: 'Netherlands',
    article: 'the',
    region: 'Europe',
    gateways: ['NLRTM', 'NLAMS', 'NLVLI'],
  },
  {
    slug: 'spain',
    code: 'ES',
    name: 'Spain',
    region: 'Europe',
    gateways: ['ESVLC', 'ESALG', 'ESBCN', 'ESBIO'],
  },
  {
    slug: 'turkey',
    code: 'TR',
    name: 'Türkiye',
    region: 'Europe',
    gateways: ['TRAMR', 'TRMER', 'TRIZM', 'TRGEM', 'TRIZT'],
  },
  {
    slug: 'united-kingdom',
    code: 'GB',
    name: 'United Kingdom',
    article: 'the',
    region: 'Europe',
    gateways: ['GBFXT', 'GBSOU', 'GBTIL', 'GBLIV', 'GBIMM'],
  },
  {
    slug: 'egypt',
    code: 'EG',
    name: 'Egypt',
    region: 'Middle East and Africa',
    gateways: ['EGPSD', 'EGALY', 'EGDAM', 'EGAIS'],
  },
  {
    slug: 'kenya',
    code: 'KE',
    name: 'Kenya',
    region: 'Middle East and Africa',
    gateways: ['KEMBA', 'KELAU'],
  },
  {
    slug: 'nigeria',
    code: 'NG',
    name: 'Nigeria',
    region: 'Middle East and Africa',
    gateways: ['NGLOS', 'NGTIN', 'NGONN'],
  },
  {
    slug: 'saudi-arabia',
    code: 'SA',
    name: 'Saudi Arabia',
    region: 'Middle East and Africa',
    gateways: ['SAJED', 'SADMM'],
  },
  {
    slug: 'south-africa',
    code: 'ZA',
    name: 'South Africa',
    region: 'Middle East and Africa',
    gateways: ['ZADUR', 'ZACPT', 'ZAPLZ', 'ZARCB'],
  },
  {
    slug: 'united-arab-emirates',
    code: 'AE',
    name: 'United Arab Emirates',
    article: 'the',
    region: 'Middle East and Africa',
    gateways: ['AEJEA', 'AEAUH', 'AEKLF', 'AESHJ'],
  },
  { slug: 'bangladesh', code: 'BD', name: 'Bangladesh', region: 'Asia', gateways: ['BDCGP', 'BDMGL'] },
  {
    slug: 'china',
    code: 'CN',
    name: 'China',
    region: 'Asia',
    gateways: ['CNSGH', 'CNNBO', 'CNYTN', 'CNSHK', 'CNQIN', 'CNTXG', 'CNXMG'],
  },
  {
    slug: 'india',
    code: 'IN',
    name: 'India',
    region: 'Asia',
    gateways: ['INNSA', 'INMUN', 'INMAA', 'INPAV', 'INIXY', 'INHZA', 'INTUT', 'INKOC'],
  },
  { slug: 'pakistan', code: 'PK', name: 'Pakistan', region: 'Asia', gateways: ['PKKHI', 'PKBQM', 'PKGWD'] },
  { slug: 'singapore', code: 'SG', name: 'Singapore', region: 'Asia', gateways: ['SGKEP', 'SGJUR'] },
  {
    slug: 'vietnam',
    code: 'VN',
    name: 'Vietnam',
    region: 'Asia',
    gateways: ['VNSGN', 'VNHPH', 'VNVUT', 'VNDAD'],
  },
  {
    slug: 'brazil',
    code: 'BR',
    name: 'Brazil',
    region: 'Americas',
    gateways: ['BRSSZ', 'BRPNG', 'BRITJ', 'BRRIG', 'BRSUA', 'BRRIO'],
  },
  {
    slug: 'united-states',
    code: 'US',
    name: 'United States',
    article: 'the',
    region: 'Americas',
    gateways: [
      'USLAX',
      'USLGB',
      'USNYC',
      'USEWR',
      'USSAV',
      'USHOU',
      'USSEA',
      'USTIW',
      'USOAK',
      'USORF',
      'USCHS',
    ],
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
