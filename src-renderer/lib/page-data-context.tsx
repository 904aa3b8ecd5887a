import { createContext, type ReactNode } from 'react';
import type { ServerAnswer } from '../../shared/server-rendering';

/*
 * The page-data plumbing the app shell needs (the provider, the keys, the embedded script).
 * It is kept apart from the hook, which brings the API client, so pages that need no data
 * do not load it.
 */

/** What the server fetched for one page: the API answers keyed by request. */
export type PageDataRecord = Record<string, ServerAnswer>;

/** The id of the `<script type="application/json">` that carries a page's data to the browser. */
const PAGE_DATA_ELEMENT_ID = 'dfa-page-data';

export interface PageDataSource {
  /** answers already known: fetched by the server, or embedded in the page */
  answers: PageDataRecord;
  /** server only: requests the render asked for that are not answered yet */
  requested?: Set<string>;
}

export const PageDataContext = createContext<PageDataSource>({ answers: {} });

export function PageDataProvider({ source, children }: { source: PageDataSource; children: ReactNode }) {
  return <PageDataContext.Provider value={source}>{children}</PageDataContext.Provider>;
}

/** One key per request: `/api/path?a=1&b=2` with the query sorted, so equal requests match. */
export function pageDataKey(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query ?? {}).sort()) {
    const value = query?.[name];
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Reads the data the server embedded in the page (absent in the desktop app). */
export function readEmbeddedPageData(doc: Document): PageDataRecord {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as PageDataRecord;
  } catch {
    return {};
  }
}

/** The embedded data as a script element; `<` is escaped so no text can close the element. */
export function pageDataScript(answers: PageDataRecord): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
