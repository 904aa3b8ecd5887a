import { createContext } from 'react';
import { dictionaryTermPath, ROUTES, type RouteEntry } from '../../../shared/routes';

const TERM_LINK_PREFIX = 'freight-dictionary/';

/** Which term slugs have a page; the term page provides the ones it links to. */
export type TermExists = (slug: string) => boolean;
export const TermExistsContext = createContext<TermExists>(() => false);

/** The path of a term's page, or undefined when that page does not exist (so nothing dangles). */
export function termHref(
  slug: string,
  termExists: TermExists,
  routes: readonly RouteEntry[] = ROUTES,
): string | undefined {
  const termPagesBuilt = routes.some((route) => route.id === 'freight-dictionary-term' && route.built);
  return termPagesBuilt && termExists(slug) ? dictionaryTermPath(slug) : undefined;
}

/**
 * Where a link in term text leads: `freight-dictionary/{slug}` to that term, another target to
 * the page with that path. Undefined while the page is not built: the text is then shown plain.
 */
export function richTextHref(
  target: string,
  termExists: TermExists,
  routes: readonly RouteEntry[] = ROUTES,
): string | undefined {
  if (target.startsWith(TERM_LINK_PREFIX))
    return termHref(target.slice(TERM_LINK_PREFIX.length), termExists, routes);
  const page = routes.find((route) => route.path === `/${target}`);
  return page?.built && !page.pattern ? page.path : undefined;
}
