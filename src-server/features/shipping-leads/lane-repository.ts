import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import type { LeadRow } from '../../services/shipping-lead-repository';

/** Members' saved lanes and the state of each member's daily digest of new leads on them. */

export type SavedLaneRow = Selectable<Database['saved_lanes']>;
type NewSavedLane = Omit<SavedLaneRow, 'id'>;

export async function savedLanesOf(db: Db, userId: number): Promise<SavedLaneRow[]> {
  return db.selectFrom('saved_lanes').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countSavedLanes(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('saved_lanes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Saves a lane; throws a unique violation when the member has saved the same lane before. */
export async function insertSavedLane(trx: Db, lane: NewSavedLane): Promise<void> {
  await trx.insertInto('saved_lanes').values(lane).execute();
}

/** Deletes one of the member's lanes, answering whether there was one to delete. */
export async function deleteSavedLane(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_lanes')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Starts the member's digest from `coveredUntil`, unless it has started already. */
export async function startDigest(trx: Db, userId: number, coveredUntil: string): Promise<void> {
  await trx
    .insertInto('lead_digests')
    .values({ user_id: userId, covered_until: coveredUntil, last_sent_at: null })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** Members of Premium companies whose last digest went out before `cutoff`, or never. */
export async function membersWithDigestDue(
  db: Db,
  cutoff: string,
): Promise<{ user_id: number; covered_until: string; email: string; first_name: string }[]> {
  return db
    .selectFrom('lead_digests')
    .innerJoin('users', 'users.id', 'lead_digests.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['lead_digests.user_id', 'lead_digests.covered_until', 'users.email', 'users.first_name'])
    .where('companies.membership_type', '=', 'premium')
    .where((eb) =>
      eb.or([eb('lead_digests.last_sent_at', 'is', null), eb('lead_digests.last_sent_at', '<', cutoff)]),
    )
    .execute();
}

/**
 * Open leads on any of these lanes published after `after` and up to `nowIso`, oldest first.
 * `lanes` must not be empty.
 */
export async function leadsPublishedOnLanes(
  db: Db,
  lanes: SavedLaneRow[],
  { after, nowIso }: { after: string; nowIso: string },
): Promise<LeadRow[]> {
  return db
    .selectFrom('shipping_leads')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '>', after)
    .where('published_at', '<=', nowIso)
    .where('expires_at', '>', nowIso)
    .where((eb) =>
      eb.or(
        lanes.map((lane) =>
          eb.and([
            eb('origin_country', '=', lane.origin_country),
            eb('destination_country', '=', lane.destination_country),
            ...(lane.mode === 'any' ? [] : [eb('mode', '=', lane.mode)]),
          ]),
        ),
      ),
    )
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}

/**
 * Claims the member's digest up to `nowIso` if nobody claimed it since `coveredUntil` was read,
 * answering whether this caller won the claim.
 */
export async function claimDigest(
  trx: Db,
  { userId, coveredUntil, nowIso }: { userId: number; coveredUntil: string; nowIso: string },
): Promise<boolean> {
  const claim = await trx
    .updateTable('lead_digests')
    .set({ covered_until: nowIso, last_sent_at: nowIso })
    .where('user_id', '=', userId)
    .where('covered_until', '=', coveredUntil)
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}
