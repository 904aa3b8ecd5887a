import type { Endpoint } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import type { ServerAnswer } from '../../shared/server-rendering';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-call-error';
import { platform } from './platform';

/*
 * The API client's (`api.ts`) requests that do without ky: a page's reads and the writes nobody
 * waits for, with the platform's `fetch` and the portal's headers as ky sends them. A public page
 * that only reads what concerns its visitor never loads ky.
 */

/** How long a page's read may take, as long as the API client gives any call. */
const READ_TIMEOUT_MS = 30_000;
/** Answers that say the server could not serve the read just then, as the API client retries them. */
const RETRIED_READ_STATUSES = new Set([408, 500, 502, 503, 504]);
const RETRY_PAUSE_MS = 300;

async function readOnce(key: string): Promise<ServerAnswer> {
  const request = new Request(new URL(key, window.location.origin), {
    credentials: 'same-origin',
    headers: CLIENT_HEADERS,
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  const response = await platform.fetch(request);
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * A page's read: safe to repeat, so asked once more after a dropped connection or a passing
 * server failure; a read that still gets no answer becomes the network error's envelope.
 */
export async function readAnswer(key: string): Promise<ServerAnswer> {
  for (let attempt = 1; ; attempt++) {
    const lastAttempt = attempt === 2;
    try {
      const answer = await readOnce(key);
      if (lastAttempt || !RETRIED_READ_STATUSES.has(answer.status)) return answer;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        return { status: 0, body: { error: { code: 'TIMEOUT', message: TIMEOUT_MESSAGE } } };
      }
      if (lastAttempt)
        return { status: 0, body: { error: { code: 'UNAVAILABLE', message: NETWORK_MESSAGE } } };
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}

/**
 * Sends a write whose answer nobody waits for. It may outlive the page (`keepalive`), and any
 * failure is the caller's to ignore.
 */
export async function notify(path: string, method: Endpoint['method'], body: unknown): Promise<void> {
  await platform.fetch(new URL(path, window.location.origin), {
    method,
    credentials: 'same-origin',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
}
