import type { Selectable } from 'kysely';
import type { EventDetails } from '../../../shared/api/events';
import type { Db } from '../../db/database';
import type { EventsTable } from '../../db/tables';

function toEvent(row: Selectable<EventsTable>): EventDetails {
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
  };
}

export async function listAllEvents(db: Db): Promise<EventDetails[]> {
  const rows = await db.selectFrom('events').selectAll().orderBy('starts_at').execute();
  return rows.map(toEvent);
}

export async function findEventBySlug(db: Db, slug: string): Promise<EventDetails | undefined> {
  const row = await db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toEvent(row) : undefined;
}
