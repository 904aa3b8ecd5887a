import { logout } from '../../../shared/api/auth';
import { callApi } from '../http';
import { forgetUser } from './user-cookie';

/**
 * Ends the session on the server (its cookie is HttpOnly, so only the server can clear it),
 * then forgets the displayed record. Loaded on demand: the header needs it only on sign-out.
 */
export async function endSession(): Promise<void> {
  try {
    await callApi(logout);
  } finally {
    forgetUser();
  }
}
