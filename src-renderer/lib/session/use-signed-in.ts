import { useCallback } from 'react';
import type { UserRecord } from '../../../shared/api/user';
import { platform } from '../platform';
import { useSetAtom } from '../store';
import { sessionCheckedAtom, userAtom } from './session-state';
import { rememberUser } from './user-cookie';

/** After a successful sign-in: the record the server answered becomes the signed-in state. */
export function useSignedIn(): (user: UserRecord) => void {
  const setUser = useSetAtom(userAtom);
  const setChecked = useSetAtom(sessionCheckedAtom);
  return useCallback(
    (user: UserRecord) => {
      rememberUser(user);
      setUser(user);
      setChecked(true);
      // The desktop host keeps the confirmed member, to stay signed in when the app starts offline.
      void platform.session?.status();
    },
    [setUser, setChecked],
  );
}
