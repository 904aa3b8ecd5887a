import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  createEvent,
  eventSchema,
  listEventRegistrations,
  listEvents,
  updateEvent,
} from '../../shared/api/events';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { ATTRIBUTION } from './support/attribution';
import { nextEmail, nextIp, post } from './support/auth';
import { eventRegistrationBody, insertEvent, personalTokenFrom, registerFor } from './support/events';
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

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

let slugs = 0;
function newEvent(overrides: Record<string, unknown> = {}) {
  slugs += 1;
  return {
    slug: `dfa-asia-forum-${slugs}`,
    title: 'DFA Asia Forum',
    summary: 'Two days in Singapore for forwarders working the Asia–Europe lanes.',
    description:
      'Sessions on transpacific and Asia–Europe capacity.\n\nOne-to-one meetings on the second day.',
    startsAt: '2031-03-10T09:00:00+08:00',
    endsAt: '2031-03-11T18:00:00+08:00',
    timeZone: 'Asia/Singapore',
    attendance: 'offline',
    venueName: 'Marina Bay Convention Hall',
    city: 'Singapore',
    country: 'sg',
    priceUsd: 0,
    ...overrides,
  };
}

/** `null` calls anonymously. */
const adminPost = (url: string, body: unknown, session: string | null = admin) =>
  post(t.app, url, body, { ip: nextIp(), ...(session ? { session } : {}) });

