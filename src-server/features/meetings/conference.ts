import type { z } from 'zod';
import type {
  conferenceSettingsInputSchema,
  getConference,
  getConferenceAdmin,
  getConferenceSchedule,
  listConferenceSlots,
} from '../../../shared/api/meetings';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatLongDay } from '../../../shared/domain/date';
import { cellsOf, conferenceGrid, localTime, WEEKDAYS, type GridSlot } from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { heldCells } from './booking';
import {
  confirmedMeetingsAt,
  hasActiveRegistration,
  liveConferenceMeetings,
  registeredUserIds,
  saveConferenceRow,
  tableSlotsFrom,
} from './conference-repository';
import { conferenceOf, type Conference, type EventRecord } from './grid';
import { peopleByIds, personRef, type Person } from './people';
import { statusOf, type MeetingRow } from './views';

type SettingsInput = z.output<typeof conferenceSettingsInputSchema>;

function eventView(event: EventRecord) {
  return {
    slug: event.slug,
    title: event.title,
    timeZone: event.time_zone,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
  };
}

function settingsView(conference: Conference | null) {
  if (!conference) return null;
  return {
    slotMinutes: conference.slotMinutes,
    tables: conference.tables,
    days: conference.days.map((day) => ({
      date: day.date,
      from: day.from,
      to: day.to,
      breaks: day.breaks.map((pause) => ({ from: pause.from, to: pause.to, label: pause.label ?? null })),
    })),
  };
}

function gridSlotView(slot: GridSlot) {
  return {
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: new Date(slot.endsAt).toISOString(),
    time: slot.time,
  };
}

/**
 * Sets the event's grid. Refused while a live meeting would fall off it (its slot gone, or its
 * table beyond the new count): the admin moves or the members cancel those first.
 */
export async function saveConferenceSettings(
  db: Db,
  event: EventRecord,
  input: SettingsInput,
  { adminId, now }: { adminId: number; now: Date },
) {
  const days = input.days
    .map((day) => ({
      date: day.date,
      from: day.from,
      to: day.to,
      breaks: [...day.breaks].sort((a, b) => a.from.localeCompare(b.from)).map((pause) => ({ ...pause })),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const grid = conferenceGrid(days, input.slotMinutes, event.time_zone);
  if (grid.length === 0) {
    const message = 'These hours leave no meeting slot: make the days longer or the slots shorter.';
    throw new ApiError('VALIDATION', message, { days: message });
  }
  const slots = new Map(grid.map((slot) => [slot.startsAt, slot]));
  await db.transaction().execute(async (trx) => {
    const stranded = (await liveConferenceMeetings(trx, event.id)).filter((meeting) => {
      const slot = slots.get(Date.parse(meeting.starts_at));
      return (
        !slot || slot.endsAt !== Date.parse(meeting.ends_at) || (meeting.table_number ?? 0) > input.tables
      );
    });
    if (stranded.length > 0) {
      throw new ApiError(
        'CONFLICT',
        `${stranded.length} booked ${stranded.length === 1 ? 'meeting does' : 'meetings do'} not fit these settings. Move ${stranded.length === 1 ? 'it' : 'them'} first, or keep their slots and tables.`,
      );
    }
    await saveConferenceRow(trx, event.id, {
      slot_minutes: input.slotMinutes,
      tables: input.tables,
      days: JSON.stringify(days),
      updated_by: adminId,
      updated_at: now.toISOString(),
    });
  });
  return settingsView(await conferenceOf(db, event))!;
}

/** Whether the person has an active registration for the event (matched by their email). */
async function isRegistered(db: Db, eventId: number, person: Person): Promise<boolean> {
  return hasActiveRegistration(db, eventId, person.email.toLowerCase());
}

/** The people registered for the event whose companies are members in good standing. */
async function registeredPeople(db: Db, eventId: number): Promise<Person[]> {
  const people = await peopleByIds(db, await registeredUserIds(db, eventId));
  return [...people.values()]
    .filter((person) => person.inGoodStanding)
    .sort((a, b) => a.companyName.localeCompare(b.companyName) || a.name.localeCompare(b.name));
}

/** Conference meetings need the event set up, and both people registered for it. */
export async function checkConferenceBooking(
  db: Db,
  conference: Conference | null,
  event: EventRecord,
  people: { caller: Person; other: Person },
): Promise<Conference> {
  if (!conference) throw new ApiError('CONFLICT', `Meetings at ${event.title} are not open yet.`);
  if (!(await isRegistered(db, event.id, people.caller))) {
    throw new ApiError('FORBIDDEN', `Register for ${event.title} to book meetings there.`);
  }
  if (!(await isRegistered(db, event.id, people.other))) {
    const message = `${people.other.name} is not registered for ${event.title}.`;
    throw new ApiError('CONFLICT', message, { person: message });
  }
  return conference;
}

export async function conferenceForMember(
  db: Db,
  event: EventRecord,
  caller: Person,
): Promise<ResponseOf<typeof getConference>> {
  const conference = await conferenceOf(db, event);
  const registered = await isRegistered(db, event.id, caller);
  const grid = conference ? byDay(conference.grid) : [];
  const attendees =
    conference && registered
      ? (await registeredPeople(db, event.id)).filter((person) => person.id !== caller.id).map(personRef)
      : [];
  return {
    event: eventView(event),
    settings: settingsView(conference),
    registered,
    grid: grid.map(({ date, slots }) => ({ date, slots: slots.map(gridSlotView) })),
    attendees,
  };
}

function byDay(grid: readonly GridSlot[]): { date: string; slots: GridSlot[] }[] {
  const days = new Map<string, GridSlot[]>();
  for (const slot of grid) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, slots]) => ({ date, slots }));
}

