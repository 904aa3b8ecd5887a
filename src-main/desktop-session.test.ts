import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../shared/api/user';
import { electronNetwork, unpluggable } from '../tests/desktop-support/electron-net';
import { createConnectivity } from './connectivity';
import { createDesktopSession } from './desktop-session';
import { createSessionVault } from './session-vault';
import { fakeKeyStore, memoryStore } from './test-support';

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

describe('the desktop session', () => {
  it('drops an expired cookie from the encrypted store, and the member once none is left', async () => {
    let now = Date.UTC(2026, 10, 1);
    const store = memoryStore();
    const vault = createSessionVault({
      safeStorage: fakeKeyStore(),
      store,
      origin: ORIGIN,
      platform: 'linux',
    });
    vault.save({
      cookies: {
        'dfa_session;/': {
          name: 'dfa_session',
          value: 's3cret',
          path: '/',
          secure: true,
          expiresAt: now + 60_000,
        },
        'dfa_seen;/': { name: 'dfa_seen', value: '1', path: '/', secure: true, expiresAt: now + 3_600_000 },
      },
      user: MEMBER,
      confirmedAt: now,
    });
    // Offline all along: the server never gets the chance to expire anything itself.
    const cable = unpluggable(electronNetwork());
    cable.unplug();
    const session = createDesktopSession({
      apiOrigin: ORIGIN,
      vault,
      network: cable.network,
      connectivity: createConnectivity({ offlineData: () => [] }),
      now: () => now,
    });

    now += 120_000;
    expect((await session.status()).user).toEqual(MEMBER);
    expect(Object.keys(vault.load().cookies)).toEqual(['dfa_seen;/']);

    now += 3_600_000;
    expect((await session.status()).user).toBeNull();
    expect(store.entries.has('apiSession')).toBe(false);
  });
});
