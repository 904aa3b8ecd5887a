/**
 * Encoded dots, slashes and backslashes survive the URL parser's normalisation and a proxy or
 * server in front of the API may decode them later (`/api/%2e%2e/admin`), so a path carrying
 * any of them (or an encoded NUL) is refused outright: no API path needs them.
 */
const ENCODED_SEPARATOR_OR_DOT = /%(?:2e|2f|5c|00)/i;

class ApiTargetError extends Error {
  override name = 'ApiTargetError';
}

/**
 * The URL an `/api/...` path and query resolve to on the API server, built by the URL parser and
 * checked after it: the same origin, and a pathname under `/api/`.
 */
export function apiTargetUrl(apiOrigin: string, pathAndQuery: string): URL {
  const pathPart = pathAndQuery.split(/[?#]/, 1)[0] ?? '';
  if (ENCODED_SEPARATOR_OR_DOT.test(pathPart) || pathPart.includes('\\')) {
    throw new ApiTargetError(`Refused an API path with an encoded dot or separator: ${pathPart}`);
  }
  let url: URL;
  try {
    url = new URL(pathAndQuery, apiOrigin);
  } catch {
    throw new ApiTargetError(`Refused an API path the URL parser rejects: ${pathPart}`);
  }
  if (url.origin !== apiOrigin || !url.pathname.startsWith('/api/')) {
    throw new ApiTargetError(`Refused a path outside the API: ${pathPart}`);
  }
  url.hash = '';
  return url;
}
