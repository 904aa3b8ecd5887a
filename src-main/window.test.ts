import { EventEmitter } from 'node:events';
import type { App, BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, denyAllPermissions, guardAllWebContents } from './window';

const electron = vi.hoisted(() => {
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    readonly loadURL = vi.fn(async (_url: string) => undefined);
    readonly show = vi.fn();
    readonly maximize = vi.fn();
    readonly readyListeners: (() => void)[] = [];
    readonly closeListeners: (() => void)[] = [];
    getNormalBounds = () => ({ x: 40, y: 30, width: 1100, height: 700 });
    isMaximized = () => false;
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
    BrowserWindow: FakeBrowserWindow,
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
    createMainWindow('/preload.cjs');
    const [window] = electron.BrowserWindow.created;
    expect(optionsOf(window).show).toBe(false);
    window?.readyListeners.forEach((listener) => listener());
    expect(window?.show).toHaveBeenCalledOnce();
  });
});

interface NavigationEvent {
  url: string;
  preventDefault: () => void;
}

class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  navigate(eventName: 'will-navigate' | 'will-redirect', url: string): boolean {
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

  it('refuses to attach a <webview>', () => {
    const contents = guardedContents();
    const preventDefault = vi.fn();
    contents.emit('will-attach-webview', { preventDefault }, {}, {});
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});

describe('denyAllPermissions', () => {
  it('answers every permission request with no', () => {
    const setPermissionRequestHandler = vi.fn();
    denyAllPermissions({ setPermissionRequestHandler } as unknown as Session);
    const [handler] = setPermissionRequestHandler.mock.calls[0] ?? [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      const callback = vi.fn();
      handler({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
    }
  });
});
