import type { CallTime, PortSummary } from '../../../shared/api/schedules';
import { formatDate } from '../../../shared/domain/date';

/** "UTC+8", "UTC-4:30", "UTC": the port's offset as travellers read it. */
export function utcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The local date and time at the port, "Dec 1 2026, 18:00", whatever the reader's time zone. */
export function localDateTime(time: CallTime): string {
  const local = new Date(Date.parse(time.at) + time.offsetMinutes * 60_000);
  const clock = local.toISOString().slice(11, 16);
  return `${formatDate(local)}, ${clock}`;
}

export const CERTAINTY: Record<CallTime['classifier'], string> = {
  PLN: 'planned',
  EST: 'estimated',
  ACT: 'actual',
};

/** Transit and waiting times in days with one decimal, as forwarders quote them. */
export function days(hours: number): string {
  const value = (hours / 24).toFixed(1);
  return `${value} ${value === '1.0' ? 'day' : 'days'}`;
}

export function portLabel(ports: Readonly<Record<string, PortSummary>>, code: string): string {
  return ports[code]?.name ?? code;
}

/** The YYYY-MM-DD of a day `offset` days from today (UTC), for date fields' defaults. */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
