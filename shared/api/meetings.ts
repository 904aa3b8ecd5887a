import { z } from 'zod';
import { isCalendarDay } from '../domain/date';
import { toE164 } from '../domain/phone';
import { firstOverlap, isIanaTimeZone, minutesOf, WEEKDAYS, zoneSpelling } from '../meetings/time';
import { companySlugSchema } from './directory';
import { defineEndpoint, type Endpoint } from './endpoint';
import { eventSlugSchema } from './events';
import { optionalTextSchema, positiveWholeNumber, text, textSchema } from './fields';
import { blankAsMissing, optionalQuery } from './query';

/**
 * Meetings: members book half-hour one-to-one meetings with each other all year, in their own
 * time zones, and book each other into an event's conference grid. Times travel as UTC instants;
 * each side's wall-clock reading comes with them, worked out on the server from the zone each
 * person chose.
 */

// ---- Rules people are told ----

/** A member may have this many requests waiting for the other side's answer at once. */
export const MAX_OPEN_REQUESTS = 20;
/** A request needs at least this much notice, so the other side can see it in time. */
export const MIN_NOTICE_MINUTES = 60;
/** How far ahead one-to-one meetings can be booked. */
export const MAX_DAYS_AHEAD = 90;
/** How many days of free slots one call answers. */
export const MAX_SLOT_DAYS = 14;
/** The desktop app tells a member of a meeting within this many minutes of its start. */
export const DESKTOP_NOTICE_MINUTES = 10;
/** Reminder emails go out this many hours before a meeting. */
export const REMINDER_HOURS = 24;

export const MEETINGS_PATH = '/meetings';

/** The calendar file of a member's meetings at an event (text/calendar, not JSON). */
export function conferenceCalendarPath(event: string): string {
  return `/api/meetings/conference/${encodeURIComponent(event)}/meetings.ics`;
}

/** One confirmed meeting of the caller's as a calendar file (text/calendar, not JSON). */
export function meetingCalendarPath(meeting: number): string {
  return `/api/meetings/meeting/${meeting}/meeting.ics`;
}

/** The private calendar feed's path for a feed token (text/calendar, not JSON). */
export function meetingFeedPath(token: string): string {
  return `/api/meetings/feed/${encodeURIComponent(token)}/meetings.ics`;
}

/** A member's meetings at an event, as a calendar file. */
export const getConferenceCalendar = {
  method: 'GET',
  path: '/api/meetings/conference/:event/meetings.ics',
  params: z.object({ event: z.string() }),
  response: z.never(),
  produces: ['text/calendar'],
} as const satisfies Endpoint;

/** One confirmed meeting of the caller's, as a calendar file. */
export const getMeetingCalendar = {
  method: 'GET',
  path: '/api/meetings/meeting/:id/meeting.ics',
  params: z.object({
    id: positiveWholeNumber('There is no confirmed meeting of yours by that number.'),
  }),
  response: z.never(),
  produces: ['text/calendar'],
} as const satisfies Endpoint;

/**
 * The private calendar feed calendar programs subscribe to, without a session: the unguessable
 * token is the key.
 */
export const getMeetingFeedCalendar = {
  method: 'GET',
  path: '/api/meetings/feed/:token/meetings.ics',
  params: z.object({
    token: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'This calendar address no longer works. Copy the new one from your meetings page.',
      ),
  }),
  response: z.never(),
  produces: ['text/calendar'],
} as const satisfies Endpoint;

// ---- Fields ----

export const timeZoneSchema = text({ error: 'Choose your time zone, like Europe/London or Asia/Dubai.' })
  .trim()
  .min(1, 'Choose your time zone, like Europe/London or Asia/Dubai.')
  .max(64, 'Choose a time zone from the list, like Europe/London or Asia/Dubai.')
  .refine(
    isIanaTimeZone,
    'Choose a time zone by its region and city, like Europe/London or Asia/Dubai: abbreviations such as EST and fixed offsets do not follow daylight saving.',
  )
  .transform(zoneSpelling);

/** A user's public id (their `hashId`), naming the person to meet. */
export const personIdSchema = text({ error: 'Choose the person to meet.' })
  .trim()
  .regex(/^[0-9a-f]{16}$/, 'Choose the person to meet from the list.');

