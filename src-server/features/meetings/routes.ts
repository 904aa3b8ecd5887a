import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptMeeting,
  blockCompany,
  cancelMeeting,
  createMeetingFeed,
  declineMeeting,
  DESKTOP_NOTICE_MINUTES,
  getAvailability,
  getConference,
  getConferenceAdmin,
  getConferenceSchedule,
  getMeeting,
  getMeetingFeed,
  listBlockedCompanies,
  listCompanyPeople,
  listConferenceContacts,
  listConferenceSlots,
  listFreeSlots,
  listMeetings,
  listMeetingsStartingSoon,
  meetingFeedPath,
  moveConferenceMeeting as moveConferenceMeetingEndpoint,
  proposeMeetingTime,
  requestConferenceMeeting,
  requestMeeting as requestMeetingEndpoint,
  rescheduleMeeting,
  revokeMeetingFeed,
  saveAvailability as saveAvailabilityEndpoint,
  saveConferenceSettings as saveConferenceSettingsEndpoint,
  unblockCompany,
  getConferenceCalendar,
  getMeetingCalendar,
  getMeetingFeedCalendar,
} from '../../../shared/api/meetings';
import { eventSlugSchema } from '../../../shared/api/events';
import type { Db } from '../../db/database';
import { calendarDownload } from '../../core/answers';
import { ApiError } from '../../core/errors';
import { signedInCaller, type Access } from '../../http/guards';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import {
  createFeedToken,
  feedOwner,
  feedStatus,
  freeSlots,
  readAvailability,
  revokeFeed,
  saveAvailability,
} from './availability';
import {
  actOnMeeting,
  meetingOf,
  moveConferenceMeeting,
  requestMeeting,
  requestsLeft,
  type MeetingAction,
  type MeetingsContext,
} from './booking';
import {
  addBlock,
  blockedCompanies,
  colleaguesOf,
  confirmedMeetingOf,
  companyAt,
  currentMeetings,
  eventTimeZone,
  eventTitles,
  feedMeetings,
  hasBlocked,
  meetingsStartingBetween,
  pastMeetings,
  removeBlock,
  requestsWaitingFrom,
} from './meeting-repository';
import {
  adminMeetingView,
  checkConferenceBooking,
  conferenceAdmin,
  conferenceContacts,
  conferenceForMember,
  conferenceSchedule,
  conferenceZoneOf,
  confirmedAt,
  freeConferenceSlots,
  saveConferenceSettings,
} from './conference';
import { conferenceOf, eventRecord } from './grid';
import { meetingsCalendar, organizerOf } from './invitations';
import { bookablePerson, peopleByIds, personById, personRef } from './people';
import { meetingViews, type MeetingRow } from './views';

export interface MeetingRouteOptions {
  db: Db;
  clock: Clock;
  siteUrl: string;
  mailFrom: string;
}

const MEMBERS: { access: Access } = { access: { members: 'meetings' } };
const ADMINS: { access: Access } = { access: 'admins' };
const MINUTE = 60_000;
/** Requests send emails: enough for a busy networker, too few to spam the directory. */
const REQUEST_RATE = { rateLimit: { max: 30, timeWindow: 10 * MINUTE } };
/** How far back a calendar feed keeps meetings, so a calendar still shows the past weeks. */
const FEED_HISTORY_DAYS = 30;

