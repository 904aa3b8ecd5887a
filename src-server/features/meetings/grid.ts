import { conferenceGrid, type ConferenceDay, type GridSlot } from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import {
  findConferenceRow,
  findEventBySlug,
  getEvent,
  lockSlotTables,
  tablesTakenAt,
} from './conference-repository';

/** An event's meeting grid as DFA set it up. */
export interface Conference {
  eventId: number;
  slug: string;
  title: string;
  zone: string;
  startsAt: string;
  endsAt: string;
  slotMinutes: number;
  tables: number;
  days: ConferenceDay[];
  grid: GridSlot[];
}

export interface EventRecord {
  id: number;
  slug: string;
  title: string;
  time_zone: string;
  starts_at: string;
  ends_at: string;
}

export async function eventRecord(db: Db, slug: string): Promise<EventRecord> {
  const row = await findEventBySlug(db, slug);
  if (!row) throw new ApiError('NOT_FOUND', `There is no event “${slug}”. Check the link or see all events.`);
  return row;
}

export async function conferenceOf(db: Db, event: EventRecord): Promise<Conference | null> {
  const row = await findConferenceRow(db, event.id);
  if (!row) return null;
  const days = JSON.parse(row.days) as ConferenceDay[];
  const slotMinutes = Number(row.slot_minutes);
  return {
    eventId: event.id,
    slug: event.slug,
    title: event.title,
    zone: event.time_zone,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
    slotMinutes,
    tables: Number(row.tables),
    days,
    grid: conferenceGrid(days, slotMinutes, event.time_zone),
  };
}

export async function conferenceById(db: Db, eventId: number): Promise<Conference> {
  const event = await getEvent(db, eventId);
  const conference = await conferenceOf(db, event);
  if (!conference) throw new ApiError('CONFLICT', `Meetings at ${event.title} are not set up.`);
  return conference;
}

function notOnGrid(conference: Conference): ApiError {
  const message = `Choose one of the meeting slots of ${conference.title}.`;
  return new ApiError('VALIDATION', message, { startsAt: message });
}

/** The grid slot that starts at `startsAt`, or a 400 naming the field. */
export function gridSlotAt(conference: Conference, startsAt: string): GridSlot {
  const at = Date.parse(startsAt);
  const slot = conference.grid.find((candidate) => candidate.startsAt === at);
  if (!slot) throw notOnGrid(conference);
  return slot;
}

/**
 * A table free in the slot: the preferred one if it is free, else the lowest-numbered free one;
 * null when all are taken. Call it in the transaction that takes the table: on PostgreSQL it
 * queues the slot's bookings behind each other until that transaction ends, so each reads the
 * tables the one before it took (racing for the last free tables of a full slot, guesses would
 * collide again and again). SQLite runs one write transaction at a time anyway.
 */
export async function freeTable(
  db: Db,
  conference: Conference,
  startsAt: string,
  { preferred }: { preferred?: number | null } = {},
): Promise<number | null> {
  await lockSlotTables(db, conference.eventId, startsAt);
  const taken = new Set(await tablesTakenAt(db, conference.eventId, startsAt));
  if (preferred && preferred <= conference.tables && !taken.has(preferred)) return preferred;
  const free: number[] = [];
  for (let table = 1; table <= conference.tables; table += 1) if (!taken.has(table)) free.push(table);
  return free[0] ?? null;
}
