import { useHydrated } from './use-hydrated';
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

/**
 * The country picker's options, once the page is interactive. Node and the browser ship
 * different editions of the region names ("Hong Kong SAR China" against "Hong Kong"), so a
 * list rendered on the server would not match the browser's and break hydration.
 */
export function useCountryOptions(): typeof COUNTRY_OPTIONS {
  return useHydrated() ? COUNTRY_OPTIONS : [];
}
