import type { z } from 'zod';
import { CLIENT_HEADER } from '../shared/api/http';
import type { ApiResponse } from '../shared/bridge';
import type { apiRequestSchema } from '../shared/bridge-schemas';
import { apiTargetUrl } from './api-target';
import { bytesSource, multipartBody, type MultipartPart } from './multipart';
import {
  isTimeout,
  RedirectRefused,
  sendWithSession,
  UploadInterrupted,
  type SessionTransport,
} from './session-transport';
import { sendStreamedWithSession } from './upload-transport';

/** An `api:request` argument after `apiRequestSchema` accepted it. */
type ValidatedApiRequest = z.output<typeof apiRequestSchema>;

export type ApiForwarder = (request: ValidatedApiRequest) => Promise<ApiResponse>;

export interface ApiForwarderOptions extends SessionTransport {
  /** from `loadDesktopConfig`: scheme, host and port */
  apiOrigin: string;
}

export const OFFLINE_MESSAGE =
  'You are offline: this needs the DFA server, which cannot be reached. Try again once you are connected.';

export const REDIRECT_MESSAGE =
  'The DFA server answered with a redirect, which the app does not follow. If the network you are on ' +
  'asks you to sign in first (at a hotel or an airport, say), do that in your browser, then try again.';

/** Request headers the renderer may set; anything else (Cookie, Host, Authorization...) is ours. */
const FORWARDED_HEADER_NAMES = new Set(['content-type', 'accept', CLIENT_HEADER]);
const FORWARDED_HEADER_PREFIX = 'x-dfa-';

/**
 * Forwards the renderer's `api:request` calls with the session: JSON and reads through net.fetch,
 * files (a multipart `form`) streamed through net.request, which net.fetch would buffer whole.
 */
export function createApiForwarder({ apiOrigin, ...options }: ApiForwarderOptions): ApiForwarder {
  return async (request) => {
    const target = apiTargetUrl(apiOrigin, request.path);
    const headers = pickForwardedHeaders(request.headers);
    try {
      // Files may take as long as they keep moving; the page learns nothing until the answer.
      if (request.form && request.method !== 'GET') {
        const answer = await sendStreamedWithSession(options, target, {
          method: request.method,
          headers,
          body: multipartBody(request.form.map(formPart)),
        });
        return { status: answer.status, headers: headersForRenderer(answer.headers), body: answer.body };
      }
      const body = request.method === 'GET' ? undefined : request.body;
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

/** The error envelope the renderer gets when no usable answer came: offline, too slow, redirected. */
export function failureResponse(error: unknown): ApiResponse {
  if (error instanceof RedirectRefused) return errorResponse(502, 'INTERNAL', REDIRECT_MESSAGE);
  if (isTimeout(error)) {
    return errorResponse(504, 'TIMEOUT', 'The DFA server took too long to answer. Please try again.');
  }
  if (error instanceof UploadInterrupted) return errorResponse(503, 'UNAVAILABLE', error.message);
  return errorResponse(503, 'UNAVAILABLE', OFFLINE_MESSAGE);
}

/** Response headers an image or a download needs; the session cookie never reaches the page. */
const FILE_HEADER_NAMES = [
  'content-type',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
];

/**
 * Added to every proxied answer beside the server's own policy (both apply): served from
 * app://dfa, an API answer shown as a page (`/api/docs`, an SVG) would otherwise run its scripts
 * as the app, with the bridge. Sandboxed, it gets an origin of its own and runs nothing.
 */
const PROXIED_ANSWER_POLICY = 'sandbox';

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
      passed.append('content-security-policy', PROXIED_ANSWER_POLICY);
      return new Response(await response.arrayBuffer(), { status: response.status, headers: passed });
    } catch (error) {
      const refused = error instanceof RedirectRefused;
      return new Response(refused ? REDIRECT_MESSAGE : 'The DFA server cannot be reached.', {
        status: refused ? 502 : 503,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-security-policy': PROXIED_ANSWER_POLICY,
        },
      });
    }
  };
}

function formPart(part: NonNullable<ValidatedApiRequest['form']>[number]): MultipartPart {
  return 'value' in part
    ? part
    : { name: part.name, fileName: part.fileName, type: part.type, ...bytesSource(part.bytes) };
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

export function errorResponse(status: number, code: string, message: string): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: { code, message } }),
  };
}
