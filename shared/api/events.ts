import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const eventSlugSchema = z
  .string({ error: 'Give the event’s slug.' })
  .trim()
  .min(1, 'Give the event’s slug.')
  .max(120, 'An event slug is at most 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'An event slug has lowercase letters, digits and hyphens only.');

export const eventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** one or two sentences for cards and meta descriptions */
  summary: z.string(),
  /** plain text; paragraphs are separated by a blank line */
  description: z.string(),
  /** ISO-8601 instants in UTC */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** IANA zone the event's days are counted in, e.g. `Asia/Dubai` */
  timeZone: z.string(),
  attendance: z.enum(['online', 'offline']),
  venueName: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string().nullable(),
  priceUsd: z.number().nonnegative(),
});

export type EventDetails = z.infer<typeof eventSchema>;

export const listEvents = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  response: z.object({ upcoming: z.array(eventSchema), past: z.array(eventSchema) }),
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/api/events/event',
  query: z.object({ slug: eventSlugSchema }),
  response: eventSchema,
});

/** The calendar file of one event (text/calendar, not JSON, so it has no response schema). */
export function eventCalendarPath(slug: string): string {
  return `/api/events/${encodeURIComponent(slug)}/calendar.ics`;
}
