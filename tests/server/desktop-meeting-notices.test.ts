import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingView } from '../../shared/api/meetings';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { upcomingMeetings } from '../../src-main/meeting-notices';
import { createTestDesktopHost } from '../desktop-support/desktop-host';
import { callAs, memberIn } from './support/meetings';
import { listeningTestApp } from './support/desktop';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let origin: string;
let now = new Date('2027-03-10T00:00:00Z');

beforeAll(async () => {
  ({ t, origin } = await listeningTestApp(() => createTestApp({ clock: () => now })));
});
afterAll(async () => {
  await t?.close();
});

describe(`desktop notices for meetings, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('tells the member of a confirmed meeting in the ten minutes before it starts, once per version', async () => {
    const host = await memberIn(
      t.app,
      t.db,
      'Europe/London',
      { from: '09:00', to: '17:00' },
      {
        companyName: 'Thames Gateway Logistics',
        firstName: 'Priya',
        lastName: 'Shah',
        signedInAt: now,
      },
    );
    const guest = await memberIn(
      t.app,
      t.db,
      'Asia/Dubai',
      { from: '09:00', to: '20:00' },
      { signedInAt: now },
    );
    const asked = await callAs(t.app, guest.token, 'POST', '/api/meetings/request', {
      person: host.hashId,
      startsAt: '2027-03-11T10:00:00.000Z',
      subject: 'Rotterdam to Jebel Ali consolidation',
      place: { kind: 'phone', phone: '+44 20 7946 0958' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<MeetingView>();
    await callAs(t.app, host.token, 'POST', '/api/meetings/accept', {
      meeting: request.id,
      sequence: request.sequence,
    });

    const desktop = createTestDesktopHost({ apiOrigin: origin });
    desktop.host.session.jar.store(
      [`${SESSION_COOKIE}=${guest.token}; Path=/; HttpOnly`],
      new URL(`${origin}/api/auth/sign-in`),
    );
    const source = upcomingMeetings((path) => desktop.host.apiGet(path));
    now = new Date('2027-03-11T09:45:00Z');
    expect(await source.poll(0)).toEqual([]);
    now = new Date('2027-03-11T09:52:00Z');
    expect(await source.poll(0)).toEqual([
      {
        id: `meeting-${request.id}-1`,
        title: 'At 14:00: Rotterdam to Jebel Ali consolidation',
        body: 'With Priya Shah, Thames Gateway Logistics. Phone call: +442079460958',
        route: '/meetings',
      },
    ]);
    now = new Date('2027-03-11T10:00:00Z');
    expect(await source.poll(0)).toEqual([]);
    desktop.host.dispose();
  });
});
