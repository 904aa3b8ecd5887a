import { isoDate } from '../../../shared/schedules/schedule-index';
import { resolveWindow, type DayWindow } from '../../../shared/schedules/search';
import { encodeSnapshot, SNAPSHOT_WEEKS, type ScheduleSnapshot } from '../../../shared/schedules/snapshot';
import type { Db } from '../../db/database';
import { snapshotData } from '../../engines/schedules/schedule-repository';

/** The departure days a snapshot made on `today` answers for. */
export function snapshotWindow(today: string): DayWindow {
  const { first } = resolveWindow(undefined, undefined, today, SNAPSHOT_WEEKS * 7);
  return { first, last: first + SNAPSHOT_WEEKS * 7 - 1 };
}

/**
 * The offline snapshot of the schedules in the database from `today`: what the API's snapshot
 * endpoint serves and what the desktop build bundles.
 */
export async function buildScheduleSnapshot(
  db: Db,
  today: string,
  dataVersion: string,
  generatedAt: Date,
): Promise<ScheduleSnapshot> {
  const window = snapshotWindow(today);
  return encodeSnapshot(await snapshotData(db, window), {
    generatedAt: generatedAt.toISOString(),
    dataVersion,
    validFrom: isoDate(window.first),
    validUntil: isoDate(window.last),
  });
}
