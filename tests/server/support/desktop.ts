import type { AddressInfo } from 'node:net';
import type { Network } from '../../../src-main/network';
import { createSession, SESSION_COOKIE } from '../../../src-server/http/sessions';
import { createTestDesktopHost } from '../../desktop-support/desktop-host';
import { nextEmail } from './auth';
import { insertMember } from '../../support/members';
import { createTestApp, type TestApp } from './test-app';

/** The test app listening on a loopback port, for clients that speak real HTTP (the desktop host). */
export async function listeningTestApp(
  create: () => Promise<TestApp> = () => createTestApp(),
): Promise<{ t: TestApp; origin: string }> {
  const t = await create();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** A desktop host for a new member (or admin), signed in as the app would be after sign-in. */
export async function signedInDesktop(
  t: TestApp,
  origin: string,
  { isAdmin = false, folder, network }: { isAdmin?: boolean; folder?: string; network?: Network } = {},
) {
  const email = nextEmail();
  const member = await insertMember(t.db, { email, isAdmin });
  const desktop = createTestDesktopHost({
    apiOrigin: origin,
    ...(folder ? { folder } : {}),
    ...(network ? { network } : {}),
  });
  const token = (await createSession(t.db, member.userId, new Date())).token;
  desktop.host.session.jar.store(
    [`${SESSION_COOKIE}=${token}; Path=/; HttpOnly`],
    new URL(`${origin}/api/auth/sign-in`),
  );
  return { desktop, member, email, token };
}
