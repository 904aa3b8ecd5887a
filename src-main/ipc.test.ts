import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../shared/bridge';
import { platformInfoSchema } from '../shared/bridge-schemas';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '../shared/api/http';
import { electronNetwork } from '../tests/desktop-support/electron-net';
import { createDesktopHost } from './desktop-host';
import { registerIpcHandlers } from './ipc';
import { createSessionVault } from './session-vault';
import { fakeKeyStore, memoryStore } from './test-support';

type Handler = (event: IpcMainInvokeEvent, argument?: unknown) => unknown;

const ORIGIN = 'https://portal.dfa.test';
let handlers: Map<string, Handler>;
let fetched: string[];
let opened: string[];

beforeEach(() => {
  handlers = new Map();
  fetched = [];
  opened = [];
  const ipcMain = {
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
  } as unknown as Pick<IpcMain, 'handle'>;
  const host = createDesktopHost({
    config: { apiOrigin: ORIGIN, updateFeedUrl: undefined },
    appVersion: '1.2.3',
    os: 'linux',
    network: {
      ...electronNetwork(),
      fetch: async (input) => {
        fetched.push(input);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    },
    vault: createSessionVault({
      safeStorage: fakeKeyStore('basic_text'),
      store: memoryStore(),
      origin: ORIGIN,
      platform: 'linux',
    }),
    showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
    sniff: async () => undefined,
    openExternal: async (url) => void opened.push(url),
    offlineData: () => [{ kind: 'dictionary', asOf: '2026-11-01T00:00:00.000Z' }],
    bundledSchedules: undefined,
    dataFolder: mkdtempSync(path.join(tmpdir(), 'dfa-ipc-')),
    broadcast: () => undefined,
  });
  registerIpcHandlers(ipcMain, host.handlers);
});

function eventFrom(url: string | null): IpcMainInvokeEvent {
  return {
    senderFrame: url === null ? null : { url },
    sender: { isDestroyed: () => false, send: vi.fn() },
  } as unknown as IpcMainInvokeEvent;
}

const appEvent = eventFrom('app://dfa/members');

async function invoke(channel: string, event: IpcMainInvokeEvent, argument?: unknown) {
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event, argument);
}

describe('registerIpcHandlers', () => {
  it('handles every channel of the bridge contract', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(BRIDGE_CHANNELS).sort());
  });

  it('answers platform:info for the app, naming the website it belongs to', async () => {
    const info = await invoke(BRIDGE_CHANNELS.platformInfo, appEvent);
    expect(platformInfoSchema.parse(info)).toEqual({
      kind: 'desktop',
      os: 'linux',
      appVersion: '1.2.3',
      sessionPersistence: 'memory',
      websiteOrigin: ORIGIN,
    });
  });

  it('forwards a valid api:request to the built-in origin', async () => {
    const response = await invoke(BRIDGE_CHANNELS.apiRequest, appEvent, {
      method: 'GET',
      path: '/api/events?page=2',
    });
    expect(fetched).toEqual([`${ORIGIN}/api/events?page=2`]);
    expect(response).toMatchObject({ status: 200, body: '{}' });
  });

  it.each([
    ['a remote page', 'https://evil.example/'],
    ['a look-alike app host', 'app://dfa.evil.example/'],
    ['an API answer shown as a page', 'app://dfa/api/docs'],
    ['a local file', 'file:///home/user/page.html'],
    ['the devtools', 'devtools://devtools/bundled/inspector.html'],
    ['an empty URL', ''],
    ['a destroyed frame', null],
  ])('refuses every channel when the sender is %s', async (_label, url) => {
    for (const channel of Object.values(BRIDGE_CHANNELS)) {
      await expect(invoke(channel, eventFrom(url), { method: 'GET', path: '/api/user' })).rejects.toThrow(
        /refused: the sender .* is not the app/,
      );
    }
    expect(fetched).toEqual([]);
  });

  const tooLargeFile = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  it.each([
    ['a non-/api path', { method: 'GET', path: '/admin' }],
    ['an absolute URL', { method: 'GET', path: 'https://evil.example/api/user' }],
    ['a protocol-relative URL', { method: 'GET', path: '//evil.example/api/user' }],
    ['a parent segment', { method: 'GET', path: '/api/../admin' }],
    ['encoded parent segments', { method: 'GET', path: '/api/%2e%2e/admin' }],
    ['an encoded slash', { method: 'GET', path: '/api/blog%2f..%2fadmin' }],
    ['a backslash', { method: 'GET', path: '/api/..\\admin' }],
    ['whitespace in the path', { method: 'GET', path: '/api/user HTTP/1.1' }],
    ['an unknown method', { method: 'TRACE', path: '/api/user' }],
    ['a lower-case method', { method: 'get', path: '/api/user' }],
    ['an unexpected key', { method: 'GET', path: '/api/user', url: 'https://evil.example' }],
    ['a non-string header', { method: 'GET', path: '/api/user', headers: { accept: 1 } }],
    ['a non-string body', { method: 'POST', path: '/api/user', body: { a: 1 } }],
    [
      'a body over the server’s limit',
      { method: 'POST', path: '/api/user', body: 'x'.repeat(MAX_JSON_BODY_BYTES + 1) },
    ],
    [
      'a file over the server’s limit',
      {
        method: 'POST',
        path: '/api/x',
        form: [{ name: 'f', fileName: 'a.pdf', type: 'application/pdf', bytes: tooLargeFile }],
      },
    ],
    [
      'more files than the server takes',
      {
        method: 'POST',
        path: '/api/x',
        form: Array.from({ length: 11 }, () => ({
          name: 'f',
          fileName: 'a.pdf',
          type: 'application/pdf',
          bytes: new Uint8Array(1),
        })),
      },
    ],
    ['nothing', undefined],
  ])('refuses an api:request with %s', async (_label, argument) => {
    await expect(invoke(BRIDGE_CHANNELS.apiRequest, appEvent, argument)).rejects.toThrow(
      /^Invalid argument|encoded dot or separator|outside the API/,
    );
    expect(fetched).toEqual([]);
  });

  it('opens pages of the built-in website only', async () => {
    await invoke(BRIDGE_CHANNELS.websiteOpen, appEvent, '/auth/sign-up');
    expect(opened).toEqual([`${ORIGIN}/auth/sign-up`]);
    for (const path of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
    ]) {
      await expect(invoke(BRIDGE_CHANNELS.websiteOpen, appEvent, path)).rejects.toThrow();
    }
    expect(opened).toHaveLength(1);
  });
});
