import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../shared/api/events';
import { createSession } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { nextEmail, nextIp, post } from './support/auth';
import { eventRegistrationBody, personalTokenFrom, registerFor } from './support/events';
import { insertMember } from '../support/members';
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

const page = (url: string) => t.app.inject({ method: 'GET', url });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const FORUM = {
  slug: 'dfa-gulf-forwarders-forum',
  title: 'DFA Gulf Forwarders Forum',
  summary: 'One day in Dubai for forwarders serving the Gulf: capacity, rates and agency meetings.',
  description: 'Talks on Gulf capacity in the morning.\n\nOne-to-one agency meetings in the afternoon.',
  startsAt: '2031-02-12T09:00:00+04:00',
  endsAt: '2031-02-12T17:00:00+04:00',
  timeZone: 'Asia/Dubai',
  attendance: 'offline',
  venueName: 'Creekside Hall',
  city: 'Dubai',
  country: 'AE',
  priceUsd: 0,
};

describe(`event pages served by the API server on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  beforeAll(async () => {
    // Rendered once before the event exists, so the test also proves the cache is renewed.
    const before = (await page('/events')).body;
    expect(before).not.toContain(FORUM.title);
    expect(before).toContain('No upcoming events are scheduled yet. New events are announced on this page.');
    expect((await page(`/events/${FORUM.slug}`)).statusCode).toBe(404);
    const added = await post(t.app, createEvent.path, FORUM, { ip: nextIp(), session: admin });
    expect(added.statusCode).toBe(200);
  });

  it('lists an event added by an admin on /events and in the sitemap', async () => {
    const html = (await page('/events')).body;
    const upcoming = html.slice(html.indexOf('Upcoming events'), html.indexOf('Past events'));
    expect(upcoming).toContain(`href="/events/${FORUM.slug}"`);
    expect(upcoming).toContain(FORUM.title);
    expect(html.slice(html.indexOf('Past events'))).toContain('Global Freight Summit');
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/events/${FORUM.slug}</loc>`);
    expect(sitemap.match(/\/events\/global-freight-summit</g)).toHaveLength(1);
  });

  it('renders the new event’s page without JavaScript: title, H1, facts, form and BusinessEvent data', async () => {
    const response = await page(`/events/${FORUM.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('DFA Gulf Forwarders Forum, 12 February 2031, Dubai | DFA');
    expect(html).toContain(`<meta name="description" content="12 February 2031, Dubai: ${FORUM.summary}"/>`);
    expect(html).toMatch(/<h1[^>]*>DFA Gulf Forwarders Forum<\/h1>/);
    expect(html).toContain('Creekside Hall, Dubai, United Arab Emirates');
    expect(html).toContain('Register for this event');
    expect(html).toContain(`href="/api/events/${FORUM.slug}/calendar.ics"`);
    const event = jsonLd(html).find((item) => item['@type'] === 'BusinessEvent');
    expect(event).toMatchObject({
      name: FORUM.title,
      startDate: '2031-02-12T09:00:00+04:00',
      endDate: '2031-02-12T17:00:00+04:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Creekside Hall',
        address: { addressLocality: 'Dubai', addressCountry: 'AE' },
      },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
  });

  it('keeps the designed pages of the seeded events, without registration once they are over', async () => {
    const html = (await page('/events/global-freight-summit')).body;
    expect(titleOf(html)).toBe('Global Freight Summit, 18–19 November 2024, Dubai | DFA');
    expect(html).toContain('This event took place on 18–19 November 2024.');
    expect(html).not.toContain('Register for this event');
    const event = jsonLd(html).find((item) => item['@type'] === 'BusinessEvent');
    expect(event).toMatchObject({ startDate: '2024-11-18', endDate: '2024-11-19' });
  });

  it('answers 404 for an unknown or impossible event slug', async () => {
    for (const url of ['/events/no-such-event', '/events/Not_A_Slug']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('We could not find that page');
    }
  });

  it('shows a registration through its personal link, keeps it out of search engines, and shows it cancelled after', async () => {
    const email = nextEmail();
    expect((await registerFor(t.app, eventRegistrationBody(FORUM.slug, { email }))).statusCode).toBe(200);
    const token = await personalTokenFrom(t.db, email, FORUM.slug);
    const url = `/events/${FORUM.slug}/${token}`;

    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    expect(titleOf(response.body)).toBe('Your registration for DFA Gulf Forwarders Forum | DFA');
    expect(response.body).toMatch(/<h1[^>]*>DFA Gulf Forwarders Forum<\/h1>/);
    expect(response.body).toContain('You are registered');
    expect(response.body).toContain('Layla Rahman');
    expect(response.body).toContain(`l***@${email.split('@')[1]}`);
    expect(response.body).not.toContain(email);
    expect((await page('/sitemap.xml')).body).not.toContain(token);

    await post(t.app, '/api/events/registration/cancel', { event: FORUM.slug, token }, { ip: nextIp() });
    const after = await page(url);
    expect(after.body).toContain('Your registration is cancelled');
  });

  it('answers a wrong personal link with a clear page and 404', async () => {
    const response = await page(`/events/${FORUM.slug}/${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>This link is not valid<\/h1>/);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });
});
