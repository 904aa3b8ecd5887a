import { logout } from '../../../shared/api/auth';
import { callApi } from '../api';
import { platform } from '../platform';
import { forgetUser } from './user-cookie';

/**
 * Ends the session on the server (its cookie is HttpOnly, so only the server can clear it),
 * then forgets the displayed record. The desktop host forgets its copy of the session at once,
 * even offline, and tells the server when it can. Loaded on demand: the header needs it only
 * on sign-out.
 */
export async function endSession(): Promise<void> {
  try {
    if (platform.session) await platform.session.clear();
    else await callApi(logout);
  } finally {
    forgetUser();
  }
}
