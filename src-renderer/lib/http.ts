import ky, { HTTPError, type KyInstance } from 'ky';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { ApiCallError, NETWORK_MESSAGE, UNEXPECTED_ANSWER } from './api-call-error';
import { platform } from './platform';

export { ApiCallError };

function createApiClient(
  fetchImpl: typeof fetch,
  origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): KyInstance {
  return ky.create({
    prefixUrl: origin,
    fetch: fetchImpl,
    credentials: 'same-origin',
    timeout: 30_000,
    retry: { limit: 1, methods: ['get'] },
    headers: CLIENT_HEADERS,
  });
}

let client: KyInstance | undefined;
function defaultClient(): KyInstance {
  client ??= createApiClient(platform.fetch);
  return client;
}

async function toApiCallError(error: unknown): Promise<ApiCallError> {
  if (error instanceof HTTPError) {
    const parsed = errorEnvelopeSchema.safeParse(await error.response.json().catch(() => null));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiCallError(error.response.status, code, message, fields);
    }
    return new ApiCallError(error.response.status, 'INTERNAL', UNEXPECTED_ANSWER);
  }
  return new ApiCallError(0, 'UNAVAILABLE', NETWORK_MESSAGE);
}

/** Calls one endpoint of the shared contract and parses its answer with the contract's schema. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E> } = {},
  api: KyInstance = defaultClient(),
): Promise<ResponseOf<E>> {
  let json: unknown;
  try {
    json = await api(endpoint.path.slice(1), {
      method: endpoint.method,
      ...(input.query ? { searchParams: input.query as Record<string, string> } : {}),
      ...(input.body !== undefined ? { json: input.body } : {}),
    }).json();
  } catch (error) {
    throw await toApiCallError(error);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiCallError(200, 'INTERNAL', UNEXPECTED_ANSWER);
  }
  return parsed.data as ResponseOf<E>;
}
