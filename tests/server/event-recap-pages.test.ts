import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../shared/api/events';
import { createSession } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { insertMember } from '../support/members';
import { nextEmail, nextIp, post } from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site });
  const user = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  admin = (await createSession(t.db, user.userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe(`past events and the next one, as pages (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('offers the next-event sign-up, with its consent box, while no event is announced', async () => {
    const html = await page('/events');
    expect(html).toContain('No upcoming events are scheduled yet.');
    expect(html).toContain('Tell me about the next event');
    expect(html).toContain('Email me once when the next DFA event is announced.');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"/);
  });

  it('leads a past event’s page with the recap an admin wrote, the calendar file after it', async () => {
    const before = await page('/events/global-freight-summit');
    expect(before).not.toContain('How it went');
    const current = eventSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/events/event?slug=global-freight-summit' })).json(),
    );
    const recap = 'Forwarders from the Gulf and South Asia met their agents face to face.';
    const saved = await post(
      t.app,
      '/api/admin/events/update',
      { event: current.slug, changes: { ...current, recap } },
      { ip: nextIp(), session: admin },
    );
    expect(saved.statusCode).toBe(200);

    const html = await page('/events/global-freight-summit');
    expect(html).toContain('How it went');
    expect(html).toContain(recap);
    expect(html.indexOf(recap)).toBeLessThan(
      html.indexOf('href="/api/events/global-freight-summit/calendar.ics"'),
    );
    expect(html).not.toContain('Register for this event');
  });

  it('drops the sign-up once an upcoming event is published', async () => {
    const published = await post(
      t.app,
      '/api/admin/events',
      {
        slug: 'dfa-red-sea-forum',
        title: 'DFA Red Sea Forum',
        summary: 'A day in Jeddah on Red Sea routings and agency partnerships.',
        description: 'Morning talks.\n\nAfternoon meetings.',
        startsAt: '2031-04-08T09:00:00+03:00',
        endsAt: '2031-04-08T17:00:00+03:00',
        timeZone: 'Asia/Riyadh',
        attendance: 'offline',
        venueName: 'Corniche Hall',
        city: 'Jeddah',
        country: 'SA',
      },
      { ip: nextIp(), session: admin },
    );
    expect(published.statusCode).toBe(200);
    const html = await page('/events');
    expect(html).toContain('DFA Red Sea Forum');
    expect(html).not.toContain('Tell me about the next event');
  });
});
