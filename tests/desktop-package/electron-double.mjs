// A stand-in for the `electron` module, just enough for the packaged main process to start:
// it records what the app does, then checks the window's first page, the preload and one bridge
// call, and writes what it saw to the file named by SMOKE_REPORT.
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const report = { errors: [], schemes: [], windows: [], channels: [], exposed: [], checks: {} };
const finish = (code) => {
  writeFileSync(process.env.SMOKE_REPORT, JSON.stringify(report, null, 2));
  process.exit(code);
};
process.on('uncaughtException', (error) => {
  report.errors.push(`uncaught: ${error.stack ?? error}`);
  finish(1);
});
process.on('unhandledRejection', (error) => {
  report.errors.push(`unhandled rejection: ${error?.stack ?? error}`);
  finish(1);
});

// Electron sets this to the folder holding app.asar and the extra resources.
process.resourcesPath = process.env.SMOKE_RESOURCES;

const handlers = new Map();
let serveApp;

export const app = Object.assign(new EventEmitter(), {
  isPackaged: true,
  requestSingleInstanceLock: () => true,
  setAsDefaultProtocolClient: (scheme) => (report.checks.deepLinkScheme = scheme),
  whenReady: () => new Promise((resolve) => setTimeout(resolve, 10)),
  getVersion: () => '0.0.0-smoke',
  getName: () => 'DFA Portal',
  getPath: () => process.env.SMOKE_USER_DATA,
  getAppPath: () => process.cwd(),
  quit: () => finish(2),
  exit: (code) => finish(code),
});
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => report.schemes.push(...schemes.map((scheme) => scheme.scheme)),
  handle: (_scheme, handler) => {
    serveApp = handler;
  },
};
export const ipcMain = Object.assign(new EventEmitter(), {
  handle: (channel, handler) => handlers.set(channel, handler),
});
export const dialog = {
  showErrorBox: (title, message) => report.errors.push(`${title}: ${message}`),
  showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
};
export const session = {
  defaultSession: Object.assign(new EventEmitter(), {
    setPermissionRequestHandler: () => undefined,
    setPermissionCheckHandler: () => undefined,
    setDevicePermissionHandler: () => undefined,
    setDisplayMediaRequestHandler: () => undefined,
    clearCache: async () => undefined,
    clearStorageData: async () => undefined,
  }),
};
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString: () => Buffer.alloc(0),
  decryptString: () => '',
};
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const Menu = { buildFromTemplate: (template) => template, setApplicationMenu: () => undefined };
export class Notification {
  static isSupported = () => true;
  on() {}
  show() {}
}
export const shell = { openExternal: async () => undefined };
export const net = {
  fetch: () => Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED')),
  request: () => {
    throw new Error('net::ERR_INTERNET_DISCONNECTED');
  },
};
export const contextBridge = {
  exposeInMainWorld: (name, api) => report.exposed.push({ name, keys: Object.keys(api).sort() }),
};
export const ipcRenderer = {
  invoke: async () => undefined,
  on: () => undefined,
  removeListener: () => undefined,
};

export class BrowserWindow extends EventEmitter {
  static all = [];
  static getAllWindows = () => BrowserWindow.all;
  static getFocusedWindow = () => BrowserWindow.all[0];
  constructor(options) {
    super();
    BrowserWindow.all.push(this);
    report.windows.push({ webPreferences: options.webPreferences });
    this.webContents = Object.assign(new EventEmitter(), { send: () => undefined });
  }
  once() {}
  isDestroyed = () => false;
  show() {}
  isMinimized = () => false;
  async loadURL(url) {
    report.checks.startUrl = url;
    const page = await serveApp(new Request(url));
    const html = await page.text();
    report.checks.startPage = { status: page.status, hasRoot: html.includes('<div id="root">') };
    createRequire(import.meta.url)(this.constructor.preload ?? report.windows[0].webPreferences.preload);
    report.channels = [...handlers.keys()].sort();
    // By the first page, every library has registered what it will: only checked handlers remain.
    for (const channel of ipcMain.eventNames()) {
      report.errors.push(`an ipcMain listener without the sender check: ${String(channel)}`);
    }
    report.checks.platformInfo = await handlers.get('platform:info')({ senderFrame: { url: 'app://dfa/' } });
    const schedules = await handlers.get('schedules:search')(
      { senderFrame: { url: 'app://dfa/' } },
      { kind: 'carriers' },
    );
    report.checks.schedules = {
      status: schedules.status,
      saved: schedules.saved,
      carriers: schedules.body.carriers?.length,
    };
    finish(report.errors.length === 0 ? 0 : 1);
  }
}

const electron = {
  app,
  protocol,
  ipcMain,
  dialog,
  session,
  safeStorage,
  screen,
  Menu,
  Notification,
  shell,
  net,
  contextBridge,
  ipcRenderer,
  BrowserWindow,
};
globalThis.__electronDouble = electron;
export default electron;
