import type { FastifyRequest } from 'fastify';

const REDACTED = '[token]';

/** Query fields that carry a secret whatever it looks like. */
const SECRET_FIELDS = new Set(['token', 'code', 'challenge', 'secret', 'key']);

/** Lowercase words joined by single hyphens: the shape of every slug the portal makes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a path segment or query value looks like a private link's token rather than a slug,
 * a number or a word: long, of the URL-safe alphabet, and either mixed case, hex, or one run of
 * letters and digits (a 256-bit base64url token is all three in practice).
 */
function isTokenShaped(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z0-9_-]+$/.test(value)) return false;
  if (!SLUG.test(value)) return true;
  return /^[0-9a-f]+$/.test(value) || (!value.includes('-') && /\d/.test(value) && /[a-z]/.test(value));
}

function redactQueryPart(part: string): string {
  const equals = part.indexOf('=');
  if (equals < 0) return isTokenShaped(part) ? REDACTED : part;
  const name = part.slice(0, equals);
  const value = part.slice(equals + 1);
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // a malformed escape is logged as it came
  }
  return SECRET_FIELDS.has(name.toLowerCase()) || isTokenShaped(decoded) ? `${name}=${REDACTED}` : part;
}

/**
 * The URL with the tokens of private links (shippers' quote pages, password links, blacklist
 * answers, event registrations, email changes, ...) replaced, so a log reader cannot open them.
 */
function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const redactedPath = path
    .split('/')
    .map((segment) => (isTokenShaped(segment) ? REDACTED : segment))
    .join('/');
  if (queryStart < 0) return redactedPath;
  const query = url.slice(queryStart + 1);
  return `${redactedPath}?${query.split('&').map(redactQueryPart).join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
