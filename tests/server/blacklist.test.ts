import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blacklistEntrySchema,
  getResponseLink,
  type BlacklistEntry,
  type EntryInput,
} from '../../shared/api/blacklist';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextIp, post } from './support/auth';
import { blacklistRowCounts, responseLinkFrom } from './support/blacklist';
import { createTestAppWithSessions, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

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

function get(url: string, session?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

function del(url: string, session?: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    remoteAddress: nextIp(),
    headers: { 'x-requested-with': 'dfa-portal' },
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

const send = (url: string, body: unknown, session?: string) =>
  post(t.app, url, body, { ip: nextIp(), ...(session ? { session } : {}) });

let companies = 0;
function entryBody(overrides: Partial<EntryInput> = {}): EntryInput {
  companies += 1;
  return {
    companyName: `  Phantom Freight ${companies} Ltd `,
    aliases: 'Phantom Logistics\n\n  PF Shipping  ',
    countries: [
      { country: 'gr', cities: 'Piraeus, Athens' },
      { country: 'CY', cities: [] },
    ],
    reasons: ['Did not pay three ocean freight invoices (US$18,400) for shipments Piraeus–Jebel Ali.'],
    managers: 'Nikos Papadakis\nElena Christou',
    ...overrides,
  };
}

async function addEntry(overrides: Partial<EntryInput> = {}): Promise<BlacklistEntry> {
  const response = await send('/api/blacklist/blacklist-item', entryBody(overrides), admin);
  expect(response.statusCode, response.body).toBe(200);
  return blacklistEntrySchema.parse(response.json());
}

async function moveTo(id: number, status: string, note = 'Checked the invoices and the bills of lading.') {
  const response = await send('/api/blacklist/change-status', { id, status, note }, admin);
  expect(response.statusCode, response.body).toBe(200);
  return blacklistEntrySchema.parse(response.json());
}

async function listedEntry(overrides: Partial<EntryInput> = {}): Promise<BlacklistEntry> {
  const entry = await addEntry(overrides);
  await moveTo(entry.id, 'under_review');
  return moveTo(entry.id, 'listed');
}

const idsOf = (response: { json: () => unknown }) =>
  (response.json() as { items: { id: number }[] }).items.map((item) => item.id);

describe(`blacklist roles on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const reads = [
    '/api/blacklist/get-all-companies',
    '/api/blacklist/get-one-company?query=phantom',
    '/api/blacklist/get-cities?country_code=GR',
    '/api/blacklist/get-all-countries',
    '/api/blacklist/get-all-managers',
  ];

  it.each(reads)('asks anonymous callers of %s to sign in', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it.each(reads)('lets members read %s', async (url) => {
    expect((await get(url, member)).statusCode).toBe(200);
  });

  it('refuses every change from anonymous callers (401) and members (403), writing nothing', async () => {
    const entry = await addEntry();
    const before = await blacklistRowCounts(t.db);
    const writes = [
      () => send('/api/blacklist/blacklist-item', entryBody(), member),
      () => send('/api/blacklist/edit-company', { ...entryBody(), id: entry.id }, member),
      () =>
        send('/api/blacklist/change-status', { id: entry.id, status: 'under_review', note: 'ok' }, member),
      () => send('/api/blacklist/notify-company', { id: entry.id, email: 'a@b.test' }, member),
      () => del(`/api/blacklist/blacklist-delete?id=${entry.id}`, member),
      () => del('/api/blacklist/blacklist-delete-file?id=1', member),
    ];
    for (const write of writes) {
      const answer = await write();
      expect(answer.statusCode, answer.body).toBe(403);
      expect(errorOf(answer)).toEqual({ code: 'FORBIDDEN', message: 'Only DFA administrators can do this.' });
    }
    const anonymous = await send('/api/blacklist/blacklist-item', entryBody());
    expect(anonymous.statusCode).toBe(401);
    const anonymousDelete = await del(`/api/blacklist/blacklist-delete?id=${entry.id}`);
    expect(anonymousDelete.statusCode).toBe(401);
    expect(await blacklistRowCounts(t.db)).toEqual(before);
  });
});

describe(`blacklist entries on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('adds an entry as reported, with tidy lists and a history line', async () => {
    const entry = await addEntry();
    expect(entry).toMatchObject({
      companyName: `Phantom Freight ${companies} Ltd`,
      aliases: ['Phantom Logistics', 'PF Shipping'],
      countries: [
        { country: 'GR', cities: ['Piraeus', 'Athens'] },
        { country: 'CY', cities: [] },
      ],
      managers: ['Nikos Papadakis', 'Elena Christou'],
      status: 'reported',
      blacklisted: false,
      files: [],
      responses: [],
    });
    expect(entry.history).toHaveLength(1);
    expect(entry.history[0]).toMatchObject({
      action: 'created',
      actor: 'Amira Haddad',
      summary: 'Reported the company.',
    });
  });

  it('explains each invalid field and stores nothing', async () => {
    const before = await blacklistRowCounts(t.db);
    const response = await send(
      '/api/blacklist/blacklist-item',
      {
        companyName: '   ',
        aliases: ['x'.repeat(201)],
        countries: [{ country: 'XX', cities: 'Somewhere' }],
        reasons: '\n  \n',
        managers: 42,
      },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      companyName: 'Enter the company name.',
      'aliases.0': 'Keep each other name under 200 characters.',
      'countries.0.country': 'Choose a country from the list.',
      reasons: 'Give at least one reason, one per line.',
      managers: 'Give a list.',
    });
    const noCountries = await send('/api/blacklist/blacklist-item', entryBody({ countries: [] }), admin);
    expect(errorOf(noCountries).fields).toEqual({ countries: 'Add at least one country.' });
    const twice = await send(
      '/api/blacklist/blacklist-item',
      entryBody({
        countries: [
          { country: 'GR', cities: 'Piraeus' },
          { country: 'gr', cities: 'Athens' },
        ],
      }),
      admin,
    );
    expect(errorOf(twice).fields).toEqual({
      countries: 'List each country once and put all its cities together.',
    });
    expect(await blacklistRowCounts(t.db)).toEqual(before);
  });

  it('shows members only listed and disputed entries, and admins everything with a status filter', async () => {
    const reported = await addEntry();
    const listed = await listedEntry();
    const memberIds = idsOf(await get('/api/blacklist/get-all-companies', member));
    expect(memberIds).toContain(listed.id);
    expect(memberIds).not.toContain(reported.id);
    const memberView = blacklistEntrySchema.parse(
      (await get('/api/blacklist/get-all-companies', member)).json<{ items: unknown[] }>().items[0],
    );
    expect(memberView).toMatchObject({ id: listed.id, blacklisted: true, history: [] });
    // A member asking for other statuses still only gets published ones.
    expect(idsOf(await get('/api/blacklist/get-all-companies?status=reported', member))).toEqual([]);

    const adminIds = idsOf(await get('/api/blacklist/get-all-companies', admin));
    expect(adminIds.indexOf(listed.id)).toBeLessThan(adminIds.indexOf(reported.id) + 2);
    expect(adminIds).toEqual(expect.arrayContaining([listed.id, reported.id]));
    // Newest first: the entry added last leads.
    expect(adminIds[0]).toBe(listed.id);
    const onlyReported = idsOf(await get('/api/blacklist/get-all-companies?status=reported', admin));
    expect(onlyReported).toContain(reported.id);
    expect(onlyReported).not.toContain(listed.id);
    const bad = await get('/api/blacklist/get-all-companies?status=gone&country=XX', admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      status: 'Choose a status: reported, under_review, listed, disputed, resolved, removed.',
      country: 'Choose a country from the list.',
    });
  });

  it('finds entries by any part of the name or another name, ignoring case, with literal % and _', async () => {
    const entry = await listedEntry({ companyName: 'Ζεύς Cargo 100%_Sure', aliases: 'Thunder Lines GmbH' });
    for (const query of ['ζεύς', 'ΖΕΎΣ CARGO', 'thunder lines', '100%_s']) {
      const ids = idsOf(
        await get(`/api/blacklist/get-one-company?query=${encodeURIComponent(query)}`, member),
      );
      expect(ids, query).toEqual([entry.id]);
    }
    expect(idsOf(await get('/api/blacklist/get-one-company?query=%25', member))).toContain(entry.id);
    expect(idsOf(await get('/api/blacklist/get-one-company?query=_x', member))).toEqual([]);
    const empty = await get('/api/blacklist/get-one-company?query=%20', member);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ query: 'Type part of a company name.' });
  });

  it('filters by country and city, and lists countries, cities and people from published entries', async () => {
    const inBrazil = await listedEntry({
      countries: [{ country: 'BR', cities: 'Santos, Itajaí' }],
      managers: 'Rafael Souza',
    });
    const hidden = await addEntry({
      countries: [{ country: 'BR', cities: 'Manaus' }],
      managers: 'Hidden Person',
    });
    expect(idsOf(await get('/api/blacklist/get-all-companies?country=br', member))).toEqual([inBrazil.id]);
    expect(idsOf(await get('/api/blacklist/get-all-companies?country=BR&city=Santos', member))).toEqual([
      inBrazil.id,
    ]);
    expect(idsOf(await get('/api/blacklist/get-all-companies?country=BR&city=Manaus', member))).toEqual([]);
    expect(idsOf(await get('/api/blacklist/get-all-companies?country=BR&city=Manaus', admin))).toEqual([
      hidden.id,
    ]);

    expect((await get('/api/blacklist/get-cities?country_code=br', member)).json()).toEqual({
      items: ['Itajaí', 'Santos'],
    });
    expect((await get('/api/blacklist/get-cities?country_code=BR', admin)).json()).toEqual({
      items: ['Itajaí', 'Manaus', 'Santos'],
    });
    const badCountry = await get('/api/blacklist/get-cities?country_code=Brazil', member);
    expect(badCountry.statusCode).toBe(400);
    expect(errorOf(badCountry).fields).toEqual({ country_code: 'Choose a country from the list.' });

    const countries = (await get('/api/blacklist/get-all-countries', member)).json<{
      items: { code: string; name: string }[];
    }>().items;
    expect(countries).toContainEqual({ code: 'BR', name: 'Brazil' });
    const managers = (await get('/api/blacklist/get-all-managers', member)).json<{ items: string[] }>().items;
    expect(managers).toContain('Rafael Souza');
    expect(managers).not.toContain('Hidden Person');
    expect((await get('/api/blacklist/get-all-managers', admin)).json<{ items: string[] }>().items).toContain(
      'Hidden Person',
    );
  });

  it('edits an entry by id and records which fields changed', async () => {
    const entry = await addEntry();
    const response = await send(
      '/api/blacklist/edit-company',
      {
        ...entryBody({ companyName: entry.companyName, aliases: entry.aliases, managers: entry.managers }),
        id: entry.id,
        reasons: ['Left a reefer container abandoned at Piraeus and did not pay detention.'],
        countries: [{ country: 'GR', cities: 'Thessaloniki' }],
      },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = blacklistEntrySchema.parse(response.json());
    expect(edited.reasons).toEqual([
      'Left a reefer container abandoned at Piraeus and did not pay detention.',
    ]);
    expect(edited.countries).toEqual([{ country: 'GR', cities: ['Thessaloniki'] }]);
    expect(edited.history[0]).toMatchObject({
      action: 'edited',
      summary: 'Changed the countries and cities, reasons.',
      details: { fields: ['countries', 'reasons'] },
    });

    const missing = await send('/api/blacklist/edit-company', { ...entryBody(), id: 999_999 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(
      'There is no blacklist entry number 999999. It may have been deleted.',
    );
    const noId = await send('/api/blacklist/edit-company', entryBody(), admin);
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).fields).toEqual({ id: 'Give the entry’s number.' });
  });

  it('deletes an entry by id with everything it holds, and says when there is none', async () => {
    const entry = await addEntry();
    const response = await del(`/api/blacklist/blacklist-delete?id=${entry.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: entry.id });
    expect(idsOf(await get('/api/blacklist/get-all-companies', admin))).not.toContain(entry.id);
    const history = await t.db
      .selectFrom('blacklist_history')
      .where('entry_id', '=', entry.id)
      .selectAll()
      .execute();
    expect(history).toEqual([]);
    const again = await del(`/api/blacklist/blacklist-delete?id=${entry.id}`, admin);
    expect(again.statusCode).toBe(404);
    const bad = await del('/api/blacklist/blacklist-delete?id=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ id: 'Give the entry’s number.' });
  });
});

describe(`blacklist due process on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('moves only along the allowed steps, and answers 409 with the options otherwise', async () => {
    const entry = await addEntry();
    const skip = await send(
      '/api/blacklist/change-status',
      { id: entry.id, status: 'listed', note: 'Obvious case.' },
      admin,
    );
    expect(skip.statusCode).toBe(409);
    expect(errorOf(skip)).toMatchObject({
      code: 'CONFLICT',
      message: 'An entry that is Reported cannot move to Blacklisted: it can move to Under review, Removed.',
    });
    await moveTo(entry.id, 'under_review');
    await moveTo(entry.id, 'listed');
    await moveTo(entry.id, 'disputed');
    await moveTo(entry.id, 'listed', 'The payment receipts the company sent do not match the invoices.');
    const resolved = await moveTo(entry.id, 'resolved', 'The debt was paid in full on 2 March.');
    expect(resolved.blacklisted).toBe(false);
    expect(resolved.history.map((item) => item.action)).toEqual([
      'status-changed',
      'status-changed',
      'status-changed',
      'status-changed',
      'status-changed',
      'created',
    ]);
    expect(resolved.history[0]).toMatchObject({
      actor: 'Amira Haddad',
      summary: 'Changed the status from Blacklisted to Resolved: The debt was paid in full on 2 March.',
      details: { from: 'listed', to: 'resolved', note: 'The debt was paid in full on 2 March.' },
    });
    const final = await send(
      '/api/blacklist/change-status',
      { id: entry.id, status: 'listed', note: 'Again.' },
      admin,
    );
    expect(final.statusCode).toBe(409);
    expect(errorOf(final).message).toBe(
      'An entry that is Resolved cannot move to Blacklisted: it is final and cannot change.',
    );
    expect(idsOf(await get('/api/blacklist/get-all-companies', member))).not.toContain(entry.id);
  });

  it('needs a note and a known status, and says when the entry does not exist', async () => {
    const entry = await addEntry();
    const bad = await send(
      '/api/blacklist/change-status',
      { id: entry.id, status: 'banned', note: ' ' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ status: 'Choose the new status.', note: 'Enter a note on why.' });
    const missing = await send(
      '/api/blacklist/change-status',
      { id: 999_998, status: 'under_review', note: 'Checked.' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('emails the company a single-use link that shows the claim and nothing about who reported it', async () => {
    const entry = await listedEntry();
    const response = await send(
      '/api/blacklist/notify-company',
      { id: entry.id, email: ' Accounts@Phantom.Example ' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { email, expiresAt } = response.json<{ email: string; expiresAt: string }>();
    expect(email).toBe('accounts@phantom.example');
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const { mail, token } = await responseLinkFrom(t.db, 'accounts@phantom.example');
    expect(mail.subject).toBe(`Your right to answer a report about ${entry.companyName}`);
    expect(mail.text).toContain(`${TEST_SITE_URL}/company/blacklist/respond/${token}`);
    expect(mail.text).toContain(entry.reasons[0]);
    const stored = await t.db
      .selectFrom('blacklist_response_links')
      .selectAll()
      .where('entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const view = await get(`/api/blacklist/response?token=${token}`);
    expect(view.statusCode).toBe(200);
    const facts = getResponseLink.response.parse(view.json());
    expect(facts).toEqual({
      state: 'open',
      expiresAt,
      entry: {
        companyName: entry.companyName,
        aliases: entry.aliases,
        countries: entry.countries,
        reasons: entry.reasons,
        status: 'listed',
      },
    });
    expect(view.body).not.toContain('Amira');
    expect(view.body).not.toContain('managers');

    const notified = blacklistEntrySchema.parse(
      (await get(`/api/blacklist/get-all-companies?status=listed`, admin))
        .json<{ items: unknown[] }>()
        .items.find((item) => (item as { id: number }).id === entry.id),
    );
    expect(notified.history[0]).toMatchObject({
      action: 'company-notified',
      summary: 'Sent the company a response link at accounts@phantom.example.',
    });
  });

  it('refuses to notify about a closed case or an unknown entry, and explains a bad address', async () => {
    const entry = await addEntry();
    await moveTo(entry.id, 'removed', 'Reported by mistake.');
    const closed = await send(
      '/api/blacklist/notify-company',
      { id: entry.id, email: 'ops@closed.test' },
      admin,
    );
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(
      'This entry is Removed: the case is closed, so the company is no longer asked to answer.',
    );
    const missing = await send(
      '/api/blacklist/notify-company',
      { id: 999_997, email: 'ops@closed.test' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    const bad = await send('/api/blacklist/notify-company', { id: entry.id, email: 'not-an-address' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ email: 'Enter a valid email address, like accounts@company.com.' });
    expect(
      await t.db.selectFrom('outbox').selectAll().where('recipient', '=', 'ops@closed.test').execute(),
    ).toEqual([]);
  });

  it('answers 404 for an unknown or expired link and 400 for a malformed one', async () => {
    const unknown = await get(`/api/blacklist/response?token=${'a'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(
      'This link is not valid or has expired. Ask the Digital Freight Alliance for a new one.',
    );
    const entry = await listedEntry();
    await send('/api/blacklist/notify-company', { id: entry.id, email: 'late@phantom.example' }, admin);
    const { token } = await responseLinkFrom(t.db, 'late@phantom.example');
    await t.db
      .updateTable('blacklist_response_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('entry_id', '=', entry.id)
      .execute();
    expect((await get(`/api/blacklist/response?token=${token}`)).statusCode).toBe(404);
    const malformed = await get('/api/blacklist/response?token=short');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({
      token: 'This link is incomplete. Open it again from the email.',
    });
  });
});
