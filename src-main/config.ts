/**
 * Where the desktop app finds its DFA server, and whether it looks for updates. Both are fixed
 * when the app is built (electron.vite.config.ts bakes them in), so an installed app cannot be
 * pointed elsewhere; only an unpackaged development run may override the server address.
 */
export const DEVELOPMENT_API_ORIGIN = 'http://localhost:3000';

export interface DesktopConfig {
  /** scheme, host and port of the DFA API server, which also serves the website */
  apiOrigin: string;
  /** the generic update feed, or undefined when this build does not update itself */
  updateFeedUrl: string | undefined;
}

export interface BuildSettings {
  apiOrigin: string;
  updateFeedUrl: string;
}

type Environment = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * An API origin the app may talk to: https, or plain http to this computer only (a session
 * token must never cross a network in the clear). Only an origin: no path, query or credentials.
 */
export function parseApiOrigin(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${source} must be an absolute https:// URL; got "${raw}".`);
  }
  const secure = url.protocol === 'https:';
  const loopbackHttp = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (!secure && !loopbackHttp) {
    throw new Error(`${source} must be an https:// URL (http:// only for this computer); got "${raw}".`);
  }
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new Error(`${source} must be an origin only (scheme, host and port); got "${raw}".`);
  }
  return url.origin;
}

export function parseUpdateFeedUrl(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${source} must be an absolute https:// URL; got "${raw}".`);
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new Error(`${source} must be an https:// URL without credentials; got "${raw}".`);
  }
  return url.href;
}

/**
 * The configuration of this run. A packaged app uses only what was built in and refuses to
 * start without a server address; a development run may set `DFA_API_URL` (loopback or https).
 */
export function loadDesktopConfig({
  built,
  env,
  isPackaged,
}: {
  built: BuildSettings;
  env: Environment;
  isPackaged: boolean;
}): DesktopConfig {
  const updateFeedUrl = built.updateFeedUrl
    ? parseUpdateFeedUrl(built.updateFeedUrl, 'The built-in update feed')
    : undefined;
  if (!isPackaged && env.DFA_API_URL) {
    return { apiOrigin: parseApiOrigin(env.DFA_API_URL, 'DFA_API_URL'), updateFeedUrl };
  }
  if (built.apiOrigin) {
    const apiOrigin = parseApiOrigin(built.apiOrigin, 'The built-in DFA server address');
    if (isPackaged && !apiOrigin.startsWith('https:')) {
      throw new Error(`This copy of DFA Portal was built for a development server (${apiOrigin}).`);
    }
    return { apiOrigin, updateFeedUrl };
  }
  if (isPackaged) {
    throw new Error(
      'This copy of DFA Portal was built without the address of the DFA server. ' +
        'Install a release build from the DFA website.',
    );
  }
  return { apiOrigin: DEVELOPMENT_API_ORIGIN, updateFeedUrl };
}
