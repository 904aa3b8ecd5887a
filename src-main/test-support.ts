import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyValueStore } from './session-vault';

/** Stands in for the OS key store: a reversible transform that never leaves the plaintext. */
export function fakeKeyStore(backend = 'gnome_libsecret', available = true) {
  const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend as 'gnome_libsecret',
    encryptString: (text: string) => flip(Buffer.from(text, 'utf8')),
    decryptString: (data: Buffer) => flip(data).toString('utf8'),
  };
}

/** A store in memory with the electron-store methods the main process uses. */
export function memoryStore(): KeyValueStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    delete: (key) => void entries.delete(key),
  };
}

export function temporaryFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