/** The zone a person's conference times are read in: their own, else the event's. */
export function conferenceZoneOf(person: Person, conference: Conference): string {
  return person.zone ?? conference.zone;
}

/**
 * The grid's future slots where both people are free and a table is left, each on the event's
 * clock and on each person's.
 */
export async function freeConferenceSlots(
  db: Db,
  conference: Conference,
  people: { caller: Person; other: Person },
  now: Date,
): Promise<ResponseOf<typeof listConferenceSlots>['slots']> {
  const [yourZone, theirZone] = [people.caller, people.other].map((person) =>
    conferenceZoneOf(person, conference),
  ) as [string, string];
  const future = conference.grid.filter((slot) => slot.startsAt > now.getTime());
  if (future.length === 0) return [];
  const fromIso = new Date(future[0]!.startsAt).toISOString();
  const toIso = new Date(future.at(-1)!.endsAt).toISOString();
  const held = await heldCells(db, [people.caller.id, people.other.id], fromIso, toIso);
  const busy = new Set([...(held.get(people.caller.id) ?? []), ...(held.get(people.other.id) ?? [])]);
  const tablesTaken = new Map<string, number>();
  for (const startsAt of await tableSlotsFrom(db, conference.eventId, fromIso)) {
    tablesTaken.set(startsAt, (tablesTaken.get(startsAt) ?? 0) + 1);
  }
  return future.flatMap((slot) => {
    const startsAt = new Date(slot.startsAt).toISOString();
    const tablesFree = conference.tables - (tablesTaken.get(startsAt) ?? 0);
    const clash = cellsOf(slot.startsAt, slot.endsAt).some((cell) => busy.has(new Date(cell).toISOString()));
    return clash || tablesFree <= 0
      ? []
      : [
          {
            ...gridSlotView(slot),
            date: slot.date,
            tablesFree,
            yours: localTime(slot.startsAt, yourZone),
            theirs: localTime(slot.startsAt, theirZone),
          },
        ];
  });
}

type ScheduleEntry = ResponseOf<typeof getConferenceSchedule>['days'][number]['meetings'][number];

function scheduleEntry(row: MeetingRow, other: Person, zone: string): ScheduleEntry {
  return {
    meeting: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    from: localTime(row.starts_at, zone).time,
    to: localTime(row.ends_at, zone).time,
    table: row.table_number ?? 0,
    subject: row.subject,
    with: { ...personRef(other), email: other.email, phone: other.phone },
  };
}

