import type { z } from 'zod';
import { CLIENT_HEADER } from '../shared/api/http';
import type { ApiResponse } from '../shared/bridge';
import type { apiRequestSchema } from '../shared/bridge-schemas';
import { apiTargetUrl } from './api-target';
import type { Connectivity } from './connectivity';
import type { SessionJar } from './session-jar';

/** An `api:request` argument after `apiRequestSchema` accepted it. */
type ValidatedApiRequest = z.output<typeof apiRequestSchema>;

export type ApiForwarder = (request: ValidatedApiRequest) => Promise<ApiResponse>;

/**
 * In the app this is Electron's `net.fetch`, which goes through the system's proxy settings and
 * certificate store like a browser, so members behind a corporate proxy are not "offline".
 */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiForwarderOptions {
  /** from `loadDesktopConfig`: scheme, host and port */
  apiOrigin: string;
  jar: SessionJar;
  fetch: FetchFunction;
  connectivity?: Connectivity;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export const OFFLINE_MESSAGE =
  'You are offline: this needs the DFA server, which cannot be reached. Try again once you are connected.';

/** Request headers the renderer may set; anything else (Cookie, Host, Authorization...) is ours. */
const FORWARDED_HEADER_NAMES = new Set(['content-type', 'accept', CLIENT_HEADER]);
const FORWARDED_HEADER_PREFIX = 'x-dfa-';

/**
 * One request to the API server with the session the main process keeps: the cookies that
 * apply go out, the ones the answer sets come back into the jar, and the connection state
 * learns from the outcome. Redirects are handed back, never followed with the session.
 */
export async function sendWithSession(
  { jar, fetch, connectivity, timeoutMs = DEFAULT_TIMEOUT_MS }: Omit<ApiForwarderOptions, 'apiOrigin'>,
  target: URL,
  init: { method: string; headers: Headers; body?: BodyInit | undefined; signal?: AbortSignal | undefined },
): Promise<Response> {
  const cookie = jar.cookieHeader(target);
  if (cookie) init.headers.set('cookie', cookie);
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(target.href, {
    method: init.method,
    headers: init.headers,
    ...(init.body !== undefined ? { body: init.body, duplex: 'half' } : {}),
    redirect: 'manual',
    credentials: 'omit',
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  } as RequestInit).catch((error: unknown) => {
    if (!isTimeout(error) && !isAbort(error)) connectivity?.unreachable();
    throw error;
  });
  connectivity?.reached();
  jar.store(response.headers.getSetCookie(), target);
  return response;
}

export function createApiForwarder({ apiOrigin, ...options }: ApiForwarderOptions): ApiForwarder {
  return async (request) => {
    const target = apiTargetUrl(apiOrigin, request.path);
    const headers = pickForwardedHeaders(request.headers);
    // fetch writes the multipart boundary into the content type itself.
    if (request.form) headers.delete('content-type');
    const body =
      request.method === 'GET' ? undefined : request.form ? formDataOf(request.form) : request.body;
    try {
      const response = await sendWithSession(options, target, { method: request.method, headers, body });
      return {
        status: response.status,
        headers: headersForRenderer(response.headers),
        body: await response.text(),
      };
    } catch (error) {
      return failureResponse(error);
    }
  };
}

/** The error envelope the renderer gets when no answer came: offline, or too slow. */
export function failureResponse(error: unknown): ApiResponse {
  return isTimeout(error)
    ? errorResponse(504, 'TIMEOUT', 'The DFA server took too long to answer. Please try again.')
    : errorResponse(503, 'UNAVAILABLE', OFFLINE_MESSAGE);
}

/** Response headers an image or a download needs; the session cookie never reaches the page. */
const FILE_HEADER_NAMES = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'];

/**
 * Serves `app://dfa/api/...` GETs (logos, post images, evidence downloads) from the API with
 * the session the main process keeps: an `<img>` or a download link cannot go through IPC,
 * and bodies stay bytes here, where the bridge carries text.
 */
export function createApiFileProxy({
  apiOrigin,
  ...options
}: ApiForwarderOptions): (url: URL) => Promise<Response> {
  return async (url) => {
    let target: URL;
    try {
      target = apiTargetUrl(apiOrigin, `${url.pathname}${url.search}`);
    } catch {
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    try {
      const response = await sendWithSession(options, target, { method: 'GET', headers: new Headers() });
      const passed = new Headers();
      for (const name of FILE_HEADER_NAMES) {
        const value = response.headers.get(name);
        if (value) passed.set(name, value);
      }
      return new Response(await response.arrayBuffer(), { status: response.status, headers: passed });
    } catch {
      return new Response('The DFA server cannot be reached.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  };
}

function formDataOf(parts: NonNullable<ValidatedApiRequest['form']>): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.fileName);
  }
  return form;
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

export function headersForRenderer(received: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  received.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  return headers;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function errorResponse(status: number, code: string, message: string): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: { code, message } }),
  };
}
