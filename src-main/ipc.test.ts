import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../shared/bridge';
import { platformInfoSchema } from '../shared/bridge-schemas';
import type { ApiForwarder } from './api-bridge';
import { registerIpcHandlers } from './ipc';

type Handler = (event: IpcMainInvokeEvent, argument?: unknown) => unknown;

let handlers: Map<string, Handler>;
let forwardApiRequest: ReturnType<typeof vi.fn<ApiForwarder>>;

beforeEach(() => {
  handlers = new Map();
  const ipcMain = {
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
  } as unknown as Pick<IpcMain, 'handle'>;
  forwardApiRequest = vi.fn<ApiForwarder>(async () => ({ status: 200, headers: {}, body: '{}' }));
  registerIpcHandlers(ipcMain, { appVersion: '1.2.3', sessionPersistence: 'memory', forwardApiRequest });
});

function eventFrom(url: string | null): IpcMainInvokeEvent {
  return { senderFrame: url === null ? null : { url } } as unknown as IpcMainInvokeEvent;
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

  it('answers platform:info for the app', async () => {
    const info = await invoke(BRIDGE_CHANNELS.platformInfo, appEvent);
    expect(platformInfoSchema.parse(info)).toEqual({
      kind: 'desktop',
      os: process.platform,
      appVersion: '1.2.3',
      sessionPersistence: 'memory',
    });
  });

  it('forwards a valid api:request with its defaults applied', async () => {
    const response = await invoke(BRIDGE_CHANNELS.apiRequest, appEvent, {
      method: 'GET',
      path: '/api/events?page=2',
    });
    expect(forwardApiRequest).toHaveBeenCalledWith({
      method: 'GET',
      path: '/api/events?page=2',
      headers: {},
    });
    expect(response).toEqual({ status: 200, headers: {}, body: '{}' });
  });

  it.each([
    ['a remote page', 'https://evil.example/'],
    ['a look-alike app host', 'app://dfa.evil.example/'],
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
    expect(forwardApiRequest).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-/api path', { method: 'GET', path: '/admin' }],
    ['an absolute URL', { method: 'GET', path: 'https://evil.example/api/user' }],
    ['a protocol-relative URL', { method: 'GET', path: '//evil.example/api/user' }],
    ['a parent segment', { method: 'GET', path: '/api/../admin' }],
    ['whitespace in the path', { method: 'GET', path: '/api/user HTTP/1.1' }],
    ['an unknown method', { method: 'TRACE', path: '/api/user' }],
    ['a lower-case method', { method: 'get', path: '/api/user' }],
    ['an unexpected key', { method: 'GET', path: '/api/user', url: 'https://evil.example' }],
    ['a non-string header', { method: 'GET', path: '/api/user', headers: { accept: 1 } }],
    ['a non-string body', { method: 'POST', path: '/api/user', body: { a: 1 } }],
    ['nothing', undefined],
  ])('refuses an api:request with %s', async (_label, argument) => {
    await expect(invoke(BRIDGE_CHANNELS.apiRequest, appEvent, argument)).rejects.toThrow(/^Invalid argument/);
    expect(forwardApiRequest).not.toHaveBeenCalled();
  });
});
