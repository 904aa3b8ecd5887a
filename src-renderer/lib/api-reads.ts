import type { Endpoint } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import type { ServerAnswer } from '../../shared/server-rendering';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-call-error';
import { platform } from './platform';

/*
 * The API client's (`api.ts`) reads of page data and its fire-and-forget reports, with the
 * platform's `fetch` alone: a public page makes them as soon as it loads, and ky
 * (`api-transport.ts`, 5 KB gzip) would arrive with it for one retry and a time-out.
 */

const READ_TIMEOUT_MS = 30_000;
/** What a read is asked again after, once, as ky does: a dropped connection or a passing overload. */
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 300;

/** Where the API is, as the transport reaches it. */
const apiOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

async function readOnce(key: string): Promise<ServerAnswer & { timedOut?: true }> {
  let response: Response;
  try {
    response = await platform.fetch(
      new Request(`${apiOrigin()}${key}`, {
        credentials: 'same-origin',
        headers: CLIENT_HEADERS,
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      }),
    );
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const code = timedOut ? 'TIMEOUT' : 'UNAVAILABLE';
    const message = timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE;
    return { status: 0, body: { error: { code, message } }, ...(timedOut ? { timedOut } : {}) };
  }
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * A GET's status and JSON body, a failure to get any answer as status 0 with the error's
 * envelope. Asked again once after a dropped connection or a passing overload, not after a
 * time-out (the reader has already waited long enough).
 */
export async function readAnswer(key: string): Promise<ServerAnswer> {
  const { timedOut, ...answer } = await readOnce(key);
  if (timedOut || (answer.status !== 0 && !RETRIED_STATUSES.has(answer.status))) return answer;
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return readOnce(key);
}

/** Sends a JSON body once; the answer and any failure are ignored. */
export function notify(method: Endpoint['method'], path: string, body: unknown): void {
  const request = new Request(`${apiOrigin()}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  void platform.fetch(request).catch(() => undefined);
}
