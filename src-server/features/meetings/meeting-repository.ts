import { PostgresAdapter, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MeetingsTable } from '../../db/tables';

type MeetingRow = Selectable<MeetingsTable>;

/** A company as the booking pages name it, by its directory address. */
export function companyAt(db: Db, slug: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'slug', 'membership_type'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** A company's people other than the caller, with the time zone each keeps meetings in. */
export function colleaguesOf(db: Db, companyId: number, exceptUserId: number) {
  return db
    .selectFrom('users')
    .leftJoin('meeting_profiles', 'meeting_profiles.user_id', 'users.id')
    .select(['users.hash_id', 'users.first_name', 'users.last_name', 'meeting_profiles.time_zone'])
    .where('users.company_id', '=', companyId)
    .where('users.id', '<>', exceptUserId)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .execute();
}

export async function hasBlocked(db: Db, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('meeting_blocks')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('blocked_company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

const meetingsOf = (db: Db, userId: number) =>
  db
    .selectFrom('meetings')
    .selectAll()
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('invitee_id', '=', userId)]));

/** A member's meetings still ahead: confirmed ones not over, requests not yet started. */
export function currentMeetings(db: Db, userId: number, now: Date) {
  const at = now.toISOString();
  return meetingsOf(db, userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'confirmed'), eb('ends_at', '>', at)]),
        eb.and([eb('status', '=', 'requested'), eb('starts_at', '>', at)]),
      ]),
    )
    .orderBy('starts_at')
    .execute();
}

/** A member's last 100 meetings behind them: declined, cancelled, held, or requests that lapsed. */
export function pastMeetings(db: Db, userId: number, now: Date) {
  const at = now.toISOString();
  return meetingsOf(db, userId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['declined', 'cancelled']),
        eb.and([eb('status', '=', 'confirmed'), eb('ends_at', '<=', at)]),
        eb.and([eb('status', '=', 'requested'), eb('starts_at', '<=', at)]),
      ]),
    )
    .orderBy('starts_at', 'desc')
    .limit(100)
    .execute();
}

/** A member's confirmed meetings starting after `now` and no later than `until`. */
export function meetingsStartingBetween(db: Db, userId: number, now: Date, until: Date) {
  return meetingsOf(db, userId)
    .where('status', '=', 'confirmed')
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '<=', until.toISOString())
    .orderBy('starts_at')
    .execute();
}

/** What a member's calendar feed lists: confirmed meetings and invitations, ending since `since`. */
export function feedMeetings(db: Db, userId: number, since: Date) {
  return meetingsOf(db, userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb.and([eb('status', '=', 'requested'), eb('invited', '=', 1)]),
      ]),
    )
    .where('ends_at', '>=', since.toISOString())
    .orderBy('starts_at')
    .execute();
}

export async function eventTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await eventRefs(db, [0, ...ids]);
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function eventTimeZone(db: Db, eventId: number): Promise<string> {
  const row = await db
    .selectFrom('events')
    .select('time_zone')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}

/** The companies a member no longer takes requests from, by name. */
export function blockedCompanies(db: Db, userId: number) {
  return db
    .selectFrom('meeting_blocks')
    .innerJoin('companies', 'companies.id', 'meeting_blocks.blocked_company_id')
    .select(['companies.name', 'companies.slug', 'meeting_blocks.created_at'])
    .where('meeting_blocks.user_id', '=', userId)
    .orderBy('companies.name')
    .execute();
}

export async function addBlock(db: Db, userId: number, companyId: number, now: Date): Promise<void> {
  await db
    .insertInto('meeting_blocks')
    .values({ user_id: userId, blocked_company_id: companyId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'blocked_company_id']).doNothing())
    .execute();
}

export async function removeBlock(db: Db, userId: number, companyId: number): Promise<void> {
  await db
    .deleteFrom('meeting_blocks')
    .where('user_id', '=', userId)
    .where('blocked_company_id', '=', companyId)
    .execute();
}

/** Requests from a company's people still waiting for the member's answer. */
export function requestsWaitingFrom(db: Db, userId: number, companyId: number, now: Date) {
  return db
    .selectFrom('meetings')
    .innerJoin('users', 'users.id', 'meetings.requester_id')
    .select(['meetings.id', 'meetings.sequence'])
    .where('meetings.invitee_id', '=', userId)
    .where('meetings.awaiting_id', '=', userId)
    .where('meetings.status', '=', 'requested')
    .where('meetings.starts_at', '>', now.toISOString())
    .where('users.company_id', '=', companyId)
    .execute();
}