const meetingIdSchema = positiveWholeNumber('Give the meeting’s number.');

/** What the client last saw of a meeting: an answer to an older version is refused (409). */
const sequenceSchema = z
  .number({ error: 'Give the meeting’s version (its sequence) as last shown.' })
  .int('Give the meeting’s version (its sequence) as last shown.')
  .min(0, 'Give the meeting’s version (its sequence) as last shown.');

/** A UTC instant, written with any offset. */
const instantSchema = (missing: string) =>
  z.iso.datetime({ offset: true, error: missing }).transform((value) => new Date(value).toISOString());

const startsAtSchema = instantSchema('Choose a time from the free slots.');

const dateSchema = (message: string) => text({ error: message }).trim().refine(isCalendarDay, message);

const clockTime = (step: number, message: string) =>
  text({ error: message })
    .trim()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, message)
    .refine((value) => minutesOf(value) % step === 0, message);

const HOURS_TIME = 'Give a time like 09:00 or 17:30, on the quarter hour.';

const weeklyRangeSchema = z
  .object({
    weekday: z
      .number({ error: 'Choose a day of the week.' })
      .int('Choose a day of the week.')
      .min(1, 'Choose a day of the week.')
      .max(7, 'Choose a day of the week.'),
    from: clockTime(15, HOURS_TIME),
    to: clockTime(15, HOURS_TIME),
  })
  .refine((range) => minutesOf(range.from) < minutesOf(range.to), {
    path: ['to'],
    message: 'The end must be after the start.',
  });

const dayOffSchema = z.object({
  date: dateSchema('Give the day off as a date, like 2027-03-15.'),
  note: optionalTextSchema('the note', 100),
});

export const availabilityInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    hours: z.array(weeklyRangeSchema).max(35, 'Give at most five ranges of hours a day.'),
    daysOff: z.array(dayOffSchema).max(366, 'Give at most 366 days off.').default([]),
  })
  .superRefine((input, context) => {
    const overlap = firstOverlap(input.hours);
    if (overlap) {
      const other = input.hours[overlap.other]!;
      context.addIssue({
        code: 'custom',
        path: ['hours', overlap.index, 'from'],
        message: `This overlaps ${other.from}–${other.to} on ${WEEKDAYS[other.weekday - 1]}.`,
      });
    }
    const seen = new Set<string>();
    input.daysOff.forEach((day, index) => {
      if (seen.has(day.date)) {
        context.addIssue({
          code: 'custom',
          path: ['daysOff', index, 'date'],
          message: 'This day is already in the list.',
        });
      }
      seen.add(day.date);
    });
  });

const VIDEO_MESSAGE = 'Give the video call link, starting with https://.';

export const placeInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('video'),
      url: text({ error: VIDEO_MESSAGE })
        .trim()
        .max(500, 'Keep the link under 500 characters.')
        .pipe(z.url({ protocol: /^https$/, error: VIDEO_MESSAGE })),
    }),
    z.object({
      kind: z.literal('phone'),
      phone: text({ error: 'Give the phone number to call.' })
        .trim()
        .max(32, 'This phone number is too long.')
        .transform((value, context) => {
          const e164 = toE164(value);
          if (!e164) {
            context.addIssue({
              code: 'custom',
              message: 'Give a valid phone number with its country code, like +44 20 7946 0958.',
            });
            return z.NEVER;
          }
          return e164;
        }),
    }),
  ],
  { error: 'Choose where to meet: a video call or a phone call.' },
);

const subjectSchema = textSchema('the subject', 200);
const reasonSchema = optionalTextSchema('the reason', 500, { multiline: true });

// ---- Views ----

const localTimeSchema = z.object({
  date: z.string(),
  time: z.string(),
  weekday: z.string(),
  offset: z.string(),
  label: z.string(),
});

const companyRefSchema = z.object({ name: z.string(), slug: z.string().nullable() });

const personSchema = z.object({
  person: z.string(),
  name: z.string(),
  company: companyRefSchema,
});

const eventRefSchema = z.object({ slug: z.string(), title: z.string() });

export const placeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), url: z.string() }),
  z.object({ kind: z.literal('phone'), phone: z.string() }),
  z.object({ kind: z.literal('table'), table: z.number().int(), event: eventRefSchema }),
]);
export type MeetingPlace = z.infer<typeof placeSchema>;

