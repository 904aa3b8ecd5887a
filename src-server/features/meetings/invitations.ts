import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { MEETINGS_PATH } from '../../../shared/api/meetings';
import { localTime } from '../../../shared/meetings/time';
import type { MeetingsTable } from '../../db/tables';
import type { Selectable } from 'kysely';
import type { CalendarInvitation } from '../../services/mailer';
import type { Person } from './people';
import { placeText } from './place';

type MeetingRow = Selectable<MeetingsTable>;

const PRODUCT = { company: 'Digital Freight Alliance', product: 'DFA Portal', language: 'EN' };

export interface CalendarContext {
  siteUrl: string;
  /** the portal's sender, the organiser of every invitation (both members are attendees) */
  organizer: { name: string; email: string };
  now: Date;
  /** the event's title, for conference meetings */
  eventTitle?: string | undefined;
}

/** `DFA Portal <no-reply@example.com>` as a name and an address. */
export function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1] || 'DFA Portal', email: match[2]! }
    : { name: 'DFA Portal', email: mailFrom };
}

/** The meeting as one calendar event, described for `reader`: their wall clock, then the other's. */
function addMeeting(
  calendar: ICalCalendar,
  meeting: MeetingRow,
  {
    reader,
    other,
    readerZone,
    otherZone,
  }: { reader: Person; other: Person; readerZone: string; otherZone: string },
  context: CalendarContext,
  { cancelled = false }: { cancelled?: boolean } = {},
): void {
  const yours = localTime(meeting.starts_at, readerZone);
  const theirs = localTime(meeting.starts_at, otherZone);
  const place = placeText(meeting, context.eventTitle);
  const tentative = meeting.status === 'requested';
  const description = [
    `Meeting with ${other.name} of ${other.companyName}.`,
    `Your time: ${yours.label}`,
    `${other.name}'s time: ${theirs.label}`,
    `Where: ${place}`,
    tentative ? `A new time is proposed and waits for an answer.` : null,
    `Manage your meetings: ${context.siteUrl}${MEETINGS_PATH}`,
  ]
    .filter(Boolean)
    .join('\n');
  const attendee = (person: Person) => ({
    name: person.name,
    email: person.email,
    role: ICalAttendeeRole.REQ,
    rsvp: false,
    status: tentative ? ICalAttendeeStatus.TENTATIVE : ICalAttendeeStatus.ACCEPTED,
  });
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: context.now,
    start: new Date(meeting.starts_at),
    end: new Date(meeting.ends_at),
    summary: `${meeting.subject} — ${other.name}, ${other.companyName}`,
    description,
    location: place,
    url: `${context.siteUrl}${MEETINGS_PATH}`,
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : tentative
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: context.organizer,
    attendees: [attendee(reader), attendee(other)],
  });
}

/**
 * The invitation emailed to `reader`: METHOD:REQUEST adds or updates the meeting in their
 * calendar (same UID, higher SEQUENCE), METHOD:CANCEL withdraws it. Times are UTC instants, so
 * both people's calendars hold the same moment; the description gives each side's wall clock.
 */
export function invitationFor(
  meeting: MeetingRow,
  parties: { reader: Person; other: Person; readerZone: string; otherZone: string },
  method: CalendarInvitation['method'],
  context: CalendarContext,
): CalendarInvitation {
  const calendar = ical({
    prodId: PRODUCT,
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addMeeting(calendar, meeting, parties, context, { cancelled: method === 'CANCEL' });
  return {
    method,
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: calendar.toString(),
  };
}

/** A calendar of several meetings (a feed, an event's schedule), published rather than sent. */
export function meetingsCalendar(
  name: string,
  entries: readonly {
    meeting: MeetingRow;
    parties: { reader: Person; other: Person; readerZone: string; otherZone: string };
    eventTitle?: string | undefined;
  }[],
  context: Omit<CalendarContext, 'eventTitle'>,
): string {
  const calendar = ical({ prodId: PRODUCT, method: ICalCalendarMethod.PUBLISH, name });
  for (const { meeting, parties, eventTitle } of entries) {
    addMeeting(calendar, meeting, parties, { ...context, eventTitle });
  }
  return calendar.toString();
}
