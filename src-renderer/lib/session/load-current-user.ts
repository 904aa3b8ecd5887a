import Cookies from 'js-cookie';
import { getUser, type UserRecord } from '../../../shared/api/user';
import { USER_COOKIE, USER_COOKIE_PATH } from '../../../shared/constants';
import { callApi } from '../http';

/**
 * Spec §4: on load, ask the server for the current user; keep the record in the `user` cookie
 * (path /) for the UI when there is one, and remove the cookie otherwise. The cookie is only a
 * display cache: the server never trusts it.
 */
export async function loadCurrentUser(): Promise<UserRecord | null> {
  try {
    const { data } = await callApi(getUser);
    if (data?.hash) {
      Cookies.set(USER_COOKIE, JSON.stringify(data), { path: USER_COOKIE_PATH, sameSite: 'lax' });
      return data;
    }
  } catch {
    // Unreachable server: treat the visitor as anonymous rather than showing stale data.
  }
  Cookies.remove(USER_COOKIE, { path: USER_COOKIE_PATH });
  return null;
}
