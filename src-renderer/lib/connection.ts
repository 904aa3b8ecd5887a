import { useEffect } from 'react';
import type { ConnectionState } from '../../shared/bridge';
import { platform } from './platform';
import { atom, useSetAtom } from './store';

/** What the desktop host says about the DFA server; null on the web, where the browser decides. */
export const connectionAtom = atom<ConnectionState | null>(null);

/** Keeps `connectionAtom` current; mounted once, by the offline banner. */
export function useConnectionUpdates(): void {
  const setConnection = useSetAtom(connectionAtom);
  useEffect(() => {
    const connection = platform.connection;
    if (!connection) return undefined;
    let active = true;
    void connection.status().then((state) => {
      if (active) setConnection(state);
    });
    const unsubscribe = connection.onChange(setConnection);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [setConnection]);
}
