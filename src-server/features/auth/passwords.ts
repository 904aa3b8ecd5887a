import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ApiError } from '../../http/errors';

/** scrypt with N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash). */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Node refuses more than 32 MiB by default; N=2^17, r=8 needs 128 MiB, plus headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;

const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A PHC-style string that carries its own parameters and salt, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, {
    N: 2 ** COST_LOG2,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [, costLog2, blockSize, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await derive(password, Buffer.from(salt!, 'base64'), expected.length, {
    N: 2 ** Number(costLog2),
    r: Number(blockSize),
    p: Number(parallelism),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/**
 * Checks a password against a throwaway hash, so a sign-in for an unknown email costs as much
 * time as one for a real account and the timing tells nothing.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

let commonPasswords: Set<string> | undefined;
/** The most common passwords (lowercase, one per line), refused whatever their length. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Choose another one.';

/** Refuses a new password from the common list, naming the field it was typed in. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new ApiError('VALIDATION', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}
