import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../shared/api/user';
import { createSessionJar } from './session-jar';
import { createSessionVault, EMPTY_SESSION } from './session-vault';
import { fakeKeyStore, temporaryFolder } from './test-support';

vi.mock('electron', () => {
  const electron = {
    app: { getPath: () => tmpdir(), getVersion: () => '0.0.0', getName: () => 'dfa-test' },
    ipcMain: Object.assign(new EventEmitter(), { handle: vi.fn() }),
    shell: {},
  };
  return { ...electron, default: electron };
});

const { openPrivateStore } = await import('./private-store');

const ORIGIN = 'https://portal.dfa.test';
const MEMBER: UserRecord = {
  company: 'Albatross Air Cargo',
  logo: null,
  validity: '2027-01-31',
  first_name: 'Leila',
  type: 'premium',
  name: 'Leila Haddad',
  email: 'leila@albatross.example',
  phone: null,
  isAdmin: false,
  hash_id: 'u1',
  hash: 'h1',
};

function realStore() {
  const folder = temporaryFolder('dfa-vault-');
  return { store: openPrivateStore('session', folder).store, file: join(folder, 'session.json') };
}

describe('session vault', () => {
  it('keeps the session and the confirmed member across restarts, encrypted on disk', () => {
    const { store, file } = realStore();
    const vault = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: ORIGIN,
      platform: 'linux',
    });
    expect(vault.persistence).toBe('encrypted');
    const jar = createSessionJar({ origin: ORIGIN });
    jar.store(
      ['dfa_session=secret-token-value; Path=/; HttpOnly; Secure; Max-Age=3600'],
      new URL(`${ORIGIN}/api/x`),
    );
    vault.save({ cookies: jar.snapshot(), user: MEMBER, confirmedAt: 1 });
    expect(readFileSync(file, 'utf8')).not.toContain('secret-token-value');
    expect(readFileSync(file, 'utf8')).not.toContain('Albatross');

    const restarted = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: ORIGIN,
      platform: 'linux',
    });
    const saved = restarted.load();
    expect(saved.user).toEqual(MEMBER);
    expect(
      createSessionJar({ origin: ORIGIN, initial: saved.cookies }).cookieHeader(
        new URL(`${ORIGIN}/api/user`),
      ),
    ).toBe('dfa_session=secret-token-value');
  });

  it('drops a session saved for another server instead of sending it there', () => {
    const { store } = realStore();
    const jar = createSessionJar({ origin: ORIGIN });
    jar.store(['dfa_session=abc; Path=/; Secure'], new URL(`${ORIGIN}/api/x`));
    createSessionVault({ safeStorage: fakeKeyStore(), store, origin: ORIGIN }).save({
      cookies: jar.snapshot(),
      user: MEMBER,
      confirmedAt: 1,
    });

    const elsewhere = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: 'https://other.dfa.test',
    });
    expect(elsewhere.load()).toEqual(EMPTY_SESSION);
    expect(store.get('apiSession')).toBeUndefined();
  });

  it('forgets everything once cleared', () => {
    const { store } = realStore();
    const vault = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: ORIGIN,
      platform: 'darwin',
    });
    vault.save({
      cookies: { 'a;/': { name: 'a', value: '1', path: '/', secure: true } },
      user: MEMBER,
      confirmedAt: 1,
    });
    vault.clear();
    expect(vault.load()).toEqual(EMPTY_SESSION);
  });

  it('keeps the session in memory only where Linux has no key store', () => {
    const { store } = realStore();
    store.set('apiSession', 'left over from an earlier version');
    const vault = createSessionVault({
      safeStorage: fakeKeyStore('basic_text'),
      store,
      origin: ORIGIN,
      platform: 'linux',
    });
    expect(vault.persistence).toBe('memory');
    vault.save({
      cookies: { 'a;/': { name: 'a', value: '1', path: '/', secure: true } },
      user: null,
      confirmedAt: null,
    });
    expect(store.get('apiSession')).toBeUndefined();
    expect(
      createSessionVault({ safeStorage: fakeKeyStore('unknown', false), store, origin: ORIGIN }).persistence,
    ).toBe('memory');
  });

  it('starts signed out when the saved session cannot be read', () => {
    const { store } = realStore();
    store.set('apiSession', Buffer.from('not encrypted json').toString('base64'));
    const vault = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: ORIGIN,
      platform: 'win32',
    });
    expect(vault.load()).toEqual(EMPTY_SESSION);
    expect(store.get('apiSession')).toBeUndefined();
  });
});
