import type { LeadMode, SavedLane } from '../../../shared/api/shipping-leads';
import { MAX_SAVED_LANES } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import {
  countSavedLanes,
  deleteSavedLane,
  insertSavedLane,
  savedLanesOf,
  startDigest,
} from './lane-repository';

export async function listLanes(db: Db, userId: number): Promise<SavedLane[]> {
  const rows = await savedLanesOf(db, userId);
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
      if ((await countSavedLanes(trx, userId)) >= MAX_SAVED_LANES) {
        throw new ApiError(
          'CONFLICT',
          `You can save at most ${MAX_SAVED_LANES} lanes. Delete one you no longer need first.`,
        );
      }
      await insertSavedLane(trx, {
        user_id: userId,
        origin_country: lane.originCountry,
        destination_country: lane.destinationCountry,
        mode: lane.mode ?? 'any',
        created_at: now.toISOString(),
      });
      await startDigest(trx, userId, now.toISOString());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'You have already saved this lane.');
    throw error;
  }
}

export async function removeLane(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedLane(db, userId, id))) {
    throw new ApiError('NOT_FOUND', 'This lane is not among your saved lanes. Reload the page.');
  }
}
