const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Formats a date as `Mon D YYYY` (e.g. `Dec 19 2024`). Calendar dates are read in UTC so a
 * date written as `2024-12-19` shows the same day in every time zone.
 */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${date.getUTCFullYear()}`;
}

/** A calendar day as YYYY-MM-DD in UTC: ready dates and rate validity are judged by day. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/** Whether a string is a real calendar day written YYYY-MM-DD (so `2026-02-30` is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === value;
}

/** Month names in full, for dates people quote: `12 March 2027` leaves no doubt about the day. */
export const MONTH_NAMES = [
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

/** A calendar day (`YYYY-MM-DD`, or the start of an ISO instant) as `12 March 2027`. */
export function formatLongDay(day: string): string {
  const [year, month = 1, date] = day.slice(0, 10).split('-').map(Number);
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}
