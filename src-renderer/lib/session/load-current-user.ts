import type { UserRecord } from '../../../shared/api/user';
import { CLIENT_HEADERS } from '../../../shared/api/http';
import { USER_COOKIE } from '../../../shared/constants';
import { platform } from '../platform';
import { CURRENT_USER_PATH, readCurrentUserAnswer } from './current-user-answer';

/**
 * On load, ask the server for the current user; keep the record in the `user` cookie
 * (path /) for the UI when there is one, and remove the cookie otherwise. The cookie is only a
 * display cache: the server never trusts it. The desktop host answers for the server when it
 * cannot be reached, with the member it last confirmed, so going offline does not sign out.
 */
export async function loadCurrentUser(): Promise<UserRecord | null> {
  let user: UserRecord | null = null;
  try {
    const data = platform.session ? (await platform.session.status()).user : await askServer();
    if (data?.hash) user = data;
  } catch {
    // Unreachable server on the web: treat the visitor as anonymous rather than showing stale data.
  }
  // The cookie code loads only when there is a cookie to write or to remove: most visitors have neither.
  if (user || hasUserCookie()) {
    const { forgetUser, rememberUser } = await import('./user-cookie');
    if (user) rememberUser(user);
    else forgetUser();
  }
  return user;
}

function hasUserCookie(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${USER_COOKIE}=`));
}

/**
 * The web's session check, on every page once it has hydrated: plain `fetch` and a hand-written
 * check of the answer, so a visitor who only reads pages never downloads the API client and the
 * schema library. An answer the contract does not allow counts as anonymous.
 */
async function askServer(): Promise<UserRecord | null> {
  const response = await platform.fetch(CURRENT_USER_PATH, {
    credentials: 'same-origin',
    headers: CLIENT_HEADERS,
  });
  if (!response.ok) return null;
  return readCurrentUserAnswer(await response.json())?.data ?? null;
}
