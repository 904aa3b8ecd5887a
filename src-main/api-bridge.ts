import type { z } from 'zod';
import { CLIENT_HEADER } from '../shared/api/http';
import type { ApiResponse } from '../shared/bridge';
import type { apiRequestSchema } from '../shared/bridge-schemas';
import type { SessionJar } from './session-jar';

/** An `api:request` argument after `apiRequestSchema` accepted it. */
type ValidatedApiRequest = z.output<typeof apiRequestSchema>;

export type ApiForwarder = (request: ValidatedApiRequest) => Promise<ApiResponse>;

export interface ApiForwarderOptions {
  /** From `loadDesktopConfig`: no trailing slash. */
  apiBaseUrl: string;
  jar: SessionJar;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Request headers the renderer may set; anything else (Cookie, Host, Authorization...) is ours. */
const FORWARDED_HEADER_NAMES = new Set(['content-type', 'accept', CLIENT_HEADER]);
const FORWARDED_HEADER_PREFIX = 'x-dfa-';

export function createApiForwarder({
  apiBaseUrl,
  jar,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiForwarderOptions): ApiForwarder {
  return async (request) => {
    const headers = pickForwardedHeaders(request.headers);
    // fetch writes the multipart boundary into the content type itself.
    if (request.form) headers.delete('content-type');
    const cookie = jar.cookieHeader();
    if (cookie) headers.set('cookie', cookie);

    try {
      const response = await fetch(`${apiBaseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : request.form ? formDataOf(request.form) : request.body,
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

/** Response headers an image or a download needs; the session cookie never reaches the page. */
const FILE_HEADER_NAMES = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'];

/**
 * Serves `app://dfa/api/...` GETs (logos, post images, evidence downloads) from the API with
 * the session the main process keeps: an `<img>` or a download link cannot go through IPC,
 * and bodies stay bytes here, where the bridge carries text.
 */
export function createApiFileProxy({
  apiBaseUrl,
  jar,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiForwarderOptions): (url: URL) => Promise<Response> {
  return async (url) => {
    const headers = new Headers();
    const cookie = jar.cookieHeader();
    if (cookie) headers.set('cookie', cookie);
    try {
      const response = await fetch(`${apiBaseUrl}${url.pathname}${url.search}`, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
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
