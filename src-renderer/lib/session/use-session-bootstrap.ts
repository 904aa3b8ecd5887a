import { useEffect } from 'react';
import { useSetAtom } from '../store';
import { sessionCheckedAtom, userAtom } from './session-state';

export function useSessionBootstrap(): void {
  const setUser = useSetAtom(userAtom);
  const setChecked = useSetAtom(sessionCheckedAtom);
  useEffect(() => {
    let active = true;
    // Loaded after first paint: the API client and its schemas are not needed to show the page.
    void import('./load-current-user')
      .then(({ loadCurrentUser }) => loadCurrentUser())
      .then((user) => {
        if (!active) return;
        setUser(user);
        setChecked(true);
      });
    return () => {
      active = false;
    };
  }, [setUser, setChecked]);
}