export const MEETING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'expired'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const meetingSchema = z.object({
  id: z.number().int(),
  status: z.enum(MEETING_STATUSES),
  /** who must answer a request: the caller, the other side, or nobody */
  awaiting: z.enum(['you', 'them']).nullable(),
  /** whether the caller asked for the meeting or was asked */
  role: z.enum(['requester', 'invitee']),
  /** raised on every change; answers quote it */
  sequence: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  subject: z.string(),
  place: placeSchema,
  event: eventRefSchema.nullable(),
  you: z.object({ timeZone: z.string(), local: localTimeSchema }),
  them: personSchema.extend({
    timeZone: z.string(),
    local: localTimeSchema,
    /** contact details, once both sides have agreed to meet */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** why it was declined or cancelled, as written */
  reason: z.string().nullable(),
  /** who declined or cancelled it */
  endedBy: z.enum(['you', 'them']).nullable(),
  /** whether calendar invitations have gone out (so a cancellation withdraws them) */
  invited: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MeetingView = z.infer<typeof meetingSchema>;

const weeklyRangeView = z.object({ weekday: z.number().int(), from: z.string(), to: z.string() });

export const availabilitySchema = z.object({
  /** null until the member has chosen one */
  timeZone: z.string().nullable(),
  hours: z.array(weeklyRangeView),
  daysOff: z.array(z.object({ date: z.string(), note: z.string().nullable() })),
});

// ---- Availability ----

export const getAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/availability',
  response: availabilitySchema,
});

/** Replaces the member's zone, weekly hours and days off (past days off are dropped). */
export const saveAvailability = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/availability',
  body: availabilityInputSchema,
  response: availabilitySchema,
});

// ---- Booking ----

/** The people of a directory company who can be booked, for "Book a meeting" on its page. */
export const listCompanyPeople = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/company',
  query: z.object({ slug: companySlugSchema }),
  response: z.object({
    company: companyRefSchema,
    people: z.array(
      z.object({
        person: z.string(),
        name: z.string(),
        /** null: this person has not set meeting hours yet, so has no free slots */
        timeZone: z.string().nullable(),
      }),
    ),
    /** the caller blocked this company's requests */
    blocked: z.boolean(),
  }),
});

export const slotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** the caller's wall clock */
  yours: localTimeSchema,
  /** the other person's wall clock */
  theirs: localTimeSchema,
});

/** The other person's free half hours, day by day in the caller's zone. */
export const listFreeSlots = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/slots',
  query: z.object({
    person: personIdSchema,
    /** the first day, in the caller's zone; today when absent */
    from: optionalQuery(dateSchema('Give the first day as a date, like 2027-03-15.')),
    days: z.preprocess(
      blankAsMissing,
      positiveWholeNumber(`Give a number of days from 1 to ${MAX_SLOT_DAYS}.`, {
        max: MAX_SLOT_DAYS,
      }).default(7),
    ),
  }),
  response: z.object({
    you: z.object({ timeZone: z.string() }),
    them: personSchema.extend({ timeZone: z.string() }),
    slots: z.array(slotSchema),
  }),
});

export const requestMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/request',
  body: z.object({
    person: personIdSchema,
    startsAt: startsAtSchema,
    subject: subjectSchema,
    place: placeInputSchema,
  }),
  response: meetingSchema,
});

const answerShape = { meeting: meetingIdSchema, sequence: sequenceSchema };

/** The side a request waits for says yes: both get the calendar invitation. */
export const acceptMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/accept',
  body: z.object(answerShape),
  response: meetingSchema,
});

export const declineMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/decline',
  body: z.object({ ...answerShape, reason: reasonSchema }),
  response: meetingSchema,
});

/** The side a request waits for offers another time instead; the other side then answers. */
export const proposeMeetingTime = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/propose',
  body: z.object({ ...answerShape, startsAt: startsAtSchema }),
  response: meetingSchema,
});

/** Either side moves a confirmed meeting; the other side then accepts the new time or not. */
export const rescheduleMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/reschedule',
  body: z.object({ ...answerShape, startsAt: startsAtSchema }),
  response: meetingSchema,
});

/** Either side calls off a request or a meeting before it starts. */
export const cancelMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/cancel',
  body: z.object({ ...answerShape, reason: reasonSchema }),
  response: meetingSchema,
});

