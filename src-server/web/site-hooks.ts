import { randomBytes } from 'node:crypto';
import type { SiteFigure } from '../../shared/api/site';
import type { ChangeFeed } from '../services/change-feed';

/** Logged (and sent to a parent process) once the sitemap's pages are rendered ahead. */
export const PRERENDER_DONE_MESSAGE = 'pages prerendered';

/** Paths of pages that exist because of database rows (blog posts, events added by admins). */
type PagePathSource = () => Promise<string[]>;

/** Live figures a feature counts from its data, for the home page. */
type FigureSource = () => Promise<SiteFigure[]>;

/** What API features may ask of the website. */
export interface SiteHooks {
  /** Call after a write that changes public pages: they are rendered again on the next visit. */
  invalidatePages(): void;
  /** Adds database-driven paths to the sitemap and to the pages rendered ahead. */
  addPagePaths(source: PagePathSource): void;
  /** Adds figures to the home page's live figures, in the order features add them. */
  addFigures(source: FigureSource): void;
}

/** Where the content version lives (the database), so every process agrees on it. */
export interface ContentVersionStore {
  read(): Promise<number>;
  /** raises the version and returns the new one */
  mark(): Promise<number>;
}

export interface SiteHooksHub extends SiteHooks {
  /** `listener` runs whenever cached content is stale: a change here, elsewhere, or by a command. */
  onInvalidate(listener: () => void): void;
  /**
   * Before answering from a cache: notices changes other processes recorded in the content
   * version (read at most once per `checkEveryMs`) and clears the caches if there were any.
   */
  checkForOutsideChanges(): Promise<void>;
  /**
   * Whether caches may be answered from without `checkForOutsideChanges()`: the content version
   * was read less than `checkEveryMs` ago (or there is none to read).
   */
  checkedRecently(): boolean;
  dynamicPaths(): Promise<string[]>;
  figures(): Promise<SiteFigure[]>;
  /**
   * Proves a request comes from the server's own page rendering (which fetches page data
   * through the API), so it is not counted against the visitor rate limit.
   */
  renderSecret: string;
}

export const PAGE_RENDER_HEADER = 'x-dfa-page-render';

/** How often a server looks for changes made outside it; a second is invisible to readers. */
export const CONTENT_CHECK_INTERVAL_MS = 1000;

/**
 * With a change feed, a change made through any server instance invalidates every instance's
 * pages at once; the content version catches what the feed cannot carry (a command such as the
 * demo seed, another process on the same SQLite file, notices missed while reconnecting).
 */
export function createSiteHooks({
  versions,
  changes,
  checkEveryMs = CONTENT_CHECK_INTERVAL_MS,
  onError = () => undefined,
}: {
  versions?: ContentVersionStore;
  changes?: ChangeFeed;
  checkEveryMs?: number;
  onError?: (error: unknown) => void;
} = {}): SiteHooksHub {
  const listeners: Array<() => void> = [];
  const sources: PagePathSource[] = [];
  const figureSources: FigureSource[] = [];
  const clearCaches = () => listeners.forEach((listener) => listener());
  changes?.subscribe('pages', clearCaches);
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  const check = async () => {
    if (!versions) return;
    try {
      const version = await versions.read();
      checkedAt = Date.now();
      if (known !== undefined && version !== known) clearCaches();
      known = version;
    } catch (error) {
      onError(error);
    }
  };

  return {
    renderSecret: randomBytes(24).toString('hex'),
    invalidatePages: () => {
      // The feed tells this server's listeners as well as every other instance's.
      if (changes) changes.publish('pages');
      else clearCaches();
      if (!versions) return;
      versions.mark().then((version) => {
        // Our own change needs no second clearing, unless someone else's came in between.
        if (known !== undefined && version === known + 1) known = version;
      }, onError);
    },
    addPagePaths: (source) => void sources.push(source),
    onInvalidate: (listener) => void listeners.push(listener),
    checkedRecently: () => !versions || Date.now() - checkedAt < checkEveryMs,
    checkForOutsideChanges: () => {
      if (!versions || Date.now() - checkedAt < checkEveryMs) return Promise.resolve();
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
    dynamicPaths: async () => (await Promise.all(sources.map((source) => source()))).flat(),
    addFigures: (source) => void figureSources.push(source),
    figures: async () => (await Promise.all(figureSources.map((source) => source()))).flat(),
  };
}
