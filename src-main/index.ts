import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import electronUpdater from 'electron-updater';
import { fileTypeFromBuffer } from 'file-type';
import { BRIDGE_EVENTS } from '../shared/bridge';
import { loadDesktopConfig } from './config';
import { deepLinkInArguments, DEEP_LINK_SCHEME, routeOfDeepLink } from './deep-links';
import { createDesktopHost } from './desktop-host';
import { registerIpcHandlers } from './ipc';
import { savedLaneLeads } from './lane-notices';
import { upcomingMeetings } from './meeting-notices';
import { watchedShipmentEvents } from './tracking-notices';
import { menuTemplate } from './menu';
import { APP_USER_MODEL_ID, createNoticePoller, createNotifier, type NoticeSource } from './notifications';
import { openPrivateStore } from './private-store';
import { registerAppScheme, serveRenderer } from './protocol';
import { BUNDLED_SNAPSHOT_NAME } from './saved-schedules';
import { createSessionVault } from './session-vault';
import { createSettings, type SettingsStore } from './settings';
import { startUpdates } from './updater';
import { createMainWindow, guardAllWebContents, restrictPermissions } from './window';
import { restoredWindowState, saveWindowState } from './window-state';

/** Baked in by electron.vite.config.ts from the build's environment. */
declare const __DFA_API_ORIGIN__: string;
declare const __DFA_UPDATE_URL__: string;
declare const __DFA_BUILT_AT__: string;

// electron-vite emits main, preload and renderer side by side under out/.
const RENDERER_ROOT = path.join(import.meta.dirname, '../renderer');
const PRELOAD_PATH = path.join(import.meta.dirname, '../preload/index.cjs');

const NOTICE_INTERVAL_MS = 5 * 60_000;

/** A route asked for before the window exists (the `dfa://` link that started the app). */
let pendingRoute: string | undefined;

function main(): void {
  registerAppScheme(protocol);
  if (!app.requestSingleInstanceLock()) {
    // The running instance gets our arguments (and any dfa:// link) through 'second-instance'.
    app.quit();
    return;
  }
  registerDeepLinkScheme();
  // Windows shows an app's notifications only under the id its Start menu shortcut carries.
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  pendingRoute = routeOfDeepLink(deepLinkInArguments(process.argv) ?? '');
  guardAllWebContents(app);
  app.on('second-instance', (_event, argv) => {
    focusExistingWindow();
    const route = routeOfDeepLink(deepLinkInArguments(argv) ?? '');
    if (route) showRoute(route);
  });
  // macOS delivers links through this event, also before the app is ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const route = routeOfDeepLink(url);
    if (route) showRoute(route);
  });
  app.on('window-all-closed', () => {
    // macOS apps stay active without windows until the user quits them.
    if (process.platform !== 'darwin') app.quit();
  });
  app.whenReady().then(start).catch(failToStart);
}

function registerDeepLinkScheme(): void {
  // An unpackaged run (`electron .`) must name its entry script for the OS to start it right.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [path.resolve(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

function start(): void {
  const config = loadDesktopConfig({
    built: { apiOrigin: __DFA_API_ORIGIN__, updateFeedUrl: __DFA_UPDATE_URL__ },
    env: process.env,
    isPackaged: app.isPackaged,
  });
  restrictPermissions(session.defaultSession);

  const userData = app.getPath('userData');
  // safeStorage is usable only once the app is ready.
  const sessionFile = openPrivateStore('session', userData);
  if (sessionFile.replaced) console.warn('The saved session could not be read; starting signed out.');
  const appFile = openPrivateStore('app', userData);
  const vault = createSessionVault({ safeStorage, store: sessionFile.store, origin: config.apiOrigin });
  const settings = createSettings(appFile.store);

  const host = createDesktopHost({
    config,
    appVersion: app.getVersion(),
    os: process.platform,
    network: {
      fetch: (input, init) => net.fetch(input, init),
      request: (options) => net.request(options),
    },
    vault,
    clearBrowsingData: async () => {
      await Promise.all([session.defaultSession.clearCache(), session.defaultSession.clearStorageData()]);
    },
    showOpenDialog: (options) => {
      const window = BrowserWindow.getFocusedWindow();
      return window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
    },
    sniff: async (bytes) => (await fileTypeFromBuffer(bytes))?.mime,
    openExternal: (url) => shell.openExternal(url),
    // The dictionary ships inside the renderer bundle, so it is as current as this build.
    offlineData: () => [{ kind: 'dictionary', asOf: __DFA_BUILT_AT__ }],
    bundledSchedules: app.isPackaged
      ? path.join(process.resourcesPath, BUNDLED_SNAPSHOT_NAME)
      : path.join(import.meta.dirname, '..', BUNDLED_SNAPSHOT_NAME),
    dataFolder: userData,
    broadcast: (channel, payload) => {
      for (const window of BrowserWindow.getAllWindows()) window.webContents.send(channel, payload);
    },
  });
  serveRenderer(protocol, RENDERER_ROOT, { apiFiles: host.apiFiles });
  registerIpcHandlers(ipcMain, host.handlers);
  installMenu(config.apiOrigin, settings);

  const notifier = createNotifier({
    settings,
    isSupported: () => Notification.isSupported(),
    create: (options) => new Notification(options),
    openRoute: (route) => {
      focusExistingWindow();
      showRoute(route);
    },
  });
  // Where desktop notifications come from: each member tool that watches something for the
  // member adds its source here.
  const apiGet = (apiPath: string) => host.apiGet(apiPath);
  const noticeSources: NoticeSource[] = [
    savedLaneLeads(apiGet),
    watchedShipmentEvents(apiGet),
    upcomingMeetings(apiGet),
  ];
  createNoticePoller({ sources: noticeSources, notifier, settings, intervalMs: NOTICE_INTERVAL_MS }).start();

  const openWindow = () => {
    const workAreas = screen.getAllDisplays().map((display) => display.workArea);
    createMainWindow(PRELOAD_PATH, {
      restored: restoredWindowState(appFile.store, workAreas),
      route: pendingRoute,
      onClose: (state) => saveWindowState(appFile.store, state),
    });
    pendingRoute = undefined;
  };
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });

  startUpdates({
    feedUrl: config.updateFeedUrl,
    isPackaged: app.isPackaged,
    updater: () => electronUpdater.autoUpdater,
    onError: (error) => console.error('Looking for an update failed', error),
  });
}

function installMenu(websiteOrigin: string, settings: SettingsStore): void {
  const build = () =>
    Menu.buildFromTemplate(
      menuTemplate({
        platform: process.platform,
        appName: app.getName(),
        development: !app.isPackaged,
        notificationsOn: settings.get().notifications,
        actions: {
          navigate: showRoute,
          openWebsite: () => void shell.openExternal(websiteOrigin),
          setNotifications: (on) => {
            settings.set({ notifications: on });
            Menu.setApplicationMenu(build());
          },
        },
      }),
    );
  Menu.setApplicationMenu(build());
}

/** Shows a route in the open window, or in the window about to open. */
function showRoute(route: string): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) {
    pendingRoute = route;
    return;
  }
  window.webContents.send(BRIDGE_EVENTS.navigate, route);
}

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

/**
 * Every start-up failure ends here: the member sees why, and the process exits, which also
 * frees the single-instance lock so the next launch is not silently swallowed.
 */
function failToStart(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error('DFA Portal cannot start', error);
  try {
    dialog.showErrorBox('DFA Portal cannot start', message);
  } finally {
    app.exit(1);
  }
}

try {
  main();
} catch (error) {
  failToStart(error);
}
