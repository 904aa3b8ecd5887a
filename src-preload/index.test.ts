import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL, type DesktopBridge } from '../shared/bridge';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (..._args: unknown[]) => 'answer') },
}));

vi.mock('electron', () => electron);

let bridge: DesktopBridge;

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
    expect(Object.keys(bridge).sort()).toEqual(['api', 'platform']);
    expect(Object.keys(bridge.platform)).toEqual(['info']);
    expect(Object.keys(bridge.api)).toEqual(['request']);
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer);
  });

  it('maps each call onto its channel', async () => {
    await expect(bridge.platform.info()).resolves.toBe('answer');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.platformInfo);

    const request = { method: 'GET', path: '/api/user' } as const;
    await expect(bridge.api.request(request)).resolves.toBe('answer');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE_CHANNELS.apiRequest, request);
  });
});
