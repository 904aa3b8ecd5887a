import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { cancelEventRegistration, getEventRegistration, registerForEvent } from '../../shared/api/events';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { ATTRIBUTION } from './support/attribution';
import { nextEmail, nextIp, post } from './support/auth';
import { eventRegistrationBody, insertEvent, personalTokenFrom, registerFor } from './support/events';
import { insertMember } from '../support/members';
import { HUMAN_TOKEN } from './support/bot-check';
import {
  createTestApp,
  createTestAppWithBotCheck,
  TEST_SITE_URL,
  usingPostgres,
  type TestApp,
} from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

const register = (body: object, ip?: string) => registerFor(t.app, body, ip);

const view = (event: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/events/registration', query: { event, token } });

const cancel = (event: string, token: string, ip = nextIp()) =>
  post(t.app, '/api/events/registration/cancel', { event, token }, { ip });

async function registrationsFor(slug: string) {
  return t.db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .selectAll('event_registrations')
    .where('events.slug', '=', slug)
    .execute();
}

async function mailsTo(email: string) {
  return t.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
}

async function counts() {
  const count = async (table: 'event_registrations' | 'outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { registrations: await count('event_registrations'), outbox: await count('outbox') };
}

describe(`event registration on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('stores the attendee and the form’s attribution with only a hash of the token, and emails the personal link', async () => {
    const slug = await insertEvent(t.db);
    const email = nextEmail();
    const response = await register(eventRegistrationBody(slug, { email, attribution: ATTRIBUTION }));
    expect(response.statusCode).toBe(200);
    expect(registerForEvent.response.parse(response.json())).toEqual({ status: 'email-sent' });

    const [row, ...others] = await registrationsFor(slug);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Layla Rahman',
      email,
      company: 'Blue Anchor Forwarding',
      phone: '+442079460958',
      status: 'active',
      cancelled_at: null,
    });
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // No geolocation source is configured, so no place is recorded.
    expect(JSON.parse(row!.attribution!)).toEqual(ATTRIBUTION);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Your registration for Freight Forum \d+$/);
    expect(mail!.text).toContain('Where: Harbour Hall, Dubai, United Arab Emirates');
    expect(mail!.text).toMatch(/When: \d{1,2}[^\n]* \(Asia\/Dubai time, GMT\+4\)/);
    expect(mail!.text).toContain(`${TEST_SITE_URL}/api/events/${slug}/calendar.ics`);
    const token = await personalTokenFrom(t.db, email, slug);
    expect(token).toHaveLength(43); // 32 random bytes in base64url
    expect(mail!.text).not.toContain(row!.token_hash);
    expect(mail!.html).toContain(`href="${TEST_SITE_URL}/events/${slug}/${token}"`);

    const shown = await view(slug, token);
    expect(shown.statusCode).toBe(200);
    const { event, registration } = getEventRegistration.response.parse(shown.json());
    expect(event.slug).toBe(slug);
    expect(registration).toMatchObject({
      name: 'Layla Rahman',
      company: 'Blue Anchor Forwarding',
      status: 'active',
      cancelledAt: null,
    });
    expect(registration.emailMasked).toBe(`l***@${email.split('@')[1]}`);
  });

  it('says "online" for an online event', async () => {
    const slug = await insertEvent(t.db);
    await t.db
      .updateTable('events')
      .set({ attendance: 'online', venue_name: null, city: null, country: null })
      .where('slug', '=', slug)
      .execute();
    const email = nextEmail();
    expect((await register(eventRegistrationBody(slug, { email }))).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain('Where: Online');
  });

  it('keeps one registration per address: registering again emails a new link that replaces the old one', async () => {
    const slug = await insertEvent(t.db);
    const email = nextEmail();
    await register(eventRegistrationBody(slug, { email }));
    const firstToken = await personalTokenFrom(t.db, email, slug);
    const again = await register(
      eventRegistrationBody(slug, { email: email.toUpperCase(), name: 'L. Rahman' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'email-sent' });

    expect(await registrationsFor(slug)).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('the link we sent before no longer works');
    const secondToken = await personalTokenFrom(t.db, email, slug);
    expect(secondToken).not.toBe(firstToken);
    expect((await view(slug, firstToken)).statusCode).toBe(404);
    const shown = getEventRegistration.response.parse((await view(slug, secondToken)).json());
    expect(shown.registration.name).toBe('L. Rahman');
  });

  it('sends one email for a retried form, even when the retries arrive at once', async () => {
    const slug = await insertEvent(t.db);
    const email = nextEmail();
    const body = eventRegistrationBody(slug, { email });
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await register(body).then((answer) => answer.statusCode)).toBe(200);
    expect(await registrationsFor(slug)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a past event with a readable message and stores nothing', async () => {
    const slug = await insertEvent(t.db, { startsInDays: -10, lastsDays: 2 });
    const before = await counts();
    const response = await register(eventRegistrationBody(slug, { email: nextEmail() }));
    expect(response.statusCode).toBe(409);
    const error = errorOf(response);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/^Freight Forum \d+ took place on .+, so registration is closed\.$/);
    expect(error.fields?.eventSlug).toBe(error.message);
    expect(await counts()).toEqual(before);

    const seeded = await register(eventRegistrationBody('global-freight-summit', { email: nextEmail() }));
    expect(seeded.statusCode).toBe(409);
    expect(errorOf(seeded).message).toBe(
      'Global Freight Summit took place on 18–19 November 2024, so registration is closed.',
    );
  });

  it('lets people register while an event is running', async () => {
    const slug = await insertEvent(t.db, { startsInDays: -1, lastsDays: 2 });
    expect((await register(eventRegistrationBody(slug, { email: nextEmail() }))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await register(eventRegistrationBody('no-such-event', { email: nextEmail() }));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no event “no-such-event”. Check the link or see all events.',
    });
  });

  it('answers a field message for each invalid field and stores nothing', async () => {
    const before = await counts();
    const response = await register({
      eventSlug: 'Not A Slug',
      name: ' ',
      email: 'layla-at-blue-anchor',
      company: 'x'.repeat(201),
      phone: '12',
      idempotencyKey: 'twice',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      eventSlug: 'An event slug has lowercase letters, digits and hyphens only.',
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@company.com.',
      company: 'Keep the company name under 200 characters.',
      phone: 'Enter a valid phone number with its country code, like +44 20 7946 0958, or leave it empty.',
      idempotencyKey: 'This form has expired. Reload the page and send it again.',
    });
    expect(await counts()).toEqual(before);
  });

  it('accepts a registration without company and phone', async () => {
    const slug = await insertEvent(t.db);
    const response = await register(
      eventRegistrationBody(slug, { email: nextEmail(), company: '', phone: ' ' }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await registrationsFor(slug);
    expect(row).toMatchObject({ company: null, phone: null });
  });

  it('is the same for anonymous visitors, members and admins', async () => {
    const slug = await insertEvent(t.db);
    for (const isAdmin of [false, true]) {
      const member = await insertMember(t.db, { isAdmin, email: nextEmail() });
      const { token } = await createSession(t.db, member.userId, new Date());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events/register',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/json' },
        cookies: { [SESSION_COOKIE]: token },
        payload: JSON.stringify(eventRegistrationBody(slug, { email: nextEmail() })),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await registrationsFor(slug)).toHaveLength(2);
  });

  it('limits one address to 10 registrations in 10 minutes, and one email to 5 an hour', async () => {
    const slug = await insertEvent(t.db);
    const ip = nextIp();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await register(eventRegistrationBody(slug, { email: nextEmail() }), ip)).statusCode).toBe(200);
    }
    const refused = await register(eventRegistrationBody(slug, { email: nextEmail() }), ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();

    const email = nextEmail();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await register(eventRegistrationBody(slug, { email }))).statusCode).toBe(200);
    }
    const flooded = await register(eventRegistrationBody(slug, { email }));
    expect(flooded.statusCode).toBe(429);
    expect(await mailsTo(email)).toHaveLength(5);
  });
});

describe(`personal registration link on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  async function registered(options: { startsInDays?: number } = {}) {
    const slug = await insertEvent(t.db, options);
    const email = nextEmail();
    expect((await register(eventRegistrationBody(slug, { email }))).statusCode).toBe(200);
    return { slug, email, token: await personalTokenFrom(t.db, email, slug) };
  }

  it('cancels once, emails a short note, and shows the cancelled registration', async () => {
    const { slug, email, token } = await registered();
    const response = await cancel(slug, token);
    expect(response.statusCode).toBe(200);
    const { registration } = cancelEventRegistration.response.parse(response.json());
    expect(registration.status).toBe('cancelled');
    expect(registration.cancelledAt).not.toBeNull();

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Registration cancelled: Freight Forum \d+$/);
    expect(mails[1]!.text).toContain('is cancelled');
    expect(mails[1]!.text).toContain(`${TEST_SITE_URL}/events/${slug}`);

    const again = await cancel(slug, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect(await mailsTo(email)).toHaveLength(2);

    const shown = getEventRegistration.response.parse((await view(slug, token)).json());
    expect(shown.registration.status).toBe('cancelled');
    expect((await registrationsFor(slug))[0]!.status).toBe('cancelled');
  });

  it('sends one cancellation note when two cancels arrive at once', async () => {
    const { slug, email, token } = await registered();
    const answers = await Promise.all([cancel(slug, token), cancel(slug, token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      answers.map((answer) => answer.json<{ registration: { status: string } }>().registration.status),
    ).toEqual(['cancelled', 'cancelled']);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('lets a cancelled person register again, with a new link', async () => {
    const { slug, email, token } = await registered();
    await cancel(slug, token);
    expect((await register(eventRegistrationBody(slug, { email }))).statusCode).toBe(200);
    const fresh = await personalTokenFrom(t.db, email, slug);
    const shown = getEventRegistration.response.parse((await view(slug, fresh)).json());
    expect(shown.registration).toMatchObject({ status: 'active', cancelledAt: null });
    expect(await registrationsFor(slug)).toHaveLength(1);
  });

  it('answers 404 for a wrong token, or a token used with another event', async () => {
    const { slug, token } = await registered();
    const other = await insertEvent(t.db);
    for (const [event, wrong] of [
      [slug, 'x'.repeat(43)],
      [slug, `${token}x`],
      [other, token],
    ] as const) {
      for (const response of [await view(event, wrong), await cancel(event, wrong)]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toMatch(/^This registration link is not valid\./);
      }
    }
    expect(getEventRegistration.response.parse((await view(slug, token)).json()).registration.status).toBe(
      'active',
    );
  });

  it('explains an incomplete link with a field message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/registration?event=x' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      token: 'This registration link is incomplete. Open it again from your email.',
    });
  });

  it('shows, but no longer cancels, a registration once the event is over', async () => {
    const { slug, email, token } = await registered();
    await t.db
      .updateTable('events')
      .set({ starts_at: '2025-01-10T05:00:00.000Z', ends_at: '2025-01-10T13:00:00.000Z' })
      .where('slug', '=', slug)
      .execute();
    expect((await view(slug, token)).statusCode).toBe(200);
    const response = await cancel(slug, token);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(
      /has already taken place, so the registration can no longer be cancelled/,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe(`event registration bot check on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let guarded: TestApp;
  beforeAll(async () => (guarded = await createTestAppWithBotCheck()));
  afterAll(() => guarded?.close());

  it('refuses a registration without a passed check and stores nothing, then accepts one with it', async () => {
    const slug = await insertEvent(guarded.db);
    const body = eventRegistrationBody(slug, { email: nextEmail() });
    for (const [token, message] of [
      [undefined, 'Complete the check that you are not a robot.'],
      ['bot-token', /did not pass/],
    ] as const) {
      const refused = await registerFor(guarded.app, { ...body, captchaToken: token });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields?.captchaToken).toMatch(message);
    }
    const stored = () => guarded.db.selectFrom('event_registrations').select('id').execute();
    expect(await stored()).toHaveLength(0);
    expect((await registerFor(guarded.app, { ...body, captchaToken: HUMAN_TOKEN })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe(`malformed registration requests on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const wrongValue = fc.oneof(
    fc.jsonValue(),
    fc.string({ minLength: 300, maxLength: 20_000 }),
    fc.constant(null),
    fc.array(fc.string()),
  );

  /** A valid body with one field replaced by garbage, plus unknown fields; or any JSON at all. */
  function malformed(
    valid: Record<string, unknown>,
    schema: { safeParse(value: unknown): { success: boolean } },
  ) {
    const broken = fc
      .record({
        field: fc.constantFrom(...Object.keys(valid)),
        value: wrongValue,
        extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 3 }),
      })
      .map(({ field, value, extra }) => JSON.stringify({ ...extra, ...valid, [field]: value }));
    return fc
      .oneof(
        broken,
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 200 }),
      )
      .filter((payload) => {
        try {
          return !schema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true; // not JSON at all
        }
      });
  }

  it.each([
    { path: registerForEvent.path, schema: registerForEvent.body, event: true },
    { path: cancelEventRegistration.path, schema: cancelEventRegistration.body, event: false },
  ])('$path refuses them with a 4xx envelope and writes nothing', async ({ path, schema, event }) => {
    const slug = await insertEvent(t.db);
    const valid = event
      ? eventRegistrationBody(slug, { email: 'fuzz@blue-anchor.test' })
      : { event: slug, token: 'a'.repeat(43) };
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(malformed(valid, schema), async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await counts()).toEqual(before);
  });

  it('the registration query never answers a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 400 })),
        async (query) => {
          const response = await t.app.inject({ method: 'GET', url: '/api/events/registration', query });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
