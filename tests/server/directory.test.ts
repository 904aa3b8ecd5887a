import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_REVEALS_PER_HOUR,
  LOGO_MAX_BYTES,
  editableCompanySchema,
  getCities,
  getFilterOptions,
  listMembers,
  companyProfileSchema,
  revealContacts,
  type CompanyEdit,
} from '../../shared/api/directory';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createDirectoryEntry, saveCompany } from '../../src-server/services/company-repository';
import { countDemoCompanies } from '../../src-server/features/directory/demo-company-repository';
import { DemoSeedError, seedDemoDirectory } from '../../src-server/features/directory/demo-seed';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { insertMember } from '../support/members';
import { EXE, PDF, PNG, pngWithText } from './support/sample-files';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
const DEMO_MEMBERS = 45;

beforeAll(async () => {
  t = await createTestApp({ env: { DIRECTORY_CACHE_SECONDS: '0' } });
  await seedDemoDirectory(t.db, { members: DEMO_MEMBERS, seed: 7, now: new Date('2026-11-01T00:00:00Z') });
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

const EDIT: CompanyEdit = {
  description: 'Reefer and project cargo specialists on the Aegean.',
  website: 'https://kestrel.example',
  services: ['sea-freight', 'project-cargo'],
  offices: [
    { country: 'GR', city: 'Piraeus', address: '12 Akti Miaouli', isHeadOffice: true },
    { country: 'CY', city: 'Limassol', address: '', isHeadOffice: false },
  ],
  contacts: [
    { name: 'Eleni Vasilaki', role: 'Sales manager', email: 'eleni@kestrel.example', phone: '+302104000000' },
  ],
};

/** A member company with its first user signed in; its profile is `EDIT` unless told otherwise. */
async function memberCompany(
  name: string,
  {
    membership = 'premium',
    isAdmin = false,
  }: { membership?: 'premium' | 'standard_active'; isAdmin?: boolean } = {},
) {
  const member = await insertMember(t.db, { email: nextEmail(), membership, isAdmin });
  await t.db.updateTable('companies').set({ name }).where('id', '=', member.companyId).execute();
  await createDirectoryEntry(t.db, member.companyId, {
    name,
    country: 'GR',
    city: 'Piraeus',
    services: ['nvocc'],
  });
  await saveCompany(t.db, member.companyId, EDIT);
  const { slug } = await t.db
    .selectFrom('companies')
    .select('slug')
    .where('id', '=', member.companyId)
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, member.userId, new Date());
  return { ...member, slug: slug!, token };
}

describe(`directory API on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('pages through the listed members, 20 at a time, without contacts', async () => {
    const listed = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('membership_type', 'in', ['premium', 'standard_active'])
      .where('slug', 'is not', null)
      .executeTakeFirstOrThrow();
    const first = await get('/api/directory/members?page=1');
    expect(first.statusCode).toBe(200);
    const page = listMembers.response.parse(first.json());
    expect(page.items).toHaveLength(20);
    expect(page.total_items).toBe(Number(listed.count));
    expect(page.total_pages).toBe(Math.ceil(Number(listed.count) / 20));
    // Lapsed members are listed only under their own status filter.
    expect(page.items.every((item) => item.status !== 'pending' && item.status !== 'standard_inactive')).toBe(
      true,
    );
    expect(first.body).not.toMatch(/@|contacts|"phone"/);

    const second = listMembers.response.parse((await get('/api/directory/members?page=2')).json());
    expect(second.items.map((item) => item.slug)).not.toContain(page.items[0]!.slug);
    const beyond = await get(`/api/directory/members?page=${page.total_pages + 1}`);
    expect(beyond.statusCode).toBe(200);
    expect(listMembers.response.parse(beyond.json())).toMatchObject({
      items: [],
      total_items: page.total_items,
    });
  });

  it('narrows by country, city, service, status and text, case-insensitively', async () => {
    const kestrel = await memberCompany('Kestrel Maritime Agencies');
    const byCountry = listMembers.response.parse((await get('/api/directory/members?country=cy')).json());
    expect(byCountry.items.map((item) => item.slug)).toContain(kestrel.slug);
    for (const item of byCountry.items) {
      const offices = await t.db
        .selectFrom('company_offices')
        .innerJoin('companies', 'companies.id', 'company_offices.company_id')
        .select('country')
        .where('companies.slug', '=', item.slug)
        .execute();
      expect(offices.map((office) => office.country)).toContain('CY');
    }
    const kestrelCard = byCountry.items.find((item) => item.slug === kestrel.slug)!;
    expect(kestrelCard).toMatchObject({
      country: 'GR',
      countryName: 'Greece',
      city: 'Piraeus',
      officeCount: 2,
      services: ['sea-freight', 'project-cargo'],
      status: 'premium',
    });

    const byText = listMembers.response.parse(
      (await get('/api/directory/members?text=KESTREL%20mar')).json(),
    );
    expect(byText.items.map((item) => item.slug)).toEqual([kestrel.slug]);
    const byCity = listMembers.response.parse((await get('/api/directory/members?text=limassol')).json());
    expect(byCity.items.map((item) => item.slug)).toContain(kestrel.slug);
    const wildcard = listMembers.response.parse((await get('/api/directory/members?text=%25')).json());
    expect(wildcard.total_items).toBe(0);

    const all = listMembers.response.parse((await get('/api/directory/members')).json());
    const byService = listMembers.response.parse(
      (await get('/api/directory/members?service=project-cargo')).json(),
    );
    expect(byService.total_items).toBeGreaterThan(0);
    expect(byService.total_items).toBeLessThan(all.total_items);
    expect(byService.items.every((item) => item.services.includes('project-cargo'))).toBe(true);

    const both = listMembers.response.parse(
      (
        await get('/api/directory/members?country=GR&city=Piraeus&service=project-cargo&status=premium')
      ).json(),
    );
    expect(both.items.map((item) => item.slug)).toContain(kestrel.slug);
    expect(both.items.every((item) => item.status === 'premium')).toBe(true);
    expect(both.total_items).toBeLessThanOrEqual(byService.total_items);
  });

  it('refuses invalid filters with a message per field', async () => {
    const response = await get('/api/directory/members?page=0&country=Atlantis&service=teleport&status=gold');
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      page: 'The page is a whole number from 1.',
      country: 'Choose a country from the list.',
      service: 'Choose a service from the list.',
      status: 'Choose a membership status from the list.',
    });
  });

  it('counts each filter option against the other current filters', async () => {
    const options = getFilterOptions.response.parse((await get('/api/directory/filter')).json());
    const greece = options.countries.find((country) => country.code === 'GR')!;
    expect(greece.name).toBe('Greece');
    const greekMembers = listMembers.response.parse((await get('/api/directory/members?country=GR')).json());
    expect(greece.count).toBe(greekMembers.total_items);
    expect(options.statuses.map((status) => status.id)).toEqual([
      'premium',
      'standard_active',
      'standard_inactive',
    ]);

    const narrowed = getFilterOptions.response.parse(
      (await get('/api/directory/filter?service=nvocc')).json(),
    );
    const nvoccInGreece = listMembers.response.parse(
      (await get('/api/directory/members?service=nvocc&country=GR')).json(),
    );
    expect(narrowed.countries.find((country) => country.code === 'GR')?.count ?? 0).toBe(
      nvoccInGreece.total_items,
    );
    const nvocc = narrowed.services.find((service) => service.id === 'nvocc')!;
    expect(nvocc.count).toBe(options.services.find((service) => service.id === 'nvocc')!.count);
  });

  it('lists the cities of members in a country', async () => {
    await memberCompany('Cyprus Harbour Lines');
    const response = await get('/api/directory/get-cities?country=CY');
    expect(response.statusCode).toBe(200);
    const { cities } = getCities.response.parse(response.json());
    expect(cities.find((city) => city.name === 'Limassol')?.count).toBeGreaterThanOrEqual(1);
    const missing = await get('/api/directory/get-cities');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ country: 'Choose a country.' });
  });

  it('shows a public profile without contacts, and 404 for unknown or pending companies', async () => {
    const falcon = await memberCompany('Falcon Reefer Logistics');
    const response = await get(`/api/directory/company?slug=${falcon.slug}`);
    expect(response.statusCode).toBe(200);
    const profile = companyProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      name: 'Falcon Reefer Logistics',
      status: 'premium',
      validUntil: '2027-06-30',
      contactCount: 1,
      website: 'https://kestrel.example',
    });
    expect(profile.offices[0]).toMatchObject({ city: 'Piraeus', countryName: 'Greece', isHeadOffice: true });
    expect(response.body).not.toContain('eleni@');

    const unknown = await get('/api/directory/company?slug=no-such-company');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toContain('no-such-company');

    const pending = await t.db
      .selectFrom('companies')
      .select('slug')
      .where('membership_type', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/directory/company?slug=${pending.slug}`)).statusCode).toBe(404);
    const admin = await memberCompany('Alliance Office', { isAdmin: true });
    expect((await get(`/api/directory/company?slug=${pending.slug}`, admin.token)).statusCode).toBe(200);
    const adminList = listMembers.response.parse(
      (await get('/api/directory/members?status=pending', admin.token)).json(),
    );
    expect(adminList.total_items).toBeGreaterThan(0);
    const publicList = listMembers.response.parse(
      (await get('/api/directory/members?status=pending')).json(),
    );
    expect(publicList.total_items).toBe(0);
  });

  it('reveals contacts to members only, records each reveal, and limits them per hour', async () => {
    const target = await memberCompany('Osprey Freight Services');
    const anonymous = await post(t.app, '/api/directory/reveal-contacts', { slug: target.slug });
    expect(anonymous.statusCode).toBe(401);

    const viewer = await memberCompany('Heron Logistics', { membership: 'standard_active' });
    const revealed = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: target.slug },
      { session: viewer.token },
    );
    expect(revealed.statusCode).toBe(200);
    expect(revealContacts.response.parse(revealed.json())).toEqual({
      contacts: [
        {
          name: 'Eleni Vasilaki',
          role: 'Sales manager',
          email: 'eleni@kestrel.example',
          phone: '+302104000000',
        },
      ],
      remaining: CONTACT_REVEALS_PER_HOUR - 1,
    });
    const audit = await t.db
      .selectFrom('contact_reveals')
      .selectAll()
      .where('user_id', '=', viewer.userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: target.companyId });

    const unknown = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: 'nobody-here' },
      { session: viewer.token },
    );
    expect(unknown.statusCode).toBe(404);
    const invalid = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: 'Not A Slug!' },
      { session: viewer.token },
    );
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toHaveProperty('slug');

    const others = await t.db
      .selectFrom('companies')
      .select('slug')
      .where('membership_type', '!=', 'pending')
      .where('id', '!=', target.companyId)
      .where('name', 'like', '% Demo %')
      .limit(CONTACT_REVEALS_PER_HOUR)
      .execute();
    for (const [index, other] of others.slice(0, CONTACT_REVEALS_PER_HOUR - 1).entries()) {
      const response = await post(
        t.app,
        '/api/directory/reveal-contacts',
        { slug: other.slug },
        { session: viewer.token },
      );
      expect(response.statusCode).toBe(200);
      expect(revealContacts.response.parse(response.json()).remaining).toBe(
        CONTACT_REVEALS_PER_HOUR - 2 - index,
      );
    }
    const limited = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: others[CONTACT_REVEALS_PER_HOUR - 1]!.slug },
      { session: viewer.token },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(errorOf(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(errorOf(limited).message).toContain(`${CONTACT_REVEALS_PER_HOUR} companies in the last hour`);
    // A company already opened this hour stays available.
    const again = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: target.slug },
      { session: viewer.token },
    );
    expect(again.statusCode).toBe(200);
    const total = await t.db
      .selectFrom('contact_reveals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    expect(Number(total.count)).toBe(CONTACT_REVEALS_PER_HOUR + 1);
  });

  it('refuses contacts to an applicant whose membership is still pending', async () => {
    const target = await memberCompany('Plover Shipping');
    const applicant = await memberCompany('Curlew Cargo');
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'pending' })
      .where('id', '=', applicant.companyId)
      .execute();
    const response = await post(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: target.slug },
      { session: applicant.token },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toContain('membership is approved');
  });

  it('lets a member edit their own company, and only an admin edit another', async () => {
    const own = await memberCompany('Tern Forwarding');
    const other = await memberCompany('Gannet Logistics');
    expect((await get('/api/directory/my-company')).statusCode).toBe(401);
    const mine = await get('/api/directory/my-company', own.token);
    expect(mine.statusCode).toBe(200);
    expect(editableCompanySchema.parse(mine.json())).toMatchObject({
      name: 'Tern Forwarding',
      contacts: EDIT.contacts,
    });

    const edit = {
      ...EDIT,
      description: 'Now also in Rotterdam.',
      offices: [...EDIT.offices, { country: 'nl', city: 'Rotterdam', address: '', isHeadOffice: false }],
      services: ['warehousing'],
      contacts: [],
    };
    const saved = await post(t.app, '/api/directory/my-company', edit, { session: own.token });
    expect(saved.statusCode).toBe(200);
    const profile = companyProfileSchema.parse((await get(`/api/directory/company?slug=${own.slug}`)).json());
    expect(profile).toMatchObject({
      description: 'Now also in Rotterdam.',
      services: ['warehousing'],
      contactCount: 0,
    });
    expect(profile.offices.map((office) => office.city)).toEqual(['Piraeus', 'Limassol', 'Rotterdam']);
    const found = listMembers.response.parse(
      (await get('/api/directory/members?text=tern&country=NL')).json(),
    );
    expect(found.items.map((item) => item.slug)).toContain(own.slug);

    const foreign = await post(
      t.app,
      '/api/directory/my-company',
      { ...edit, slug: other.slug },
      { session: own.token },
    );
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).message).toBe('You can only edit your own company’s profile.');
    expect((await get(`/api/directory/my-company?slug=${other.slug}`, own.token)).statusCode).toBe(403);

    const admin = await memberCompany('Alliance Desk', { isAdmin: true });
    const byAdmin = await post(
      t.app,
      '/api/directory/my-company',
      { ...EDIT, slug: other.slug, description: 'Checked by the alliance.' },
      { session: admin.token },
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(editableCompanySchema.parse(byAdmin.json()).description).toBe('Checked by the alliance.');
    const missing = await post(
      t.app,
      '/api/directory/my-company',
      { ...EDIT, slug: 'no-such-company' },
      { session: admin.token },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an invalid edit with field messages and changes nothing', async () => {
    const own = await memberCompany('Skua Transport');
    const before = (await get('/api/directory/my-company', own.token)).json();
    const response = await post(
      t.app,
      '/api/directory/my-company',
      {
        ...EDIT,
        website: 'skua',
        offices: [{ country: 'GR', city: '', address: '', isHeadOffice: false }],
        contacts: [{ name: 'Ana', role: 'Ops', email: 'not-an-email', phone: '12' }],
      },
      { session: own.token },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      website: 'Enter a full address, like https://www.example.com.',
      'offices.0.city': 'Enter the city.',
      'contacts.0.email': 'Enter a valid email address, like name@company.com.',
      'contacts.0.phone': 'Enter a valid phone number with its country code, like +44 20 7946 0958.',
    });
    const headless = await post(
      t.app,
      '/api/directory/my-company',
      { ...EDIT, offices: [{ ...EDIT.offices[1]!, isHeadOffice: false }] },
      { session: own.token },
    );
    expect(errorOf(headless).fields).toEqual({ offices: 'Mark exactly one office as the head office.' });
    expect((await get('/api/directory/my-company', own.token)).json()).toEqual(before);
  });
});

