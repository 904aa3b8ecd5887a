import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { getAttendeeCount, listEventAttendees, listEventRegistrations } from '../../shared/api/events';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { insertMember, sessionAs } from '../support/members';
import { nextIp, post } from './support/auth';
import { eventRegistrationBody, insertEvent, registerFor } from './support/events';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site });
  admin = (await sessionAs(t.db, 'admin'))!;
  member = (await sessionAs(t.db, 'member'))!;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;
const as = (session: string | undefined) => (session ? { cookies: { [SESSION_COOKIE]: session } } : {});

/** `null` calls anonymously. */
const adminPost = (url: string, body: unknown, session: string | null = admin) =>
  post(t.app, url, body, { ip: nextIp(), ...(session ? { session } : {}) });

const get = (url: string, session?: string) => t.app.inject({ method: 'GET', url, ...as(session) });

async function count(event: string) {
  const response = await get(`/api/events/attendees/count?event=${event}`);
  expect(response.statusCode).toBe(200);
  return getAttendeeCount.response.parse(response.json()).companies;
}

async function attendees(event: string, session = member) {
  const response = await get(`/api/events/attendees?event=${event}`, session);
  expect(response.statusCode).toBe(200);
  return listEventAttendees.response.parse(response.json()).companies;
}

async function attendeeRows() {
  const row = await t.db
    .selectFrom('event_attendees')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A listed member company with its own slug, name and head office. */
async function company(name: string, options: { membership?: 'premium' | 'pending' } = {}) {
  const suffix = randomBytes(3).toString('hex');
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
  const companyName = `${name} ${suffix}`;
  const inserted = await insertMember(t.db, {
    companyName,
    slug,
    email: `ops-${suffix}@${slug}.test`,
    ...(options.membership ? { membership: options.membership } : {}),
  });
  await t.db
    .insertInto('company_offices')
    .values({
      company_id: inserted.companyId,
      country: 'AE',
      city: 'Dubai',
      address: null,
      is_head_office: 1,
    })
    .execute();
  return { ...inserted, name: companyName, slug };
}

async function registrationsOf(event: string) {
  const response = await get(`/api/admin/events/registrations?event=${event}`, admin);
  return listEventRegistrations.response.parse(response.json()).data;
}

describe(`conference attendees on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('marks registrations as attended, matching the registrant’s account or the company name', async () => {
    const event = await insertEvent(t.db);
    const byEmail = await company('Gulf Reefer Lines');
    const byName = await company('Blue Anchor Forwarding');
    await registerFor(t.app, eventRegistrationBody(event, { email: byEmail.email, company: 'GRL' }));
    await registerFor(
      t.app,
      eventRegistrationBody(event, { email: 'layla@elsewhere.test', company: byName.name.toUpperCase() }),
    );
    await registerFor(
      t.app,
      eventRegistrationBody(event, { email: 'nobody@nowhere.test', company: 'Unknown Co' }),
    );
    const [first, second, third] = await registrationsOf(event);

    expect(await count(event)).toBe(0);
    const marked = await adminPost('/api/admin/events/attendance', {
      registration: first!.id,
      attended: true,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      registration: first!.id,
      attendedAs: { name: byEmail.name, slug: byEmail.slug },
    });
    await adminPost('/api/admin/events/attendance', { registration: second!.id, attended: true });

    const unmatched = await adminPost('/api/admin/events/attendance', {
      registration: third!.id,
      attended: true,
    });
    expect(unmatched.statusCode).toBe(400);
    expect(errorOf(unmatched).fields?.company).toMatch(/No directory company matches this registration/);

    // The admin names the company instead; marking it again for another company moves it.
    const named = await adminPost('/api/admin/events/attendance', {
      registration: third!.id,
      attended: true,
      company: byEmail.slug,
    });
    expect(named.statusCode).toBe(200);
    expect(await count(event)).toBe(2);
    expect((await attendees(event)).map((entry) => entry.name)).toEqual(
      [byName.name, byEmail.name].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect((await attendees(event))[0]).toMatchObject({ place: 'Dubai, United Arab Emirates' });
    expect((await registrationsOf(event)).map((row) => row.attendedAs?.slug ?? null)).toEqual([
      byEmail.slug,
      byName.slug,
      byEmail.slug,
    ]);

    const undone = await adminPost('/api/admin/events/attendance', {
      registration: second!.id,
      attended: false,
    });
    expect(undone.json()).toEqual({ registration: second!.id, attendedAs: null });
    expect(await count(event)).toBe(1);
  });

  it('shows members the companies and visitors only the count; applicants and lapsed members are told why', async () => {
    const event = await insertEvent(t.db, { startsInDays: -30 });
    const attendee = await company('Levant Cargo');
    await adminPost('/api/admin/events/attendees/import', { event, csv: `company\n${attendee.name}\n` });

    expect(await count(event)).toBe(1);
    const anonymous = await get(`/api/events/attendees?event=${event}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(attendee.name);
    for (const role of ['applicant', 'lapsed'] as const) {
      const response = await get(`/api/events/attendees?event=${event}`, await sessionAs(t.db, role));
      expect(response.statusCode, role).toBe(403);
      expect(errorOf(response).message).toMatch(role === 'lapsed' ? /Renew your membership/ : /approved/);
    }
    expect(await attendees(event, admin)).toEqual([
      { name: attendee.name, slug: attendee.slug, place: 'Dubai, United Arab Emirates', source: 'import' },
    ]);
    expect((await get('/api/events/attendees/count?event=no-such-event')).statusCode).toBe(404);
  });

  it('renders the count of the annual conference’s companies into the page, without their names', async () => {
    const attendee = await company('Arabian Gulf Freight');
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: '/events/annual-conference-attendees-list' })).body;
    const before = await count('1st-dfa-annual-conference');
    const imported = await adminPost('/api/admin/events/attendees/import', {
      event: '1st-dfa-annual-conference',
      csv: `email\n${attendee.email}\n`,
    });
    expect(imported.json()).toMatchObject({ added: 1 });
    const html = await page();
    expect(html).toContain(
      `${before + 1} ${before + 1 === 1 ? 'company' : 'companies'} from the member directory attended.`,
    );
    expect(html).toContain('Sign in to see the companies');
    expect(html).not.toContain(attendee.name);
  });

  it('imports a CSV by company name or email, reports unmatched lines and keeps each company once', async () => {
    const event = await insertEvent(t.db, { startsInDays: -10 });
    const byName = await company('Aegean Project Cargo');
    const byEmail = await company('Nile Delta Shipping');
    const applicant = await company('Pending Freight', { membership: 'pending' });
    const csv = [
      '\uFEFFCompany,Email,Country',
      `"${byName.name}",,GR`,
      `Someone else's name,${byEmail.email.toUpperCase()},EG`,
      `${applicant.name},,AE`,
      ',,',
      'Unknown Freight Ltd,hello@unknown.test,NL',
      `${byName.name.toLowerCase()},,GR`,
    ].join('\r\n');
    const response = await adminPost('/api/admin/events/attendees/import', { event, csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      added: 2,
      alreadyListed: 1,
      unmatched: [
        { line: 4, company: applicant.name, email: '' },
        { line: 6, company: 'Unknown Freight Ltd', email: 'hello@unknown.test' },
      ],
    });
    expect((await attendees(event)).map((entry) => entry.slug).sort()).toEqual(
      [byName.slug, byEmail.slug].sort(),
    );

    // Importing the same file again adds nothing.
    const again = await adminPost('/api/admin/events/attendees/import', { event, csv });
    expect(again.json()).toMatchObject({ added: 0, alreadyListed: 3 });

    const removed = await adminPost('/api/admin/events/attendees/remove', { event, company: byName.slug });
    expect(removed.json()).toEqual({ removed: true });
    expect(await count(event)).toBe(1);
    const missing = await adminPost('/api/admin/events/attendees/remove', { event, company: byName.slug });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file with a bad line, or without the columns, and writes nothing', async () => {
    const event = await insertEvent(t.db, { startsInDays: -10 });
    const good = await company('Caspian Logistics');
    const before = await attendeeRows();
    const cases: [string, RegExp][] = [
      [
        `company,email\n${good.name},\n,\nNo Email Co,not-an-email\n`,
        /line 4 has an invalid email \(not-an-email\)/,
      ],
      [`name,country\n${good.name},AZ\n`, /“company” column, an “email” column or both/],
      ['company,email\n\n', /names no attendees/],
      [`company\n${'x'.repeat(201)}\n${good.name}\n`, /line 2 has a company name over 200 characters/],
      ['   ', /The file is empty/],
    ];
    for (const [csv, message] of cases) {
      const response = await adminPost('/api/admin/events/attendees/import', { event, csv });
      expect(response.statusCode, csv).toBe(400);
      expect(errorOf(response).fields?.csv, csv).toMatch(message);
    }
    const unknownEvent = await adminPost('/api/admin/events/attendees/import', {
      event: 'no-such-event',
      csv: `company\n${good.name}\n`,
    });
    expect(unknownEvent.statusCode).toBe(404);
    expect(await attendeeRows()).toBe(before);
  });

  it('lets only admins record attendance', async () => {
    const event = await insertEvent(t.db, { startsInDays: -10 });
    const attendee = await company('Red Sea Forwarders');
    const before = await attendeeRows();
    for (const session of [null, member]) {
      const response = await adminPost(
        '/api/admin/events/attendees/import',
        { event, csv: `company\n${attendee.name}\n` },
        session,
      );
      expect(response.statusCode).toBe(session ? 403 : 401);
    }
    expect(await attendeeRows()).toBe(before);
  });
});
