import type { BodyOf, Endpoint, ResponseOf } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { apiCallErrorFrom, ApiCallError, NETWORK_MESSAGE, UNEXPECTED_ANSWER } from './api-call-error';
import { platform } from './platform';

const TIMEOUT_MS = 30_000;

/**
 * Sends one POST endpoint of the shared contract for a page that only posts something simple
 * (a like, a view, a reveal). Name the endpoint by its type and path
 * (`postApi<typeof addLike>('/api/articles/add-like', { slug })`, with `import type`): the
 * server checks every answer against the endpoint's schema before sending it, so the page
 * trusts it and does not load the schema library. Failures are the same `ApiCallError`, with
 * the server's message and field messages, as `callApi` throws.
 */
export async function postApi<E extends Endpoint>(path: E['path'], body: BodyOf<E>): Promise<ResponseOf<E>> {
  let response: Response;
  try {
    response = await platform.fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiCallError(0, 'UNAVAILABLE', NETWORK_MESSAGE);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiCallErrorFrom(response.status, answer, UNEXPECTED_ANSWER);
  if (answer === undefined) throw new ApiCallError(response.status, 'INTERNAL', UNEXPECTED_ANSWER);
  return answer as ResponseOf<E>;
}
