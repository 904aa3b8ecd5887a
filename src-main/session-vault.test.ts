import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSessionJar } from './session-jar';
import { createSessionVault } from './session-vault';

vi.mock('electron', () => {
  const electron = {
    app: { getPath: () => tmpdir(), getVersion: () => '0.0.0', getName: () => 'dfa-test' },
    ipcMain: { on: vi.fn(), handle: vi.fn() },
    shell: {},
  };
  return { ...electron, default: electron };
});

const { default: Store } = await import('electron-store');

/** Stands in for the OS key store: a reversible transform that never leaves the plaintext. */
function keyStore(backend = 'gnome_libsecret', available = true) {
  const flip = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend as 'gnome_libsecret',
    encryptString: (text: string) => flip(Buffer.from(text, 'utf8')),
    decryptString: (data: Buffer) => flip(data).toString('utf8'),
  };
}

function realStore() {
  const cwd = mkdtempSync(join(tmpdir(), 'dfa-vault-'));
  return {
    store: new Store<Record<string, unknown>>({ cwd, name: 'session' }),
    file: join(cwd, 'session.json'),
  };
}

describe('session vault', () => {
  it('keeps the session cookie across restarts, encrypted on disk', () => {
    const { store, file } = realStore();
    const vault = createSessionVault({ safeStorage: keyStore(), store, platform: 'linux' });
    expect(vault.persistence).toBe('encrypted');
    const jar = createSessionJar({ onChange: vault.save });
    jar.store(['dfa_session=secret-token-value; Path=/; HttpOnly; Max-Age=3600']);
    expect(readFileSync(file, 'utf8')).not.toContain('secret-token-value');

    const restarted = createSessionVault({ safeStorage: keyStore(), store, platform: 'linux' });
    const jarAfterRestart = createSessionJar({ initial: restarted.load() });
    expect(jarAfterRestart.cookieHeader()).toBe('dfa_session=secret-token-value');
  });

  it('forgets the session once the server clears the cookie', () => {
    const { store } = realStore();
    const vault = createSessionVault({ safeStorage: keyStore(), store, platform: 'darwin' });
    const jar = createSessionJar({ onChange: vault.save });
    jar.store(['dfa_session=abc; Path=/']);
    jar.store(['dfa_session=; Path=/; Max-Age=0']);
    expect(vault.load()).toEqual({});
  });

  it('keeps the session in memory only where Linux has no key store', () => {
    const { store } = realStore();
    store.set('apiSession', 'left over from an earlier version');
    const vault = createSessionVault({ safeStorage: keyStore('basic_text'), store, platform: 'linux' });
    expect(vault.persistence).toBe('memory');
    vault.save({ dfa_session: { value: 'abc', expiresAt: undefined } });
    expect(store.get('apiSession')).toBeUndefined();
    expect(createSessionVault({ safeStorage: keyStore('unknown', false), store }).persistence).toBe('memory');
  });

  it('starts signed out when the saved session cannot be read', () => {
    const { store } = realStore();
    store.set('apiSession', Buffer.from('not encrypted json').toString('base64'));
    const vault = createSessionVault({ safeStorage: keyStore(), store, platform: 'win32' });
    expect(vault.load()).toEqual({});
    expect(store.get('apiSession')).toBeUndefined();
  });
});
