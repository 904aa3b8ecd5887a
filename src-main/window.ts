import { app, BrowserWindow, dialog, shell } from 'electron';
import type { App, MessageBoxOptions, Session } from 'electron';
import { APP_ORIGIN, APP_START_URL, isAppPage, isAppUrl } from './protocol';
import { DEFAULT_SIZE, type WindowState } from './window-state';

/** How long the window waits for its first paint before it shows anyway, with a way out. */
const SHOW_ANYWAY_AFTER_MS = 5_000;

/** Chromium's code for a load the app itself stopped (a refused navigation): not a failure. */
const LOAD_ABORTED = -3;

export interface MainWindowOptions {
  /** where the member left the window last time, if it is still on a screen */
  restored?: Partial<WindowState>;
  /** the app route to open first (a `dfa://` link that started the app) */
  route?: string | undefined;
  /** called with the window's place when it closes, to restore it next time */
  onClose?: (state: WindowState) => void;
  showAnywayAfterMs?: number;
}

export function createMainWindow(
  preloadPath: string,
  { restored = {}, route = '/', onClose, showAnywayAfterMs = SHOW_ANYWAY_AFTER_MS }: MainWindowOptions = {},
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
  const startUrl = `${APP_START_URL}${route.replace(/^\//, '')}`;
  const load = () =>
    window.loadURL(startUrl).catch((error: unknown) => {
      console.error('The DFA Portal window could not load the app', error);
    });

  let shown = false;
  let recovering = false;
  const show = () => {
    clearTimeout(showAnyway);
    if (shown || window.isDestroyed()) return;
    shown = true;
    if (restored.maximized) window.maximize();
    window.show();
  };
  /** Never an invisible app: the window shows, and says what went wrong and what to do. */
  const recover = async ({ kind, detail }: RecoverableProblem) => {
    show();
    if (recovering || window.isDestroyed()) return;
    recovering = true;
    const options = RECOVERY_DIALOGS[kind](detail);
    const { response } = await dialog.showMessageBox(window, options);
    recovering = false;
    if (window.isDestroyed()) return;
    const choice = options.buttons[response];
    if (choice === 'Reload') void load();
    else if (choice === 'Quit') app.quit();
  };
  const showAnyway = setTimeout(() => {
    if (!shown) void recover({ kind: 'slow', detail: '' });
  }, showAnywayAfterMs);

  window.once('ready-to-show', show);
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, _url, isMainFrame) => {
    if (isMainFrame && errorCode !== LOAD_ABORTED) void recover({ kind: 'failed', detail: errorDescription });
  });
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') void recover({ kind: 'crashed', detail: details.reason });
  });
  window.on('close', () => {
    onClose?.({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  });
  window.on('closed', () => clearTimeout(showAnyway));
  void load();
  return window;
}

interface RecoverableProblem {
  kind: 'slow' | 'failed' | 'crashed';
  /** Chromium's words for it, when there are any */
  detail: string;
}

const REINSTALL = 'If this keeps happening, install DFA Portal again from the DFA website.';

const RECOVERY_DIALOGS: Record<
  RecoverableProblem['kind'],
  (detail: string) => MessageBoxOptions & { buttons: string[] }
> = {
  slow: () => ({
    type: 'warning',
    title: 'DFA Portal',
    message: 'DFA Portal is taking longer than usual to open.',
    detail: `Its pages have not appeared after a few seconds. Reload them, keep waiting, or quit and start the app again. ${REINSTALL}`,
    buttons: ['Reload', 'Keep waiting', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  }),
  failed: (detail) => ({
    type: 'error',
    title: 'DFA Portal',
    message: 'DFA Portal could not show its pages.',
    detail: `${detail ? `${detail}. ` : ''}Reload them, or quit and start the app again. ${REINSTALL}`,
    buttons: ['Reload', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  }),
  crashed: (detail) => ({
    type: 'error',
    title: 'DFA Portal',
    message: 'The DFA Portal window stopped working.',
    detail: `${detail ? `(${detail}) ` : ''}Reload it to carry on; a form you were filling in may need entering again. ${REINSTALL}`,
    buttons: ['Reload', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  }),
};

/**
 * Applies to every web contents the app ever creates (every window, anything a future
 * feature adds), so no window can be opened without these guards.
 */
export function guardAllWebContents(electronApp: App): void {
  electronApp.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openExternally(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event) => {
      if (isAppPage(event.url)) return;
      event.preventDefault();
      // An API answer stays an answer (images, downloads): as a page it would run as the app.
      if (!isAppUrl(event.url)) openExternally(event.url);
    });
    contents.on('will-frame-navigate', (event) => {
      if (isAppUrl(event.url) && !isAppPage(event.url)) event.preventDefault();
    });
    // Redirects are not user intent, so a foreign one is only blocked, never opened.
    contents.on('will-redirect', (event) => {
      if (!isAppPage(event.url)) event.preventDefault();
    });
    // Unhandled, Chromium would pair with the first Bluetooth device it finds.
    contents.on('select-bluetooth-device', (event, _devices, callback) => {
      event.preventDefault();
      callback('');
    });
  });
}

/** What the app's pages may use: copying a link or an embed code to the clipboard, nothing more. */
const GRANTED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

/** A request names the page's URL, a check only its origin. */
const grants = (permission: string, requesting: string) =>
  GRANTED_PERMISSIONS.has(permission) && (requesting === APP_ORIGIN || isAppPage(requesting));

/**
 * Every permission, device and screen-capture request and check is refused (the portal needs no
 * camera, microphone, location, notifications prompt, USB, serial, HID or screen sharing), except
 * the clipboard writes the app's own pages make for their Copy buttons.
 */
export function restrictPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(grants(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    grants(permission, requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
  session.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault();
    callback('');
  });
  session.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
}

/**
 * What the app hands to the operating system: web pages to the browser, e-mail and phone links
 * (the directory's contacts) to the mail and phone apps. Nothing else (`file:`, `smb:`, custom
 * schemes of other apps) leaves the app.
 */
const EXTERNAL_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

function openExternally(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return;
  }
  if (!EXTERNAL_SCHEMES.has(protocol)) return;
  shell.openExternal(url).catch((error: unknown) => {
    console.error('Could not open a link outside the app', error);
  });
}
