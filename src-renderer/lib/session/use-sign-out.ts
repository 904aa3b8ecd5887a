import { useCallback } from 'react';
import { useSetAtom } from '../store';
import { userAtom } from './session-state';

/**
 * Signs out on the server and locally. The local state is cleared even when the server cannot
 * be reached, so a shared computer never keeps showing the member as signed in; the error is
 * passed on for the caller to report.
 */
export function useSignOut(): () => Promise<void> {
  const setUser = useSetAtom(userAtom);
  return useCallback(async () => {
    try {
      const { endSession } = await import('./end-session');
      await endSession();
    } finally {
      setUser(null);
    }
  }, [setUser]);
}
