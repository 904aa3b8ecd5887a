import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { eventSchema, listEvents } from '../../shared/api/events';
import { SEEDED_EVENTS } from '../../shared/events/seeded-events';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function addEvent(slug: string, startsInDays: number, lastsDays: number) {
  const start = new Date(Date.now() + startsInDays * DAY_MS);
  await t.db
    .insertInto('events')
    .values({
      slug,
      title: `Test event ${slug}`,
      summary: 'A test event.',
      description: 'Added by a test.',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + lastsDays * DAY_MS).toISOString(),
      time_zone: 'UTC',
      attendance: 'online',
      venue_name: null,
      city: null,
      country: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** RFC 5545 unfolding: a CRLF followed by one space continues the previous line. */
const unfold = (calendar: string) => calendar.replace(/\r\n /g, '');

describe(`events API on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('is seeded with exactly the events the website shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    const { upcoming, past } = listEvents.response.parse(response.json());
    expect([...upcoming, ...past].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      [...SEEDED_EVENTS].sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('splits events into upcoming and past by the current date', async () => {
    await addEvent('next-month', 30, 1);
    await addEvent('running-now', -1, 2);
    await addEvent('next-week', 7, 2);
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    const { upcoming, past } = listEvents.response.parse(response.json());
    expect(upcoming.map((event) => event.slug)).toEqual(['running-now', 'next-week', 'next-month']);
    expect(past.map((event) => event.slug)).toEqual([
      'members-meeting',
      'global-freight-summit',
      'future-of-freight',
      '1st-dfa-annual-conference',
    ]);
  });

  it('answers one event by its slug', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events/event?slug=global-freight-summit',
    });
    expect(response.statusCode).toBe(200);
    expect(eventSchema.parse(response.json())).toMatchObject({
      title: 'Global Freight Summit',
      startsAt: '2024-11-17T20:00:00.000Z',
      endsAt: '2024-11-19T20:00:00.000Z',
      timeZone: 'Asia/Dubai',
      attendance: 'offline',
      venueName: 'An exhibition centre in Dubai',
      city: 'Dubai',
      priceUsd: 0,
    });
  });

  it('answers an unknown slug with 404 and the error envelope', async () => {
    for (const url of ['/api/events/event?slug=no-such-event', '/api/events/no-such-event/calendar.ics']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      const { error } = errorEnvelopeSchema.parse(response.json());
      expect(error.code, url).toBe('NOT_FOUND');
      expect(error.message, url).toContain('no-such-event');
    }
  });

  it('refuses a malformed slug with a field message, not a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/event?slug=Not%20A%20Slug' });
    expect(response.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.fields?.slug).toMatch(/lowercase letters, digits and hyphens/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/events/event' });
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).error.fields?.slug).toBeTruthy();
  });

  describe('calendar file', () => {
    it('is a downloadable iCalendar event with UTC times', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/events/global-freight-summit/calendar.ics',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="global-freight-summit.ics"',
      );
      const lines = unfold(response.body).split('\r\n');
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('DTSTART:20241117T200000Z');
      expect(lines).toContain('DTEND:20241119T200000Z');
      expect(lines).toContain('SUMMARY:Global Freight Summit');
      expect(lines).toContain('LOCATION:An exhibition centre in Dubai\\, Dubai\\, AE');
      expect(lines).toContain(`URL:${TEST_SITE_URL}/events/global-freight-summit`);
      expect(lines.find((line) => line.startsWith('UID:'))).toBe(
        'UID:event-global-freight-summit@portal.test',
      );
      expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    });

    it('ends every line with CRLF and folds long lines at 75 octets', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events/members-meeting/calendar.ics' });
      const body = response.body;
      expect(body.endsWith('\r\n')).toBe(true);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const physicalLines = body.split('\r\n');
      for (const line of physicalLines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(physicalLines.some((line) => line.startsWith(' '))).toBe(true);

      const description = unfold(body)
        .split('\r\n')
        .find((line) => line.startsWith('DESCRIPTION:'));
      const meeting = SEEDED_EVENTS.find((event) => event.slug === 'members-meeting')!;
      expect(description).toBe(
        `DESCRIPTION:${meeting.description.replace(/,/g, '\\,').replace(/\n/g, '\\n')}\\n\\nDetails: ${TEST_SITE_URL}/events/members-meeting`,
      );
      expect(unfold(body)).toContain('DTSTART:20241219T000000Z\r\nDTEND:20241220T000000Z');
    });
  });
});
