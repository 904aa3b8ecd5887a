import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { TOTP_DIGITS, type SecondFactorStep } from '../../../shared/api/auth';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { type SessionOrigin } from '../../http/sessions';
import { hashToken, newToken } from '../../core/tokens';
import {
  claimTotpSecret,
  countChallengeAttempt,
  deleteChallenge,
  deleteExpiredChallenges,
  deleteSecondFactor,
  findChallengeWithUser,
  findSecondFactorOf,
  insertSecondFactorChallenge,
  moveTotpLastStep,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './second-factor-repository';
import { recordSignInFailure } from './sign-in-failure-repository';

const ISSUER = 'DFA Portal';
const PERIOD_SECONDS = 30;
/** From the password to the code: long enough to find the phone, short enough to be useless later. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;
/** 16 characters of base32: 80 random bits, so a plain SHA-256 keeps them safe at rest. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;

const DEAD_CHALLENGE = 'This sign-in has expired or had too many wrong codes. Sign in again.';

function totpFor(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** Recovery codes as people type them: any case, with or without the dashes and spaces. */
function normalisedRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/**
 * After an administrator's correct password: a challenge that the second factor completes. An
 * administrator without one yet gets a new secret to add to an authenticator app (as a QR code
 * and as text); it becomes theirs only once a code from it is entered.
 */
export async function startSecondFactor(
  db: Db,
  { userId, origin }: { userId: number; origin: SessionOrigin },
  now: Date,
): Promise<SecondFactorStep> {
  const user = await findSecondFactorOf(db, userId);
  const challenge = newToken();
  const pendingSecret = user.totp_secret ? null : new Secret({ size: 20 }).base32;
  await insertSecondFactorChallenge(db, {
    token_hash: hashToken(challenge),
    user_id: userId,
    pending_secret: pendingSecret,
    attempts: 0,
    device: origin.device ?? null,
    country: origin.country ?? null,
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    created_at: now.toISOString(),
  });
  // Challenges of the past are of no use to anyone.
  await deleteExpiredChallenges(db, now.toISOString());
  if (!pendingSecret) return { step: 'code', challenge };
  const otpauthUri = totpFor(user.email, pendingSecret).toString();
  return {
    step: 'setup',
    challenge,
    secret: pendingSecret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(renderSVG(otpauthUri, { border: 2 })).toString('base64')}`,
  };
}

/**
 * The time step a code is valid for (the one before and after are accepted, for clocks a little
 * apart), or undefined. A step at or before the last one used is refused: each code works once.
 */
function acceptedStep(totp: TOTP, code: string, lastStep: number | null, now: Date): number | undefined {
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

export interface CompletedSignIn {
  userId: number;
  origin: SessionOrigin;
  /** at set-up only: the new recovery codes, to show this once */
  recoveryCodes: string[] | null;
}

/**
 * Checks the second factor of a challenge: at set-up a code from the new secret, which then
 * becomes the account's, with fresh recovery codes; afterwards a code from the app or an unused
 * recovery code. Every try counts before the comparison; after the last wrong one the challenge
 * is dead, and wrong codes count with wrong passwords against the account.
 */
export async function completeSecondFactor(
  db: Db,
  { challenge, code }: { challenge: string; code: string },
  now: Date,
): Promise<CompletedSignIn> {
  const tokenHash = hashToken(challenge);
  if (
    !(await countChallengeAttempt(db, tokenHash, { maxAttempts: MAX_ATTEMPTS, nowIso: now.toISOString() }))
  ) {
    throw new ApiError('VALIDATION', DEAD_CHALLENGE, { challenge: DEAD_CHALLENGE });
  }
  const row = await findChallengeWithUser(db, tokenHash);
  const digits = code.replace(/\s/g, '');
  const completed = await db.transaction().execute(async (trx) => {
    if (row.pending_secret) {
      const step = acceptedStep(totpFor(row.email, row.pending_secret), digits, null, now);
      if (step === undefined) return undefined;
      const claimed = await claimTotpSecret(trx, row.user_id, {
        secret: row.pending_secret,
        step,
        nowIso: now.toISOString(),
      });
      if (!claimed) return undefined;
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await replaceRecoveryCodes(trx, row.user_id, {
        codeHashes: recoveryCodes.map(hashRecoveryCode),
        nowIso: now.toISOString(),
      });
      return { recoveryCodes };
    }
    if (!row.totp_secret) return undefined;
    if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) {
      const step = acceptedStep(totpFor(row.email, row.totp_secret), digits, row.totp_last_step, now);
      if (step === undefined) return undefined;
      return (await moveTotpLastStep(trx, row.user_id, step)) ? { recoveryCodes: null } : undefined;
    }
    const spent = await spendRecoveryCode(trx, row.user_id, {
      codeHash: hashRecoveryCode(code),
      nowIso: now.toISOString(),
    });
    return spent ? { recoveryCodes: null } : undefined;
  });
  if (!completed) {
    await recordSignInFailure(db, row.email, now);
    const left = MAX_ATTEMPTS - row.attempts;
    const message =
      left > 0
        ? `This code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This code is not correct, and that was the last try. Sign in again.';
    throw new ApiError('VALIDATION', message, left > 0 ? { code: message } : { challenge: message });
  }
  await deleteChallenge(db, tokenHash);
  return {
    userId: row.user_id,
    origin: { device: row.device, country: row.country },
    recoveryCodes: completed.recoveryCodes,
  };
}

/** Removes an administrator's second factor, so they set up a new one at their next sign-in. */
export async function resetSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction().execute((trx) => deleteSecondFactor(trx, userId));
}
