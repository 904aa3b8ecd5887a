import { COUNTRY_CODES } from '../../../shared/domain/countries';
import type { BlacklistEntry } from '../../../shared/api/blacklist';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** Every country for the form's picker, by English name. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

/** "Greece (Piraeus, Athens)", "Cyprus" */
export function placeLabel({ country, cities }: BlacklistEntry['countries'][number]): string {
  return cities.length > 0 ? `${countryName(country)} (${cities.join(', ')})` : countryName(country);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