describe(`malformed directory requests on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const isRefusal = (status: number, body: string) =>
    status >= 400 && status < 500 && errorEnvelopeSchema.safeParse(JSON.parse(body)).success;

  it('never answers a 5xx to any query string', async () => {
    const paths = [
      '/api/directory/members',
      '/api/directory/filter',
      '/api/directory/get-cities',
      '/api/directory/company',
    ];
    const key = fc.constantFrom('text', 'country', 'city', 'status', 'service', 'page', 'slug', 'x');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(
          fc.tuple(
            key,
            fc.oneof(fc.string({ maxLength: 300 }), fc.string({ maxLength: 20, unit: 'binary' })),
          ),
          { maxLength: 6 },
        ),
        async (path, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await get(`${path}?${query}`);
          expect(response.statusCode === 200 || isRefusal(response.statusCode, response.body)).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('refuses malformed bodies with a 4xx and writes nothing', async () => {
    const member = await memberCompany('Petrel Lines');
    const before = (await get('/api/directory/my-company', member.token)).json();
    const reveals = async () =>
      Number(
        (
          await t.db
            .selectFrom('contact_reveals')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const revealsBefore = await reveals();
    const payload = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
      fc
        .string({ minLength: 1, maxLength: 30, unit: 'binary' })
        .map((text) => JSON.stringify({ ...EDIT, description: `${text}\u0000` })),
      fc
        .record({ slug: fc.jsonValue(), offices: fc.jsonValue(), contacts: fc.jsonValue() })
        .map((value) => JSON.stringify({ ...EDIT, ...value })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/directory/my-company',
          '/api/directory/reveal-contacts',
          '/api/directory/my-company/logo',
          '/api/directory/my-company/logo/remove',
        ),
        payload,
        async (path, body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
            cookies: { [SESSION_COOKIE]: member.token },
            payload: body,
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode !== 200) expect(isRefusal(response.statusCode, response.body)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    // Only fully valid bodies could have changed anything; random ones never are.
    expect((await get('/api/directory/my-company', member.token)).json()).toEqual(before);
    expect(await reveals()).toBe(revealsBefore);
  });
});

describe(`company logos on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  function uploadLogo(bytes: Buffer, fileName: string, session?: string, query = '') {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
    return t.app.inject({
      method: 'POST',
      url: `/api/directory/my-company/logo${query}`,
      remoteAddress: nextIp(),
      headers: { 'x-requested-with': 'dfa-portal' },
      payload: data,
      ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    });
  }

  it('lets a member upload their company’s logo, shown on the profile and the card, cached for good', async () => {
    const own = await memberCompany('Puffin Freight');
    expect((await uploadLogo(PNG, 'logo.png')).statusCode).toBe(401);

    const response = await uploadLogo(PNG, 'logo.png', own.token);
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = editableCompanySchema.parse(response.json());
    expect(logoUrl).toMatch(/^\/api\/directory\/logo\/[0-9a-f]{64}\.png$/);

    const image = await get(logoUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const profile = companyProfileSchema.parse((await get(`/api/directory/company?slug=${own.slug}`)).json());
    expect(profile.logoUrl).toBe(logoUrl);
    const found = listMembers.response.parse((await get('/api/directory/members?text=puffin')).json());
    expect(found.items.find((item) => item.slug === own.slug)?.logoUrl).toBe(logoUrl);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image by its content, and keeps the old logo', async () => {
    const own = await memberCompany('Shearwater Lines');
    const first = editableCompanySchema.parse((await uploadLogo(PNG, 'logo.png', own.token)).json());
    for (const [bytes, name] of [
      [PDF, 'logo.png'],
      [EXE, 'logo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ] as const) {
      const refused = await uploadLogo(bytes, name, own.token);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields?.file).toBe(`${name} is not a PNG, JPEG or WebP file.`);
    }
    const tooBig = await uploadLogo(
      Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]),
      'huge.png',
      own.token,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).fields?.file).toBe('huge.png is larger than 2 MB. Choose a smaller one.');
    const now = editableCompanySchema.parse((await get('/api/directory/my-company', own.token)).json());
    expect(now.logoUrl).toBe(first.logoUrl);
  });

  it('lets only the company’s people or an admin change or remove its logo', async () => {
    const own = await memberCompany('Skua Shipping');
    const other = await memberCompany('Fulmar Forwarding');
    const foreign = await uploadLogo(PNG, 'logo.png', own.token, `?slug=${other.slug}`);
    expect(foreign.statusCode).toBe(403);
    const admin = await memberCompany('Alliance Logos', { isAdmin: true });
    // Bytes of its own: the same image used by another company would still be served.
    const ownImage = pngWithText(randomBytes(16).toString('hex'));
    const byAdmin = await uploadLogo(ownImage, 'logo.png', admin.token, `?slug=${other.slug}`);
    expect(byAdmin.statusCode).toBe(200);
    const { logoUrl } = editableCompanySchema.parse(byAdmin.json());

    const remove = (session: string, slug?: string) =>
      post(t.app, '/api/directory/my-company/logo/remove', slug ? { slug } : {}, { session });
    expect((await remove(own.token, other.slug)).statusCode).toBe(403);
    const removed = await remove(admin.token, other.slug);
    expect(removed.statusCode).toBe(200);
    expect(editableCompanySchema.parse(removed.json()).logoUrl).toBeNull();
    // A logo no company uses any more is not served.
    expect((await get(logoUrl!)).statusCode).toBe(404);
  });

  it('serves only files that are a company’s logo, not other stored files under a logo address', async () => {
    const own = await memberCompany('Storm Petrel Cargo');
    const { logoUrl } = editableCompanySchema.parse((await uploadLogo(PNG, 'logo.png', own.token)).json());
    expect((await get(logoUrl!.replace(/\.png$/, '.jpg'))).statusCode).toBe(404);
    expect((await get(`/api/directory/logo/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await get('/api/directory/logo/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe(`demo seed on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('refuses to add a second set, replaces it with --reset, and is reproducible', async () => {
    await expect(seedDemoDirectory(t.db, { members: 5 })).rejects.toThrow(DemoSeedError);
    const namesOf = async () =>
      (
        await t.db
          .selectFrom('companies')
          .select('name')
          .where('name', 'like', '% Demo %')
          .orderBy('name')
          .execute()
      ).map((row) => row.name);
    const first = await seedDemoDirectory(t.db, { members: DEMO_MEMBERS, seed: 7, reset: true });
    expect(first).toEqual({ created: DEMO_MEMBERS, removed: DEMO_MEMBERS });
    const names = await namesOf();
    expect(names).toHaveLength(DEMO_MEMBERS);
    expect(names.every((name) => / Demo .* \d{5}$/.test(name))).toBe(true);
    await seedDemoDirectory(t.db, { members: DEMO_MEMBERS, seed: 7, reset: true });
    expect(await namesOf()).toEqual(names);
    expect(await countDemoCompanies(t.db)).toBe(DEMO_MEMBERS);
  });
});
