import type { BlacklistEntry } from '../../../shared/api/blacklist';
import { countryName } from '../../lib/countries';

/** "Greece (Piraeus, Athens)", "Cyprus" */
export function placeLabel({ country, cities }: BlacklistEntry['countries'][number]): string {
  return cities.length > 0 ? `${countryName(country)} (${cities.join(', ')})` : countryName(country);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
