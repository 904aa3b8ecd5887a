import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { eventSchema, listNextEventInterest } from '../../shared/api/events';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { insertEvent } from './support/events';
import { createTestAppWithSessions, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  ({ t, admin, member } = await createTestAppWithSessions());
});
afterAll(async () => {
  await t?.close();
});

const ask = (email: string, overrides: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/api/events/next-event',
    { email, consent: true, idempotencyKey: randomUUID(), ...overrides },
    { ip: nextIp() },
  );

const interest = (format: 'json' | 'csv', session: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/events/next-event?format=${format}`,
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });

const announcementsTo = (email: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('recipient', '=', email.toLowerCase())
    .where('subject', 'like', 'Next DFA event:%')
    .execute();

let slugs = 0;
const newEvent = (overrides: Record<string, unknown> = {}) => {
  slugs += 1;
  return {
    slug: `dfa-gulf-forum-${slugs}-${Date.now()}`,
    title: 'DFA Gulf Forum',
    summary: 'A day in Dubai for forwarders on the Gulf–India lanes.',
    description: 'Morning sessions on capacity.\n\nAfternoon one-to-one meetings.',
    startsAt: '2031-05-12T09:00:00+04:00',
    endsAt: '2031-05-12T18:00:00+04:00',
    timeZone: 'Asia/Dubai',
    attendance: 'offline',
    venueName: 'Harbour Hall',
    city: 'Dubai',
    country: 'AE',
    priceUsd: 0,
    ...overrides,
  };
};

describe(`the next-event sign-up (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stores an address once however often it is sent, and answers the same each time', async () => {
    const email = nextEmail();
    const first = await ask(email);
    const again = await ask(email.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual({ status: 'subscribed' });
    const rows = await t.db
      .selectFrom('event_interest')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notified_at).toBeNull();
  });

  it('refuses an address without the consent box ticked, or a malformed one, with field messages', async () => {
    const email = nextEmail();
    const unticked = await ask(email, { consent: false });
    expect(unticked.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unticked.json()).error.fields).toEqual({
      consent: 'Tick the box so that we may email you about the next event.',
    });
    const malformed = await ask('not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(malformed.json()).error.fields?.email).toBeTruthy();
    expect(
      await t.db.selectFrom('event_interest').select('id').where('email', '=', email.toLowerCase()).execute(),
    ).toEqual([]);
  });

  it('lists the addresses to admins only, as JSON and as a CSV download', async () => {
    const email = nextEmail();
    await ask(email);
    expect((await interest('json', null)).statusCode).toBe(401);
    expect((await interest('json', member)).statusCode).toBe(403);
    const listed = listNextEventInterest.response.parse((await interest('json')).json());
    expect(listed.data.map((row) => row.email)).toContain(email.toLowerCase());

    const csv = await interest('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="next-event-interest.csv"');
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toBe('email,consented_at,notified_at,notified_event');
    expect(lines.some((line) => line.startsWith(`${email.toLowerCase()},`))).toBe(true);
  });

  it('emails everyone waiting once when an admin publishes an upcoming event, and not for a past one', async () => {
    const waiting = nextEmail();
    await ask(waiting);

    const past = await post(
      t.app,
      '/api/admin/events',
      newEvent({ startsAt: '2020-05-12T09:00:00+04:00', endsAt: '2020-05-12T18:00:00+04:00' }),
      { ip: nextIp(), session: admin },
    );
    expect(past.statusCode).toBe(200);
    expect(await announcementsTo(waiting)).toEqual([]);

    const published = await post(t.app, '/api/admin/events', newEvent(), { ip: nextIp(), session: admin });
    expect(published.statusCode).toBe(200);
    const event = eventSchema.parse(published.json());
    const mails = await announcementsTo(waiting);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Next DFA event: DFA Gulf Forum');
    expect(mails[0]!.text).toContain(`/events/${event.slug}`);

    // told once: the event after it does not email them again, until they ask again
    await post(t.app, '/api/admin/events', newEvent(), { ip: nextIp(), session: admin });
    expect(await announcementsTo(waiting)).toHaveLength(1);
    const listed = listNextEventInterest.response.parse((await interest('json')).json());
    expect(listed.data.find((row) => row.email === waiting.toLowerCase())?.notifiedEvent).toBe(event.slug);

    await ask(waiting);
    await post(t.app, '/api/admin/events', newEvent(), { ip: nextIp(), session: admin });
    expect(await announcementsTo(waiting)).toHaveLength(2);
  });
});

describe(`event recaps (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('an admin writes a recap of a past event and every reader gets it with the event', async () => {
    const slug = await insertEvent(t.db, { startsInDays: -40 });
    const current = eventSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/events/event?slug=${slug}` })).json(),
    );
    expect(current.recap).toBeNull();
    const recap = 'Sixty forwarders met in Dubai.\n\nThe next meeting moves to Mumbai.';
    const changed = await post(
      t.app,
      '/api/admin/events/update',
      { event: slug, changes: { ...current, recap: `  ${recap}  ` } },
      { ip: nextIp(), session: admin },
    );
    expect(changed.statusCode).toBe(200);
    const read = eventSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/events/event?slug=${slug}` })).json(),
    );
    expect(read.recap).toBe(recap);

    const tooLong = await post(
      t.app,
      '/api/admin/events/update',
      { event: slug, changes: { ...current, recap: 'x'.repeat(4_001) } },
      { ip: nextIp(), session: admin },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(tooLong.json()).error.fields).toEqual({
      'changes.recap': 'Keep the recap under 4,000 characters.',
    });
  });
});
