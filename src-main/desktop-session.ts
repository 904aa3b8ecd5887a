import { logout } from '../shared/api/auth';
import { CLIENT_HEADERS } from '../shared/api/http';
import { currentUserResponseSchema, getUser, type UserRecord } from '../shared/api/user';
import type { SessionStatus } from '../shared/bridge';
import { sendWithSession, type FetchFunction } from './api-bridge';
import { apiTargetUrl } from './api-target';
import type { Connectivity } from './connectivity';
import { createSessionJar, type SessionJar } from './session-jar';
import type { SavedSession, SessionVault } from './session-vault';

const LOGOUT_TIMEOUT_MS = 5_000;

export interface DesktopSession {
  jar: SessionJar;
  /** asks the server who is signed in; offline, answers with the member it last confirmed */
  status(): Promise<SessionStatus>;
  /**
   * Signs out on this computer at once (jar and vault emptied, whatever the network does), then
   * tells the server with the old cookie, best effort; `serverTold` settles with the outcome.
   */
  clear(): { serverTold: Promise<boolean> };
}

/** The member's session in the main process: cookies, the last confirmed record, and sign-out. */
export function createDesktopSession({
  apiOrigin,
  vault,
  fetch,
  connectivity,
  saved = vault.load(),
  now = Date.now,
}: {
  apiOrigin: string;
  vault: SessionVault;
  /** what the vault held at start, when the caller already read it */
  saved?: SavedSession;
  fetch: FetchFunction;
  connectivity: Connectivity;
  now?: () => number;
}): DesktopSession {
  let user: UserRecord | null = saved.user;
  let confirmedAt = saved.confirmedAt;
  const persist = (cookies: ReturnType<SessionJar['snapshot']>) => {
    // Without cookies there is no session, so nothing about it is worth keeping.
    if (Object.keys(cookies).length === 0) user = null;
    vault.save({ cookies, user, confirmedAt });
  };
  const jar = createSessionJar({ origin: apiOrigin, initial: saved.cookies, onChange: persist, now });
  const hasSession = () => Object.keys(jar.snapshot()).length > 0;

  return {
    jar,
    async status() {
      try {
        const response = await sendWithSession(
          { jar, fetch, connectivity },
          apiTargetUrl(apiOrigin, getUser.path),
          {
            method: 'GET',
            headers: new Headers(CLIENT_HEADERS),
          },
        );
        if (response.ok) {
          const answer = currentUserResponseSchema.safeParse(await response.json().catch(() => null));
          if (answer.success) {
            user = answer.data.data;
            confirmedAt = now();
            persist(jar.snapshot());
          }
        }
      } catch {
        // Offline or too slow: the member stays who the server last said they were.
      }
      return { connection: connectivity.state(), user: hasSession() ? user : null };
    },
    clear() {
      const target = apiTargetUrl(apiOrigin, logout.path);
      const cookie = jar.cookieHeader(target);
      user = null;
      confirmedAt = null;
      jar.clear();
      vault.clear();
      if (!cookie) return { serverTold: Promise.resolve(false) };
      const serverTold = fetch(target.href, {
        method: logout.method,
        headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', cookie },
        body: '{}',
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      }).then(
        (response) => response.ok,
        () => false,
      );
      return { serverTold };
    },
  };
}
