import { utcDay } from '../../../shared/domain/date';

const zonesByCountry = new Map<string, readonly string[]>();

/** The IANA zones of a country (ISO 3166-1 alpha-2), as the runtime's time-zone data lists them. */
function zonesOf(country: string): readonly string[] {
  let zones = zonesByCountry.get(country);
  if (!zones) {
    const locale = new Intl.Locale('und', { region: country.toUpperCase() }) as Intl.Locale & {
      timeZones?: string[];
    };
    zones = locale.timeZones ?? [];
    zonesByCountry.set(country, zones);
  }
  return zones;
}

/** `YYYY-MM-DD` of an instant as the calendar reads in `timeZone`. */
function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The calendar day where an office is, in the part of its country where the day begins first
 * (New York's for an office anywhere in the United States): an invoice falls due on a day of the
 * issuing office's calendar, and a report must reach the association before that day is over
 * anywhere the office could be. A country the time-zone data does not know counts in UTC.
 */
export function officeDay(country: string | undefined, now: Date): string {
  const zones = country ? zonesOf(country) : [];
  if (zones.length === 0) return utcDay(now);
  return zones.map((zone) => dayIn(now, zone)).reduce((latest, day) => (day > latest ? day : latest));
}
