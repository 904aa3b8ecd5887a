import { randomUUID } from 'node:crypto';
import {
  MAX_DAYS_AHEAD,
  MAX_OPEN_REQUESTS,
  MIN_NOTICE_MINUTES,
  REMINDER_HOURS,
  type MeetingView,
} from '../../../shared/api/meetings';
import {
  cellsOf,
  isOnMeetingGrid,
  isWithinHours,
  localTime,
  MEETING_MINUTES,
} from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import type { Clock } from '../../core/clock';
import { emailBoth, type MeetingChange } from './emails';
import { conferenceById, freeTable, gridSlotAt, type Conference } from './grid';
import type { CalendarContext } from './invitations';
import {
  cellsHeldBetween,
  countOpenRequestsOf,
  deleteMeetingTable,
  deleteMeetingTime,
  findMeeting,
  insertCells,
  insertMeeting,
  insertTable,
  lockPerson,
  updateMeetingAtSequence,
} from './meeting-repository';
import { daysOffOf, personById, type Person } from './people';
import { eventsByIds, toMeetingView, type MeetingRow } from './views';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface MeetingsContext {
  db: Db;
  clock: Clock;
  siteUrl: string;
  organizer: CalendarContext['organizer'];
}

/** Tries of a booking whose table or cells another booking took at the same moment. */
const BOOKING_ATTEMPTS = 5;

const SLOT_TAKEN = 'That time was just taken. Choose another free slot.';

function slotError(message: string, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION'): ApiError {
  return new ApiError(code, message, { startsAt: message });
}

/**
 * Runs a booking transaction. The unique keys on people's cells and on conference tables are
 * what stop a double booking; when one refuses a write (another booking committed first, maybe
 * on another server) the whole transaction is tried again, so its own checks can say what
 * happened, and after a few tries the caller is told the time was taken.
 */
async function booking<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= BOOKING_ATTEMPTS) throw slotError(SLOT_TAKEN, 'CONFLICT');
    }
  }
}

export async function requestsLeft(db: Db, userId: number, now: Date): Promise<number> {
  return Math.max(0, MAX_OPEN_REQUESTS - (await countOpenRequestsOf(db, userId, now)));
}

async function checkRequestAllowance(trx: Db, userId: number, now: Date): Promise<void> {
  await lockPerson(trx, userId);
  if ((await countOpenRequestsOf(trx, userId, now)) >= MAX_OPEN_REQUESTS) {
    throw new ApiError(
      'CONFLICT',
      `You have ${MAX_OPEN_REQUESTS} requests waiting for an answer. Wait for answers, or withdraw one, before asking for more meetings.`,
    );
  }
}

/** The cell starts (ISO) each person already holds between two instants. */
export async function heldCells(
  db: Db,
  userIds: readonly number[],
  fromIso: string,
  toIso: string,
  exceptMeeting?: number,
): Promise<Map<number, Set<string>>> {
  const held = new Map<number, Set<string>>(userIds.map((id) => [id, new Set()]));
  for (const row of await cellsHeldBetween(db, userIds, fromIso, toIso, exceptMeeting)) {
    held.get(row.user_id)?.add(row.starts_at);
  }
  return held;
}

/** Refuses a time either person already has a meeting in, saying whose diary is full. */
async function checkBothFree(
  trx: Db,
  people: { you: Person; them: Person },
  startsAt: string,
  endsAt: string,
  exceptMeeting?: number,
): Promise<void> {
  const held = await heldCells(trx, [people.you.id, people.them.id], startsAt, endsAt, exceptMeeting);
  if ((held.get(people.you.id)?.size ?? 0) > 0) {
    throw slotError('You already have a meeting at that time. Choose another slot.', 'CONFLICT');
  }
  if ((held.get(people.them.id)?.size ?? 0) > 0) {
    throw slotError(`${people.them.name} is no longer free at that time. Choose another slot.`, 'CONFLICT');
  }
}

/** Holds the meeting's cells for both people, and its table at an event. */
async function holdTime(trx: Db, meeting: MeetingRow): Promise<void> {
  const cells = cellsOf(Date.parse(meeting.starts_at), Date.parse(meeting.ends_at)).map((cell) =>
    new Date(cell).toISOString(),
  );
  await insertCells(
    trx,
    [meeting.requester_id, meeting.invitee_id].flatMap((userId) =>
      cells.map((startsAt) => ({ user_id: userId, starts_at: startsAt, meeting_id: meeting.id })),
    ),
  );
  if (meeting.event_id !== null && meeting.table_number !== null) {
    await insertTable(trx, {
      event_id: meeting.event_id,
      starts_at: meeting.starts_at,
      table_number: meeting.table_number,
      meeting_id: meeting.id,
    });
  }
}

