import { chmodSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import Conf from 'conf';

/** Store files hold the encrypted session and the window's place: readable by this user only. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * conf, which electron-store wraps: electron-store adds only an `ipcMain` channel
 * (`electron-store-get-data`) for stores opened in a renderer, answered for any sender. The
 * app's stores live in the main process alone, so the channel would only be a door left open.
 */
export type PrivateStore = Conf<Record<string, unknown>>;

/**
 * Opens (or creates) `<folder>/<name>.json`. A file that cannot be parsed (a crash mid-write,
 * a disk error, a hand edit) would otherwise throw before the window exists: it is replaced by
 * an empty store instead, and `replaced` says so.
 */
export function openPrivateStore(name: string, folder: string): { store: PrivateStore; replaced: boolean } {
  const options = { configName: name, cwd: folder, configFileMode: PRIVATE_FILE_MODE };
  const file = path.join(folder, `${name}.json`);
  let replaced = false;
  let store: PrivateStore;
  try {
    store = new Conf<Record<string, unknown>>(options);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    rmSync(file, { force: true });
    store = new Conf<Record<string, unknown>>(options);
    store.clear();
    replaced = true;
  }
  // Files written by an earlier version may carry the default, world-readable mode.
  if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
  return { store, replaced };
}
