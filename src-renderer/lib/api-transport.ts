import ky, { type KyInstance } from 'ky';
import type { Endpoint } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import type { ServerAnswer } from '../../shared/server-rendering';
import { ApiCallError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-call-error';
import { platform } from './platform';

/* How the API client (`api.ts`) reaches the server; loaded with the first call a page makes. */

let client: KyInstance | undefined;

function kyClient(): KyInstance {
  client ??= ky.create({
    prefixUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    fetch: platform.fetch,
    credentials: 'same-origin',
    headers: CLIENT_HEADERS,
    timeout: 30_000,
    // Reads are safe to repeat once after a dropped connection; writes never are.
    retry: { limit: 1, methods: ['get'] },
    throwHttpErrors: false,
  });
  return client;
}

/**
 * Sends one request and answers its status and JSON body; only a failure to get any answer
 * throws (as a 'network' ApiCallError, or the AbortError of a cancelled request).
 */
export async function send(
  method: Endpoint['method'],
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<ServerAnswer> {
  const api = kyClient();
  let response: Response;
  try {
    response = await api(url.slice(1), {
      method,
      ...(body !== undefined ? { json: body } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiCallError(
      0,
      timedOut ? 'TIMEOUT' : 'UNAVAILABLE',
      timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
    );
  }
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

export type Send = typeof send;
