import type { ConnectionState, OfflineDataset, Unsubscribe } from '../shared/bridge';

/**
 * Whether the DFA server answered lately, learnt from every request the app makes: any HTTP
 * answer means online, a failure to connect means offline. Offline is a state the window is
 * told about, not an error each page has to interpret.
 */
export interface Connectivity {
  state(): ConnectionState;
  /** the server answered (with any status) */
  reached(): void;
  /** the server could not be reached at all */
  unreachable(): void;
  onChange(listener: (state: ConnectionState) => void): Unsubscribe;
}

export function createConnectivity({
  offlineData,
  lastOnlineAt = null,
  now = Date.now,
}: {
  /** what the app can show without the network, with the date of each */
  offlineData: () => OfflineDataset[];
  /** epoch milliseconds of the last answer in an earlier run, if known */
  lastOnlineAt?: number | null;
  now?: () => number;
}): Connectivity {
  // Optimistic until the first request says otherwise, so the app does not flash "offline".
  let online = true;
  let lastOnline = lastOnlineAt;
  const listeners = new Set<(state: ConnectionState) => void>();
  const state = (): ConnectionState => ({
    online,
    lastOnlineAt: lastOnline === null ? null : new Date(lastOnline).toISOString(),
    offlineData: offlineData(),
  });
  const set = (value: boolean) => {
    if (value) lastOnline = now();
    if (online === value) return;
    online = value;
    const current = state();
    for (const listener of listeners) listener(current);
  };
  return {
    state,
    reached: () => set(true),
    unreachable: () => set(false),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
