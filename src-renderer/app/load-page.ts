import type { RouteId } from '../../shared/routes';
import { PAGE_CHUNK_ATTRIBUTE } from '../../shared/server-rendering';
import type * as PageModuleList from './page-modules';
import type { PageLoader } from './page-modules';

type PageModules = typeof PageModuleList;

/**
 * The page the server rendered names its own chunk in the head, so hydrating it loads that chunk
 * alone. The first page asked for is that page: the router renders the page of the address the
 * server rendered before any other.
 */
let serverRenderedChunk =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][${PAGE_CHUNK_ATTRIBUTE}]`)?.href;

let pageModules: Promise<PageModules> | undefined;

/**
 * Every page's chunk and stylesheets (./page-modules.ts) are needed only to go to another page:
 * they load on the first sign of that (a pointer on a link of the site, a touch, a focus) or with
 * the first page they are missing for. A failed load is tried again next time.
 */
function loadPageModules(): Promise<PageModules> {
  pageModules ??= import('./page-modules').catch((error: unknown) => {
    pageModules = undefined;
    throw error;
  });
  return pageModules;
}

export function loadPage(routeId: RouteId): ReturnType<PageLoader> {
  const chunk = serverRenderedChunk;
  serverRenderedChunk = undefined;
  if (chunk) return import(/* @vite-ignore */ chunk) as ReturnType<PageLoader>;
  return loadPageModules().then(({ PAGE_LOADERS }) => {
    const load = PAGE_LOADERS[routeId];
    if (!load) throw new Error(`The route ${routeId} has no page`);
    return load();
  });
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Starts loading the page list when the visitor points at, touches or focuses a link of the site. */
export function loadPagesOnIntent(root: Document): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, true);
    void loadPageModules().catch(() => {
      // The page a link leads to loads the list again, and shows its own error if it cannot.
    });
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
}