/** One confirmed meeting that `userId` takes part in; undefined for anyone else's. */
export function confirmedMeetingOf(db: Db, id: number, userId: number) {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('invitee_id', '=', userId)]))
    .executeTakeFirst();
}

export async function findMeeting(db: Db, id: number): Promise<MeetingRow | undefined> {
  return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMeeting(trx: Db, meeting: Insertable<MeetingsTable>): Promise<MeetingRow> {
  return trx.insertInto('meetings').values(meeting).returningAll().executeTakeFirstOrThrow();
}

/**
 * Writes a change and moves the meeting to its next sequence, if nobody changed it since
 * `row` was read; undefined when someone did.
 */
export async function updateMeetingAtSequence(
  trx: Db,
  row: Pick<MeetingRow, 'id' | 'sequence'>,
  changes: Partial<MeetingRow>,
  now: Date,
): Promise<MeetingRow | undefined> {
  return trx
    .updateTable('meetings')
    .set({ ...changes, sequence: Number(row.sequence) + 1, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('sequence', '=', row.sequence)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes one person's bookings queue behind each other (a row lock on PostgreSQL), so that the
 * count of their open requests cannot be passed by two requests at once. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockPerson(trx: Db, userId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Meetings in the future that wait for the other side's answer to `userId`. */
export async function countOpenRequestsOf(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'requested')
    .where('starts_at', '>', now.toISOString())
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('invitee_id', '=', userId)]))
    .where('awaiting_id', 'is not', null)
    .where('awaiting_id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The five-minute cells these people hold from `fromIso` up to `toIso`, except those of one meeting. */
export async function cellsHeldBetween(
  db: Db,
  userIds: readonly number[],
  fromIso: string,
  toIso: string,
  exceptMeeting?: number,
): Promise<{ user_id: number; starts_at: string }[]> {
  let query = db
    .selectFrom('meeting_cells')
    .select(['user_id', 'starts_at'])
    .where('user_id', 'in', [...userIds])
    .where('starts_at', '>=', fromIso)
    .where('starts_at', '<', toIso);
  if (exceptMeeting !== undefined) query = query.where('meeting_id', '<>', exceptMeeting);
  return query.execute();
}

/** Holds cells of both people's time for a meeting; the unique key refuses a cell already held. */
export async function insertCells(
  trx: Db,
  cells: { user_id: number; starts_at: string; meeting_id: number }[],
): Promise<void> {
  await trx.insertInto('meeting_cells').values(cells).execute();
}

/** Holds a conference table in a slot; the unique key refuses a table already held. */
export async function insertTable(
  trx: Db,
  table: { event_id: number; starts_at: string; table_number: number; meeting_id: number },
): Promise<void> {
  await trx.insertInto('meeting_tables').values(table).execute();
}

export async function deleteMeetingTable(trx: Db, meetingId: number): Promise<void> {
  await trx.deleteFrom('meeting_tables').where('meeting_id', '=', meetingId).execute();
}

/** Lets go of the meeting's cells and table. */
export async function deleteMeetingTime(trx: Db, meetingId: number): Promise<void> {
  await trx.deleteFrom('meeting_cells').where('meeting_id', '=', meetingId).execute();
  await deleteMeetingTable(trx, meetingId);
}

/** Confirmed meetings starting after `now` and up to `until` that have had no reminder, soonest first. */
export async function meetingsDueReminder(db: Db, now: Date, until: Date): Promise<MeetingRow[]> {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('reminder_sent_at', 'is', null)
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '<=', until.toISOString())
    .orderBy('starts_at')
    .execute();
}

/**
 * Claims the meeting's reminder if it is still confirmed, unchanged and unreminded, answering
 * whether this caller won the claim.
 */
export async function claimReminder(
  trx: Db,
  meeting: Pick<MeetingRow, 'id' | 'sequence'>,
  now: Date,
): Promise<boolean> {
  const claim = await trx
    .updateTable('meetings')
    .set({ reminder_sent_at: now.toISOString() })
    .where('id', '=', meeting.id)
    .where('reminder_sent_at', 'is', null)
    .where('sequence', '=', meeting.sequence)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** The slug and title of these events, by id. */
export async function eventRefs(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; slug: string; title: string }[]> {
  return db
    .selectFrom('events')
    .select(['id', 'slug', 'title'])
    .where('id', 'in', [...ids])
    .execute();
}
