import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, EventsTable, MeetingsTable } from '../../db/tables';

/** Conference meetings: the events' meeting grids, their tables, and who registered to meet. */

type MeetingRow = Selectable<MeetingsTable>;
type EventRow = Pick<
  Selectable<EventsTable>,
  'id' | 'slug' | 'title' | 'time_zone' | 'starts_at' | 'ends_at'
>;
type ConferenceRow = Selectable<Database['meeting_conferences']>;
type ConferenceSettings = Omit<ConferenceRow, 'event_id'>;

const EVENT_COLUMNS = ['id', 'slug', 'title', 'time_zone', 'starts_at', 'ends_at'] as const;

export async function findEventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').select(EVENT_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

export async function getEvent(db: Db, id: number): Promise<EventRow> {
  return db.selectFrom('events').select(EVENT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findConferenceRow(db: Db, eventId: number): Promise<ConferenceRow | undefined> {
  return db.selectFrom('meeting_conferences').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export async function saveConferenceRow(
  trx: Db,
  eventId: number,
  settings: ConferenceSettings,
): Promise<void> {
  await trx
    .insertInto('meeting_conferences')
    .values({ event_id: eventId, ...settings })
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet(settings))
    .execute();
}

/**
 * Queues the bookings of one slot behind each other until the caller's transaction ends, on
 * PostgreSQL; SQLite runs one write transaction at a time anyway.
 */
export async function lockSlotTables(trx: Db, eventId: number, startsAt: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`dfa:meeting-tables:${eventId}:${startsAt}`}))`.execute(
      trx,
    );
  }
}

/** The tables held in one slot of the event. */
export async function tablesTakenAt(db: Db, eventId: number, startsAt: string): Promise<number[]> {
  const rows = await db
    .selectFrom('meeting_tables')
    .select('table_number')
    .where('event_id', '=', eventId)
    .where('starts_at', '=', startsAt)
    .execute();
  return rows.map((row) => Number(row.table_number));
}

/** The start of the slot of every table held at the event from `fromIso` on, one entry per table. */
export async function tableSlotsFrom(db: Db, eventId: number, fromIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('meeting_tables')
    .select(['starts_at'])
    .where('event_id', '=', eventId)
    .where('starts_at', '>=', fromIso)
    .execute();
  return rows.map((row) => row.starts_at);
}

/** The event's live (requested or confirmed) meetings, by slot and table. */
export async function liveConferenceMeetings(db: Db, eventId: number): Promise<MeetingRow[]> {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', ['requested', 'confirmed'])
    .orderBy('starts_at')
    .orderBy('table_number')
    .execute();
}

/** The person's confirmed meetings at the event, soonest first. */
export async function confirmedMeetingsAt(db: Db, eventId: number, personId: number): Promise<MeetingRow[]> {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('requester_id', '=', personId), eb('invitee_id', '=', personId)]))
    .orderBy('starts_at')
    .execute();
}

/** Whether someone with this (normalised) email has an active registration for the event. */
export async function hasActiveRegistration(db: Db, eventId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'active')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts whose email has an active registration for the event. */
export async function registeredUserIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .innerJoin('users', 'users.email', 'event_registrations.email')
    .select('users.id')
    .where('event_registrations.event_id', '=', eventId)
    .where('event_registrations.status', '=', 'active')
    .execute();
  return rows.map((row) => row.id);
}
