import Cookies from 'js-cookie';
import type { UserRecord } from '../../../shared/api/user';
import { USER_COOKIE, USER_COOKIE_PATH } from '../../../shared/constants';

/** The `user` cookie is a display cache for the UI; the server never trusts it. */
export function rememberUser(user: UserRecord): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), { path: USER_COOKIE_PATH, sameSite: 'lax' });
}

export function forgetUser(): void {
  Cookies.remove(USER_COOKIE, { path: USER_COOKIE_PATH });
}
