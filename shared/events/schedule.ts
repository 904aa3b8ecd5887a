import type { EventDetails } from '../api/events';
import { MONTH_NAMES } from '../domain/date';

type Timed = Pick<EventDetails, 'startsAt' | 'endsAt' | 'timeZone'>;

/** An event is past once it has ended; one still running counts as upcoming. */
export function isPastEvent(event: Pick<EventDetails, 'endsAt'>, now: Date): boolean {
  return Date.parse(event.endsAt) <= now.getTime();
}

/** Upcoming events soonest first, past events most recent first. */
export function splitByDate<E extends Pick<EventDetails, 'startsAt' | 'endsAt'>>(
  events: readonly E[],
  now: Date,
): { upcoming: E[]; past: E[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return {
    upcoming: byStart.filter((event) => !isPastEvent(event, now)),
    past: byStart.filter((event) => isPastEvent(event, now)).reverse(),
  };
}

/** `YYYY-MM-DD` of an instant as the calendar reads in `timeZone`. */
function localDay(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The first and last calendar day of an event in its own time zone (the end is exclusive). */
export function eventDays(event: Timed): { firstDay: string; lastDay: string } {
  return {
    firstDay: localDay(Date.parse(event.startsAt), event.timeZone),
    lastDay: localDay(Date.parse(event.endsAt) - 1, event.timeZone),
  };
}

function parts(day: string): { year: string; month: string; date: number } {
  const [year = '', month = '', date = ''] = day.split('-');
  return { year, month: MONTH_NAMES[Number(month) - 1] ?? month, date: Number(date) };
}

/** `19 December 2024`, `18–19 November 2024`, `30 November – 1 December 2024`. */
export function formatEventDays(event: Timed): string {
  const { firstDay, lastDay } = eventDays(event);
  const first = parts(firstDay);
  const last = parts(lastDay);
  if (firstDay === lastDay) return `${first.date} ${first.month} ${first.year}`;
  if (first.year !== last.year) {
    return `${first.date} ${first.month} ${first.year} – ${last.date} ${last.month} ${last.year}`;
  }
  if (first.month !== last.month)
    return `${first.date} ${first.month} – ${last.date} ${last.month} ${last.year}`;
  return `${first.date}–${last.date} ${first.month} ${first.year}`;
}

/** `09:00` and `GMT+4`: an instant's wall-clock time and offset in `timeZone`. */
function localClock(instant: number, timeZone: string): { time: string; offset: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, offset: part('timeZoneName') };
}

/**
 * The days and hours of an event in its own time zone, for emails and confirmations:
 * `18–19 November 2024 (Asia/Dubai time, GMT+4)` for whole days,
 * `10 March 2027, 09:00–17:00 (Asia/Dubai time, GMT+4)` for one day with hours.
 */
export function formatEventSchedule(event: Timed): string {
  const days = formatEventDays(event);
  const start = localClock(Date.parse(event.startsAt), event.timeZone);
  const end = localClock(Date.parse(event.endsAt), event.timeZone);
  const zone = event.timeZone === 'UTC' ? '(UTC)' : `(${event.timeZone} time, ${start.offset})`;
  if (isWholeDayEvent(event)) return `${days} ${zone}`;
  const { firstDay, lastDay } = eventDays(event);
  if (firstDay === lastDay) return `${days}, ${start.time}–${end.time} ${zone}`;
  return `${days}, from ${start.time} on the first day to ${end.time} on the last ${zone}`;
}

/** `GMT+5:30` → `+05:30`; `GMT` → `+00:00`. */
function isoOffset(shortOffset: string): string {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(shortOffset);
  if (!match?.[1]) return '+00:00';
  return `${match[1]}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** An instant as the event's local ISO-8601 date-time with its offset: `2031-02-12T09:00:00+04:00`. */
export function localIsoDateTime(instant: string, timeZone: string): string {
  const at = Date.parse(instant);
  const { time, offset } = localClock(at, timeZone);
  const seconds = String(new Date(at).getUTCSeconds()).padStart(2, '0');
  return `${localDay(at, timeZone)}T${time}:${seconds}${isoOffset(offset)}`;
}

/** Events known only by their days run from midnight to midnight in their own time zone. */
export function isWholeDayEvent(event: Timed): boolean {
  return (
    localClock(Date.parse(event.startsAt), event.timeZone).time === '00:00' &&
    localClock(Date.parse(event.endsAt), event.timeZone).time === '00:00'
  );
}
