import type { EventDetails } from '../api/events';

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(day: string): { year: string; month: string; date: number } {
  const [year = '', month = '', date = ''] = day.split('-');
  return { year, month: MONTHS[Number(month) - 1] ?? month, date: Number(date) };
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
