import type { Db } from '../../db/database';

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
  const rows = await db
    .selectFrom('events')
    .select(['id', 'title'])
    .where('id', 'in', [0, ...ids])
    .execute();
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