const registrations = (query: string, session: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/events/registrations?${query}`,
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });

async function eventCount() {
  const row = await t.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`admin event management on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('turns anonymous callers away with 401 and members with 403, before looking at the body', async () => {
    const before = await eventCount();
    for (const [path, body] of [
      [createEvent.path, newEvent()],
      [createEvent.path, { nonsense: true }],
      [updateEvent.path, { event: 'members-meeting', changes: newEvent() }],
    ] as const) {
      const anonymous = await adminPost(path, body, null);
      expect(anonymous.statusCode, path).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      const signedIn = await adminPost(path, body, member);
      expect(signedIn.statusCode, path).toBe(403);
      expect(errorOf(signedIn)).toEqual({
        code: 'FORBIDDEN',
        message: 'Only DFA administrators can do this.',
      });
    }
    expect((await registrations('event=members-meeting', null)).statusCode).toBe(401);
    expect((await registrations('event=members-meeting', member)).statusCode).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('adds an event that then appears among the upcoming events, with its calendar file', async () => {
    const input = newEvent();
    const response = await adminPost(createEvent.path, input);
    expect(response.statusCode).toBe(200);
    expect(eventSchema.parse(response.json())).toEqual({
      ...input,
      startsAt: '2031-03-10T01:00:00.000Z',
      endsAt: '2031-03-11T10:00:00.000Z',
      country: 'SG',
      // written once the event is over
      recap: null,
    });

    const list = listEvents.response.parse(
      (await t.app.inject({ method: 'GET', url: '/api/events' })).json(),
    );
    expect(list.upcoming.map((event) => event.slug)).toContain(input.slug);
    const one = await t.app.inject({ method: 'GET', url: `/api/events/event?slug=${input.slug}` });
    expect(one.json()).toMatchObject({ title: 'DFA Asia Forum', city: 'Singapore' });
    const calendar = await t.app.inject({ method: 'GET', url: `/api/events/${input.slug}/calendar.ics` });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('DTSTART:20310310T010000Z');
  });

  it('refuses a slug that is already used with 409 and a field message', async () => {
    const before = await eventCount();
    const response = await adminPost(createEvent.path, newEvent({ slug: 'global-freight-summit' }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fields).toEqual({
      slug: 'Another event already uses the address /events/global-freight-summit. Choose a different slug.',
    });
    expect(await eventCount()).toBe(before);
  });

  it('answers a field message for each invalid field', async () => {
    const response = await adminPost(
      createEvent.path,
      newEvent({
        slug: 'Asia Forum',
        title: '',
        startsAt: 'next Tuesday',
        timeZone: 'Mars/Olympus',
        attendance: 'hybrid',
        country: 'Singapore',
        priceUsd: -5,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      slug: 'An event slug has lowercase letters, digits and hyphens only.',
      title: 'Give the event a title.',
      startsAt: 'Give the start as a date and time, like 2027-03-10T09:00:00+04:00.',
      timeZone: 'Give a time zone name like Asia/Dubai or Europe/London.',
      attendance: 'Choose online or in person (offline).',
      country: 'Give the country as its two-letter ISO code, like AE or GB.',
      priceUsd: 'The entry price cannot be negative.',
    });

    const backwards = await adminPost(
      createEvent.path,
      newEvent({ endsAt: '2031-03-09T09:00:00+08:00', city: '' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields).toEqual({
      endsAt: 'The end must be after the start.',
      city: 'Give the city of an in-person event.',
    });
  });

  it('accepts an online event without a place', async () => {
    const response = await adminPost(
      createEvent.path,
      newEvent({ attendance: 'online', venueName: '', city: null, country: undefined }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      attendance: 'online',
      venueName: null,
      city: null,
      country: null,
    });
  });

  it('changes an event, its slug included, keeping its registrations', async () => {
    const input = newEvent();
    await adminPost(createEvent.path, input);
    const email = nextEmail();
    expect((await registerFor(t.app, eventRegistrationBody(input.slug, { email }))).statusCode).toBe(200);

    const renamed = `${input.slug}-2031`;
    const response = await adminPost(updateEvent.path, {
      event: input.slug,
      changes: { ...input, slug: renamed, title: 'DFA Asia Forum 2031' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: renamed, title: 'DFA Asia Forum 2031' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/event?slug=${input.slug}` })).statusCode,
    ).toBe(404);
    const list = listEventRegistrations.response.parse((await registrations(`event=${renamed}`)).json());
    expect(list.data.map((attendee) => attendee.email)).toEqual([email]);
  });

  it('refuses to rename onto a used slug, and answers 404 for an unknown event', async () => {
    const input = newEvent();
    await adminPost(createEvent.path, input);
    const taken = await adminPost(updateEvent.path, {
      event: input.slug,
      changes: { ...input, slug: 'members-meeting' },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({
      'changes.slug':
        'Another event already uses the address /events/members-meeting. Choose a different slug.',
    });
    const unknown = await adminPost(updateEvent.path, { event: 'no-such-event', changes: input });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).fields).toEqual({ event: 'There is no event “no-such-event”.' });
  });
});

describe(`event registrations export on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('lists every registration of one event as JSON, cancelled ones included', async () => {
    const slug = await insertEvent(t.db);
    const first = nextEmail();
    const second = nextEmail();
    await registerFor(t.app, eventRegistrationBody(slug, { email: first }));
    await registerFor(t.app, eventRegistrationBody(slug, { email: second, company: '', phone: '' }));
    const token = await personalTokenFrom(t.db, second, slug);
    await post(t.app, '/api/events/registration/cancel', { event: slug, token }, { ip: nextIp() });

    const response = await registrations(`event=${slug}`);
    expect(response.statusCode).toBe(200);
    const { event, data } = listEventRegistrations.response.parse(response.json());
    expect(event.slug).toBe(slug);
    expect(data).toMatchObject([
      {
        name: 'Layla Rahman',
        email: first,
        company: 'Blue Anchor Forwarding',
        phone: '+442079460958',
        status: 'active',
      },
      { email: second, company: null, phone: null, status: 'cancelled' },
    ]);
  });

  it('exports them as CSV with formulas neutralised', async () => {
    const slug = await insertEvent(t.db);
    const email = nextEmail();
    await registerFor(
      t.app,
      eventRegistrationBody(slug, {
        email,
        name: '=HYPERLINK("http://evil.example")',
        company: 'Wei, Lin & Partners',
        attribution: ATTRIBUTION,
      }),
    );
    const response = await registrations(`event=${slug}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="registrations-${slug}.csv"`);
    const lines = response.body.split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 10)).toEqual([
      'id',
      'name',
      'email',
      'company',
      'phone',
      'status',
      'registered_at',
      'cancelled_at',
      'traffic_source',
      'first_touch_channel',
    ]);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d+,"'=HYPERLINK\\(""http://evil.example""\\)",${email.replace(/\./g, '\\.')},"Wei, Lin & Partners",'\\+442079460958,active,[^,]+,,newsletter / email,paid,google,cpc,reefer-week,`,
      ),
    );
    expect(lines).toHaveLength(3);
  });

  it('answers 404 for an unknown event and field messages for a bad query', async () => {
    const unknown = await registrations('event=no-such-event');
    expect(unknown.statusCode).toBe(404);
    const bad = await registrations('event=Bad%20Slug&format=xls');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      event: 'An event slug has lowercase letters, digits and hyphens only.',
      format: 'Choose json or csv.',
    });
  });
});

describe(`malformed admin event bodies on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const wrongValue = fc.oneof(
    fc.jsonValue(),
    fc.string({ minLength: 300, maxLength: 30_000 }),
    fc.constant(null),
  );

  it.each([
    { path: createEvent.path, schema: createEvent.body, valid: () => newEvent() as Record<string, unknown> },
    {
      path: updateEvent.path,
      schema: updateEvent.body,
      valid: () => ({ event: 'members-meeting', changes: newEvent() }) as Record<string, unknown>,
    },
  ])('$path refuses them with a 4xx envelope and changes nothing', async ({ path, schema, valid }) => {
    const before = await t.db.selectFrom('events').selectAll().orderBy('id').execute();
    const body = valid();
    const broken = fc
      .record({
        field: fc.constantFrom(
          ...Object.keys(body),
          ...Object.keys(newEvent()).map((key) => `changes.${key}`),
        ),
        value: wrongValue,
      })
      .map(({ field, value }) => {
        const copy = structuredClone(body);
        const [outer, inner] = field.split('.');
        if (inner && typeof copy[outer!] === 'object')
          (copy[outer!] as Record<string, unknown>)[inner] = value;
        else copy[field] = value;
        return JSON.stringify(copy);
      });
    const malformed = fc
      .oneof(
        broken,
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 100 }),
      )
      .filter((payload) => {
        try {
          return !schema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true;
        }
      });
    await fc.assert(
      fc.asyncProperty(malformed, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
          cookies: { [SESSION_COOKIE]: admin },
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await t.db.selectFrom('events').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
