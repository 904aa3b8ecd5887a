import { EventEmitter } from 'node:events';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_EVENTS } from '../shared/bridge';
import { temporaryFolder } from './test-support';

type Handler = (event: unknown, argument?: unknown) => unknown;

/** A stand-in for the `electron` module, fresh for every start of the main process. */
function fakeElectron(userData: string) {
  class FakeBrowserWindow extends EventEmitter {
    static created: FakeBrowserWindow[] = [];
    static getAllWindows = () => FakeBrowserWindow.created;
    static getFocusedWindow = () => FakeBrowserWindow.created[0];
    readonly focus = vi.fn();
    readonly restore = vi.fn();
    readonly show = vi.fn();
    readonly loadURL = vi.fn(async (_url: string) => undefined);
    readonly webContents = Object.assign(new EventEmitter(), { send: vi.fn() });
    isDestroyed = () => false;
    constructor(readonly options: { webPreferences: { preload: string } }) {
      super();
      FakeBrowserWindow.created.push(this);
    }
    isMinimized = () => true;
  }
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const handlers = new Map<string, Handler>();
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    requestSingleInstanceLock: vi.fn(() => true),
    setAsDefaultProtocolClient: vi.fn((_scheme: string, ..._rest: unknown[]) => true),
    setAppUserModelId: vi.fn(),
    whenReady: () => ready,
    getVersion: () => '0.1.0',
    getName: () => 'DFA Portal',
    getPath: () => userData,
    quit: vi.fn(),
    exit: vi.fn(),
  });
  return {
    markReady,
    handlers,
    app,
    BrowserWindow: FakeBrowserWindow,
    dialog: { showErrorBox: vi.fn(), showOpenDialog: vi.fn() },
    ipcMain: Object.assign(new EventEmitter(), {
      handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
    }),
    Menu: { buildFromTemplate: vi.fn((template: unknown) => template), setApplicationMenu: vi.fn() },
    net: {
      fetch: vi.fn(async (_input: string, _init?: unknown) => Response.json({ data: null })),
      request: vi.fn(),
    },
    Notification: Object.assign(vi.fn(), { isSupported: () => true }),
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: Object.assign(new EventEmitter(), {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        setDisplayMediaRequestHandler: vi.fn(),
        clearCache: vi.fn(async () => undefined),
        clearStorageData: vi.fn(async () => undefined),
      }),
    },
    shell: { openExternal: vi.fn() },
    safeStorage: {
      isEncryptionAvailable: () => false,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: vi.fn(),
      decryptString: vi.fn(),
    },
  };
}

/** Loads the main process afresh against `electron`; electron-store reads its default export. */
async function importMainWith(electron: ReturnType<typeof fakeElectron>) {
  vi.resetModules();
  vi.doMock('electron', () => ({ ...electron, default: electron }));
  await import('./index');
}

async function startMain({
  userData = temporaryFolder('dfa-main-'),
  env = {} as Record<string, string>,
} = {}) {
  const electron = fakeElectron(userData);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  await importMainWith(electron);
  return { electron, userData };
}

const appEvent = { senderFrame: { url: 'app://dfa/' }, sender: { isDestroyed: () => false, send: vi.fn() } };

afterEach(() => {
  vi.unstubAllEnvs();
});

