import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_EVENTS, BRIDGE_GLOBAL, type DesktopBridge } from '../shared/bridge';

type Listener = (event: unknown, payload: unknown) => void;

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  return {
    listeners,
    contextBridge: { exposeInMainWorld: vi.fn() },
    ipcRenderer: {
      invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => 'answer'),
      on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)?.add(listener);
      }),
      removeListener: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
        listeners.get(channel)?.delete(listener);
      }),
    },
  };
});

vi.mock('electron', () => electron);

let bridge: DesktopBridge;

const emit = (channel: string, payload: unknown) =>
  electron.listeners.get(channel)?.forEach((listener: Listener) => listener({}, payload));

beforeAll(async () => {
  await import('./index');
  bridge = electron.contextBridge.exposeInMainWorld.mock.calls[0]?.[1] as DesktopBridge;
});

describe('preload', () => {
  it('exposes exactly one object, under the contract name', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    expect(electron.contextBridge.exposeInMainWorld.mock.calls[0]?.[0]).toBe(BRIDGE_GLOBAL);
  });

  it('exposes named calls only, never ipcRenderer itself', () => {
    expect(Object.keys(bridge).sort()).toEqual([
      'api',
      'connection',
      'files',
      'navigation',
      'platform',
      'schedules',
      'session',
      'website',
    ]);
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer);
    expect(JSON.stringify(Object.values(bridge).map((group) => Object.keys(group)))).not.toMatch(
      /invoke|send|on"/,
    );
  });

  it('maps each call onto its channel', async () => {
    await expect(bridge.platform.info()).resolves.toBe('answer');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.platformInfo);
    const request = { method: 'GET', path: '/api/user' } as const;
    await bridge.api.request(request);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.apiRequest, request);
    await bridge.session.clear();
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.sessionClear);
    await bridge.website.open('/auth/sign-up');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(
      BRIDGE_CHANNELS.websiteOpen,
      '/auth/sign-up',
    );
    const search = { kind: 'vessel', query: { vessel: 'Nordic' } } as const;
    await bridge.schedules.search(search);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.schedulesSearch, search);
  });

  it('gives every listener its own unsubscribe, which removes exactly that listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = bridge.connection.onChange(first);
    bridge.connection.onChange(second);
    emit(BRIDGE_EVENTS.connectionChanged, { online: false });
    stopFirst();
    emit(BRIDGE_EVENTS.connectionChanged, { online: true });
    expect(first.mock.calls).toEqual([[{ online: false }]]);
    expect(second.mock.calls).toEqual([[{ online: false }], [{ online: true }]]);
  });

  it('reports the progress of its own upload only, and stops listening when it ends', async () => {
    const progress = vi.fn();
    electron.ipcRenderer.invoke.mockImplementationOnce(async () => {
      emit(BRIDGE_EVENTS.uploadProgress, { uploadId: 'other-upload', sentBytes: 1, totalBytes: 2 });
      emit(BRIDGE_EVENTS.uploadProgress, { uploadId: 'upload-0001', sentBytes: 2, totalBytes: 2 });
      return { status: 200, headers: {}, body: '{}' };
    });
    const request = {
      uploadId: 'upload-0001',
      path: '/api/x',
      kinds: ['pdf'],
      maxBytes: 1,
      fields: [],
      files: [],
    };
    await bridge.files.upload(request as never, progress);
    expect(progress.mock.calls).toEqual([[{ uploadId: 'upload-0001', sentBytes: 2, totalBytes: 2 }]]);
    expect(electron.listeners.get(BRIDGE_EVENTS.uploadProgress)?.size).toBe(0);
  });
});
