import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionState, SessionStatus } from '../../shared/bridge';
import { BRIDGE_EVENTS } from '../../shared/bridge';
import { OFFLINE_MESSAGE } from '../../src-main/api-bridge';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { createTestDesktopHost } from '../desktop-support/desktop-host';
import { EACH_NETWORK, unpluggable } from '../desktop-support/electron-net';
import { listeningTestApp, signedInDesktop } from './support/desktop';
import { usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  ({ t, origin } = await listeningTestApp());
});
afterAll(async () => {
  await t?.close();
});

/** Stops answering on the port, as a server that went away (or a cable pulled) looks to the app. */
async function serverGone(): Promise<void> {
  await new Promise<void>((resolve) => {
    t.app.server.close(() => resolve());
    t.app.server.closeAllConnections();
  });
}

/** Whether the server still takes a session token, asked past the app. */
async function serverKnows(token: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  return ((await response.json()) as { data: unknown }).data !== null;
}

describe(`the desktop session, online and offline, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe.each(EACH_NETWORK)('signing out over %s', (_name, makeNetwork) => {
    it('empties the jar, the vault and Chromium’s cache and storage, and ends the session on the server', async () => {
      const { desktop, token } = await signedInDesktop(t, origin, { network: makeNetwork() });
      expect(((await desktop.invoke('sessionStatus')) as SessionStatus).user).not.toBeNull();
      await expect(desktop.host.session.clear().serverTold).resolves.toBe(true);
      await expect.poll(() => serverKnows(token)).toBe(false);
      expect(desktop.host.session.jar.snapshot()).toEqual({});
      expect(desktop.sessionStore.read()).toEqual({});
      expect(desktop.browsingDataCleared()).toBe(1);
      desktop.host.dispose();
    });

    it('tells the server of a sign-out made offline as soon as the network is back', async () => {
      const cable = unpluggable(makeNetwork());
      const { desktop, token } = await signedInDesktop(t, origin, { network: cable.network });
      cable.unplug();
      await desktop.invoke('sessionClear');
      expect(((await desktop.invoke('sessionStatus')) as SessionStatus).user).toBeNull();
      expect(await serverKnows(token)).toBe(true);
      // Only the old session's cookie is kept, encrypted, to sign out with.
      expect(JSON.stringify(desktop.sessionStore.read())).not.toContain(token);
      expect(Object.keys(desktop.sessionStore.read())).toEqual(['pendingSignOuts']);

      cable.plugIn();
      await expect.poll(() => serverKnows(token), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => desktop.sessionStore.read()).toEqual({});
      desktop.host.dispose();
    });

    it('tells the server at the next start when the app was closed before it could', async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'dfa-desktop-sign-out-'));
      const cable = unpluggable(makeNetwork());
      const { desktop, token } = await signedInDesktop(t, origin, { network: cable.network, folder });
      cable.unplug();
      await desktop.invoke('sessionClear');
      desktop.host.dispose();
      expect(await serverKnows(token)).toBe(true);

      const restarted = createTestDesktopHost({ apiOrigin: origin, folder, network: makeNetwork() });
      await expect.poll(() => serverKnows(token), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => restarted.sessionStore.read()).toEqual({});
      restarted.host.dispose();
    });
  });

  describe('with the API server stopped', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'dfa-desktop-session-'));
    let email: string;

    beforeAll(async () => {
      const signedIn = await signedInDesktop(t, origin, { folder });
      const { desktop, token } = signedIn;
      email = signedIn.email;

      const status = (await desktop.invoke('sessionStatus')) as SessionStatus;
      expect(status.connection.online).toBe(true);
      expect(status.user?.email).toBe(email);
      const saved = JSON.stringify(desktop.sessionStore.read());
      expect(saved).toContain('apiSession');
      expect(saved).not.toContain(token);
      expect(saved).not.toContain(email);
      // Signed in and online, the app also saves the member's schedules snapshot.
      await expect(desktop.host.schedules.refresh()).resolves.toMatch(/^(replaced|unchanged)$/);
      expect(desktop.host.schedules.current()?.source).toBe('downloaded');
      desktop.host.dispose();
      await serverGone();
    });

    it.each(EACH_NETWORK)(
      'starts offline over %s and still signed in as the member the server last confirmed',
      async (_name, makeNetwork) => {
        const desktop = createTestDesktopHost({ apiOrigin: origin, folder, network: makeNetwork() });
        const status = (await desktop.invoke('sessionStatus')) as SessionStatus;
        expect(status.connection).toMatchObject({
          online: false,
          lastOnlineAt: expect.any(String),
          offlineData: [
            { kind: 'dictionary', asOf: '2026-11-02T09:30:00.000Z' },
            { kind: 'schedules', asOf: expect.any(String) as string },
          ],
        });
        expect(status.user?.email).toBe(email);
        expect(desktop.events).toContainEqual({
          channel: BRIDGE_EVENTS.connectionChanged,
          payload: expect.objectContaining({ online: false }) as ConnectionState,
        });
        desktop.host.dispose();
      },
    );

    it.each(EACH_NETWORK)(
      'says at once over %s that an action needs the server',
      async (_name, makeNetwork) => {
        const desktop = createTestDesktopHost({ apiOrigin: origin, folder, network: makeNetwork() });
        const started = Date.now();
        const answer = (await desktop.invoke('apiRequest', {
          method: 'POST',
          path: '/api/company/contact-us',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })) as { status: number; body: string };
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.body)).toEqual({ error: { code: 'UNAVAILABLE', message: OFFLINE_MESSAGE } });
        desktop.host.dispose();
      },
    );

    it('signs out completely while offline: nothing is left in the jar or the vault but the sign-out to tell', async () => {
      const desktop = createTestDesktopHost({ apiOrigin: origin, folder });
      expect(desktop.sessionStore.read()).toHaveProperty('apiSession');
      await desktop.invoke('sessionClear');
      expect(desktop.host.session.jar.snapshot()).toEqual({});
      expect(Object.keys(desktop.sessionStore.read())).toEqual(['pendingSignOuts']);
      const status = (await desktop.invoke('sessionStatus')) as SessionStatus;
      expect(status.user).toBeNull();

      // Nor after a restart.
      const restarted = createTestDesktopHost({ apiOrigin: origin, folder });
      expect(((await restarted.invoke('sessionStatus')) as SessionStatus).user).toBeNull();
      desktop.host.dispose();
      restarted.host.dispose();
    });
  });
});
