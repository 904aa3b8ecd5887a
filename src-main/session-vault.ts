import type { SafeStorage } from 'electron';
import { z } from 'zod';
import type { StoredCookie } from './session-jar';

/** The slice of electron-store the vault uses, so tests can give it a real store in a temp folder. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export interface SessionVault {
  persistence: 'encrypted' | 'memory';
  load(): Record<string, StoredCookie>;
  save(cookies: Record<string, StoredCookie>): void;
}

const STORE_KEY = 'apiSession';
const storedCookiesSchema = z.record(
  z.string(),
  z.object({ value: z.string(), expiresAt: z.number().optional() }),
);

/**
 * Keeps the API session cookie across restarts, encrypted with the OS key store (Keychain,
 * DPAPI, libsecret). Where Linux has no key store, Electron would "encrypt" with a constant
 * key, so the session is then kept in memory only and the renderer tells the user.
 */
export function createSessionVault({
  safeStorage,
  store,
  platform = process.platform,
}: {
  safeStorage: Pick<
    SafeStorage,
    'isEncryptionAvailable' | 'getSelectedStorageBackend' | 'encryptString' | 'decryptString'
  >;
  store: KeyValueStore;
  platform?: NodeJS.Platform;
}): SessionVault {
  const weakLinuxBackend = platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  if (!safeStorage.isEncryptionAvailable() || weakLinuxBackend) {
    store.delete(STORE_KEY);
    return { persistence: 'memory', load: () => ({}), save: () => undefined };
  }
  return {
    persistence: 'encrypted',
    load() {
      const saved = store.get(STORE_KEY);
      if (typeof saved !== 'string') return {};
      try {
        const decrypted = safeStorage.decryptString(Buffer.from(saved, 'base64'));
        return storedCookiesSchema.parse(JSON.parse(decrypted)) as Record<string, StoredCookie>;
      } catch {
        // Unreadable (another user's key, a corrupted file): start signed out rather than fail.
        store.delete(STORE_KEY);
        return {};
      }
    },
    save(cookies) {
      if (Object.keys(cookies).length === 0) {
        store.delete(STORE_KEY);
        return;
      }
      store.set(STORE_KEY, safeStorage.encryptString(JSON.stringify(cookies)).toString('base64'));
    },
  };
}
