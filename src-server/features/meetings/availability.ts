import type { z } from 'zod';
import {
  MAX_DAYS_AHEAD,
  MIN_NOTICE_MINUTES,
  type availabilityInputSchema,
  type availabilitySchema,
  type slotSchema,
} from '../../../shared/api/meetings';
import {
  cellsOf,
  localDays,
  localTime,
  MEETING_MINUTES,
  slotsWithinHours,
  todayIn,
} from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { hashToken, newToken } from '../../core/tokens';
import { heldCells } from './booking';
import {
  daysOffFrom,
  findFeed,
  findFeedOwner,
  findProfile,
  replaceDaysOff,
  saveProfileHours,
  setFeedTokenHash,
} from './meeting-profile-repository';
import { daysOffOf, type Person } from './people';

const MINUTE_MS = 60_000;

type AvailabilityInput = z.output<typeof availabilityInputSchema>;
type Availability = z.infer<typeof availabilitySchema>;

export async function readAvailability(db: Db, userId: number, now: Date): Promise<Availability> {
  const profile = await findProfile(db, userId);
  if (!profile) return { timeZone: null, hours: [], daysOff: [] };
  const daysOff = await daysOffFrom(db, userId, todayIn(profile.time_zone, now));
  return {
    timeZone: profile.time_zone,
    hours: JSON.parse(profile.weekly_hours) as Availability['hours'],
    daysOff: daysOff.map((day) => ({ date: day.day, note: day.note })),
  };
}

/** Replaces the member's zone, hours and days off in one transaction; past days off are dropped. */
export async function saveAvailability(
  db: Db,
  userId: number,
  input: AvailabilityInput,
  now: Date,
): Promise<Availability> {
  const today = todayIn(input.timeZone, now);
  const hours = [...input.hours].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
  await db.transaction().execute(async (trx) => {
    await saveProfileHours(trx, userId, {
      time_zone: input.timeZone,
      weekly_hours: JSON.stringify(hours),
      updated_at: now.toISOString(),
    });
    await replaceDaysOff(
      trx,
      userId,
      input.daysOff.filter((day) => day.date >= today).map((day) => ({ day: day.date, note: day.note })),
    );
  });
  return readAvailability(db, userId, now);
}

type Slot = z.infer<typeof slotSchema>;

/**
 * The other person's free half hours over `days` days from `fromDate` in the viewer's zone:
 * inside their weekly hours, not on their days off, not already held by a meeting of either,
 * at least the minimum notice ahead and within the booking horizon.
 */
export async function freeSlots(
  db: Db,
  { viewer, viewerZone, host }: { viewer: Person; viewerZone: string; host: Person },
  { fromDate, days }: { fromDate: string | undefined; days: number },
  now: Date,
): Promise<Slot[]> {
  if (!host.zone) return [];
  const range = localDays(fromDate ?? todayIn(viewerZone, now), days, viewerZone);
  const fromMs = Math.max(range.fromMs, now.getTime() + MIN_NOTICE_MINUTES * MINUTE_MS);
  const toMs = Math.min(range.toMs, now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * MINUTE_MS);
  if (fromMs >= toMs) return [];
  const daysOff = await daysOffOf(db, host.id, localTime(fromMs, host.zone).date);
  const candidates = slotsWithinHours(fromMs, toMs, { zone: host.zone, hours: host.hours, daysOff });
  if (candidates.length === 0) return [];
  const held = await heldCells(
    db,
    [viewer.id, host.id],
    new Date(candidates[0]!).toISOString(),
    new Date(candidates.at(-1)! + MEETING_MINUTES * MINUTE_MS).toISOString(),
  );
  const busy = new Set([...(held.get(viewer.id) ?? []), ...(held.get(host.id) ?? [])].map(Date.parse));
  return candidates
    .filter((start) => !cellsOf(start, start + MEETING_MINUTES * MINUTE_MS).some((cell) => busy.has(cell)))
    .map((start) => ({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + MEETING_MINUTES * MINUTE_MS).toISOString(),
      yours: localTime(start, viewerZone),
      theirs: localTime(start, host.zone!),
    }));
}

// ---- The private calendar feed ----

export async function feedStatus(db: Db, userId: number) {
  const row = await findFeed(db, userId);
  return {
    active: Boolean(row?.feed_token_hash),
    createdAt: row?.feed_token_hash ? row.feed_created_at : null,
  };
}

/** A new feed token (its hash stored, like every private token), replacing any earlier one. */
export async function createFeedToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  const created = await setFeedTokenHash(db, userId, {
    feed_token_hash: hashToken(token),
    feed_created_at: now.toISOString(),
  });
  if (!created) {
    throw new ApiError(
      'CONFLICT',
      'Set your time zone and meeting hours first: the calendar feed shows times in your zone.',
    );
  }
  return token;
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await setFeedTokenHash(db, userId, { feed_token_hash: null, feed_created_at: null });
}

export async function feedOwner(db: Db, token: string): Promise<number | null> {
  return (await findFeedOwner(db, hashToken(token))) ?? null;
}
