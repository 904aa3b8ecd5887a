import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. Content that only the browser can
 * know (the query string, the visitor's language, the signed-in user) renders after this flips,
 * so the hydrated markup always matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
