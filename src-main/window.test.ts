import { EventEmitter } from 'node:events';
import type { App, BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEach } from 'vitest';
import { createMainWindow, guardAllWebContents, restrictPermissions } from './window';

const electron = await vi.hoisted(async () => {
  // Imported here because vi.hoisted runs before the file's own imports.
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    readonly loadURL = vi.fn(async (_url: string) => undefined);
    readonly show = vi.fn();
    readonly maximize = vi.fn();
    readonly readyListeners: (() => void)[] = [];
    readonly closeListeners: (() => void)[] = [];
    readonly webContents = new Emitter();
    getNormalBounds = () => ({ x: 40, y: 30, width: 1100, height: 700 });
    isMaximized = () => false;
    isDestroyed = () => false;
    on(event: string, listener: () => void) {
      if (event === 'close') this.closeListeners.push(listener);
      return this;
    }
    constructor(readonly options: unknown) {
      FakeBrowserWindow.created.push(this);
    }
    once(event: string, listener: () => void) {
      if (event === 'ready-to-show') this.readyListeners.push(listener);
      return this;
    }
  }
  return {
    app: { quit: vi.fn() },
    BrowserWindow: FakeBrowserWindow,
    dialog: {
      showMessageBox: vi.fn(async (_window: unknown, _options: { buttons: string[] }) => ({ response: 0 })),
    },
    shell: { openExternal: vi.fn(async (_url: string) => undefined) },
  };
});

vi.mock('electron', () => electron);

function optionsOf(window: { options: unknown } | undefined): BrowserWindowConstructorOptions {
  return (window?.options ?? {}) as BrowserWindowConstructorOptions;
}