export function meetingRoutes(
  app: FastifyInstance,
  { db, clock, siteUrl, mailFrom }: MeetingRouteOptions,
): void {
  const context: MeetingsContext = { db, clock, siteUrl, organizer: organizerOf(mailFrom) };
  const caller = (request: FastifyRequest) => personById(db, signedInCaller(request).userId);

  // ---- Availability ----

  route(
    app,
    getAvailability,
    async ({ request }) => readAvailability(db, signedInCaller(request).userId, clock()),
    MEMBERS,
  );
  route(
    app,
    saveAvailabilityEndpoint,
    async ({ request, body }) => saveAvailability(db, signedInCaller(request).userId, body, clock()),
    MEMBERS,
  );

  // ---- Booking ----

  route(
    app,
    listCompanyPeople,
    async ({ request, query }) => {
      const you = await caller(request);
      const company = await companyAt(db, query.slug);
      if (!company) throw new ApiError('NOT_FOUND', 'There is no company at this address in the directory.');
      const rows = await colleaguesOf(db, company.id, you.id);
      const blocked = await hasBlocked(db, you.id, company.id);
      const current = company.membership_type === 'premium' || company.membership_type === 'standard_active';
      return {
        company: { name: company.name, slug: company.slug },
        people: current
          ? rows.map((row) => ({
              person: row.hash_id,
              name: `${row.first_name} ${row.last_name}`.trim(),
              timeZone: row.time_zone,
            }))
          : [],
        blocked,
      };
    },
    MEMBERS,
  );

  route(
    app,
    listFreeSlots,
    async ({ request, query }) => {
      const you = await caller(request);
      if (!you.zone) {
        const message = 'Set your time zone first, so the free slots show in your own time.';
        throw new ApiError('CONFLICT', message);
      }
      const them = await bookablePerson(db, query.person, you);
      const slots = await freeSlots(
        db,
        { viewer: you, viewerZone: you.zone, host: them },
        { fromDate: query.from, days: query.days },
        clock(),
      );
      return {
        you: { timeZone: you.zone },
        them: { ...personRef(them), timeZone: them.zone ?? 'UTC' },
        slots,
      };
    },
    MEMBERS,
  );

  route(
    app,
    requestMeetingEndpoint,
    async ({ request, body }) => {
      const you = await caller(request);
      const them = await bookablePerson(db, body.person, you);
      return requestMeeting(context, {
        requester: you,
        invitee: them,
        startsAt: body.startsAt,
        subject: body.subject,
        place: body.place,
      });
    },
    { ...MEMBERS, config: REQUEST_RATE },
  );

  const answer = (
    body: { meeting: number; sequence: number },
    request: FastifyRequest,
    action: MeetingAction,
  ) =>
    actOnMeeting(
      context,
      { meetingId: body.meeting, sequence: body.sequence, callerId: signedInCaller(request).userId },
      action,
    );

  route(app, acceptMeeting, async ({ request, body }) => answer(body, request, { kind: 'accept' }), MEMBERS);
  route(
    app,
    declineMeeting,
    async ({ request, body }) => answer(body, request, { kind: 'decline', reason: body.reason }),
    MEMBERS,
  );
  route(
    app,
    proposeMeetingTime,
    async ({ request, body }) => answer(body, request, { kind: 'propose', startsAt: body.startsAt }),
    { ...MEMBERS, config: REQUEST_RATE },
  );
  route(
    app,
    rescheduleMeeting,
    async ({ request, body }) => answer(body, request, { kind: 'reschedule', startsAt: body.startsAt }),
    { ...MEMBERS, config: REQUEST_RATE },
  );
  route(
    app,
    cancelMeeting,
    async ({ request, body }) => answer(body, request, { kind: 'cancel', reason: body.reason }),
    MEMBERS,
  );

  route(
    app,
    listMeetings,
    async ({ request }) => {
      const you = await caller(request);
      const now = clock();
      const current = await currentMeetings(db, you.id, now);
      const past = await pastMeetings(db, you.id, now);
      const views = await meetingViews(db, [...current, ...past], you.id, now);
      const currentViews = views.slice(0, current.length);
      return {
        timeZone: you.zone,
        upcoming: currentViews.filter((view) => view.status === 'confirmed'),
        requestsIn: currentViews.filter((view) => view.status === 'requested' && view.awaiting === 'you'),
        requestsOut: currentViews.filter((view) => view.status === 'requested' && view.awaiting === 'them'),
        past: views.slice(current.length),
        requestsLeft: await requestsLeft(db, you.id, now),
      };
    },
    MEMBERS,
  );

  route(
    app,
    getMeeting,
    async ({ request, query }) => {
      const userId = signedInCaller(request).userId;
      const { row } = await meetingOf(db, query.id, userId);
      const [view] = await meetingViews(db, [row], userId, clock());
      return view!;
    },
    MEMBERS,
  );

  route(
    app,
    listMeetingsStartingSoon,
    async ({ request }) => {
      const userId = signedInCaller(request).userId;
      const now = clock();
      const until = new Date(now.getTime() + DESKTOP_NOTICE_MINUTES * MINUTE);
      const rows = await meetingsStartingBetween(db, userId, now, until);
      return { minutes: DESKTOP_NOTICE_MINUTES, meetings: await meetingViews(db, rows, userId, now) };
    },
    MEMBERS,
  );

  blockRoutes(app, context, caller);
  feedRoutes(app, context);
  meetingCalendarRoute(app, context);
  conferenceRoutes(app, context, caller);
}

