const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A short random alphanumeric string for UI keys and element ids. Not for secrets: tokens are
 * made on the server from a cryptographic source.
 */
export function randomString(length = 3, random: () => number = Math.random): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a whole number');
  let result = '';
  for (let i = 0; i < length; i += 1) {
    result += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  }
  return result;
}

/** mulberry32: a small, fast PRNG, so the same seed always builds the same demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