/** A one-to-one time must be on the half-hour grid, far enough ahead and not too far. */
function checkOneToOneTime(startsAt: string, now: Date): void {
  const at = Date.parse(startsAt);
  if (!isOnMeetingGrid(at)) {
    throw slotError('Meetings start on the hour or at half past. Choose one of the free slots.');
  }
  checkNotice(at, now);
  if (at > now.getTime() + MAX_DAYS_AHEAD * 24 * HOUR_MS) {
    throw slotError(`Meetings can be booked up to ${MAX_DAYS_AHEAD} days ahead.`);
  }
}

function checkNotice(at: number, now: Date): void {
  if (at <= now.getTime()) throw slotError('That time has passed. Choose a time in the future.');
  if (at < now.getTime() + MIN_NOTICE_MINUTES * MINUTE_MS) {
    throw slotError(
      `Choose a time at least ${MIN_NOTICE_MINUTES} minutes from now, so the other side can answer.`,
    );
  }
}

/** Whether `startsAt` lies in the person's meeting hours and not on one of their days off. */
async function checkWithinHours(db: Db, person: Person, startsAt: string): Promise<void> {
  if (!person.zone) throw new ApiError('CONFLICT', `${person.name} has not set meeting hours yet.`);
  const daysOff = await daysOffOf(db, person.id, localTime(startsAt, person.zone).date);
  if (!isWithinHours(Date.parse(startsAt), { zone: person.zone, hours: person.hours, daysOff })) {
    throw slotError(
      `${person.name} does not take meetings at that time (${localTime(startsAt, person.zone).label}). Choose one of the free slots.`,
      'CONFLICT',
    );
  }
}

export interface NewMeeting {
  requester: Person;
  invitee: Person;
  startsAt: string;
  subject: string;
  place: { kind: 'video'; url: string } | { kind: 'phone'; phone: string } | { kind: 'table' };
  /** set for a conference meeting */
  conference?: Conference;
}

function calendarContext(context: MeetingsContext, now: Date, eventTitle?: string): CalendarContext {
  return { siteUrl: context.siteUrl, organizer: context.organizer, now, eventTitle };
}

async function viewFor(
  db: Db,
  row: MeetingRow,
  parties: { requester: Person; invitee: Person },
  viewerId: number,
  now: Date,
) {
  const events = await eventsByIds(db, [row.event_id]);
  return toMeetingView(
    row,
    { ...parties, event: row.event_id === null ? null : (events.get(row.event_id) ?? null) },
    viewerId,
    now,
  );
}

