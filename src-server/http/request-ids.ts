import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';

/**
 * Accepted from a proxy's or client's `X-Request-Id` only when it is shaped like an id (a UUID,
 * nginx's 32 hex digits, a short tag): nothing a log reader could take for a path or a value.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

/** The id of a request, for Fastify's `genReqId`: the offered one when well formed, else a new one. */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && WELL_FORMED_REQUEST_ID.test(offered) ? offered : randomUUID();
}
