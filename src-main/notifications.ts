import type { SettingsStore } from './settings';

/**
 * The app's id (electron-builder.yml `appId`), which the NSIS installer gives the Start menu
 * shortcut as its AppUserModelID: Windows shows a notification only from the app the shortcut
 * names, so the running app must claim the same id.
 */
export const APP_USER_MODEL_ID = 'com.dfalliance.portal';

/** One desktop notification; clicking it shows `route` in the app. */
export interface DesktopNotice {
  /** stable id, so the same event is never announced twice */
  id: string;
  title: string;
  body: string;
  route: string;
}

/**
 * Something a member watches that can produce notices: a saved shipping lane (new leads), a
 * watched container (new tracking events). Each member tool adds its source to the list the
 * main process polls (`noticeSources` in index.ts); nothing else needs to change.
 */
export interface NoticeSource {
  name: string;
  /** notices newer than `since` (epoch milliseconds), from the API with the member's session */
  poll(since: number): Promise<DesktopNotice[]>;
}

/** The slice of Electron's `Notification` the notifier uses. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

export interface Notifier {
  /** shows the notice when the member turned notifications on; false when it was not shown */
  notify(notice: DesktopNotice): boolean;
}

export function createNotifier({
  settings,
  isSupported,
  create,
  openRoute,
}: {
  settings: SettingsStore;
  isSupported: () => boolean;
  create: (options: { title: string; body: string }) => NotificationLike;
  openRoute: (route: string) => void;
}): Notifier {
  const shown = new Set<string>();
  return {
    notify(notice) {
      if (!settings.get().notifications || !isSupported() || shown.has(notice.id)) return false;
      shown.add(notice.id);
      const notification = create({ title: notice.title, body: notice.body });
      notification.on('click', () => openRoute(notice.route));
      notification.show();
      return true;
    },
  };
}

/**
 * Asks every source for news at an interval while notifications are on, and hands each notice
 * to the notifier. A failing source (offline, signed out) is skipped until the next round.
 */
export function createNoticePoller({
  sources,
  notifier,
  settings,
  intervalMs,
  now = Date.now,
}: {
  sources: readonly NoticeSource[];
  notifier: Notifier;
  settings: SettingsStore;
  intervalMs: number;
  now?: () => number;
}): { pollOnce(): Promise<number>; start(): void; stop(): void } {
  let since = now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const pollOnce = async () => {
    if (!settings.get().notifications) return 0;
    const started = now();
    const rounds = await Promise.allSettled(sources.map((source) => source.poll(since)));
    since = started;
    let shown = 0;
    for (const round of rounds) {
      if (round.status !== 'fulfilled') continue;
      for (const notice of round.value) if (notifier.notify(notice)) shown += 1;
    }
    return shown;
  };
  return {
    pollOnce,
    start() {
      if (timer || sources.length === 0) return;
      timer = setInterval(() => void pollOnce(), intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
