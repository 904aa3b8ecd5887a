import { BrowserWindow, shell } from 'electron';
import type { App, Session } from 'electron';
import { APP_START_URL, isAppUrl } from './protocol';
import { DEFAULT_SIZE, type WindowState } from './window-state';

export interface MainWindowOptions {
  /** where the member left the window last time, if it is still on a screen */
  restored?: Partial<WindowState>;
  /** the app route to open first (a `dfa://` link that started the app) */
  route?: string | undefined;
  /** called with the window's place when it closes, to restore it next time */
  onClose?: (state: WindowState) => void;
}

export function createMainWindow(
  preloadPath: string,
  { restored = {}, route = '/', onClose }: MainWindowOptions = {},
): BrowserWindow {
  const window = new BrowserWindow({
    ...DEFAULT_SIZE,
    ...restored.bounds,
    minWidth: 800,
    minHeight: 600,
    title: 'DFA Portal',
    // Shown once painted, so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // A middle click must not open a link in a new window of its own.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.once('ready-to-show', () => {
    if (restored.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    onClose?.({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  });
  window.loadURL(`${APP_START_URL}${route.replace(/^\//, '')}`).catch((error: unknown) => {
    console.error('The DFA Portal window could not load the app', error);
  });
  return window;
}

/**
 * Applies to every web contents the app ever creates (every window, anything a future
 * feature adds), so no window can be opened without these guards.
 */
export function guardAllWebContents(app: App): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openInSystemBrowser(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event) => {
      if (isAppUrl(event.url)) return;
      event.preventDefault();
      openInSystemBrowser(event.url);
    });
    // Redirects are not user intent, so a foreign one is only blocked, never opened.
    contents.on('will-redirect', (event) => {
      if (!isAppUrl(event.url)) event.preventDefault();
    });
  });
}

/** The portal needs no camera, microphone, notifications prompt or geolocation today. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}

function openInSystemBrowser(url: string): void {
  if (!isWebUrl(url)) return;
  shell.openExternal(url).catch((error: unknown) => {
    console.error('Could not open a link in the system browser', error);
  });
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
