/** The slice of electron-updater's `autoUpdater` the app uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

/**
 * Looks for updates on the generic feed built into this copy, if any. Off unless the build was
 * given a feed (DFA_UPDATE_URL) and the app runs packaged. electron-updater checks every download
 * against the SHA-512 in the feed and, on Windows and macOS, its code signature against the
 * running app's publisher before installing it.
 */
export function startUpdates({
  feedUrl,
  isPackaged,
  updater,
  onError,
}: {
  feedUrl: string | undefined;
  isPackaged: boolean;
  updater: () => UpdaterLike;
  onError: (error: unknown) => void;
}): boolean {
  if (!feedUrl || !isPackaged) return false;
  const autoUpdater = updater();
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
  autoUpdater.checkForUpdatesAndNotify().catch(onError);
  return true;
}
