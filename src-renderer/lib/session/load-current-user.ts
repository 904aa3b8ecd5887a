import { getUser, type UserRecord } from '../../../shared/api/user';
import { callApi } from '../http';
import { forgetUser, rememberUser } from './user-cookie';

/**
 * On load, ask the server for the current user; keep the record in the `user` cookie
 * (path /) for the UI when there is one, and remove the cookie otherwise. The cookie is only a
 * display cache: the server never trusts it.
 */
export async function loadCurrentUser(): Promise<UserRecord | null> {
  try {
    const { data } = await callApi(getUser);
    if (data?.hash) {
      rememberUser(data);
      return data;
    }
  } catch {
    // Unreachable server: treat the visitor as anonymous rather than showing stale data.
  }
  forgetUser();
  return null;
}
