import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';

export const APP_SCHEME = 'app';
const APP_HOST = 'dfa';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/`;
/** Where the API's answers (images, downloads) are proxied with the member's session. */
const API_ANSWERS = `${APP_ORIGIN}/api/`;

/** The trailing slash in the prefix keeps look-alike hosts such as `app://dfa.evil` out. */
export function isAppUrl(url: string): boolean {
  return url.startsWith(APP_START_URL);
}

/**
 * A page of the app itself. Not an API answer under app://dfa/api/, which is served for an
 * `<img>` or a download: shown as a page, it would run with the app's origin and its bridge.
 */
export function isAppPage(url: string): boolean {
  return isAppUrl(url) && !url.startsWith(API_ANSWERS);
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * Must run before `app` is ready. `standard` gives the scheme real origins and relative URL
 * resolution (so router URLs behave as on the web), `secure` makes it a secure context, and
 * `supportFetchAPI` lets the renderer `fetch` its own assets.
 */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    },
  ]);
}

export interface RendererHandlerOptions {
  /** answers `/api/...` GETs (images, downloads) from the API server */
  apiFiles?: (url: URL) => Promise<Response>;
}

export function serveRenderer(
  protocol: Protocol,
  rendererRoot: string,
  options: RendererHandlerOptions = {},
): void {
  protocol.handle(APP_SCHEME, createRendererHandler(rendererRoot, options));
}

export function createRendererHandler(
  rendererRoot: string,
  { apiFiles }: RendererHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const root = path.resolve(rendererRoot);
  const indexFile = path.join(root, 'index.html');

  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    if (url.pathname.startsWith('/api/')) {
      // Calls that change something go through the bridge, which checks them; only reads come here.
      if (request.method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET' } });
      return apiFiles ? apiFiles(url) : notFound();
    }
    const requestedFile = resolveInsideRoot(root, url.pathname);
    if (!requestedFile) return notFound();

    // Router URLs carry no file extension: answer them with the app shell, as the web server does.
    const file = path.extname(requestedFile) === '' ? indexFile : requestedFile;
    try {
      if (!(await stat(file)).isFile()) return notFound();
      const body = await readFile(file);
      return new Response(body, { status: 200, headers: responseHeaders(file) });
    } catch {
      return notFound();
    }
  };
}

/**
 * Maps a URL path to a file under `root`, or null when it could point anywhere else. The URL
 * parser already folds literal `..` segments, so what reaches this point are the encoded forms
 * (`%2e%2e%2f`, `%5c`, `%2f` leading to an absolute path) that only decoding reveals.
 */
export function resolveInsideRoot(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;

  const relativePath = decoded.replace(/^\//, '');
  if (path.posix.isAbsolute(relativePath) || path.win32.isAbsolute(relativePath)) return null;

  const resolved = path.resolve(root, relativePath);
  const fromRoot = path.relative(root, resolved);
  if (fromRoot === '..' || fromRoot.startsWith(`..${path.sep}`) || path.isAbsolute(fromRoot)) {
    return null;
  }
  return resolved;
}

function responseHeaders(file: string): HeadersInit {
  return {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
  };
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
