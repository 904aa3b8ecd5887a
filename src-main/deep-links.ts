import { BUILT_ROUTES } from '../shared/routes';

/** `dfa://directory/company/acme` opens `/directory/company/acme` in the app. */
export const DEEP_LINK_SCHEME = 'dfa';

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  for (const [index, part] of patternParts.entries()) {
    if (part === '*') return pathParts.length >= index;
    const actual = pathParts[index];
    if (actual === undefined) return false;
    if (!part.startsWith(':') && part !== actual) return false;
  }
  return patternParts.length === pathParts.length;
}

/**
 * The app route a `dfa://` link names, with its query, or undefined when the link is not one
 * (another scheme, credentials, a path the app has no page for, encoded separators).
 */
export function routeOfDeepLink(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port) return undefined;
  // `dfa://directory/x` parses with host "directory"; `dfa:///directory/x` with an empty host.
  const pathname = `/${[url.hostname, ...url.pathname.split('/')].filter(Boolean).join('/')}`;
  if (/%(?:2e|2f|5c|00)/i.test(pathname) || pathname.includes('..')) return undefined;
  if (!BUILT_ROUTES.some((route) => matchesPattern(route.path, pathname))) return undefined;
  return `${pathname}${url.search}`;
}

/** Windows and Linux hand a clicked link to the app as a command-line argument. */
export function deepLinkInArguments(argv: readonly string[]): string | undefined {
  return argv.find((argument) => argument.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`));
}
