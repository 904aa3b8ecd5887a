import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionState, SessionStatus } from '../../shared/bridge';
import { BRIDGE_EVENTS } from '../../shared/bridge';
import { OFFLINE_MESSAGE } from '../../src-main/api-bridge';
import { createTestDesktopHost } from '../desktop-support/desktop-host';
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

describe(`the desktop session, online and offline, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'dfa-desktop-session-'));
  let email: string;

  it('confirms the member with the server and keeps the session encrypted on disk', async () => {
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
  });

  describe('with the API server stopped', () => {
    beforeAll(serverGone);

    it('starts offline and still signed in as the member the server last confirmed', async () => {
      const desktop = createTestDesktopHost({ apiOrigin: origin, folder });
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
    });

    it('says at once that an action needs the server', async () => {
      const desktop = createTestDesktopHost({ apiOrigin: origin, folder });
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
    });

    it('signs out completely while offline: nothing is left in the jar or the vault', async () => {
      const desktop = createTestDesktopHost({ apiOrigin: origin, folder });
      expect(desktop.sessionStore.read()).toHaveProperty('apiSession');
      await desktop.invoke('sessionClear');
      expect(desktop.host.session.jar.snapshot()).toEqual({});
      expect(desktop.sessionStore.read()).toEqual({});
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
