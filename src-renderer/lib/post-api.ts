import type { BodyOf, Endpoint, ResponseOf } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { apiCallErrorFrom, ApiCallError, NETWORK_MESSAGE, UNEXPECTED_ANSWER } from './api-call-error';
import { platform } from './platform';

const TIMEOUT_MS = 30_000;

/**
 * Calls one endpoint of the shared contract and trusts the answer: the server checks every
 * answer against the endpoint's schema before sending it, so the page does not load the schema
 * library. Failures are the same `ApiCallError`, with the server's message and field messages,
 * as `callApi` throws.
 */
async function send<E extends Endpoint>(
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await platform.fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { ...CLIENT_HEADERS, ...init.headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiCallError(0, 'UNAVAILABLE', NETWORK_MESSAGE);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiCallErrorFrom(response.status, answer, UNEXPECTED_ANSWER);
  if (answer === undefined) throw new ApiCallError(response.status, 'INTERNAL', UNEXPECTED_ANSWER);
  return answer as ResponseOf<E>;
}

/**
 * Sends one POST endpoint for a page that only posts something simple (a like, a view, a
 * reveal). Name the endpoint by its type and path
 * (`postApi<typeof addLike>('/api/articles/add-like', { slug })`, with `import type`).
 */
export function postApi<E extends Endpoint>(path: E['path'], body: BodyOf<E>): Promise<ResponseOf<E>> {
  // An endpoint without a body gets none: an empty body declared as JSON is refused.
  if (body === undefined) return send<E>(path, { method: 'POST' });
  return send<E>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Reads one GET endpoint where a page asks as the user types (a port finder), with a signal
 * that cancels a question the user has moved past. Named like `postApi`.
 */
export function getApi<E extends Endpoint>(
  path: E['path'],
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  const search = new URLSearchParams(query).toString();
  return send<E>(search ? `${path}?${search}` : path, { method: 'GET' }, signal);
}
