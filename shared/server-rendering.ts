import type { WidgetConfig } from './calculator/widget-config';

/**
 * The contract between the API server and the renderer's server entry
 * (`src-renderer/entry-server.tsx`, built into `dist/server`): the server loads the built module
 * and renders each page through it.
 */

/** One API answer fetched for a page: its HTTP status and parsed JSON body. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** Fetches one API request for the page being rendered (anonymously: the page is shared). */
export type FetchPageData = (key: string) => Promise<ServerAnswer>;

interface RenderOptions {
  siteUrl: string;
  captchaSiteKey?: string;
  fetchData?: FetchPageData;
}

/**
 * Marks the preload of the page's own chunk in the head (`<link rel="modulepreload" data-page>`):
 * the browser hydrates the page from that chunk without the list of every page's chunks.
 */
export const PAGE_CHUNK_ATTRIBUTE = 'data-page';

interface RenderResult {
  status: number;
  head: string;
  html: string;
  /**
   * the lazily loaded modules the page rendered, src-renderer-relative: its page module, and the
   * workspace's frame around signed-in work
   */
  pageModules?: string[];
}

export type RenderFunction = (url: string, options: RenderOptions) => Promise<RenderResult>;

/** The calculator widget members embed, rendered without the site's shell. */
export type RenderWidgetFunction = (config: WidgetConfig) => string;
/** The widget's short neutral message (a switched-off widget), in the same frame. */
export type RenderWidgetMessageFunction = (text: string) => string;
