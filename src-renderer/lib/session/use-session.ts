import type { UserRecord } from '../../../shared/api/user';
import { useAtomValue } from '../store';
import { useHydrated } from '../use-hydrated';
import { loggedAtom, sessionCheckedAtom, userAtom } from './session-state';

// The session check can answer before a lazily loaded page has hydrated. Until a component has
// hydrated it must render what the server rendered (an unchecked, anonymous session); reading
// the atoms through these hooks guarantees that, whatever order the browser does things in.

/** The signed-in user, or null while unknown, signed out, or before this component hydrated. */
export function useSessionUser(): UserRecord | null {
  const user = useAtomValue(userAtom);
  return useHydrated() ? user : null;
}

/** Whether someone is signed in (false until known and hydrated). */
export function useLogged(): boolean {
  const logged = useAtomValue(loggedAtom);
  return useHydrated() && logged;
}

/** Whether the server has answered the session check (false until then and before hydration). */
export function useSessionChecked(): boolean {
  const checked = useAtomValue(sessionCheckedAtom);
  return useHydrated() && checked;
}
