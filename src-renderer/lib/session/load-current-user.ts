import { getUser, type UserRecord } from '../../../shared/api/user';
import { callApi } from '../api';
import { platform } from '../platform';
import { forgetUser, rememberUser } from './user-cookie';

/**
 * On load, ask the server for the current user; keep the record in the `user` cookie
 * (path /) for the UI when there is one, and remove the cookie otherwise. The cookie is only a
 * display cache: the server never trusts it. The desktop host answers for the server when it
 * cannot be reached, with the member it last confirmed, so going offline does not sign out.
 */
export async function loadCurrentUser(): Promise<UserRecord | null> {
  try {
    const data = platform.session ? (await platform.session.status()).user : (await callApi(getUser)).data;
    if (data?.hash) {
      rememberUser(data);
      return data;
    }
  } catch {
    // Unreachable server on the web: treat the visitor as anonymous rather than showing stale data.
  }
  forgetUser();
  return null;
}
