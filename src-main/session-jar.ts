/**
 * Cookies the DFA API server set for the desktop app, kept in the main process so the renderer
 * never sees the session token. The jar belongs to one origin (the built-in API server): it
 * refuses cookies for any other domain, and honours `Secure`, `Path` and expiry as a browser does.
 */
export interface SessionJar {
  /** Records the `Set-Cookie` header values of one response from `url`. */
  store(setCookieHeaders: readonly string[], url: URL): void;
  /**
   * The `Cookie` request header value for `url`, or undefined when no live cookie applies. Cookies
   * found expired on the way are forgotten, telling `onChange`, so they leave the saved session too.
   */
  cookieHeader(url: URL): string | undefined;
  /** Forgets every cookie (sign-out), telling `onChange`. */
  clear(): void;
  /** Every live cookie, to persist them. */
  snapshot(): Record<string, StoredCookie>;
}

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** sent over https only */
  secure: boolean;
  /** Epoch milliseconds; undefined for a cookie that lives as long as the app. */
  expiresAt?: number | undefined;
}

export interface SessionJarOptions {
  /** the only origin the jar serves; a URL elsewhere gets no cookie and sets none */
  origin: string;
  /** cookies kept from an earlier run (see session-vault.ts) */
  initial?: Record<string, StoredCookie>;
  /** called with every cookie after a response or a sign-out changed the jar, to persist them */
  onChange?: (cookies: Record<string, StoredCookie>) => void;
  now?: () => number;
}

export function createSessionJar({
  origin,
  initial = {},
  onChange,
  now = Date.now,
}: SessionJarOptions): SessionJar {
  const host = new URL(origin).hostname;
  const cookies = new Map<string, StoredCookie>(Object.entries(initial));
  const live = (cookie: StoredCookie) => cookie.expiresAt === undefined || cookie.expiresAt > now();
  const snapshot = () => Object.fromEntries([...cookies].filter(([, cookie]) => live(cookie)));
  /** Deletes expired cookies; true when there were any. */
  const forgetExpired = () => {
    let forgot = false;
    for (const [key, cookie] of cookies) {
      if (live(cookie)) continue;
      cookies.delete(key);
      forgot = true;
    }
    return forgot;
  };

  return {
    store(setCookieHeaders, url) {
      if (setCookieHeaders.length === 0 || url.origin !== origin) return;
      let changed = forgetExpired();
      for (const header of setCookieHeaders) {
        const cookie = parseSetCookie(header, url, host, now());
        if (!cookie) continue;
        const key = cookieKey(cookie);
        // A server deletes a cookie by setting it with an expiry in the past.
        if (live(cookie)) cookies.set(key, cookie);
        else cookies.delete(key);
        changed = true;
      }
      if (changed) onChange?.(snapshot());
    },
    cookieHeader(url) {
      if (url.origin !== origin) return undefined;
      if (forgetExpired()) onChange?.(snapshot());
      const secureRequest = url.protocol === 'https:';
      const matching = [...cookies.values()]
        .filter(
          (cookie) =>
            live(cookie) && (secureRequest || !cookie.secure) && pathMatches(url.pathname, cookie.path),
        )
        // RFC 6265 §5.4: longer paths first.
        .sort((a, b) => b.path.length - a.path.length);
      return matching.length > 0
        ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
        : undefined;
    },
    clear() {
      cookies.clear();
      onChange?.({});
    },
    snapshot,
  };
}

/**
 * The `Set-Cookie` lines of an answer. Node's fetch keeps them apart; Electron's net.fetch joins
 * them into one value with ", " (it joins every repeated header so), which a comma inside an
 * `Expires` date makes ambiguous: a comma starts a new cookie only where `name=` follows it.
 */
export function setCookieLines(headers: Headers): string[] {
  return headers
    .getSetCookie()
    .flatMap((value) => value.split(/,(?=\s*[^\s=;,]+=)/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function cookieKey(cookie: Pick<StoredCookie, 'name' | 'path'>): string {
  return `${cookie.name};${cookie.path}`;
}

/** RFC 6265 §5.1.4 */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** RFC 6265 §5.1.4: the directory of the request path. */
function defaultPath(requestPath: string): string {
  if (!requestPath.startsWith('/')) return '/';
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
}

function domainMatches(host: string, domain: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  return host === bare || host.endsWith(`.${bare}`);
}

function parseSetCookie(header: string, url: URL, host: string, nowMs: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!name) return undefined;

  let maxAgeExpiry: number | undefined;
  let expiresExpiry: number | undefined;
  let path: string | undefined;
  let secure = false;
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
      case 'path':
        if (attributeValue.startsWith('/')) path = attributeValue;
        break;
      case 'secure':
        secure = true;
        break;
      case 'domain':
        // A cookie meant for another site is not ours to keep.
        if (attributeValue && !domainMatches(host, attributeValue)) return undefined;
        break;
    }
  }
  // A plain-http answer cannot set a cookie that is only for secure connections.
  if (secure && url.protocol !== 'https:') return undefined;
  // RFC 6265 §5.3: Max-Age wins over Expires when both are present.
  return {
    name,
    value,
    path: path ?? defaultPath(url.pathname),
    secure,
    expiresAt: maxAgeExpiry ?? expiresExpiry,
  };
}
