import { logout } from '../shared/api/auth';
import { CLIENT_HEADERS } from '../shared/api/http';
import { currentUserResponseSchema, getUser, type UserRecord } from '../shared/api/user';
import type { SessionStatus } from '../shared/bridge';
import { apiTargetUrl } from './api-target';
import type { Connectivity } from './connectivity';
import type { Network } from './network';
import { createSessionJar, type SessionJar, type StoredCookie } from './session-jar';
import { isRedirectError, isRedirectStatus, sendWithSession } from './session-transport';
import type { PendingSignOut, SavedSession, SessionVault } from './session-vault';

const LOGOUT_TIMEOUT_MS = 5_000;
/** The server's own limit on a session without an expiry date of its cookie (src-server sessions). */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface DesktopSession {
  jar: SessionJar;
  /** asks the server who is signed in; offline, answers with the member it last confirmed */
  status(): Promise<SessionStatus>;
  /**
   * Signs out on this computer at once (jar, vault, Chromium's cache and storage emptied,
   * whatever the network does), then tells the server with the old cookie; `serverTold` settles
   * with the outcome. Untold, the sign-out waits for `tellServerOfSignOuts`.
   */
  clear(): { serverTold: Promise<boolean> };
  /** tells the server of sign-outs it missed while the app was offline; true once none is left */
  tellServerOfSignOuts(): Promise<boolean>;
}

/** The member's session in the main process: cookies, the last confirmed record, and sign-out. */
export function createDesktopSession({
  apiOrigin,
  vault,
  network,
  connectivity,
  clearBrowsingData,
  saved = vault.load(),
  now = Date.now,
}: {
  apiOrigin: string;
  vault: SessionVault;
  /** what the vault held at start, when the caller already read it */
  saved?: SavedSession;
  network: Network;
  connectivity: Connectivity;
  /** empties Chromium's HTTP cache and the window's storage (pages the member saw, their data) */
  clearBrowsingData?: (() => Promise<void>) | undefined;
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
  const logoutTarget = apiTargetUrl(apiOrigin, logout.path);

  /** One logout with an old session's cookie, past the jar (which may hold a newer session). */
  async function tellServer({ cookie }: PendingSignOut): Promise<boolean> {
    try {
      const response = await network.fetch(logoutTarget.href, {
        method: logout.method,
        headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', cookie },
        body: '{}',
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!isRedirectStatus(response.status)) connectivity.reached();
      return response.ok;
    } catch (error) {
      // A redirect (Electron rejects it) came from something on the way, not from the server.
      if (!isRedirectError(error)) connectivity.unreachable();
      return false;
    }
  }

  let telling: Promise<boolean> | undefined;
  const tellServerOfSignOuts = () =>
    (telling ??= (async () => {
      const due = vault.pendingSignOuts().filter((pending) => pending.expiresAt > now());
      const untold: PendingSignOut[] = [];
      for (const pending of due) if (!(await tellServer(pending))) untold.push(pending);
      // A sign-out made while these were being told is kept as well.
      const added = vault
        .pendingSignOuts()
        .filter((pending) => !due.some((old) => old.cookie === pending.cookie));
      vault.savePendingSignOuts([...untold, ...added]);
      return untold.length === 0 && added.length === 0;
    })().finally(() => {
      telling = undefined;
    }));

  return {
    jar,
    async status() {
      try {
        const response = await sendWithSession(
          { jar, network, connectivity },
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
        } else {
          await response.body?.cancel();
        }
      } catch {
        // Offline, too slow or redirected: the member stays who the server last said they were.
      }
      return { connection: connectivity.state(), user: hasSession() ? user : null };
    },
    clear() {
      const cookie = jar.cookieHeader(logoutTarget);
      const expiresAt = latestExpiry(Object.values(jar.snapshot()), now() + SESSION_LIFETIME_MS);
      user = null;
      confirmedAt = null;
      jar.clear();
      vault.clear();
      clearBrowsingData?.().catch((error: unknown) => {
        console.error('Could not clear the browsing data on sign-out', error);
      });
      if (!cookie) return { serverTold: Promise.resolve(false) };
      vault.savePendingSignOuts([...vault.pendingSignOuts(), { cookie, expiresAt }]);
      // After any telling under way, which started before this sign-out was pending.
      return { serverTold: (telling ?? Promise.resolve(true)).then(tellServerOfSignOuts) };
    },
    tellServerOfSignOuts,
  };
}

/** When the last of the session's cookies would expire; a cookie without a date lives as long as the server allows. */
function latestExpiry(cookies: StoredCookie[], unknown: number): number {
  return Math.max(...cookies.map((cookie) => cookie.expiresAt ?? unknown), 0) || unknown;
}