function blockRoutes(
  app: FastifyInstance,
  context: MeetingsContext,
  caller: (request: FastifyRequest) => ReturnType<typeof personById>,
): void {
  const { db, clock } = context;
  const list = async (userId: number) => {
    const rows = await blockedCompanies(db, userId);
    return {
      blocked: rows.map((row) => ({
        company: { name: row.name, slug: row.slug },
        blockedAt: row.created_at,
      })),
    };
  };
  const companyBySlug = async (slug: string) => {
    const company = await companyAt(db, slug);
    if (!company) {
      const message = 'There is no company at this address in the directory.';
      throw new ApiError('NOT_FOUND', message, { company: message });
    }
    return company;
  };

  route(app, listBlockedCompanies, async ({ request }) => list(signedInCaller(request).userId), MEMBERS);

  route(
    app,
    blockCompany,
    async ({ request, body }) => {
      const you = await caller(request);
      const company = await companyBySlug(body.company);
      if (company.id === you.companyId) {
        const message = 'You cannot block your own company.';
        throw new ApiError('VALIDATION', message, { company: message });
      }
      const now = clock();
      await addBlock(db, you.id, company.id, now);
      // Requests from that company already waiting for this member are declined, each told as usual.
      const waiting = await requestsWaitingFrom(db, you.id, company.id, now);
      for (const meeting of waiting) {
        await actOnMeeting(
          context,
          { meetingId: meeting.id, sequence: Number(meeting.sequence), callerId: you.id },
          { kind: 'decline', reason: null },
        );
      }
      return list(you.id);
    },
    MEMBERS,
  );

  route(
    app,
    unblockCompany,
    async ({ request, body }) => {
      const userId = signedInCaller(request).userId;
      const company = await companyBySlug(body.company);
      await removeBlock(db, userId, company.id);
      return list(userId);
    },
    MEMBERS,
  );
}

/** Each side of a meeting, as the calendar of `readerId` describes it. */
function partiesFor(
  readerId: number,
  row: MeetingRow,
  requester: Awaited<ReturnType<typeof personById>>,
  invitee: Awaited<ReturnType<typeof personById>>,
) {
  const isRequester = row.requester_id === readerId;
  return {
    reader: isRequester ? requester : invitee,
    other: isRequester ? invitee : requester,
    readerZone: isRequester ? row.requester_zone : row.invitee_zone,
    otherZone: isRequester ? row.invitee_zone : row.requester_zone,
  };
}

function feedRoutes(app: FastifyInstance, context: MeetingsContext): void {
  const { db, clock, siteUrl } = context;
  route(app, getMeetingFeed, async ({ request }) => feedStatus(db, signedInCaller(request).userId), MEMBERS);
  route(
    app,
    createMeetingFeed,
    async ({ request }) => {
      const userId = signedInCaller(request).userId;
      const token = await createFeedToken(db, userId, clock());
      const httpsUrl = `${siteUrl}${meetingFeedPath(token)}`;
      return {
        ...(await feedStatus(db, userId)),
        httpsUrl,
        webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:'),
      };
    },
    MEMBERS,
  );
  route(
    app,
    revokeMeetingFeed,
    async ({ request }) => {
      const userId = signedInCaller(request).userId;
      await revokeFeed(db, userId);
      return feedStatus(db, userId);
    },
    MEMBERS,
  );

  // Calendar programs fetch the feed without a session: the unguessable token is the key, and
  // revoking or replacing it closes the old address.
  route(
    app,
    getMeetingFeedCalendar,
    async ({ params }) => {
      const userId = await feedOwner(db, params.token);
      if (userId === null) {
        throw new ApiError(
          'NOT_FOUND',
          'This calendar address no longer works. Copy the new one from your meetings page.',
        );
      }
      const now = clock();
      const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 60 * MINUTE);
      const rows = await feedMeetings(db, userId, since);
      const people = new Map<number, Awaited<ReturnType<typeof personById>>>();
      const person = async (id: number) => {
        if (!people.has(id)) people.set(id, await personById(db, id));
        return people.get(id)!;
      };
      const titles = await eventTitles(
        db,
        rows.flatMap((row) => (row.event_id === null ? [] : [row.event_id])),
      );
      const entries = [];
      for (const row of rows) {
        entries.push({
          meeting: row,
          parties: partiesFor(userId, row, await person(row.requester_id), await person(row.invitee_id)),
          eventTitle: row.event_id === null ? undefined : titles.get(row.event_id),
        });
      }
      return calendarDownload(
        'dfa-meetings.ics',
        meetingsCalendar('DFA meetings', entries, { siteUrl, organizer: context.organizer, now }),
        { personal: true },
      );
    },
    { access: 'anyone' },
  );
}

