import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import Store from 'electron-store';
import { createApiFileProxy, createApiForwarder } from './api-bridge';
import { loadDesktopConfig } from './config';
import { registerIpcHandlers } from './ipc';
import { registerAppScheme, serveRenderer } from './protocol';
import { createSessionJar } from './session-jar';
import { createSessionVault } from './session-vault';
import { createMainWindow, denyAllPermissions, guardAllWebContents } from './window';

// electron-vite emits main, preload and renderer side by side under out/.
const RENDERER_ROOT = path.join(import.meta.dirname, '../renderer');
const PRELOAD_PATH = path.join(import.meta.dirname, '../preload/index.cjs');

registerAppScheme(protocol);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  guardAllWebContents(app);
  app.on('second-instance', focusExistingWindow);
  app.on('window-all-closed', () => {
    // macOS apps stay active without windows until the user quits them.
    if (process.platform !== 'darwin') app.quit();
  });
  app.whenReady().then(start, (error: unknown) => failToStart(error));
}

function start(): void {
  let apiBaseUrl: string;
  try {
    ({ apiBaseUrl } = loadDesktopConfig());
  } catch (error) {
    failToStart(error);
    return;
  }

  denyAllPermissions(session.defaultSession);
  // safeStorage is usable only once the app is ready.
  const vault = createSessionVault({
    safeStorage,
    store: new Store<Record<string, unknown>>({ name: 'session' }),
  });
  const jar = createSessionJar({ initial: vault.load(), onChange: vault.save });
  serveRenderer(protocol, RENDERER_ROOT, { apiFiles: createApiFileProxy({ apiBaseUrl, jar }) });
  registerIpcHandlers(ipcMain, {
    appVersion: app.getVersion(),
    sessionPersistence: vault.persistence,
    forwardApiRequest: createApiForwarder({ apiBaseUrl, jar }),
  });
  createMainWindow(PRELOAD_PATH);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(PRELOAD_PATH);
  });
}

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

function failToStart(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('DFA Portal cannot start', message);
  app.exit(1);
}
