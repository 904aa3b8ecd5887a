import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  askAboutNextEvent,
  cancelEventRegistration,
  createEvent,
  eventSlugSchema,
  getEvent,
  getEventCalendar,
  getEventRegistration,
  getAttendeeCount,
  importAttendees as importAttendeesEndpoint,
  listEventAttendees,
  listEventRegistrations,
  listEvents,
  listNextEventInterest,
  markAttendance as markAttendanceEndpoint,
  removeAttendee as removeAttendeeEndpoint,
  registerForEvent,
  updateEvent,
} from '../../../shared/api/events';
import { splitByDate } from '../../../shared/events/schedule';
import { ROUTES } from '../../../shared/routes';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { calendarDownload, csvDownload } from '../../core/answers';
import { bodyField, limitPer } from '../../http/rate-limits';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import { storedAttribution } from '../../services/attribution';
import type { BotCheck } from '../../services/captcha';
import type { SiteHooks } from '../../web/site-hooks';
import { requireHuman } from '../../http/human-check';
import { addEvent, changeEvent } from './admin-event-repository';
import {
  countAttendees,
  importAttendees,
  listAttendingCompanies,
  markAttendance,
  removeAttendee,
} from './attendance';
import { attendeesCsv } from './attendees-csv';
import { eventCalendar } from './calendar';
import {
  eventNotFoundError,
  findEventBySlug,
  listAllEvents,
  listEventSlugs,
} from '../../services/event-repository';
import { announceToInterested, interestCsv, listInterest, rememberInterest } from './next-event-interest';
import { cancelRegistration, listAttendees, register, viewRegistration } from './registration-repository';

const MINUTE = 60 * 1000;

async function eventOrNotFound(db: Db, slug: string) {
  const event = await findEventBySlug(db, slug);
  if (!event) throw eventNotFoundError(slug);
  return event;
}

export interface EventRouteDependencies {
  db: Db;
  siteUrl: string;
  geolocationSource: Config['geolocationSource'];
  botCheck: BotCheck;
  site: SiteHooks;
  clock: Clock;
}

/** Paths the route table already lists (the designed pages of the seeded events). */
const STATIC_PATHS = new Set(ROUTES.filter((entry) => !entry.pattern).map((entry) => entry.path));

export function eventRoutes(app: FastifyInstance, dependencies: EventRouteDependencies): void {
  const { db, siteUrl, site, clock } = dependencies;
  site.addPagePaths(async () =>
    (await listEventSlugs(db)).map((slug) => `/events/${slug}`).filter((path) => !STATIC_PATHS.has(path)),
  );
  route(app, listEvents, async () => splitByDate(await listAllEvents(db), clock()), { access: 'anyone' });

  route(app, getEvent, async ({ query }) => eventOrNotFound(db, query.slug), { access: 'anyone' });

  route(
    app,
    getEventCalendar,
    async ({ params }) => {
      // A slug that cannot be one is an event that does not exist, named as the visitor wrote it.
      const slug = eventSlugSchema.safeParse(params.slug);
      if (!slug.success) throw eventNotFoundError(params.slug);
      const event = await eventOrNotFound(db, slug.data);
      const calendar = eventCalendar(event, {
        pageUrl: `${siteUrl}/events/${event.slug}`,
        host: new URL(siteUrl).hostname,
        now: clock(),
      });
      return calendarDownload(`${event.slug}.ics`, calendar, { personal: false });
    },
    { access: 'anyone' },
  );

  // Visitors learn how many companies attended; members see which, each linked to its profile.
  route(app, getAttendeeCount, async ({ query }) => countAttendees(db, query.event), { access: 'anyone' });
  route(app, listEventAttendees, async ({ query }) => listAttendingCompanies(db, query.event), {
    access: { members: 'attendee-lists' },
  });

  registrationRoutes(app, dependencies);
  adminEventRoutes(app, dependencies);
  attendanceRoutes(app, dependencies);
}