/** Asks for a meeting: the time is held for both at once, until it is answered or called off. */
export async function requestMeeting(context: MeetingsContext, request: NewMeeting): Promise<MeetingView> {
  const { db, clock } = context;
  const now = clock();
  const { requester, invitee, conference } = request;
  let endsAt: string;
  if (conference) {
    const slot = gridSlotAt(conference, request.startsAt);
    checkNotice(slot.startsAt, now);
    endsAt = new Date(slot.endsAt).toISOString();
  } else {
    checkOneToOneTime(request.startsAt, now);
    if (!requester.zone) {
      throw new ApiError('CONFLICT', 'Set your time zone and meeting hours before booking a meeting.');
    }
    await checkWithinHours(db, invitee, request.startsAt);
    endsAt = new Date(Date.parse(request.startsAt) + MEETING_MINUTES * MINUTE_MS).toISOString();
  }
  const host = new URL(context.siteUrl).hostname;
  const row = await booking(db, async (trx) => {
    await checkRequestAllowance(trx, requester.id, now);
    await checkBothFree(trx, { you: requester, them: invitee }, request.startsAt, endsAt);
    let table: number | null = null;
    if (conference) {
      table = await freeTable(trx, conference, request.startsAt);
      if (table === null)
        throw slotError('Every table is taken in that slot. Choose another slot.', 'CONFLICT');
    }
    const nowIso = now.toISOString();
    const inserted = await insertMeeting(trx, {
      uid: `meeting-${randomUUID()}@${host}`,
      event_id: conference?.eventId ?? null,
      requester_id: requester.id,
      invitee_id: invitee.id,
      requester_zone: requester.zone ?? conference?.zone ?? 'UTC',
      invitee_zone: invitee.zone ?? conference?.zone ?? 'UTC',
      starts_at: request.startsAt,
      ends_at: endsAt,
      subject: request.subject,
      place_kind: request.place.kind,
      place_detail:
        request.place.kind === 'video'
          ? request.place.url
          : request.place.kind === 'phone'
            ? request.place.phone
            : null,
      table_number: table,
      status: 'requested',
      awaiting_id: invitee.id,
      reason: null,
      ended_by: null,
      reminder_sent_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await holdTime(trx, inserted);
    await emailBoth(
      trx,
      inserted,
      { requester, invitee },
      { kind: 'requested', by: requester },
      calendarContext(context, now, conference?.title),
    );
    return inserted;
  });
  return viewFor(db, row, { requester, invitee }, requester.id, now);
}

/** A meeting the caller takes part in, with both people; 404 for anyone else's. */
export async function meetingOf(db: Db, id: number, callerId: number) {
  const row = await findMeeting(db, id);
  if (!row || (row.requester_id !== callerId && row.invitee_id !== callerId)) {
    throw new ApiError('NOT_FOUND', 'There is no such meeting among yours.');
  }
  const [requester, invitee] = await Promise.all([
    personById(db, row.requester_id),
    personById(db, row.invitee_id),
  ]);
  return { row, requester, invitee };
}

export type MeetingAction =
  | { kind: 'accept' }
  | { kind: 'decline'; reason: string | null }
  | { kind: 'propose'; startsAt: string }
  | { kind: 'reschedule'; startsAt: string }
  | { kind: 'cancel'; reason: string | null };

function checkState(
  row: MeetingRow,
  action: MeetingAction,
  callerId: number,
  sequence: number,
  now: Date,
): void {
  if (Number(row.sequence) !== sequence) {
    throw new ApiError(
      'CONFLICT',
      'This meeting changed since you opened it. Look at it again before answering.',
    );
  }
  const started = Date.parse(row.starts_at) <= now.getTime();
  if (row.status === 'declined' || row.status === 'cancelled') {
    throw new ApiError('CONFLICT', `This meeting was ${row.status}; nothing more can change.`);
  }
  if (action.kind === 'accept' || action.kind === 'decline' || action.kind === 'propose') {
    if (row.status !== 'requested') throw new ApiError('CONFLICT', 'This meeting is already confirmed.');
    if (started) throw new ApiError('CONFLICT', 'The time of this request has passed unanswered.');
    if (row.awaiting_id !== callerId) {
      throw new ApiError('CONFLICT', 'This request waits for the other side’s answer, not yours.');
    }
  }
  if (action.kind === 'reschedule' && row.status !== 'confirmed') {
    throw new ApiError('CONFLICT', 'Only a confirmed meeting can be moved; answer the request instead.');
  }
  if ((action.kind === 'reschedule' || action.kind === 'cancel') && started) {
    throw new ApiError('CONFLICT', 'This meeting has already started.');
  }
}

/** Where and until when a meeting goes at a new start, checked against its kind's rules. */
async function newPlacement(
  db: Db,
  row: MeetingRow,
  startsAt: string,
  now: Date,
): Promise<{ endsAt: string; conference: Conference | null }> {
  if (row.event_id === null) {
    checkOneToOneTime(startsAt, now);
    return {
      endsAt: new Date(Date.parse(startsAt) + MEETING_MINUTES * MINUTE_MS).toISOString(),
      conference: null,
    };
  }
  const conference = await conferenceById(db, row.event_id);
  const slot = gridSlotAt(conference, startsAt);
  checkNotice(slot.startsAt, now);
  return { endsAt: new Date(slot.endsAt).toISOString(), conference };
}

/**
 * Moves a live meeting to a new time (and table), inside the caller's transaction: its old
 * cells and table are let go and the new ones held, so the keys refuse a clash with anything
 * committed meanwhile.
 */
async function moveTime(
  trx: Db,
  row: MeetingRow,
  parties: { requester: Person; invitee: Person },
  target: { startsAt: string; endsAt: string; conference: Conference | null; table?: number | undefined },
): Promise<{ startsAt: string; endsAt: string; tableNumber: number | null }> {
  await checkBothFree(
    trx,
    { you: parties.requester, them: parties.invitee },
    target.startsAt,
    target.endsAt,
    row.id,
  );
  let tableNumber: number | null = row.table_number;
  if (target.conference) {
    await deleteMeetingTable(trx, row.id);
    tableNumber = await freeTable(trx, target.conference, target.startsAt, {
      preferred: target.table ?? row.table_number,
    });
    if (tableNumber === null || (target.table !== undefined && tableNumber !== target.table)) {
      throw slotError(
        target.table !== undefined
          ? `Table ${target.table} is taken in that slot.`
          : 'Every table is taken in that slot. Choose another slot.',
        'CONFLICT',
      );
    }
  }
  await deleteMeetingTime(trx, row.id);
  return { startsAt: target.startsAt, endsAt: target.endsAt, tableNumber };
}

/** Whether the 24-hour reminder is still to come for a meeting starting then. */
function reminderState(startsAt: string, now: Date): string | null {
  return Date.parse(startsAt) - now.getTime() <= REMINDER_HOURS * HOUR_MS ? now.toISOString() : null;
}

/** Accept, decline, propose, reschedule or cancel, as one of the meeting's two people. */
export async function actOnMeeting(
  context: MeetingsContext,
  { meetingId, sequence, callerId }: { meetingId: number; sequence: number; callerId: number },
  action: MeetingAction,
): Promise<MeetingView> {
  const { db, clock } = context;
  const now = clock();
  const { row, requester, invitee } = await meetingOf(db, meetingId, callerId);
  checkState(row, action, callerId, sequence, now);
  const caller = row.requester_id === callerId ? requester : invitee;
  const other = row.requester_id === callerId ? invitee : requester;
  const placement =
    action.kind === 'propose' || action.kind === 'reschedule'
      ? await newPlacement(db, row, action.startsAt, now)
      : null;
  const eventTitle =
    row.event_id === null ? undefined : (await eventsByIds(db, [row.event_id])).get(row.event_id)?.title;

  const updated = await booking(db, async (trx) => {
    const invited = Number(row.invited) === 1;
    let changes: Partial<MeetingRow>;
    let change: MeetingChange;
    switch (action.kind) {
      case 'accept':
        changes = {
          status: 'confirmed',
          awaiting_id: null,
          invited: 1,
          reminder_sent_at: reminderState(row.starts_at, now),
        };
        change = { kind: 'accepted', by: caller };
        break;
      case 'decline':
      case 'cancel':
        await deleteMeetingTime(trx, row.id);
        changes = {
          // Declining a new time for a meeting already in calendars calls the meeting off.
          status: action.kind === 'decline' && !invited ? 'declined' : 'cancelled',
          awaiting_id: null,
          reason: action.reason,
          ended_by: callerId,
        };
        change = { kind: action.kind === 'decline' ? 'declined' : 'cancelled', by: caller };
        break;
      case 'propose':
      case 'reschedule': {
        if (action.kind === 'propose') await checkRequestAllowance(trx, callerId, now);
        const moved = await moveTime(
          trx,
          row,
          { requester, invitee },
          { startsAt: action.startsAt, ...placement! },
        );
        changes = {
          status: 'requested',
          awaiting_id: other.id,
          starts_at: moved.startsAt,
          ends_at: moved.endsAt,
          table_number: moved.tableNumber,
          reminder_sent_at: null,
        };
        change = { kind: action.kind === 'propose' ? 'proposed' : 'rescheduled', by: caller };
        break;
      }
    }
    const result = await updateMeetingAtSequence(trx, row, changes, now);
    if (!result) {
      throw new ApiError(
        'CONFLICT',
        'This meeting changed since you opened it. Look at it again before answering.',
      );
    }
    if (action.kind === 'propose' || action.kind === 'reschedule') await holdTime(trx, result);
    await emailBoth(trx, result, { requester, invitee }, change, calendarContext(context, now, eventTitle));
    return result;
  });
  return viewFor(db, updated, { requester, invitee }, callerId, now);
}

/** An admin moves a conference meeting to another slot or table; both people are told. */
export async function moveConferenceMeeting(
  context: MeetingsContext,
  { meetingId, startsAt, table }: { meetingId: number; startsAt: string; table?: number | undefined },
): Promise<MeetingRow> {
  const { db, clock } = context;
  const now = clock();
  const row = await findMeeting(db, meetingId);
  if (!row || row.event_id === null) throw new ApiError('NOT_FOUND', 'There is no such conference meeting.');
  if (row.status !== 'requested' && row.status !== 'confirmed') {
    throw new ApiError('CONFLICT', `This meeting was ${row.status}; it has no place in the grid.`);
  }
  const conference = await conferenceById(db, row.event_id);
  if (table !== undefined && table > conference.tables) {
    const message = `${conference.title} has ${conference.tables} tables.`;
    throw new ApiError('VALIDATION', message, { table: message });
  }
  const slot = gridSlotAt(conference, startsAt);
  if (slot.startsAt <= now.getTime()) throw slotError('That slot has passed. Choose a later one.');
  const [requester, invitee] = await Promise.all([
    personById(db, row.requester_id),
    personById(db, row.invitee_id),
  ]);
  return booking(db, async (trx) => {
    const moved = await moveTime(
      trx,
      row,
      { requester, invitee },
      { startsAt, endsAt: new Date(slot.endsAt).toISOString(), conference, table },
    );
    const result = await updateMeetingAtSequence(
      trx,
      row,
      {
        starts_at: moved.startsAt,
        ends_at: moved.endsAt,
        table_number: moved.tableNumber,
        reminder_sent_at: row.status === 'confirmed' ? reminderState(moved.startsAt, now) : null,
      },
      now,
    );
    if (!result) throw new ApiError('CONFLICT', 'This meeting changed meanwhile. Look at it again.');
    await holdTime(trx, result);
    await emailBoth(
      trx,
      result,
      { requester, invitee },
      { kind: 'moved' },
      calendarContext(context, now, conference.title),
    );
    return result;
  });
}
