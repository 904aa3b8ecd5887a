import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../core/tokens';
import type { Db } from '../db/database';
import {
  deleteSessionByTokenHash,
  deleteSessionOfUser,
  deleteSessionsOfUserExcept,
  findSessionByTokenHash,
  findUserSessions,
  insertSession,
  isAdminUser,
  touchSession,
} from './session-repository';

export const SESSION_COOKIE = 'dfa_session';
/** A member's session ends after this long without a request... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** An admin's session, which can change anyone's records, is kept far shorter. */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Refreshing last_seen_at on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const idleLimit = (isAdmin: number | boolean) =>
  Number(isAdmin) === 1 ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS;

/**
 * When this process last ended sessions or changed what a member may use, so a check of a
 * session made before (see `reuseRecentCheck` in guards.ts) is not reused after it. Raised once
 * the change is written: a check that began while it was being written started before it.
 */
let accessChangedAt = 0;
export const lastAccessChange = (): number => accessChangedAt;
export function accessChanged(): void {
  accessChangedAt = performance.now();
}

export interface NewSession {
  token: string;
  publicId: string;
  expiresAt: Date;
}

/** Where a session was started, as the member sees it in the list of signed-in devices. */
export interface SessionOrigin {
  device?: string | null;
  country?: string | null;
}

/**
 * Starts a session: 256 random bits, only their hash stored. An admin's session carries the
 * admin's rights and the admin lengths; sign-in starts one only after the second factor.
 */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  { device = null, country = null }: SessionOrigin = {},
): Promise<NewSession> {
  const token = newToken();
  const publicId = randomBytes(16).toString('base64url');
  const isAdmin = await isAdminUser(db, userId);
  const expiresAt = new Date(now.getTime() + (isAdmin ? ADMIN_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS));
  await insertSession(db, {
    token_hash: hashToken(token),
    public_id: publicId,
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    device,
    country,
    is_admin: isAdmin ? 1 : 0,
  });
  return { token, publicId, expiresAt };
}

export interface ActiveSession {
  publicId: string;
  userId: number;
}

/** The live session for a token, or null; an expired or idle session is deleted on sight. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await findSessionByTokenHash(db, tokenHash);
  return row && (await keepSessionAlive(db, tokenHash, row, now))
    ? { publicId: row.public_id, userId: row.user_id }
    : null;
}

/**
 * Whether a session read by its token hash (with whatever else the caller read beside it) is
 * still live: an expired or idle one is deleted, a live one seen again is touched now and then.
 */
export async function keepSessionAlive(
  db: Db,
  tokenHash: string,
  session: { last_seen_at: string; expires_at: string; is_admin: number },
  now: Date,
): Promise<boolean> {
  const idleSince = now.getTime() - Date.parse(session.last_seen_at);
  if (Date.parse(session.expires_at) <= now.getTime() || idleSince >= idleLimit(session.is_admin)) {
    await deleteSessionByTokenHash(db, tokenHash);
    accessChanged();
    return false;
  }
  if (idleSince >= TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now.toISOString());
  }
  return true;
}

/** Ends one session (sign-out, or the old session at a new sign-in). */
export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashToken(token));
  accessChanged();
}

/** Ends every session of a user, on every device (after a password reset). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await deleteSessionsOfUserExcept(db, userId);
  accessChanged();
}

/** Ends every session of a user but the one in use (after a password change); answers how many. */
export async function deleteOtherSessions(db: Db, userId: number, keepPublicId: string): Promise<number> {
  const ended = await deleteSessionsOfUserExcept(db, userId, [keepPublicId]);
  accessChanged();
  return ended;
}

/** Ends one session of a user by its public id; false when the user has no such session. */
export async function deleteSessionOf(db: Db, userId: number, publicId: string): Promise<boolean> {
  const ended = await deleteSessionOfUser(db, userId, publicId);
  accessChanged();
  return ended === 1;
}

export interface SessionRow {
  publicId: string;
  device: string | null;
  country: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * A user's live sessions, most recently used first. Expired and idle ones are left out: they
 * no longer let anyone in, and are deleted when next presented.
 */
export async function listUserSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  const rows = await findUserSessions(db, userId, {
    nowIso: now.toISOString(),
    idleSinceIso: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  const live = rows.filter((row) => now.getTime() - Date.parse(row.last_seen_at) < idleLimit(row.is_admin));
  return live.map((row) => ({
    publicId: row.public_id,
    device: row.device,
    country: row.country,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}
