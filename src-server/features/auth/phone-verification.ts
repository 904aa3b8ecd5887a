import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '../../../shared/api/auth';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueMessage } from '../../services/outbox';
import { hashToken, newToken } from '../../core/tokens';
import { phoneCodeMessage } from './emails';
import {
  countPhoneCodeAttempt,
  findPhoneVerification,
  findPhoneVerificationByToken,
  insertPhoneVerification,
  markPhoneTokenConsumed,
  markPhoneVerified,
  phoneCodesSentSince,
} from './phone-verification-repository';

const CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60 * 1000;
/** Codes sent to one number per hour, whoever asks. */
const PHONE_CODES_PER_HOUR = 5;
/** How long a verified number stays usable for submitting the registration. */
const PHONE_TOKEN_TTL_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function hashCode(verificationId: string, code: string): string {
  return createHash('sha256').update(`${verificationId}:${code}`).digest('hex');
}

export interface SentCode {
  verificationId: string;
  expiresAt: string;
  resendAfterSeconds: number;
}

/** Sends a fresh 6-digit code to a number, within the per-number resend and hourly limits. */
export async function sendPhoneCode(
  db: Db,
  { phone, ip, resendSeconds }: { phone: string; ip: string; resendSeconds: number },
  now: Date,
): Promise<SentCode> {
  const recent = await phoneCodesSentSince(db, phone, new Date(now.getTime() - HOUR_MS).toISOString());
  const latest = recent[0];
  if (latest) {
    const waitMs = Date.parse(latest) + resendSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      throw ApiError.rateLimited(
        waitMs / 1000,
        `A code was just sent to this number. You can ask for another one in ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
  }
  if (recent.length >= PHONE_CODES_PER_HOUR) {
    const oldest = recent[recent.length - 1]!;
    const waitSeconds = (Date.parse(oldest) + HOUR_MS - now.getTime()) / 1000;
    throw ApiError.rateLimited(
      waitSeconds,
      `Too many codes were sent to this number. Please try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
    );
  }

  const verificationId = randomBytes(16).toString('base64url');
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await insertPhoneVerification(trx, {
      id: verificationId,
      phone,
      code_hash: hashCode(verificationId, code),
      expires_at: expiresAt,
      verified_at: null,
      token_hash: null,
      consumed_at: null,
      ip,
      created_at: now.toISOString(),
    });
    await enqueueMessage(trx, phoneCodeMessage(phone, code, PHONE_CODE_TTL_MINUTES), now);
  });
  return { verificationId, expiresAt, resendAfterSeconds: resendSeconds };
}

const DEAD_CODE_MESSAGE = 'This code can no longer be used. Send a new code.';

/**
 * Checks a code. Every try counts before the comparison, in one conditional UPDATE, so
 * parallel guesses cannot exceed the attempt limit; after the last failed try the
 * verification is dead. A match yields a single-use token for submit-registration.
 */
export async function validatePhoneCode(
  db: Db,
  { verificationId, code }: { verificationId: string; code: string },
  now: Date,
): Promise<{ phone: string; phoneToken: string }> {
  const counted = await countPhoneCodeAttempt(db, verificationId, {
    maxAttempts: PHONE_CODE_MAX_ATTEMPTS,
    nowIso: now.toISOString(),
  });
  if (!counted) {
    throw new ApiError('VALIDATION', DEAD_CODE_MESSAGE, { code: DEAD_CODE_MESSAGE });
  }
  const row = await findPhoneVerification(db, verificationId);
  const matches = timingSafeEqual(Buffer.from(hashCode(verificationId, code)), Buffer.from(row.code_hash));
  if (!matches) {
    const left = PHONE_CODE_MAX_ATTEMPTS - row.attempts;
    const message =
      left > 0
        ? `This code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : `This code is not correct, and that was the last try. Send a new code.`;
    throw new ApiError('VALIDATION', message, { code: message });
  }
  const phoneToken = newToken();
  await markPhoneVerified(db, verificationId, {
    tokenHash: hashToken(phoneToken),
    nowIso: now.toISOString(),
  });
  return { phone: row.phone, phoneToken };
}

/**
 * Spends a phone token inside the registration's transaction: it must be unused, recent,
 * and for the very number being registered.
 */
export async function consumePhoneToken(
  trx: Db,
  { phoneToken, phone }: { phoneToken: string; phone: string },
  now: Date,
): Promise<void> {
  const row = await findPhoneVerificationByToken(trx, hashToken(phoneToken));
  const usable =
    row?.verified_at && !row.consumed_at && Date.parse(row.verified_at) + PHONE_TOKEN_TTL_MS > now.getTime();
  if (!row || !usable) {
    const message = 'Verify your phone number again: the verification has expired or was already used.';
    throw new ApiError('VALIDATION', message, { phoneToken: message });
  }
  if (row.phone !== phone) {
    const message = 'This is not the number you verified. Verify this number, or enter the verified one.';
    throw new ApiError('VALIDATION', message, { 'contact.phone': message });
  }
  if (!(await markPhoneTokenConsumed(trx, row.id, now.toISOString()))) {
    const message = 'Verify your phone number again: the verification was already used.';
    throw new ApiError('VALIDATION', message, { phoneToken: message });
  }
}
