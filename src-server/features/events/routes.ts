import type { FastifyInstance } from 'fastify';
import { eventSlugSchema, getEvent, listEvents } from '../../../shared/api/events';
import { splitByDate } from '../../../shared/events/schedule';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { eventCalendar } from './calendar';
import { findEventBySlug, listAllEvents } from './event-repository';

async function eventOrNotFound(db: Db, slug: string) {
  const event = await findEventBySlug(db, slug);
  if (!event)
    throw new ApiError('NOT_FOUND', `There is no event “${slug}”. Check the link or see all events.`);
  return event;
}

export function eventRoutes(app: FastifyInstance, { db, siteUrl }: { db: Db; siteUrl: string }): void {
  route(app, listEvents, async () => splitByDate(await listAllEvents(db), new Date()));

  route(app, getEvent, async ({ query }) => eventOrNotFound(db, query.slug));

  app.get<{ Params: { slug: string } }>('/api/events/:slug/calendar.ics', async (request, reply) => {
    const slug = eventSlugSchema.safeParse(request.params.slug);
    if (!slug.success) {
      throw new ApiError(
        'NOT_FOUND',
        `There is no event “${request.params.slug}”. Check the link or see all events.`,
      );
    }
    const event = await eventOrNotFound(db, slug.data);
    const calendar = eventCalendar(event, {
      pageUrl: `${siteUrl}/events/${event.slug}`,
      host: new URL(siteUrl).hostname,
      now: new Date(),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
      .header('cache-control', 'no-cache')
      .send(calendar);
  });
}
