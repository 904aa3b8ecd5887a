import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ApiError } from '../../core/errors';

/** scrypt with N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash). */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Node refuses more than 32 MiB by default; N=2^17, r=8 needs 128 MiB, plus headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;

const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Runs expensive work a few at a time and turns work away, rather than queueing it, when the
 * queue would make it wait longer than `maxWaitMs`. A crowd of sign-ins would otherwise queue
 * for tens of seconds behind one another (each hash holds a thread and 128 MiB), so every one of
 * them would time out; turned away at once with `Retry-After`, the client knows when to come back.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** a moving average of how long one piece of work takes, to estimate the queue's wait */
  private averageMs: number;

  constructor(
    readonly slots: number,
    readonly maxWaitMs: number,
    expectedMs: number,
  ) {
    this.averageMs = expectedMs;
  }

  /** How long a newcomer would wait for a slot, in milliseconds. */
  expectedWaitMs(): number {
    if (this.running < this.slots) return 0;
    return Math.ceil((this.waiting.length + 1) / this.slots) * this.averageMs;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      const wait = this.expectedWaitMs();
      // One in line per slot always waits: on a slow or busy machine a single piece of work may
      // take longer than `maxWaitMs`, and two people signing in at once are not a crowd.
      if (this.waiting.length >= this.slots && wait > this.maxWaitMs) throw busy(wait);
      // The finishing task hands its slot over, so `running` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

function busy(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const error = new ApiError(
    'UNAVAILABLE',
    `Too many passwords are being checked right now. Please try again in ${seconds} seconds.`,
  );
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads share. Hashes on every core would starve the event loop, and with it every other
 * request, so one core is left to it; more hashes at once than that only slow each other down.
 */
const HASH_SLOTS = Math.max(
  1,
  Math.min(availableParallelism() - 1, Number(process.env.UV_THREADPOOL_SIZE) || 4),
);
/** A person signing in waits at most about two seconds for their turn. */
const HASH_MAX_WAIT_MS = 2_000;
const hashing = new WorkGate(HASH_SLOTS, HASH_MAX_WAIT_MS, 300);

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
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
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    // Turned away by a crowd: the next sign-in makes the decoy again.
    decoy = undefined;
    throw error;
  });
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
