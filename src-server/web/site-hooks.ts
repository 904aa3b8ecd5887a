import { randomBytes } from 'node:crypto';
import type { ChangeFeed } from '../services/change-feed';

/** Logged (and sent to a parent process) once the sitemap's pages are rendered ahead. */
export const PRERENDER_DONE_MESSAGE = 'pages prerendered';

/** Paths of pages that exist because of database rows (blog posts, events added by admins). */
export type PagePathSource = () => Promise<string[]>;

/** What API features may ask of the website. */
export interface SiteHooks {
  /** Call after a write that changes public pages: they are rendered again on the next visit. */
  invalidatePages(): void;
  /** Adds database-driven paths to the sitemap and to the pages rendered ahead. */
  addPagePaths(source: PagePathSource): void;
}

export interface SiteHooksHub extends SiteHooks {
  onInvalidate(listener: () => void): void;
  dynamicPaths(): Promise<string[]>;
  /**
   * Proves a request comes from the server's own page rendering (which fetches page data
   * through the API), so it is not counted against the visitor rate limit.
   */
  renderSecret: string;
}

export const PAGE_RENDER_HEADER = 'x-dfa-page-render';

/** With a change feed, a change made through any server instance invalidates every instance's pages. */
export function createSiteHooks(changes?: ChangeFeed): SiteHooksHub {
  const listeners: Array<() => void> = [];
  const sources: PagePathSource[] = [];
  const invalidateHere = () => listeners.forEach((listener) => listener());
  changes?.subscribe('pages', invalidateHere);
  return {
    renderSecret: randomBytes(24).toString('hex'),
    invalidatePages: changes ? () => changes.publish('pages') : invalidateHere,
    addPagePaths: (source) => void sources.push(source),
    onInvalidate: (listener) => void listeners.push(listener),
    dynamicPaths: async () => (await Promise.all(sources.map((source) => source()))).flat(),
  };
}
