import type { Selectable } from 'kysely';
import type { EventDetails } from '../../shared/api/events';
import type { Db } from '../db/database';
import type { EventsTable } from '../db/tables';
import { ApiError } from '../core/errors';

export function toEvent(row: Selectable<EventsTable>): EventDetails {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    attendance: row.attendance,
    venueName: row.venue_name,
    city: row.city,
    country: row.country,
    priceUsd: Number(row.price_usd),
    recap: row.recap,
  };
}

/** The columns an event's details are stored in (everything but its id and creation time). */
export function eventColumns(event: EventDetails) {
  return {
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    description: event.description,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    time_zone: event.timeZone,
    attendance: event.attendance,
    venue_name: event.venueName,
    city: event.city,
    country: event.country,
    price_usd: event.priceUsd,
    recap: event.recap,
  };
}

export async function listAllEvents(db: Db): Promise<EventDetails[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('starts_at').execute();
  return rows.map(toEvent);
}

export async function findEventBySlug(db: Db, slug: string): Promise<EventDetails | undefined> {
  return (await findEventRecord(db, slug))?.event;
}

/** An event with its row id, for records that refer to it. */
export async function findEventRecord(
  db: Db,
  slug: string,
): Promise<{ id: number; event: EventDetails } | undefined> {
  const row = await db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? { id: row.id, event: toEvent(row) } : undefined;
}

export async function listEventSlugs(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('events').select('slug').orderBy('starts_at').execute();
  return rows.map((row) => row.slug);
}

export function eventNotFoundError(slug: string): ApiError {
  return new ApiError('NOT_FOUND', `There is no event “${slug}”. Check the link or see all events.`);
}
