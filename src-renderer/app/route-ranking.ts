import { matchPath } from 'react-router';

const SPLAT = '*';
const PARAM = /^:[\w-]+$/;

/**
 * React Router's rank of a route path: the more segments, and the more of them static, the
 * earlier it is tried; a splat comes last among its peers.
 */
function rank(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes(SPLAT) ? -2 : 0);
  return segments
    .filter((segment) => segment !== SPLAT)
    .reduce((score, segment) => score + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/**
 * The routes in the order React Router tries them, ranked once. `<Routes>` ranks every route
 * again on each render, which on a phone costs more than hydrating a page's header.
 */
export function rankRoutes<Route extends { path: string }>(routes: readonly Route[]): Route[] {
  return routes
    .map((route, index) => ({ route, index, score: rank(route.path) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ route }) => route);
}

/** The route React Router would render for `pathname`, from routes ranked by `rankRoutes`. */
export function findRoute<Route extends { path: string }>(
  ranked: readonly Route[],
  pathname: string,
): Route | undefined {
  return ranked.find((route) => matchPath(route.path, pathname));
}
