import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/**
 * The people who meet, with the meeting profile each sets: time zone, weekly hours, days off,
 * and the private calendar feed.
 */

type ProfileRow = Selectable<Database['meeting_profiles']>;

function personRows(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('meeting_profiles', 'meeting_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.hash_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.is_admin',
      'users.company_id',
      'companies.name as company_name',
      'companies.slug as company_slug',
      'companies.membership_type',
      'meeting_profiles.time_zone',
      'meeting_profiles.weekly_hours',
    ]);
}

export type PersonRow = Awaited<ReturnType<ReturnType<typeof personRows>['executeTakeFirstOrThrow']>>;

export async function getPersonRow(db: Db, id: number): Promise<PersonRow> {
  return personRows(db).where('users.id', '=', id).executeTakeFirstOrThrow();
}

export async function findPersonRowByHashId(db: Db, hashId: string): Promise<PersonRow | undefined> {
  return personRows(db).where('users.hash_id', '=', hashId).executeTakeFirst();
}

/** `ids` must not be empty. */
export async function personRowsByIds(db: Db, ids: readonly number[]): Promise<PersonRow[]> {
  return personRows(db)
    .where('users.id', 'in', [...new Set(ids)])
    .execute();
}

export async function findProfile(
  db: Db,
  userId: number,
): Promise<Pick<ProfileRow, 'time_zone' | 'weekly_hours'> | undefined> {
  return db
    .selectFrom('meeting_profiles')
    .select(['time_zone', 'weekly_hours'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's days off from `fromDay` on (YYYY-MM-DD in their zone), in date order. */
export async function daysOffFrom(
  db: Db,
  userId: number,
  fromDay: string,
): Promise<{ day: string; note: string | null }[]> {
  return db
    .selectFrom('meeting_days_off')
    .select(['day', 'note'])
    .where('user_id', '=', userId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
}

/** Writes the member's zone and hours, keeping their calendar feed; call it in the transaction that writes their days off. */
export async function saveProfileHours(
  trx: Db,
  userId: number,
  hours: Pick<ProfileRow, 'time_zone' | 'weekly_hours' | 'updated_at'>,
): Promise<void> {
  await trx
    .insertInto('meeting_profiles')
    .values({ user_id: userId, ...hours, feed_token_hash: null, feed_created_at: null })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(hours))
    .execute();
}

/** Replaces all of the member's days off. */
export async function replaceDaysOff(
  trx: Db,
  userId: number,
  daysOff: { day: string; note: string | null }[],
): Promise<void> {
  await trx.deleteFrom('meeting_days_off').where('user_id', '=', userId).execute();
  if (daysOff.length > 0) {
    await trx
      .insertInto('meeting_days_off')
      .values(daysOff.map((day) => ({ user_id: userId, ...day })))
      .execute();
  }
}

export async function findFeed(
  db: Db,
  userId: number,
): Promise<Pick<ProfileRow, 'feed_token_hash' | 'feed_created_at'> | undefined> {
  return db
    .selectFrom('meeting_profiles')
    .select(['feed_token_hash', 'feed_created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets the member's feed token hash (null revokes it), answering whether they have a profile to set it on. */
export async function setFeedTokenHash(
  db: Db,
  userId: number,
  feed: Pick<ProfileRow, 'feed_token_hash' | 'feed_created_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable('meeting_profiles')
    .set(feed)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function findFeedOwner(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('meeting_profiles')
    .select('user_id')
    .where('feed_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}