function registrationRoutes(
  app: FastifyInstance,
  { db, siteUrl, geolocationSource, botCheck, site, clock }: EventRouteDependencies,
): void {
  // Each registration sends an email: per IP enough for someone registering a few colleagues,
  // per address few enough that nobody can flood a stranger's inbox with links.
  const perEmail = limitPer(app, {
    max: 5,
    timeWindowMs: 60 * MINUTE,
    key: (request) => bodyField(request, 'email'),
  });
  route(
    app,
    registerForEvent,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request, { db, clock });
      const { captchaToken: _captchaToken, attribution, ...fields } = body;
      const registration = {
        ...fields,
        attribution: storedAttribution(attribution, request, { geolocationSource }),
      };
      const { replacedLink } = await register(db, { registration, ip: request.ip, siteUrl }, clock());
      // The page of the replaced link may be kept rendered; it must now answer "not valid".
      if (replacedLink) site.invalidatePages();
      return { status: 'email-sent' as const };
    },
    { access: 'anyone', config: { rateLimit: { max: 10, timeWindow: 10 * MINUTE } }, preHandler: [perEmail] },
  );

  route(
    app,
    askAboutNextEvent,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request, { db, clock });
      await rememberInterest(
        db,
        {
          email: body.email,
          ip: request.ip,
          attribution: storedAttribution(body.attribution, request, { geolocationSource }),
        },
        clock(),
      );
      return { status: 'subscribed' as const };
    },
    { access: 'anyone', config: { rateLimit: { max: 10, timeWindow: 10 * MINUTE } } },
  );

  route(app, getEventRegistration, async ({ query }) => viewRegistration(db, query.event, query.token), {
    access: 'anyone',
  });

  route(
    app,
    cancelEventRegistration,
    async ({ body }) => {
      const view = await cancelRegistration(db, { slug: body.event, token: body.token, siteUrl }, clock());
      // The personal page may be kept rendered with the registration still active.
      site.invalidatePages();
      return view;
    },
    { access: 'anyone', config: { rateLimit: { max: 20, timeWindow: MINUTE } } },
  );
}

function adminEventRoutes(app: FastifyInstance, { db, site, siteUrl, clock }: EventRouteDependencies): void {
  // The role is checked before the body, so only admins learn what a valid event looks like.
  const adminsOnly = { access: 'admins' } as const;
  route(
    app,
    createEvent,
    async ({ body }) => {
      const event = await addEvent(db, body, clock());
      site.invalidatePages();
      await announceToInterested(db, event, siteUrl, clock());
      return event;
    },
    adminsOnly,
  );
  route(
    app,
    updateEvent,
    async ({ body }) => {
      const event = await changeEvent(db, body.event, body.changes);
      site.invalidatePages();
      return event;
    },
    adminsOnly,
  );

  route(
    app,
    listEventRegistrations,
    async ({ query }) => {
      const { event, attendees } = await listAttendees(db, query.event);
      if (query.format === 'json') return { event, data: attendees };
      return csvDownload(`registrations-${event.slug}.csv`, attendeesCsv(attendees));
    },
    adminsOnly,
  );

  route(
    app,
    listNextEventInterest,
    async ({ query }) => {
      const data = await listInterest(db);
      if (query.format === 'json') return { data };
      return csvDownload('next-event-interest.csv', interestCsv(data));
    },
    adminsOnly,
  );
}

/** Admins record who attended; every attendees page renders the count, so each change re-renders. */
function attendanceRoutes(app: FastifyInstance, { db, site, clock }: EventRouteDependencies): void {
  const rerendering = async <T>(change: Promise<T>): Promise<T> => {
    const answer = await change;
    site.invalidatePages();
    return answer;
  };
  const recordedBy = (request: FastifyRequest) => signedInCaller(request).userId;
  route(
    app,
    markAttendanceEndpoint,
    ({ body, request }) =>
      rerendering(markAttendance(db, { ...body, recordedBy: recordedBy(request) }, clock())),
    { access: 'admins' },
  );
  route(
    app,
    importAttendeesEndpoint,
    ({ body, request }) =>
      rerendering(importAttendees(db, { ...body, recordedBy: recordedBy(request) }, clock())),
    { access: 'admins' },
  );
  route(app, removeAttendeeEndpoint, ({ body }) => rerendering(removeAttendee(db, body)), {
    access: 'admins',
  });
}