/** The person's confirmed meetings at the event, with the other side of each. */
export async function confirmedAt(db: Db, eventId: number, personId: number) {
  const rows = await confirmedMeetingsAt(db, eventId, personId);
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.requester_id, row.invitee_id]),
  );
  return rows.map((row) => ({
    row,
    requester: people.get(row.requester_id)!,
    invitee: people.get(row.invitee_id)!,
    other: people.get(row.requester_id === personId ? row.invitee_id : row.requester_id)!,
  }));
}

/** The printable schedule: one page per event day, on the event's clock. */
export async function conferenceSchedule(
  db: Db,
  event: EventRecord,
  caller: Person,
): Promise<ResponseOf<typeof getConferenceSchedule>> {
  const meetings = await confirmedAt(db, event.id, caller.id);
  const days = new Map<string, ScheduleEntry[]>();
  for (const { row, other } of meetings) {
    const date = localTime(row.starts_at, event.time_zone).date;
    days.set(date, [...(days.get(date) ?? []), scheduleEntry(row, other, event.time_zone)]);
  }
  return {
    event: eventView(event),
    you: personRef(caller),
    days: [...days].map(([date, entries]) => ({
      date,
      label: `${WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]} ${formatLongDay(date)}`,
      meetings: entries,
    })),
  };
}

/** Who the caller met: the event's confirmed meetings that have ended. */
export async function conferenceContacts(db: Db, event: EventRecord, caller: Person, now: Date) {
  const meetings = await confirmedAt(db, event.id, caller.id);
  return {
    event: { slug: event.slug, title: event.title },
    met: meetings
      .filter(({ row }) => Date.parse(row.ends_at) <= now.getTime())
      .map(({ row, other }) => scheduleEntry(row, other, event.time_zone)),
  };
}

type AdminMeeting = ResponseOf<typeof getConferenceAdmin>['bySlot'][number]['meetings'][number];

export function adminMeetingView(
  row: MeetingRow,
  people: ReadonlyMap<number, Person>,
  zone: string,
  now: Date,
): AdminMeeting {
  return {
    meeting: row.id,
    status: statusOf(row, now),
    startsAt: row.starts_at,
    time: localTime(row.starts_at, zone).time,
    table: row.table_number ?? 0,
    subject: row.subject,
    people: [people.get(row.requester_id)!, people.get(row.invitee_id)!].map(personRef),
  };
}

/** Every live meeting of the event by slot and by company, for the event team. */
export async function conferenceAdmin(
  db: Db,
  event: EventRecord,
  now: Date,
): Promise<ResponseOf<typeof getConferenceAdmin>> {
  const conference = await conferenceOf(db, event);
  const rows = await liveConferenceMeetings(db, event.id);
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.requester_id, row.invitee_id]),
  );
  const views = rows.map((row) => ({ row, view: adminMeetingView(row, people, event.time_zone, now) }));
  const bySlotStart = new Map<string, AdminMeeting[]>();
  for (const { view } of views)
    bySlotStart.set(view.startsAt, [...(bySlotStart.get(view.startsAt) ?? []), view]);
  const bySlot = (conference?.grid ?? []).map((slot) => ({
    ...gridSlotView(slot),
    date: slot.date,
    meetings: bySlotStart.get(new Date(slot.startsAt).toISOString()) ?? [],
  }));
  const companies = new Map<
    number,
    { company: { name: string; slug: string | null }; meetings: AdminMeeting[] }
  >();
  for (const { row, view } of views) {
    const companyIds = new Set<number>();
    for (const person of [people.get(row.requester_id)!, people.get(row.invitee_id)!]) {
      if (companyIds.has(person.companyId)) continue;
      companyIds.add(person.companyId);
      const entry = companies.get(person.companyId) ?? {
        company: { name: person.companyName, slug: person.companySlug },
        meetings: [],
      };
      entry.meetings.push(view);
      companies.set(person.companyId, entry);
    }
  }
  return {
    event: eventView(event),
    settings: settingsView(conference),
    bySlot,
    byCompany: [...companies.values()].sort((a, b) => a.company.name.localeCompare(b.company.name)),
  };
}
