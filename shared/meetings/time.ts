import { DateTime, IANAZone } from 'luxon';

/**
 * Meeting times: every meeting is a UTC instant, and each person reads it in the IANA zone they
 * chose. Wall-clock times are only ever derived from instants with the zone's real rules
 * (luxon reads the runtime's time-zone database), never with a fixed offset, so a daylight-saving
 * change moves what a person sees and not when the meeting happens.
 */

/** One-to-one meetings last half an hour and start on the half hour in UTC. */
export const MEETING_MINUTES = 30;
const MINUTE_MS = 60_000;
const MEETING_MS = MEETING_MINUTES * MINUTE_MS;

/**
 * What a person's calendar is divided into for the no-overlap rule: every meeting holds each of
 * its five-minute cells for both people, and a cell is held once (a unique key). Every meeting
 * length and start is a whole number of cells.
 */
const CELL_MINUTES = 5;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * An IANA zone name the runtime knows, like `Asia/Dubai` or `UTC`. Abbreviations (`EST`),
 * fixed offsets (`+04:00`) and bare country names are refused: they do not follow a region's
 * daylight-saving rules, or name none.
 */
export function isIanaTimeZone(name: string): boolean {
  if (name !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  return IANAZone.isValidZone(name);
}

/** The zone's own spelling when only its letter case differs (`asia/dubai` → `Asia/Dubai`). */
export function zoneSpelling(name: string): string {
  const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

/** `09:30` as minutes after midnight; `24:00` is the end of the day. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A range of meeting hours on a weekday (1 Monday … 7 Sunday), in the person's own zone. */
export interface WeeklyRange {
  weekday: number;
  from: string;
  to: string;
}

/** An instant as a person in `zone` reads it. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  weekday: string;
  /** the zone's offset from UTC at that instant, like `+11:00` */
  offset: string;
  /** `Tuesday 16 March 2027, 07:00 (Australia/Sydney, UTC+11:00)` */
  label: string;
}

export function localTime(instant: string | number, zone: string): LocalTime {
  const at = (
    typeof instant === 'number' ? DateTime.fromMillis(instant, { zone }) : DateTime.fromISO(instant, { zone })
  ).setLocale('en-GB');
  const offset = at.toFormat('ZZ');
  return {
    date: at.toFormat('yyyy-MM-dd'),
    time: at.toFormat('HH:mm'),
    weekday: at.toFormat('cccc'),
    offset,
    label: `${at.toFormat('cccc d LLLL yyyy, HH:mm')} (${zone}, UTC${offset})`,
  };
}

/** Whether an instant starts a one-to-one meeting slot: on the hour or half past, in UTC. */
export function isOnMeetingGrid(instant: number): boolean {
  return instant % MEETING_MS === 0;
}

/** The instants from the start of `fromDate` in `zone` to the start of the day `days` later. */
export function localDays(fromDate: string, days: number, zone: string): { fromMs: number; toMs: number } {
  const start = DateTime.fromISO(fromDate, { zone }).startOf('day');
  return { fromMs: start.toMillis(), toMs: start.plus({ days }).startOf('day').toMillis() };
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone }).toFormat('yyyy-MM-dd');
}

export interface Availability {
  zone: string;
  hours: readonly WeeklyRange[];
  /** YYYY-MM-DD days in `zone` with no meetings */
  daysOff: ReadonlySet<string>;
}

/**
 * Whether the half hour from `start` lies wholly inside the person's meeting hours, read on
 * their wall clock. On a day the clocks go forward the skipped times never come out of an
 * instant, so they are never offered; on a day they go back, both instants that read, say,
 * 01:30 are offered, each with its own offset.
 */
export function isWithinHours(start: number, availability: Availability): boolean {
  const { zone, hours, daysOff } = availability;
  const begins = DateTime.fromMillis(start, { zone });
  const ends = DateTime.fromMillis(start + MEETING_MS, { zone });
  const date = begins.toFormat('yyyy-MM-dd');
  if (daysOff.has(date)) return false;
  const from = begins.hour * 60 + begins.minute;
  let to: number;
  if (ends.toFormat('yyyy-MM-dd') === date) to = ends.hour * 60 + ends.minute;
  else if (ends.hour === 0 && ends.minute === 0) to = 24 * 60;
  else return false;
  return hours.some(
    (range) => range.weekday === begins.weekday && minutesOf(range.from) <= from && to <= minutesOf(range.to),
  );
}

/** Every grid instant in [fromMs, toMs) that starts a half hour inside the person's hours. */
export function slotsWithinHours(fromMs: number, toMs: number, availability: Availability): number[] {
  const slots: number[] = [];
  for (let start = Math.ceil(fromMs / MEETING_MS) * MEETING_MS; start < toMs; start += MEETING_MS) {
    if (isWithinHours(start, availability)) slots.push(start);
  }
  return slots;
}

/** The two ranges of a weekday that overlap, if any (for the person's own hours form). */
export function firstOverlap(hours: readonly WeeklyRange[]): { index: number; other: number } | null {
  for (let index = 0; index < hours.length; index += 1) {
    for (let other = 0; other < index; other += 1) {
      const a = hours[index]!;
      const b = hours[other]!;
      if (
        a.weekday === b.weekday &&
        minutesOf(a.from) < minutesOf(b.to) &&
        minutesOf(b.from) < minutesOf(a.to)
      ) {
        return { index, other };
      }
    }
  }
  return null;
}

/** One meeting day of a conference, in the event's zone: its hours and its breaks. */
export interface ConferenceDay {
  date: string;
  from: string;
  to: string;
  breaks: readonly { from: string; to: string; label?: string | null | undefined }[];
}

export interface GridSlot {
  startsAt: number;
  endsAt: number;
  date: string;
  /** the slot's start on the event's clock, HH:MM */
  time: string;
}

/**
 * The conference grid: back-to-back slots of `slotMinutes` from each day's start, stopping at
 * its end; a slot that would run into a break starts again when the break ends. Times are the
 * event's wall clock; a time the clocks skip that day is left out.
 */
export function conferenceGrid(
  days: readonly ConferenceDay[],
  slotMinutes: number,
  zone: string,
): GridSlot[] {
  const slots: GridSlot[] = [];
  for (const day of days) {
    const [year, month, date] = day.date.split('-').map(Number);
    const end = minutesOf(day.to);
    let minute = minutesOf(day.from);
    while (minute + slotMinutes <= end) {
      const interrupted = day.breaks.find(
        (pause) => minute < minutesOf(pause.to) && minutesOf(pause.from) < minute + slotMinutes,
      );
      if (interrupted) {
        minute = Math.max(minute + 1, minutesOf(interrupted.to));
        continue;
      }
      const local = DateTime.fromObject(
        { year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 },
        { zone },
      );
      if (local.hour * 60 + local.minute === minute) {
        slots.push({
          startsAt: local.toMillis(),
          endsAt: local.toMillis() + slotMinutes * MINUTE_MS,
          date: day.date,
          time: timeOfMinutes(minute),
        });
      }
      minute += slotMinutes;
    }
  }
  return slots;
}

/** The starts of the cells a meeting holds. */
export function cellsOf(startsAt: number, endsAt: number): number[] {
  const cells: number[] = [];
  for (let cell = startsAt; cell < endsAt; cell += CELL_MINUTES * MINUTE_MS) cells.push(cell);
  return cells;
}
