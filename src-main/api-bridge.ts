import type { z } from 'zod';
import type { ApiResponse } from '../shared/bridge';
import type { apiRequestSchema } from '../shared/bridge-schemas';
import type { SessionJar } from './session-jar';

/** An `api:request` argument after `apiRequestSchema` accepted it. */
export type ValidatedApiRequest = z.output<typeof apiRequestSchema>;

export type ApiForwarder = (request: ValidatedApiRequest) => Promise<ApiResponse>;

export interface ApiForwarderOptions {
  /** From `loadDesktopConfig`: no trailing slash. */
  apiBaseUrl: string;
  jar: SessionJar;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Request headers the renderer may set; anything else (Cookie, Host, Authorization...) is ours. */
const FORWARDED_HEADER_NAMES = new Set(['content-type', 'accept', 'x-requested-with']);
const FORWARDED_HEADER_PREFIX = 'x-dfa-';

export function createApiForwarder({
  apiBaseUrl,
  jar,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiForwarderOptions): ApiForwarder {
  return async (request) => {
    const headers = pickForwardedHeaders(request.headers);
    const cookie = jar.cookieHeader();
    if (cookie) headers.set('cookie', cookie);

    try {
      const response = await fetch(`${apiBaseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : request.body,
        // A redirect must not carry the session cookie to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      jar.store(response.headers.getSetCookie());
      return {
        status: response.status,
        headers: headersForRenderer(response.headers),
        body: await response.text(),
      };
    } catch (error) {
      return isTimeout(error)
        ? errorResponse(504, 'TIMEOUT', 'The DFA server took too long to answer. Please try again.')
        : errorResponse(
            503,
            'UNAVAILABLE',
            'The DFA server cannot be reached. Check your connection and try again.',
          );
    }
  };
}

function pickForwardedHeaders(requested: Record<string, string>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(requested)) {
    const lowerName = name.toLowerCase();
    if (FORWARDED_HEADER_NAMES.has(lowerName) || lowerName.startsWith(FORWARDED_HEADER_PREFIX)) {
      headers.set(lowerName, value);
    }
  }
  return headers;
}

function headersForRenderer(received: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  received.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  return headers;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function errorResponse(status: number, code: string, message: string): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: { code, message } }),
  };
}
