/**
 * Failures that say nothing about the request and everything about the infrastructure: the
 * database is restarting or unreachable, or the disk is full. Routes do not handle them; the
 * error handler answers 503 (try again) or 507 (storage full) instead of a 500.
 */

/** Node's socket errors, PostgreSQL's connection classes (08…) and shutdown states (57P0…). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** What node-postgres throws when a connection dies or none can be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'the database system is',
];

const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((link) => {
    const code = codeOf(link);
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    const message = link instanceof Error ? link.message : '';
    return UNAVAILABLE_MESSAGES.some((known) => message.includes(known));
  });
}

export function isStorageFull(error: unknown): boolean {
  return causes(error).some((link) => STORAGE_FULL_CODES.has(codeOf(link) ?? ''));
}
