import type { Viewer } from '../../../shared/routes';
import { useSessionUser } from './use-session';

/**
 * Who is looking: a visitor until the session check finds a signed-in member (so the server's
 * page, rendered for anyone, and the hydrated page agree), then a member or an admin.
 */
export function useViewer(): Viewer {
  const user = useSessionUser();
  if (!user?.hash) return 'visitor';
  return user.isAdmin ? 'admin' : 'member';
}
