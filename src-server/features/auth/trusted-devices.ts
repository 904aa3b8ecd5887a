import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../core/tokens';
import {
  countDeviceFailure,
  findTrustedDeviceOwner,
  insertTrustedDevice,
  refreshTrustedDevice,
} from './trusted-device-repository';

/** The cookie that tells sign-in which browser this is; sent only to the sign-in API. */
export const DEVICE_COOKIE = 'dfa_device';
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_TRUST_DAYS = 365;
/** Wrong passwords in a row from a trusted browser after which it is trusted no more. */
const DEVICE_FAILURE_LIMIT = 5;

export function deviceCookieOptions(secure: boolean, now: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    expires: new Date(now.getTime() + DEVICE_TRUST_DAYS * 24 * 60 * 60 * 1000),
  } as const;
}

/** The account a browser's device token is trusted for, if any. */
export async function trustedAccountOf(db: Db, token: string | undefined): Promise<number | undefined> {
  if (!token) return undefined;
  return findTrustedDeviceOwner(db, hashToken(token));
}

/**
 * Trusts this browser for the account: its token is kept when it already belongs to the account
 * (its failures forgotten), otherwise a new one is made. Answers the token for the cookie.
 */
export async function trustDevice(
  db: Db,
  { userId, token }: { userId: number; token: string | undefined },
  now: Date,
): Promise<string> {
  if (token && (await refreshTrustedDevice(db, { tokenHash: hashToken(token), userId }, now.toISOString()))) {
    return token;
  }
  const fresh = newToken();
  await insertTrustedDevice(db, { tokenHash: hashToken(fresh), userId }, now.toISOString());
  return fresh;
}

/** A wrong password from a trusted browser: after a few in a row it is trusted no more. */
export async function deviceFailed(db: Db, token: string): Promise<void> {
  await countDeviceFailure(db, hashToken(token), DEVICE_FAILURE_LIMIT);
}
