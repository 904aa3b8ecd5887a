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
