/**
 * Cookies the DFA API server set for the desktop app, kept in the main process so the renderer
 * never sees the session token. The jar only ever talks to the one configured API origin, so
 * domain and path matching are unnecessary: every live cookie goes with every request.
 */
export interface SessionJar {
  /** Records the `Set-Cookie` header values of one response. */
  store(setCookieHeaders: readonly string[]): void;
  /** The `Cookie` request header value, or undefined when the jar holds nothing live. */
  cookieHeader(): string | undefined;
}

export interface StoredCookie {
  value: string;
  /** Epoch milliseconds; undefined for a cookie that lives as long as the app. */
  expiresAt: number | undefined;
}

export interface SessionJarOptions {
  /** cookies kept from an earlier run (see session-vault.ts) */
  initial?: Record<string, StoredCookie>;
  /** called with every cookie after a response changed the jar, to persist them */
  onChange?: (cookies: Record<string, StoredCookie>) => void;
  now?: () => number;
}

export function createSessionJar({
  initial = {},
  onChange,
  now = Date.now,
}: SessionJarOptions = {}): SessionJar {
  const cookies = new Map<string, StoredCookie>(Object.entries(initial));

  return {
    store(setCookieHeaders) {
      if (setCookieHeaders.length === 0) return;
      for (const header of setCookieHeaders) {
        const parsed = parseSetCookie(header, now());
        if (!parsed) continue;
        // A server deletes a cookie by setting it with an expiry in the past.
        if (parsed.cookie.expiresAt !== undefined && parsed.cookie.expiresAt <= now()) {
          cookies.delete(parsed.name);
        } else {
          cookies.set(parsed.name, parsed.cookie);
        }
      }
      onChange?.(Object.fromEntries(cookies));
    },
    cookieHeader() {
      const live: string[] = [];
      for (const [name, cookie] of cookies) {
        if (cookie.expiresAt !== undefined && cookie.expiresAt <= now()) {
          cookies.delete(name);
        } else {
          live.push(`${name}=${cookie.value}`);
        }
      }
      return live.length > 0 ? live.join('; ') : undefined;
    },
  };
}

function parseSetCookie(header: string, nowMs: number): { name: string; cookie: StoredCookie } | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!name) return undefined;

  let maxAgeExpiry: number | undefined;
  let expiresExpiry: number | undefined;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'max-age': {
        const seconds = Number.parseInt(attributeValue, 10);
        if (Number.isFinite(seconds)) maxAgeExpiry = nowMs + seconds * 1000;
        break;
      }
      case 'expires': {
        const date = Date.parse(attributeValue);
        if (!Number.isNaN(date)) expiresExpiry = date;
        break;
      }
    }
  }
  // RFC 6265 §5.3: Max-Age wins over Expires when both are present.
  return { name, cookie: { value, expiresAt: maxAgeExpiry ?? expiresExpiry } };
}
