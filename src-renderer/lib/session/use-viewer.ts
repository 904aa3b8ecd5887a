import type { Viewer } from '../../../shared/routes';
import { useAtomValue } from '../store';
import { userAtom } from './session-state';

/**
 * Who is looking: a visitor until the session check finds a signed-in member (so the server's
 * page, rendered for anyone, and the hydrated page agree), then a member or an admin.
 */
export function useViewer(): Viewer {
  const user = useAtomValue(userAtom);
  if (!user?.hash) return 'visitor';
  return user.isAdmin ? 'admin' : 'member';
}
