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

/**
 * A sign-out the server has not heard of yet (the app was offline): the old session's `Cookie`
 * header, kept until the server confirms or the session would have expired there anyway.
 */
export interface PendingSignOut {
  cookie: string;
  /** epoch milliseconds */
  expiresAt: number;
}

export interface SessionVault {
  persistence: 'encrypted' | 'memory';
  load(): SavedSession;
  save(session: SavedSession): void;
  clear(): void;
  pendingSignOuts(): PendingSignOut[];
  savePendingSignOuts(pending: PendingSignOut[]): void;
}

const STORE_KEY = 'apiSession';
const PENDING_SIGN_OUTS_KEY = 'pendingSignOuts';
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

const pendingSignOutsSchema = z.object({
  origin: z.string(),
  pending: z.array(z.object({ cookie: z.string(), expiresAt: z.number() })),
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
    store.delete(PENDING_SIGN_OUTS_KEY);
    let pendingInMemory: PendingSignOut[] = [];
    return {
      persistence: 'memory',
      load: () => EMPTY_SESSION,
      save: () => undefined,
      clear: () => store.delete(STORE_KEY),
      pendingSignOuts: () => pendingInMemory,
      savePendingSignOuts: (pending) => {
        pendingInMemory = pending;
      },
    };
  }
  const decrypted = (key: string): unknown => {
    const saved = store.get(key);
    if (typeof saved !== 'string') return undefined;
    return JSON.parse(safeStorage.decryptString(Buffer.from(saved, 'base64')));
  };
  const encrypt = (key: string, value: unknown) =>
    store.set(key, safeStorage.encryptString(JSON.stringify(value)).toString('base64'));
  return {
    persistence: 'encrypted',
    load() {
      if (store.get(STORE_KEY) === undefined) return EMPTY_SESSION;
      try {
        const session = savedSessionSchema.parse(decrypted(STORE_KEY));
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
      encrypt(STORE_KEY, { origin, ...session });
    },
    clear() {
      store.delete(STORE_KEY);
    },
    pendingSignOuts() {
      if (store.get(PENDING_SIGN_OUTS_KEY) === undefined) return [];
      try {
        const saved = pendingSignOutsSchema.parse(decrypted(PENDING_SIGN_OUTS_KEY));
        if (saved.origin === origin) return saved.pending;
      } catch {
        // Unreadable: nothing can be told to the server, so nothing is worth keeping.
      }
      store.delete(PENDING_SIGN_OUTS_KEY);
      return [];
    },
    savePendingSignOuts(pending) {
      if (pending.length === 0) store.delete(PENDING_SIGN_OUTS_KEY);
      else encrypt(PENDING_SIGN_OUTS_KEY, { origin, pending });
    },
  };
}
