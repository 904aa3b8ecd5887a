import type { LeadMode, SavedLane } from '../../../shared/api/shipping-leads';
import { MAX_SAVED_LANES } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';

export async function listLanes(db: Db, userId: number): Promise<SavedLane[]> {
  const rows = await db
    .selectFrom('saved_lanes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    originCountry: row.origin_country,
    destinationCountry: row.destination_country,
    mode: row.mode === 'any' ? null : row.mode,
    createdAt: row.created_at,
  }));
}

/**
 * Saves a lane for the daily digest. The member's first lane starts their digest from now, so
 * it brings news rather than every lead already on the board.
 */
export async function addLane(
  db: Db,
  userId: number,
  lane: { originCountry: string; destinationCountry: string; mode: LeadMode | null },
  now: Date,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('saved_lanes')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SAVED_LANES) {
        throw new ApiError(
          'CONFLICT',
          `You can save at most ${MAX_SAVED_LANES} lanes. Delete one you no longer need first.`,
        );
      }
      await trx
        .insertInto('saved_lanes')
        .values({
          user_id: userId,
          origin_country: lane.originCountry,
          destination_country: lane.destinationCountry,
          mode: lane.mode ?? 'any',
          created_at: now.toISOString(),
        })
        .execute();
      await trx
        .insertInto('lead_digests')
        .values({ user_id: userId, covered_until: now.toISOString(), last_sent_at: null })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'You have already saved this lane.');
    throw error;
  }
}

export async function removeLane(db: Db, userId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('saved_lanes')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new ApiError('NOT_FOUND', 'This lane is not among your saved lanes. Reload the page.');
  }
}
