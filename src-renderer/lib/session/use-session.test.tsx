// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../shared/api/user';
import { createStore, StateProvider } from '../store';
import { sessionCheckedAtom, userAtom } from './session-state';
import { useLogged, useSessionChecked, useSessionUser } from './use-session';
import { useViewer } from './use-viewer';

const admin: UserRecord = {
  company: 'Harbour Lines Ltd',
  logo: null,
  validity: '2027-06-30',
  first_name: 'Ana',
  type: 'premium',
  name: 'Ana Ruiz',
  email: 'ana@harbour.example',
  phone: null,
  isAdmin: true,
  hash_id: 'u1',
  hash: 's1',
};

function Probe() {
  const viewer = useViewer();
  const user = useSessionUser();
  const logged = useLogged();
  const checked = useSessionChecked();
  return (
    <p>{`${viewer} ${user ? user.company : 'nobody'} ${logged ? 'signed in' : 'signed out'} ${checked ? 'checked' : 'unchecked'}`}</p>
  );
}

describe('session hooks', () => {
  it('hydrate to the server’s anonymous page even when the session answered first, then show the user', async () => {
    const html = renderToString(
      <StateProvider store={createStore()}>
        <Probe />
      </StateProvider>,
    );
    expect(html).toContain('visitor nobody signed out unchecked');

    // The session check has already answered when this part of the page hydrates.
    const store = createStore();
    store.set(userAtom, admin);
    store.set(sessionCheckedAtom, true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StateProvider store={store}>
          <Probe />
        </StateProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('admin Harbour Lines Ltd signed in checked');
    container.remove();
  });
});
