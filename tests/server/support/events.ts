import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src-server/db/database';
import { nextIp, post } from './auth';
import { TEST_SITE_URL } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let events = 0;
/** Inserts an online event that starts in `startsInDays` (negative: in the past); answers its slug. */
export async function insertEvent(
  db: Db,
  {
    startsInDays = 30,
    lastsDays = 1,
    slug,
  }: { startsInDays?: number; lastsDays?: number; slug?: string } = {},
): Promise<string> {
  events += 1;
  const eventSlug = slug ?? `test-event-${events}-${Date.now()}`;
  const start = new Date(Date.now() + startsInDays * DAY_MS);
  await db
    .insertInto('events')
    .values({
      slug: eventSlug,
      title: `Freight Forum ${events}`,
      summary: 'A test event.',
      description: 'Added by a test.',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + lastsDays * DAY_MS).toISOString(),
      time_zone: 'Asia/Dubai',
      attendance: 'offline',
      venue_name: 'Harbour Hall',
      city: 'Dubai',
      country: 'AE',
      created_at: new Date().toISOString(),
    })
    .execute();
  return eventSlug;
}

export function eventRegistrationBody(eventSlug: string, overrides: Record<string, unknown> = {}) {
  return {
    eventSlug,
    name: '  Layla Rahman ',
    email: 'Layla@Blue-Anchor.test',
    company: 'Blue Anchor Forwarding',
    phone: '+44 20 7946 0958',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function registerFor(app: FastifyInstance, body: object, ip = nextIp()) {
  return post(app, '/api/events/register', body, { ip });
}

/** The token of the personal link in the newest email to `email` about `slug`. */
export async function personalTokenFrom(db: Db, email: string, slug: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = new RegExp(`${TEST_SITE_URL}/events/${slug}/([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no personal link in "${mail.text}"`);
  return token;
}
