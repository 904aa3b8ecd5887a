import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../shared/bridge';

const electron = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const userData = mkdtempSync(`${tmpdir()}/dfa-main-`);
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    static getAllWindows = () => FakeBrowserWindow.created;
    readonly focus = vi.fn();
    readonly restore = vi.fn();
    constructor(readonly options: { webPreferences: { preload: string } }) {
      FakeBrowserWindow.created.push(this);
    }
    once() {
      return this;
    }
    loadURL = vi.fn(async () => undefined);
    isMinimized = () => true;
  }
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const app = Object.assign(new EventEmitter(), {
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: () => ready,
    getVersion: () => '0.1.0',
    getName: () => 'dfa-portal',
    getPath: () => userData,
    quit: vi.fn(),
    exit: vi.fn(),
  });
  return {
    markReady,
    app,
    BrowserWindow: FakeBrowserWindow,
    dialog: { showErrorBox: vi.fn() },
    ipcMain: { handle: vi.fn(), on: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: { defaultSession: { setPermissionRequestHandler: vi.fn() } },
    shell: { openExternal: vi.fn() },
    safeStorage: {
      isEncryptionAvailable: () => false,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: vi.fn(),
      decryptString: vi.fn(),
    },
  };
});

// electron-store reads electron's default export.
vi.mock('electron', () => ({ ...electron, default: electron }));

describe('main process start-up', () => {
  beforeAll(async () => {
    vi.stubEnv('DFA_API_URL', 'http://127.0.0.1:3999');
    await import('./index');
  });

  it('registers app:// as privileged before the app is ready', () => {
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledOnce();
    expect(electron.protocol.handle).not.toHaveBeenCalled();
    expect(electron.BrowserWindow.created).toHaveLength(0);
  });

  it('once ready, serves the renderer, handles the bridge and opens one window', async () => {
    electron.markReady();
    await vi.waitFor(() => expect(electron.BrowserWindow.created).toHaveLength(1));

    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    const channels = electron.ipcMain.handle.mock.calls.map(([channel]) => channel);
    expect(channels.sort()).toEqual(Object.values(BRIDGE_CHANNELS).sort());
    const [window] = electron.BrowserWindow.created;
    expect(path.basename(window?.options.webPreferences.preload ?? '')).toBe('index.cjs');
    expect(electron.app.listenerCount('web-contents-created')).toBe(1);
  });

  it('focuses the existing window when a second instance starts', () => {
    electron.app.emit('second-instance');
    const [window] = electron.BrowserWindow.created;
    expect(window?.restore).toHaveBeenCalled();
    expect(window?.focus).toHaveBeenCalled();
  });

  it.runIf(process.platform !== 'darwin')('quits when the last window closes', () => {
    electron.app.emit('window-all-closed');
    expect(electron.app.quit).toHaveBeenCalled();
  });
});
