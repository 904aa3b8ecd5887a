import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paging cursors: opaque to the client, signed with a server secret so they cannot be forged or
 * edited, and bound to the endpoint, the calling company and the filters of the first page, so
 * a cursor used with other filters is refused rather than answered from the wrong place.
 * A cursor holds the sort key of the last item shown; the next page starts after it.
 */

/** What a cursor is bound to. */
export interface CursorScope {
  endpoint: string;
  companyId: number;
  /** the request's filters: every query parameter except `limit` and `cursor` */
  filters: Record<string, unknown>;
}

export type SortKey = (string | number)[];

interface CursorBody {
  /** endpoint */
  e: string;
  /** company */
  c: number;
  /** hash of the filters */
  f: string;
  /** sort key of the last item shown */
  k: SortKey;
}

const MAC_BYTES = 16;

/** The filters in a canonical form: keys sorted, so their order in the URL does not matter. */
function filtersHash(filters: Record<string, unknown>): string {
  const canonical = Object.keys(filters)
    .filter((key) => key !== 'limit' && key !== 'cursor' && filters[key] !== undefined)
    .sort()
    .map((key) => [key, filters[key]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 22);
}

export type CursorProblem = 'unreadable' | 'other-filters';

export function createCursorCodec(secret: Buffer) {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    encode(scope: CursorScope, key: SortKey): string {
      const body: CursorBody = {
        e: scope.endpoint,
        c: scope.companyId,
        f: filtersHash(scope.filters),
        k: key,
      };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The sort key a cursor carries, or why it cannot be used with this request. */
    decode(scope: CursorScope, cursor: string): { key: SortKey } | { problem: CursorProblem } {
      const [payload = '', signature = '', ...rest] = cursor.split('.');
      if (rest.length > 0 || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature))
        return { problem: 'unreadable' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { problem: 'unreadable' };
      let body: CursorBody;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CursorBody;
      } catch {
        return { problem: 'unreadable' };
      }
      if (body.e !== scope.endpoint || body.c !== scope.companyId || !Array.isArray(body.k))
        return { problem: 'unreadable' };
      if (body.f !== filtersHash(scope.filters)) return { problem: 'other-filters' };
      return { key: body.k };
    },
  };
}

/** Orders sort keys element by element: numbers by value, strings by code unit. */
export function compareKeys(a: SortKey, b: SortKey): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const x = a[index];
    const y = b[index];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}
