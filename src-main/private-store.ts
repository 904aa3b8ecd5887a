import { chmodSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ipcMain } from 'electron';
import Store from 'electron-store';

/** Store files hold the encrypted session and the window's place: readable by this user only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * electron-store listens on this channel, once per process from the first store constructed in
 * main, so that a renderer could open a store too, and answers any sender. The app's stores live
 * in main alone and every message from a page must pass the bridge's sender check, so the
 * listener is removed as soon as it exists.
 */
const ELECTRON_STORE_RENDERER_CHANNEL = 'electron-store-get-data';

export type PrivateStore = Store<Record<string, unknown>>;

function constructStore(options: { name: string; cwd: string; configFileMode: number }): PrivateStore {
  try {
    return new Store<Record<string, unknown>>(options);
  } finally {
    ipcMain.removeAllListeners(ELECTRON_STORE_RENDERER_CHANNEL);
  }
}

/**
 * Opens (or creates) `<folder>/<name>.json`. A file that cannot be parsed (a crash mid-write,
 * a disk error, a hand edit) would otherwise throw before the window exists: it is replaced by
 * an empty store instead, and `replaced` says so.
 */
export function openPrivateStore(name: string, folder: string): { store: PrivateStore; replaced: boolean } {
  const options = { name, cwd: folder, configFileMode: PRIVATE_FILE_MODE };
  const file = path.join(folder, `${name}.json`);
  let replaced = false;
  let store: PrivateStore;
  try {
    store = constructStore(options);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    rmSync(file, { force: true });
    store = constructStore(options);
    store.clear();
    replaced = true;
  }
  // Files written by an earlier version may carry the default, world-readable mode.
  if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
  return { store, replaced };
}
