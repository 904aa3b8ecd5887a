import type { SafeStorage } from 'electron';
import { z } from 'zod';
import { userRecordSchema, type UserRecord } from '../shared/api/user';
import type { StoredCookie } from './session-jar';

/** The slice of electron-store the vault uses, so tests can give it a real store in a temp folder. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** What the app keeps of a sign-in: the cookies, and the member the server last confirmed. */
export interface SavedSession {
  cookies: Record<string, StoredCookie>;
  /** shown while offline, so the member stays signed in without the server */
  user: UserRecord | null;
  /** epoch milliseconds of the server's last answer about the session */
  confirmedAt: number | null;
}

export interface SessionVault {
  persistence: 'encrypted' | 'memory';
  load(): SavedSession;
  save(session: SavedSession): void;
  clear(): void;
}

const STORE_KEY = 'apiSession';
export const EMPTY_SESSION: SavedSession = { cookies: {}, user: null, confirmedAt: null };

const savedSessionSchema = z.object({
  origin: z.string(),
  cookies: z.record(
    z.string(),
    z.object({
      name: z.string(),
      value: z.string(),
      path: z.string(),
      secure: z.boolean(),
      expiresAt: z.number().optional(),
    }),
  ),
  user: userRecordSchema.nullable(),
  confirmedAt: z.number().nullable(),
});

/**
 * Keeps the API session across restarts, encrypted with the OS key store (Keychain, DPAPI,
 * libsecret), together with the origin it belongs to: a session saved for one server is
 * dropped, never sent, when the app talks to another. Where Linux has no key store, Electron
 * would "encrypt" with a constant key, so the session is then kept in memory only and the
 * renderer tells the user.
 */
export function createSessionVault({
  safeStorage,
  store,
  origin,
  platform = process.platform,
}: {
  safeStorage: Pick<
    SafeStorage,
    'isEncryptionAvailable' | 'getSelectedStorageBackend' | 'encryptString' | 'decryptString'
  >;
  store: KeyValueStore;
  origin: string;
  platform?: NodeJS.Platform;
}): SessionVault {
  const weakLinuxBackend = platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  if (!safeStorage.isEncryptionAvailable() || weakLinuxBackend) {
    store.delete(STORE_KEY);
    return {
      persistence: 'memory',
      load: () => EMPTY_SESSION,
      save: () => undefined,
      clear: () => store.delete(STORE_KEY),
    };
  }
  return {
    persistence: 'encrypted',
    load() {
      const saved = store.get(STORE_KEY);
      if (typeof saved !== 'string') return EMPTY_SESSION;
      try {
        const decrypted = safeStorage.decryptString(Buffer.from(saved, 'base64'));
        const session = savedSessionSchema.parse(JSON.parse(decrypted));
        if (session.origin !== origin) throw new Error('saved for another server');
        return { cookies: session.cookies, user: session.user, confirmedAt: session.confirmedAt };
      } catch {
        // Unreadable (another user's key, a corrupted file) or another server's: start signed out.
        store.delete(STORE_KEY);
        return EMPTY_SESSION;
      }
    },
    save(session) {
      if (Object.keys(session.cookies).length === 0) {
        store.delete(STORE_KEY);
        return;
      }
      const payload = JSON.stringify({ origin, ...session });
      store.set(STORE_KEY, safeStorage.encryptString(payload).toString('base64'));
    },
    clear() {
      store.delete(STORE_KEY);
    },
  };
}
