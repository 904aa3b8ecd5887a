import { useCallback, useEffect, useState } from 'react';
import type { Endpoint, QueryOf, ResponseOf } from '../../../shared/api/endpoint';
import { ApiCallError, callApi } from '../../lib/http';

export type MemberData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found' }
  | { state: 'error'; error: ApiCallError };

/**
 * Member-only data, fetched in the browser with the visitor's session after hydration (never
 * during server rendering, which is anonymous). A change of query fetches again; `reload`
 * fetches the same query again, e.g. after a write.
 */
export function useMemberApi<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E>,
): { result: MemberData<ResponseOf<E>>; reload: () => void } {
  const key = JSON.stringify(query);
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; reloads: number; result: MemberData<ResponseOf<E>> }>();

  useEffect(() => {
    let active = true;
    callApi(endpoint, { query: JSON.parse(key) as QueryOf<E> })
      .then((data): MemberData<ResponseOf<E>> => ({ state: 'ready', data }))
      .catch((error: unknown): MemberData<ResponseOf<E>> => {
        const failure =
          error instanceof ApiCallError
            ? error
            : new ApiCallError(0, 'INTERNAL', 'Something went wrong. Please try again.');
        return failure.status === 404 ? { state: 'not-found' } : { state: 'error', error: failure };
      })
      .then((result) => {
        if (active) setLoaded({ key, reloads, result });
      });
    return () => {
      active = false;
    };
  }, [endpoint, key, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // An answer for an older query or an earlier reload is never shown as the current one.
  const current = loaded && loaded.key === key && loaded.reloads === reloads ? loaded.result : undefined;
  return { result: current ?? { state: 'loading' }, reload };
}