export const listMeetings = defineEndpoint({
  method: 'GET',
  path: '/api/meetings',
  response: z.object({
    timeZone: z.string().nullable(),
    upcoming: z.array(meetingSchema),
    requestsIn: z.array(meetingSchema),
    requestsOut: z.array(meetingSchema),
    /** the latest 100, newest first */
    past: z.array(meetingSchema),
    /** how many more requests the caller may send now */
    requestsLeft: z.number().int(),
  }),
});

export const getMeeting = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/meeting',
  query: z.object({ id: meetingIdSchema }),
  response: meetingSchema,
});

/** Confirmed meetings starting within the next minutes, for the desktop app's notifications. */
export const listMeetingsStartingSoon = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/starting-soon',
  response: z.object({ minutes: z.number().int(), meetings: z.array(meetingSchema) }),
});

// ---- Blocking ----

const blockSchema = z.object({ company: companyRefSchema, blockedAt: z.iso.datetime() });

export const listBlockedCompanies = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/blocks',
  response: z.object({ blocked: z.array(blockSchema) }),
});

/** Refuses every request from the company's people to the caller, and declines those waiting. */
export const blockCompany = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/blocks',
  body: z.object({ company: companySlugSchema }),
  response: z.object({ blocked: z.array(blockSchema) }),
});

export const unblockCompany = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/blocks/remove',
  body: z.object({ company: companySlugSchema }),
  response: z.object({ blocked: z.array(blockSchema) }),
});

// ---- Calendar feed ----

const feedStatusSchema = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });

export const getMeetingFeed = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/feed',
  response: feedStatusSchema,
});

/** A new private feed address, shown this once; any earlier address stops working. */
export const createMeetingFeed = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/feed',
  response: feedStatusSchema.extend({ webcalUrl: z.string(), httpsUrl: z.string() }),
});

export const revokeMeetingFeed = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/feed/revoke',
  response: feedStatusSchema,
});

// ---- Conference mode ----

const CONFERENCE_TIME = 'Give a time like 09:00 or 13:45, on a five-minute mark.';

export const conferenceSettingsInputSchema = z
  .object({
    event: eventSlugSchema,
    slotMinutes: z
      .number({ error: 'Give the slot length in minutes.' })
      .int('Give the slot length in whole minutes.')
      .min(10, 'A slot is at least 10 minutes.')
      .max(120, 'A slot is at most 120 minutes.')
      .refine((minutes) => minutes % 5 === 0, 'Give the slot length in steps of five minutes.'),
    tables: z
      .number({ error: 'Give the number of meeting tables.' })
      .int('Give a whole number of tables.')
      .min(1, 'Give at least one table.')
      .max(1000, 'Give at most 1,000 tables.'),
    days: z
      .array(
        z
          .object({
            date: dateSchema('Give the meeting day as a date, like 2027-03-10.'),
            from: clockTime(5, CONFERENCE_TIME),
            to: clockTime(5, CONFERENCE_TIME),
            breaks: z
              .array(
                z
                  .object({
                    from: clockTime(5, CONFERENCE_TIME),
                    to: clockTime(5, CONFERENCE_TIME),
                    label: optionalTextSchema('the break’s name', 60),
                  })
                  .refine((pause) => minutesOf(pause.from) < minutesOf(pause.to), {
                    path: ['to'],
                    message: 'The break must end after it starts.',
                  }),
              )
              .max(10, 'Give at most ten breaks a day.')
              .default([]),
          })
          .refine((day) => minutesOf(day.from) < minutesOf(day.to), {
            path: ['to'],
            message: 'The day must end after it starts.',
          }),
      )
      .min(1, 'Give at least one meeting day.')
      .max(14, 'Give at most 14 meeting days.'),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.days.forEach((day, index) => {
      if (seen.has(day.date)) {
        context.addIssue({
          code: 'custom',
          path: ['days', index, 'date'],
          message: 'This day is already in the list.',
        });
      }
      seen.add(day.date);
    });
  });

const gridSlotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** the event's wall clock, HH:MM */
  time: z.string(),
});

const conferenceDayView = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  breaks: z.array(z.object({ from: z.string(), to: z.string(), label: z.string().nullable() })),
});

