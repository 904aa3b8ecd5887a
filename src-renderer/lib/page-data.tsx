import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Endpoint, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { ApiCallError, callApi } from './http';

/**
 * Data a page needs from the API, fetched on the server while the page renders (so its HTML
 * holds the content without JavaScript) and handed to the browser inside the page, so
 * hydration needs no second request.
 */
export type PageDataState<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found' }
  | { state: 'error'; error: ApiCallError };

export type PageData<T> = PageDataState<T> & {
  /** fetches again, keeping the current data on screen until the answer arrives */
  reload: () => void;
  /** replaces the data after a change the page made itself (a like, an edit) */
  replace: (data: T) => void;
};

/** What the server fetched for one page: the API answers keyed by request. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}
export type PageDataRecord = Record<string, ServerAnswer>;

/** The id of the `<script type="application/json">` that carries a page's data to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'dfa-page-data';

export interface PageDataSource {
  /** answers already known: fetched by the server, or embedded in the page */
  answers: PageDataRecord;
  /** server only: requests the render asked for that are not answered yet */
  requested?: Set<string>;
}

const PageDataContext = createContext<PageDataSource>({ answers: {} });

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

/** The query a key was made from (every value a string, as it travels in a URL). */
function queryOfKey(key: string): Record<string, string> {
  const search = key.includes('?') ? key.slice(key.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(search));
}

/** Keeps an answer, so going back to a page shows it at once. */
function remember(source: PageDataSource, key: string, data: unknown) {
  source.answers[key] = { status: 200, body: data };
}

function stateFromAnswer<E extends Endpoint>(
  endpoint: E,
  answer: ServerAnswer,
): PageDataState<ResponseOf<E>> {
  if (answer.status === 404) return { state: 'not-found' };
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = endpoint.response.safeParse(answer.body);
    if (parsed.success) return { state: 'ready', data: parsed.data as ResponseOf<E> };
  }
  return {
    state: 'error',
    error: new ApiCallError(answer.status, 'INTERNAL', 'This content could not be loaded. Please try again.'),
  };
}

/**
 * The data of a GET endpoint for the page being shown. With `serverRender` (the default) the
 * server fetches it anonymously while rendering; use `serverRender: false` for data that
 * depends on who is signed in, which is fetched after hydration with the visitor's session.
 */
export function usePageData<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E> } = {},
  { serverRender = true }: { serverRender?: boolean } = {},
): PageData<ResponseOf<E>> {
  const source = useContext(PageDataContext);
  const key = pageDataKey(endpoint.path, input.query as Record<string, unknown> | undefined);
  const known = serverRender ? source.answers[key] : undefined;
  if (serverRender && !known) source.requested?.add(key);

  const [current, setCurrent] = useState<{ key: string; value: PageDataState<ResponseOf<E>> }>(() => ({
    key,
    value: known ? stateFromAnswer(endpoint, known) : { state: 'loading' },
  }));
  const [reloads, setReloads] = useState(0);

  // A new request (another slug, another page of results) starts from what is already known.
  let shown = current;
  if (current.key !== key) {
    shown = { key, value: known ? stateFromAnswer(endpoint, known) : { state: 'loading' } };
    setCurrent(shown);
  }
  const needsFetch = shown.value.state === 'loading' || reloads > 0;

  useEffect(() => {
    if (!needsFetch) return;
    let cancelled = false;
    callApi(endpoint, { query: queryOfKey(key) as QueryOf<E> })
      .then((data) => {
        if (cancelled) return;
        remember(source, key, data);
        setCurrent({ key, value: { state: 'ready', data } });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const failure =
          error instanceof ApiCallError
            ? error
            : new ApiCallError(0, 'INTERNAL', 'This content could not be loaded. Please try again.');
        setCurrent({
          key,
          value: failure.status === 404 ? { state: 'not-found' } : { state: 'error', error: failure },
        });
      });
    return () => {
      cancelled = true;
    };
    // `reloads` is the trigger for an explicit reload.
  }, [endpoint, key, needsFetch, reloads, source]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback(
    (data: ResponseOf<E>) => {
      remember(source, key, data);
      setCurrent({ key, value: { state: 'ready', data } });
    },
    [key, source],
  );
  return { ...shown.value, reload, replace };
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