// The first start transforms the whole main process and its libraries: seconds on a busy machine.
describe('main process start-up', { timeout: 20_000 }, () => {
  it('registers app:// before ready, then serves the renderer, handles the bridge and opens one window', async () => {
    const { electron } = await startMain({ env: { DFA_API_URL: 'http://127.0.0.1:3999' } });
    expect(electron.dialog.showErrorBox.mock.calls).toEqual([]);
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledOnce();
    expect(electron.protocol.handle).not.toHaveBeenCalled();
    expect(electron.app.setAsDefaultProtocolClient.mock.calls[0]?.[0]).toBe('dfa');

    electron.markReady();
    await vi.waitFor(() => expect(electron.BrowserWindow.created).toHaveLength(1));
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const { defaultSession } = electron.session;
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setDevicePermissionHandler).toHaveBeenCalledOnce();
    expect(defaultSession.setDisplayMediaRequestHandler).toHaveBeenCalledOnce();
    expect([...electron.handlers.keys()].sort()).toEqual(Object.values(BRIDGE_CHANNELS).sort());
    // Every message from a page goes through the bridge's sender check: no listener of its own,
    // not even the one electron-store adds when the first store opens.
    expect(electron.ipcMain.eventNames()).toEqual([]);
    const [window] = electron.BrowserWindow.created;
    expect(path.basename(window?.options.webPreferences.preload ?? '')).toBe('index.cjs');
    expect(electron.app.listenerCount('web-contents-created')).toBe(1);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledOnce();
  });

  it('sends API calls through Electron’s net.fetch (system proxy and certificates), not Node’s fetch', async () => {
    const nodeFetch = vi.spyOn(globalThis, 'fetch');
    const { electron } = await startMain({ env: { DFA_API_URL: 'http://127.0.0.1:3999' } });
    electron.markReady();
    await vi.waitFor(() => expect(electron.handlers.size).toBeGreaterThan(0));
    await electron.handlers.get(BRIDGE_CHANNELS.apiRequest)?.(appEvent, { method: 'GET', path: '/api/user' });
    expect(electron.net.fetch).toHaveBeenCalledWith('http://127.0.0.1:3999/api/user', expect.anything());
    expect(nodeFetch).not.toHaveBeenCalled();
    nodeFetch.mockRestore();
  });

  it('empties Chromium’s HTTP cache and the window’s storage when the member signs out', async () => {
    const { electron } = await startMain({ env: { DFA_API_URL: 'http://127.0.0.1:3999' } });
    electron.markReady();
    await vi.waitFor(() => expect(electron.handlers.size).toBeGreaterThan(0));
    await electron.handlers.get(BRIDGE_CHANNELS.sessionClear)?.(appEvent);
    await vi.waitFor(() => expect(electron.session.defaultSession.clearStorageData).toHaveBeenCalledOnce());
    expect(electron.session.defaultSession.clearCache).toHaveBeenCalledOnce();
  });

  it('claims the app’s id on Windows, so its notifications show under the installed shortcut', async () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform');
    Object.defineProperty(process, 'platform', { value: 'win32' });
    try {
      const { electron } = await startMain();
      expect(electron.app.setAppUserModelId).toHaveBeenCalledWith('com.dfalliance.portal');
    } finally {
      if (platform) Object.defineProperty(process, 'platform', platform);
    }
    const { electron } = await startMain();
    expect(electron.app.setAppUserModelId).not.toHaveBeenCalled();
  });

  it('starts signed out, with the window, when session.json is corrupt, and replaces the file', async () => {
    const userData = temporaryFolder('dfa-main-');
    const sessionFile = path.join(userData, 'session.json');
    writeFileSync(sessionFile, '{"apiSession": "trunc', { mode: 0o644 });
    const { electron } = await startMain({ userData });
    electron.markReady();
    await vi.waitFor(() => expect(electron.BrowserWindow.created).toHaveLength(1));
    expect(electron.dialog.showErrorBox).not.toHaveBeenCalled();
    expect(JSON.parse(readFileSync(sessionFile, 'utf8'))).toEqual({});
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
  });

  it('shows a start error and exits, freeing the single-instance lock, instead of hanging invisible', async () => {
    const { electron } = await startMain({ env: { DFA_API_URL: 'http://192.168.1.20:3000' } });
    electron.markReady();
    await vi.waitFor(() => expect(electron.app.exit).toHaveBeenCalledWith(1));
    expect(electron.dialog.showErrorBox).toHaveBeenCalledWith(
      'DFA Portal cannot start',
      expect.stringContaining('only for this computer'),
    );
    expect(electron.BrowserWindow.created).toHaveLength(0);
  });

  it('quits at once when another instance already runs', async () => {
    const userData = temporaryFolder('dfa-main-');
    const electron = fakeElectron(userData);
    electron.app.requestSingleInstanceLock.mockReturnValue(false);
    await importMainWith(electron);
    expect(electron.app.quit).toHaveBeenCalled();
  });

  it('opens a dfa:// link from a second launch in the running window, and ignores unknown routes', async () => {
    const { electron } = await startMain();
    electron.markReady();
    await vi.waitFor(() => expect(electron.BrowserWindow.created).toHaveLength(1));
    const [window] = electron.BrowserWindow.created;
    electron.app.emit('second-instance', {}, [
      '/opt/dfa/dfa-portal',
      'dfa://directory/company/albatross-air-cargo',
    ]);
    electron.app.emit('second-instance', {}, ['/opt/dfa/dfa-portal', 'dfa://no-such-page']);
    expect(window?.restore).toHaveBeenCalled();
    expect(window?.focus).toHaveBeenCalled();
    expect(window?.webContents.send.mock.calls).toEqual([
      [BRIDGE_EVENTS.navigate, '/directory/company/albatross-air-cargo'],
    ]);
  });

  it.runIf(process.platform !== 'darwin')('quits when the last window closes', async () => {
    const { electron } = await startMain();
    electron.app.emit('window-all-closed');
    expect(electron.app.quit).toHaveBeenCalled();
  });
});