beforeEach(() => {
  electron.BrowserWindow.created.length = 0;
  electron.shell.openExternal.mockClear();
  electron.dialog.showMessageBox.mockClear();
  electron.app.quit.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createMainWindow', () => {
  it('isolates the renderer and loads the app:// start page', () => {
    createMainWindow('/app/out/preload/index.cjs');

    const [window] = electron.BrowserWindow.created;
    const { webPreferences } = optionsOf(window);
    expect(webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(webPreferences).not.toHaveProperty('nodeIntegrationInSubFrames', true);
    expect(webPreferences).not.toHaveProperty('nodeIntegrationInWorker', true);
    expect(window?.loadURL).toHaveBeenCalledWith('app://dfa/');
  });

  it('opens where the member left it, on the route asked for, and reports its place on close', () => {
    const onClose = vi.fn();
    createMainWindow('/preload.cjs', {
      restored: { bounds: { x: 40, y: 30, width: 1100, height: 700 }, maximized: true },
      route: '/directory/company/albatross-air-cargo',
      onClose,
    });
    const [window] = electron.BrowserWindow.created;
    expect(optionsOf(window)).toMatchObject({ x: 40, y: 30, width: 1100, height: 700 });
    expect(window?.loadURL).toHaveBeenCalledWith('app://dfa/directory/company/albatross-air-cargo');
    window?.readyListeners.forEach((listener) => listener());
    expect(window?.maximize).toHaveBeenCalledOnce();
    window?.closeListeners.forEach((listener) => listener());
    expect(onClose).toHaveBeenCalledWith({
      bounds: { x: 40, y: 30, width: 1100, height: 700 },
      maximized: false,
    });
  });

  it('stays hidden until the first paint is ready', () => {
    vi.useFakeTimers();
    createMainWindow('/preload.cjs');
    const [window] = electron.BrowserWindow.created;
    expect(optionsOf(window).show).toBe(false);
    window?.readyListeners.forEach((listener) => listener());
    expect(window?.show).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(window?.show).toHaveBeenCalledOnce();
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('shows itself after a few seconds if the page never paints, offering to reload, wait or quit', async () => {
    vi.useFakeTimers();
    electron.dialog.showMessageBox
      .mockResolvedValueOnce({ response: 0 })
      .mockResolvedValueOnce({ response: 1 });
    createMainWindow('/preload.cjs', { showAnywayAfterMs: 5_000 });
    const [window] = electron.BrowserWindow.created;
    vi.advanceTimersByTime(4_999);
    expect(window?.show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window?.show).toHaveBeenCalledOnce();
    const [, options] = electron.dialog.showMessageBox.mock.calls[0] ?? [];
    expect(options).toMatchObject({
      message: 'DFA Portal is taking longer than usual to open.',
      buttons: ['Reload', 'Keep waiting', 'Quit'],
    });
    await vi.waitFor(() => expect(window?.loadURL).toHaveBeenCalledTimes(2));
    expect(window?.loadURL).toHaveBeenLastCalledWith('app://dfa/');

    // Still nothing: the member gives up this time.
    window?.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://dfa/', true);
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalledOnce());
  });

  it('shows itself with Chromium’s reason when its page fails to load, but not for a load it stopped itself', async () => {
    createMainWindow('/preload.cjs');
    const [window] = electron.BrowserWindow.created;
    window?.webContents.emit('did-fail-load', {}, -3, 'ERR_ABORTED', 'app://dfa/', true);
    window?.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://dfa/logo.png', false);
    expect(window?.show).not.toHaveBeenCalled();
    window?.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://dfa/', true);
    expect(window?.show).toHaveBeenCalledOnce();
    const [, options] = electron.dialog.showMessageBox.mock.calls[0] ?? [];
    expect(options).toMatchObject({
      type: 'error',
      message: 'DFA Portal could not show its pages.',
      detail: expect.stringContaining('ERR_FILE_NOT_FOUND') as string,
      buttons: ['Reload', 'Quit'],
    });
  });
});

interface NavigationEvent {
  url: string;
  preventDefault: () => void;
}

type NavigationEventName = 'will-navigate' | 'will-redirect' | 'will-frame-navigate';

class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  navigate(eventName: NavigationEventName, url: string): boolean {
    const event: NavigationEvent = { url, preventDefault: vi.fn() };
    this.emit(eventName, event, url);
    return vi.mocked(event.preventDefault).mock.calls.length > 0;
  }
}

function guardedContents(): FakeWebContents {
  const app = new EventEmitter();
  guardAllWebContents(app as unknown as App);
  const contents = new FakeWebContents();
  app.emit('web-contents-created', {}, contents as unknown as WebContents);
  return contents;
}

describe('guardAllWebContents', () => {
  it('denies every window.open and sends web links to the system browser', () => {
    const contents = guardedContents();
    expect(contents.windowOpenHandler?.({ url: 'https://www.imo.org/' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler?.({ url: 'app://dfa/members' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal.mock.calls).toEqual([['https://www.imo.org/']]);
  });

  it('lets the app navigate within app://dfa', () => {
    const contents = guardedContents();
    expect(contents.navigate('will-navigate', 'app://dfa/freight-dictionary/bill-of-lading')).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation away from the app and opens web links externally', () => {
    const contents = guardedContents();
    expect(contents.navigate('will-navigate', 'http://example.com/page')).toBe(true);
    expect(contents.navigate('will-navigate', 'app://dfa.evil.example/')).toBe(true);
    expect(contents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.navigate('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(electron.shell.openExternal.mock.calls).toEqual([['http://example.com/page']]);
  });

  it('blocks foreign redirects without opening them', () => {
    const contents = guardedContents();
    expect(contents.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-redirect', 'app://dfa/sign-in')).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('opens e-mail and phone links in their apps, and no other scheme outside the browser’s', () => {
    const contents = guardedContents();
    expect(contents.navigate('will-navigate', 'mailto:ops@albatross.example?subject=Booking')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'tel:+97143001234' })).toEqual({ action: 'deny' });
    expect(contents.navigate('will-navigate', 'smb://files.example/share')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'ms-settings:privacy' })).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal.mock.calls).toEqual([
      ['mailto:ops@albatross.example?subject=Booking'],
      ['tel:+97143001234'],
    ]);
  });

  it('never lets a window or frame become an API answer, nor opens one outside', () => {
    const contents = guardedContents();
    expect(contents.navigate('will-navigate', 'app://dfa/api/docs')).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'app://dfa/api/docs')).toBe(true);
    expect(contents.navigate('will-redirect', 'app://dfa/api/docs')).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'app://dfa/widget/calculator/demo')).toBe(false);
    expect(contents.navigate('will-navigate', 'app://dfa/apis-and-integrations')).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('cancels a Bluetooth device chooser instead of pairing with the first device', () => {
    const contents = guardedContents();
    const preventDefault = vi.fn();
    const callback = vi.fn();
    contents.emit('select-bluetooth-device', { preventDefault }, [{ deviceId: 'headset' }], callback);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledWith('');
  });

  it('refuses to attach a <webview>', () => {
    const contents = guardedContents();
    const preventDefault = vi.fn();
    contents.emit('will-attach-webview', { preventDefault }, {}, {});
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});

describe('restrictPermissions', () => {
  function restricted() {
    const session = Object.assign(new EventEmitter(), {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
      setDisplayMediaRequestHandler: vi.fn(),
    });
    restrictPermissions(session as unknown as Session);
    const handler = <T>(mock: ReturnType<typeof vi.fn>) => mock.mock.calls[0]?.[0] as T;
    return {
      session,
      request: handler<
        (c: unknown, p: string, cb: (granted: boolean) => void, d: { requestingUrl: string }) => void
      >(session.setPermissionRequestHandler),
      check: handler<(c: unknown, p: string, origin: string) => boolean>(session.setPermissionCheckHandler),
      device: handler<(details: unknown) => boolean>(session.setDevicePermissionHandler),
      displayMedia: handler<(request: unknown, callback: (streams: unknown) => void) => void>(
        session.setDisplayMediaRequestHandler,
      ),
    };
  }

  it('answers every permission request and check with no, but the app’s own clipboard writes', () => {
    const { request, check } = restricted();
    const asked = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      request({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0]?.[0] as boolean;
    };
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'hid',
      'usb',
      'serial',
    ]) {
      expect(asked(permission, 'app://dfa/members'), permission).toBe(false);
      expect(check(null, permission, 'app://dfa'), permission).toBe(false);
    }
    expect(asked('clipboard-sanitized-write', 'app://dfa/virtual-office/desk-12')).toBe(true);
    expect(check(null, 'clipboard-sanitized-write', 'app://dfa')).toBe(true);
    expect(asked('clipboard-sanitized-write', 'app://dfa/api/docs')).toBe(false);
    expect(asked('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(check(null, 'clipboard-sanitized-write', 'https://evil.example')).toBe(false);
  });

  it('denies devices and screen capture, and cancels every device chooser', () => {
    const { session, device, displayMedia } = restricted();
    expect(device({ deviceType: 'usb', origin: 'app://dfa' })).toBe(false);
    const granted = vi.fn();
    displayMedia({ videoRequested: true }, granted);
    expect(granted).toHaveBeenCalledWith(null);
    for (const [eventName, args] of [
      ['select-hid-device', [{ deviceList: [{ deviceId: 'keyboard' }] }]],
      ['select-serial-port', [[{ portId: 'COM3' }], {}]],
      ['select-usb-device', [{ deviceList: [{ deviceId: 'scanner' }] }]],
    ] as const) {
      const preventDefault = vi.fn();
      const callback = vi.fn();
      session.emit(eventName, { preventDefault }, ...args, callback);
      expect(preventDefault, eventName).toHaveBeenCalledOnce();
      expect(callback.mock.calls[0]?.[0] ?? '', eventName).toBe('');
    }
  });
});