export const conferenceSettingsSchema = z.object({
  slotMinutes: z.number().int(),
  tables: z.number().int(),
  days: z.array(conferenceDayView),
});

const conferenceEventSchema = eventRefSchema.extend({
  timeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});

export const getConference = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/conference',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({
    event: conferenceEventSchema,
    /** null until DFA sets up meetings for the event */
    settings: conferenceSettingsSchema.nullable(),
    /** whether the caller is registered for the event (only the registered book its grid) */
    registered: z.boolean(),
    grid: z.array(z.object({ date: z.string(), slots: z.array(gridSlotSchema) })),
    /** the other registered members who can be booked */
    attendees: z.array(personSchema),
  }),
});

/**
 * The grid's future slots where the caller and the other person are both free and a table is
 * left: to book a meeting, or to move one (its own slot is not among them). Each carries the
 * event's clock, the caller's and the other person's (the event's zone for anyone without one).
 */
export const listConferenceSlots = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/conference/slots',
  query: z.object({ event: eventSlugSchema, person: personIdSchema }),
  response: z.object({
    you: z.object({ timeZone: z.string() }),
    them: personSchema.extend({ timeZone: z.string() }),
    slots: z.array(
      gridSlotSchema.extend({
        date: z.string(),
        tablesFree: z.number().int(),
        yours: localTimeSchema,
        theirs: localTimeSchema,
      }),
    ),
  }),
});

/** A request for a grid slot at the event; a free table is held with it. */
export const requestConferenceMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/meetings/conference/request',
  body: z.object({
    event: eventSlugSchema,
    person: personIdSchema,
    startsAt: startsAtSchema,
    subject: subjectSchema,
  }),
  response: meetingSchema,
});

const scheduleEntrySchema = z.object({
  meeting: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** the event's wall clock */
  from: z.string(),
  to: z.string(),
  table: z.number().int(),
  subject: z.string(),
  with: personSchema.extend({ email: z.string(), phone: z.string().nullable() }),
});

/** The caller's confirmed meetings at the event, one printable page per day. */
export const getConferenceSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/conference/schedule',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({
    event: conferenceEventSchema,
    you: personSchema,
    days: z.array(z.object({ date: z.string(), label: z.string(), meetings: z.array(scheduleEntrySchema) })),
  }),
});

/** Who the caller met at the event (its confirmed meetings that have ended), for follow-up. */
export const listConferenceContacts = defineEndpoint({
  method: 'GET',
  path: '/api/meetings/conference/met',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({ event: eventRefSchema, met: z.array(scheduleEntrySchema) }),
});

// ---- Conference administration ----

const adminMeetingSchema = z.object({
  meeting: z.number().int(),
  status: z.enum(MEETING_STATUSES),
  startsAt: z.iso.datetime(),
  time: z.string(),
  table: z.number().int(),
  subject: z.string(),
  people: z.array(personSchema).length(2),
});

export const getConferenceAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/admin/meetings/conference',
  query: z.object({ event: eventSlugSchema }),
  response: z.object({
    event: conferenceEventSchema,
    settings: conferenceSettingsSchema.nullable(),
    /** every grid slot with its requested and confirmed meetings, by table */
    bySlot: z.array(gridSlotSchema.extend({ date: z.string(), meetings: z.array(adminMeetingSchema) })),
    /** each company's meetings at the event, in time order */
    byCompany: z.array(z.object({ company: companyRefSchema, meetings: z.array(adminMeetingSchema) })),
  }),
});

/** Sets the event's meeting days, slot length, breaks and tables (refused if it strands a meeting). */
export const saveConferenceSettings = defineEndpoint({
  method: 'POST',
  path: '/api/admin/meetings/conference',
  body: conferenceSettingsInputSchema,
  response: conferenceSettingsSchema,
});

/** Moves a conference meeting to another slot and/or table; both people are told. */
export const moveConferenceMeeting = defineEndpoint({
  method: 'POST',
  path: '/api/admin/meetings/move',
  body: z.object({
    meeting: meetingIdSchema,
    startsAt: startsAtSchema,
    table: z.preprocess(
      blankAsMissing,
      positiveWholeNumber('Give the table number.', { max: 1000 }).optional(),
    ),
  }),
  response: adminMeetingSchema,
});
