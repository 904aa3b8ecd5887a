import countries from 'i18n-iso-countries';

/** English short name of an ISO 3166-1 alpha-2 code, or the code when the library has none. */
export function countryName(code: string): string {
  return countries.getName(code, 'en', { select: 'official' }) ?? code;
}
