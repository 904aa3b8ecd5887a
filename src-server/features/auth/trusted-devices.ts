import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../core/tokens';

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
  const row = await db
    .selectFrom('trusted_devices')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.user_id;
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
  if (token) {
    const kept = await db
      .updateTable('trusted_devices')
      .set({ failures: 0, last_used_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(kept.numUpdatedRows) === 1) return token;
  }
  const fresh = newToken();
  await db
    .insertInto('trusted_devices')
    .values({
      token_hash: hashToken(fresh),
      user_id: userId,
      failures: 0,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    })
    .execute();
  return fresh;
}

/** A wrong password from a trusted browser: after a few in a row it is trusted no more. */
export async function deviceFailed(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db
    .updateTable('trusted_devices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('token_hash', '=', tokenHash)
    .where('failures', '>=', DEVICE_FAILURE_LIMIT)
    .execute();
}