/** One confirmed meeting as a calendar file, for a member who did not keep the emailed invitation. */
function meetingCalendarRoute(app: FastifyInstance, context: MeetingsContext): void {
  const { db, clock, siteUrl } = context;
  route(
    app,
    getMeetingCalendar,
    async ({ request, params }) => {
      const userId = signedInCaller(request).userId;
      const row = await confirmedMeetingOf(db, params.id, userId);
      if (!row) {
        throw new ApiError('NOT_FOUND', 'There is no confirmed meeting of yours by that number.');
      }
      const people = await peopleByIds(db, [row.requester_id, row.invitee_id]);
      const eventTitle =
        row.event_id === null ? undefined : (await eventTitles(db, [row.event_id])).get(row.event_id);
      const content = meetingsCalendar(
        'DFA meeting',
        [
          {
            meeting: row,
            parties: partiesFor(userId, row, people.get(row.requester_id)!, people.get(row.invitee_id)!),
            eventTitle,
          },
        ],
        { siteUrl, organizer: context.organizer, now: clock() },
      );
      return calendarDownload(`dfa-meeting-${row.id}.ics`, content, { personal: true });
    },
    MEMBERS,
  );
}

function conferenceRoutes(
  app: FastifyInstance,
  context: MeetingsContext,
  caller: (request: FastifyRequest) => ReturnType<typeof personById>,
): void {
  const { db, clock, siteUrl } = context;

  route(
    app,
    getConference,
    async ({ request, query }) =>
      conferenceForMember(db, await eventRecord(db, query.event), await caller(request)),
    MEMBERS,
  );

  route(
    app,
    listConferenceSlots,
    async ({ request, query }) => {
      const you = await caller(request);
      const event = await eventRecord(db, query.event);
      const them = await bookablePerson(db, query.person, you);
      const conference = await checkConferenceBooking(db, await conferenceOf(db, event), event, {
        caller: you,
        other: them,
      });
      return {
        you: { timeZone: conferenceZoneOf(you, conference) },
        them: { ...personRef(them), timeZone: conferenceZoneOf(them, conference) },
        slots: await freeConferenceSlots(db, conference, { caller: you, other: them }, clock()),
      };
    },
    MEMBERS,
  );

  route(
    app,
    requestConferenceMeeting,
    async ({ request, body }) => {
      const you = await caller(request);
      const event = await eventRecord(db, body.event);
      const them = await bookablePerson(db, body.person, you);
      const conference = await checkConferenceBooking(db, await conferenceOf(db, event), event, {
        caller: you,
        other: them,
      });
      return requestMeeting(context, {
        requester: you,
        invitee: them,
        startsAt: body.startsAt,
        subject: body.subject,
        place: { kind: 'table' },
        conference,
      });
    },
    { ...MEMBERS, config: REQUEST_RATE },
  );

  route(
    app,
    getConferenceSchedule,
    async ({ request, query }) =>
      conferenceSchedule(db, await eventRecord(db, query.event), await caller(request)),
    MEMBERS,
  );

  route(
    app,
    listConferenceContacts,
    async ({ request, query }) =>
      conferenceContacts(db, await eventRecord(db, query.event), await caller(request), clock()),
    MEMBERS,
  );

  route(
    app,
    getConferenceCalendar,
    async ({ request, params }) => {
      const slug = eventSlugSchema.safeParse(params.event);
      const event = await eventRecord(db, slug.success ? slug.data : params.event);
      const you = await caller(request);
      const meetings = await confirmedAt(db, event.id, you.id);
      const content = meetingsCalendar(
        `${event.title}: your meetings`,
        meetings.map(({ row, requester, invitee }) => ({
          meeting: row,
          parties: partiesFor(you.id, row, requester, invitee),
          eventTitle: event.title,
        })),
        { siteUrl, organizer: context.organizer, now: clock() },
      );
      return calendarDownload(`${event.slug}-meetings.ics`, content, { personal: true });
    },
    MEMBERS,
  );

  route(
    app,
    getConferenceAdmin,
    async ({ query }) => conferenceAdmin(db, await eventRecord(db, query.event), clock()),
    ADMINS,
  );

  route(
    app,
    saveConferenceSettingsEndpoint,
    async ({ request, body }) =>
      saveConferenceSettings(db, await eventRecord(db, body.event), body, {
        adminId: signedInCaller(request).userId,
        now: clock(),
      }),
    ADMINS,
  );

  route(
    app,
    moveConferenceMeetingEndpoint,
    async ({ body }) => {
      const moved = await moveConferenceMeeting(context, {
        meetingId: body.meeting,
        startsAt: body.startsAt,
        table: body.table,
      });
      const zone = await eventTimeZone(db, moved.event_id!);
      const people = await peopleByIds(db, [moved.requester_id, moved.invitee_id]);
      return adminMeetingView(moved, people, zone, clock());
    },
    ADMINS,
  );
}
