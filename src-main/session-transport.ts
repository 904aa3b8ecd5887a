import type { Connectivity } from './connectivity';
import type { Network } from './network';
import { setCookieLines, type SessionJar } from './session-jar';

/** What every request to the API server goes with: the member's session and the connection state. */
export interface SessionTransport {
  jar: SessionJar;
  network: Network;
  connectivity?: Connectivity | undefined;
  /** how long an answer may take; for an upload, how long it may go without a byte moving */
  timeoutMs?: number | undefined;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The server (or something in its place) answered with a redirect. The app follows none: the
 * session cookie must not travel to another origin, and the API itself never redirects, so a
 * redirect means a proxy or a captive portal stands in the way. The server was reached, though,
 * so this is not "offline".
 */
export class RedirectRefused extends Error {
  override name = 'RedirectRefused';
}

/** An upload broke off after bytes had gone out: the server was there, the connection failed. */
export class UploadInterrupted extends Error {
  override name = 'UploadInterrupted';
}

/**
 * How Electron's net reports a redirect under `redirect: 'manual'` (net.fetch adds no `redirect`
 * listener, so it always rejects; electron/electron#43715) or `redirect: 'error'`; Node's fetch
 * hands the 3xx answer back instead.
 */
const ELECTRON_REDIRECT_ERROR = /^(Redirect was cancelled|Attempted to redirect)/;

export function isRedirectError(error: unknown): boolean {
  return error instanceof Error && ELECTRON_REDIRECT_ERROR.test(error.message);
}

export function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One request to the API server with the session the main process keeps: the cookies that
 * apply go out, the ones the answer sets come back into the jar (however the network joined
 * them), and the connection state learns from the outcome. A redirect is refused, never followed.
 */
export async function sendWithSession(
  { jar, network, connectivity, timeoutMs = DEFAULT_TIMEOUT_MS }: SessionTransport,
  target: URL,
  init: { method: string; headers: Headers; body?: string | undefined; signal?: AbortSignal | undefined },
): Promise<Response> {
  const cookie = jar.cookieHeader(target);
  if (cookie) init.headers.set('cookie', cookie);
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await network.fetch(target.href, {
      method: init.method,
      headers: init.headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
      redirect: 'manual',
      credentials: 'omit',
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (isRedirectError(error)) {
      connectivity?.reached();
      throw new RedirectRefused(`${init.method} ${target.pathname} was redirected`);
    }
    if (!isTimeout(error) && !isAbort(error)) connectivity?.unreachable();
    throw error;
  }
  connectivity?.reached();
  if (isRedirectStatus(response.status)) {
    await response.body?.cancel();
    throw new RedirectRefused(`${init.method} ${target.pathname} was redirected`);
  }
  jar.store(setCookieLines(response.headers), target);
  return response;
}
