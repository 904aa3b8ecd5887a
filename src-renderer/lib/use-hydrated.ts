import { useState, useSyncExternalStore } from 'react';

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

/**
 * True when the component's first render was part of hydrating the server's HTML (so what the
 * visitor did in that HTML before the page's code ran is still in the DOM to pick up), false when
 * it mounted later, after a navigation within the app or in the desktop app.
 */
export function useMountedWhileHydrating(): boolean {
  const hydrated = useHydrated();
  const [mountedWhileHydrating] = useState(!hydrated);
  return mountedWhileHydrating;
}
