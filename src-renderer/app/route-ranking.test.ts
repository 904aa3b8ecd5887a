import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { findRoute, rankRoutes } from './route-ranking';

const routes = ROUTES.map((route) => ({ path: route.path }));
const ranked = rankRoutes(routes);

/** Addresses of every kind the routes take, and some that only a less specific route answers. */
const addresses = [
  ...ROUTES.flatMap((route) => [
    route.path.replace(/:[\w-]+/g, 'some-value').replace('/*', ''),
    route.path.replace(/:[\w-]+/g, '42').replace('*', 'a/b'),
    `${route.path.replace(/:[\w-]+/g, 'x').replace('/*', '')}/`,
    `${route.path.replace(/:[\w-]+/g, 'x').replace('/*', '')}/deeper`,
  ]),
  '/BLOG/Some-Post',
  '/blog/editor',
  '/events/members-meeting',
  '/events/members-meeting/abc',
  '/nowhere',
  '/freight-dictionary/bill-of-lading%20x',
];

describe('routes ranked once', () => {
  it('finds for every address the route React Router itself would render', () => {
    for (const address of addresses) {
      const expected = matchRoutes(routes, address)?.at(-1)?.route.path;
      expect(findRoute(ranked, address)?.path, address).toBe(expected);
    }
  });

  it('tries a static segment before a parameter, and a splat last', () => {
    const order = rankRoutes([{ path: '/blog/*' }, { path: '/blog/:title' }, { path: '/blog/editor' }]);
    expect(order.map((route) => route.path)).toEqual(['/blog/editor', '/blog/:title', '/blog/*']);
  });
});
