import { COUNTRY_CODES } from '../../shared/domain/countries';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO 3166-1 alpha-2 code ("GR" → "Greece"). */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** Every country for a picker, alphabetical by its English name. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);
