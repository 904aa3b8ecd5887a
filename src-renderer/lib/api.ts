import { useCallback, useContext, useEffect, useState } from 'react';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import type { ServerAnswer } from '../../shared/server-rendering';
import { PageDataContext, pageDataKey, type PageDataSource } from './page-data-context';
import { ApiCallError, apiCallErrorFrom, NETWORK_MESSAGE, UNEXPECTED_ANSWER } from './api-call-error';
import type { Send } from './api-transport';

/*
 * The renderer's one way to talk to the API server: every call goes through ky with the portal's
 * headers and the platform's `fetch` (the browser's, or the desktop bridge's), and every failure
 * becomes an `ApiCallError` (`api-call-error.ts`). ky and its settings (`api-transport.ts`) are
 * loaded with the first call, so a page that only shows what the server rendered never loads them.
 * A page's own reads (`usePageData`) and a count nobody waits for (`notifyApi`) are plain
 * `fetch` calls (`api-reads.ts`): public pages make them as soon as they load, and what ky
 * would add for them (one retry, a time-out) is a few lines.
 */

/** The transport (ky and its settings) arrives with the first call, not with the page. */
const send: Send = async (...request) => (await import('./api-transport')).send(...request);

/** An endpoint named by its method and path, for pages that must not load the contract's schemas. */
export type EndpointName<E extends Endpoint> = Pick<E, 'method' | 'path'>;

/**
 * Calls one endpoint of the shared contract. Given the endpoint itself, the answer is parsed
 * with its response schema. Public pages that must stay light name it instead, by type, method
 * and path (`callApi<typeof addLike>({ method: 'POST', path: '/api/articles/add-like' }, …)`
 * with `import type`): the server checked that answer against the same schema before sending it.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E | EndpointName<E>,
  input: { query?: QueryOf<E>; body?: BodyOf<E> } = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const url = pageDataKey(endpoint.path, input.query as Record<string, unknown> | undefined);
  const answer = await send(endpoint.method, url, input.body, signal);
  if (answer.status < 200 || answer.status >= 300) {
    throw apiCallErrorFrom(answer.status, answer.body, UNEXPECTED_ANSWER);
  }
  const schema = 'response' in endpoint ? endpoint.response : undefined;
  if (!schema) {
    if (answer.body === undefined) throw new ApiCallError(answer.status, 'INTERNAL', UNEXPECTED_ANSWER);
    return answer.body as ResponseOf<E>;
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new ApiCallError(answer.status, 'INTERNAL', UNEXPECTED_ANSWER);
  return parsed.data as ResponseOf<E>;
}

// --- Page data ---------------------------------------------------------------------------------

/**
 * Data a page needs from the API, fetched on the server while the page renders (so its HTML
 * holds the content without JavaScript) and handed to the browser inside the page, so
 * hydration needs no second request.
 */
type PageDataState<T> =
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

/** Keeps an answer, so going back to a page shows it at once. */
function remember(source: PageDataSource, key: string, answer: ServerAnswer) {
  source.answers[key] = answer;
}

/** The server checked every answer against the endpoint's response schema before sending it. */
function stateOf<T>(answer: ServerAnswer): PageDataState<T> {
  if (answer.status >= 200 && answer.status < 300) return { state: 'ready', data: answer.body as T };
  if (answer.status === 404) return { state: 'not-found' };
  return { state: 'error', error: apiCallErrorFrom(answer.status, answer.body, UNEXPECTED_ANSWER) };
}

/** A GET of the page's data; its code arrives with the first read, not with the page. */
async function fetchAnswer(key: string): Promise<ServerAnswer> {
  try {
    return await (await import('./api-reads')).readAnswer(key);
  } catch {
    // The code itself could not be loaded: the connection dropped.
    return { status: 0, body: { error: { code: 'UNAVAILABLE', message: NETWORK_MESSAGE } } };
  }
}

/**
 * Tells the server something no one waits for (a post was read): sent once, never retried, its
 * answer and any failure ignored, without loading ky.
 */
export function notifyApi<E extends Endpoint>(endpoint: EndpointName<E>, body: BodyOf<E>): void {
  void import('./api-reads').then(
    ({ notify }) => notify(endpoint.method, endpoint.path, body),
    // Without the code (the connection dropped), there is nothing to tell anyone either.
    () => undefined,
  );
}

/**
 * Where an answer comes from when a feature knows a second source (the desktop app's saved
 * schedules): it may ask the server with `fromServer`, or not. A stand-in answers 203 (not the
 * server's own), which is shown but not kept for going back, so it is not shown once the server
 * is back.
 */
export type AnswerLoader = (
  key: string,
  fromServer: (key: string) => Promise<ServerAnswer>,
) => Promise<ServerAnswer>;

/**
 * The data of a GET endpoint for the page being shown. Name the endpoint by its type and path
 * (`usePageData<typeof getPost>('/api/...', { query })`, with `import type`), so the page does
 * not load the schemas. With `serverRender` (the default) the server fetches it anonymously
 * while rendering; use `serverRender: false` for data that depends on who is signed in, which
 * is fetched after hydration with the visitor's session.
 */
export function usePageData<E extends Endpoint>(
  path: E['path'],
  input: { query?: QueryOf<E> } = {},
  { serverRender = true, load }: { serverRender?: boolean; load?: AnswerLoader } = {},
): PageData<ResponseOf<E>> {
  type Data = ResponseOf<E>;
  const source = useContext(PageDataContext);
  const key = pageDataKey(path, input.query as Record<string, unknown> | undefined);
  const known = serverRender ? source.answers[key] : undefined;
  if (serverRender && !known) source.requested?.add(key);

  const [current, setCurrent] = useState<{ key: string; value: PageDataState<Data> }>(() => ({
    key,
    value: known ? stateOf<Data>(known) : { state: 'loading' },
  }));
  const [reloads, setReloads] = useState(0);

  // A new request (another slug, another page of results) starts from what is already known.
  let shown = current;
  if (current.key !== key) {
    shown = { key, value: known ? stateOf<Data>(known) : { state: 'loading' } };
    setCurrent(shown);
  }
  const needsFetch = shown.value.state === 'loading' || reloads > 0;

  useEffect(() => {
    if (!needsFetch) return;
    let cancelled = false;
    void (load ? load(key, fetchAnswer) : fetchAnswer(key)).then((answer) => {
      if (cancelled) return;
      if (answer.status === 200) remember(source, key, answer);
      setCurrent({ key, value: stateOf<Data>(answer) });
    });
    return () => {
      cancelled = true;
    };
    // `reloads` is the trigger for an explicit reload.
  }, [path, key, needsFetch, reloads, source, load]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback(
    (data: Data) => {
      remember(source, key, { status: 200, body: data });
      setCurrent({ key, value: { state: 'ready', data } });
    },
    [key, source],
  );
  return { ...shown.value, reload, replace };
}
