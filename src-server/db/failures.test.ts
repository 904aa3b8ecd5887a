import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './failures';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('infrastructure failures', () => {
  it('recognises a database that is restarting or out of reach, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P03') }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
  });

  it('leaves a mistake in a query or a constraint to the usual handling', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('recognises a full disk or database', () => {
    expect(isStorageFull(withCode('ENOSPC'))).toBe(true);
    expect(isStorageFull(withCode('SQLITE_FULL'))).toBe(true);
    expect(isStorageFull(withCode('EACCES'))).toBe(false);
  });
});
