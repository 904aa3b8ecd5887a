import { EventEmitter } from 'node:events';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from './test-support';

// Read by the mock's factory only when private-store is imported below, after these exist.
const ipcMain = Object.assign(new EventEmitter(), { handle: vi.fn() });
const listenersAdded = vi.spyOn(ipcMain, 'on');

vi.mock('electron', () => {
  const electron = {
    app: { getPath: () => tmpdir(), getVersion: () => '0.0.0', getName: () => 'dfa-test' },
    ipcMain,
    shell: {},
  };
  return { ...electron, default: electron };
});

const { openPrivateStore, PRIVATE_FILE_MODE } = await import('./private-store');

describe('openPrivateStore', () => {
  it('creates a file only its user can read', () => {
    const folder = temporaryFolder('dfa-store-');
    const { store } = openPrivateStore('session', folder);
    store.set('key', 'value');
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('narrows a file an earlier version left readable by others', () => {
    const folder = temporaryFolder('dfa-store-');
    writeFileSync(join(folder, 'session.json'), '{"key":"value"}', { mode: 0o644 });
    const { store, replaced } = openPrivateStore('session', folder);
    expect(replaced).toBe(false);
    expect(store.get('key')).toBe('value');
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('replaces a corrupt file with an empty store instead of throwing', () => {
    const folder = temporaryFolder('dfa-store-');
    writeFileSync(join(folder, 'session.json'), '{"apiSession": "abc', { mode: 0o644 });
    const { store, replaced } = openPrivateStore('session', folder);
    expect(replaced).toBe(true);
    expect(store.get('apiSession')).toBeUndefined();
    expect(JSON.parse(readFileSync(join(folder, 'session.json'), 'utf8'))).toEqual({});
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('leaves no listener behind on electron-store’s channel, which answers any page', () => {
    const folder = temporaryFolder('dfa-store-');
    writeFileSync(join(folder, 'app.json'), '{"window": ', { mode: 0o600 });
    openPrivateStore('app', folder);
    openPrivateStore('session', folder);
    // electron-store did open its channel (once, for the whole process) ...
    expect(listenersAdded).toHaveBeenCalledWith('electron-store-get-data', expect.any(Function));
    // ... and nothing from a page can reach it.
    expect(ipcMain.eventNames()).toEqual([]);
  });
});
