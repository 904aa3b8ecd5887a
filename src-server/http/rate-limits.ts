import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors';

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * A limit on something other than the caller's address (an account, an email, a phone
 * number). Routes have one per-IP limit in their `rateLimit` config; these add the others,
 * and run after the body is parsed so they can key on it. When `key` finds nothing to key
 * on, the body is invalid and validation will refuse it anyway.
 */
export function limitPer(
  app: FastifyInstance,
  {
    max,
    timeWindowMs,
    key,
    message,
  }: {
    max: number;
    timeWindowMs: number;
    key: (request: FastifyRequest) => string | undefined;
    /** what the refused caller reads, given the seconds to wait; a generic sentence otherwise */
    message?: (waitSeconds: number) => string;
  },
): RateLimitCheck {
  const limiter = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => key(request) ?? '',
  });
  return async (request) => {
    if (key(request) === undefined) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw ApiError.rateLimited(result.ttlInSeconds, message?.(Math.max(1, result.ttlInSeconds)));
    }
  };
}

/** A string field of a JSON body, normalised like the contract normalises it, for use as a key. */
export function bodyField(request: FastifyRequest, field: string): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value.length > 254) return undefined;
  const normalised = value.trim().toLowerCase();
  return normalised === '' ? undefined : normalised;
}
