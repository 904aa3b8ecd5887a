import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cargoesFinanceDemo, erpEnquiry, searatesErpDemo } from '../../shared/api/enquiries';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { ATTRIBUTION } from './support/attribution';
import { adminSession, insertMember, memberSession } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const INBOX = 'sales@dfa.test';
const DATABASE = usingPostgres() ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_INBOX: INBOX } });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

interface FormCase {
  kind: string;
  path: string;
  schema: z.ZodType;
  fields: Record<string, unknown>;
  /** what the stored payload holds for `fields` */
  stored: Record<string, unknown>;
  subject: RegExp;
  /** an invalid body and the field messages it must answer */
  invalid: Record<string, unknown>;
  messages: Record<string, string>;
}

const CASES: FormCase[] = [
  {
    kind: 'cargoes-finance-demo',
    path: cargoesFinanceDemo.path,
    schema: cargoesFinanceDemo.body,
    fields: {
      name: 'Omar Haddad',
      company: 'Gulf Bridge Logistics',
      country: 'United Arab Emirates',
      email: 'omar@gulfbridge.example',
      phone: '',
      message: 'We need to finance our suppliers while goods are at sea.',
    },
    stored: {
      name: 'Omar Haddad',
      company: 'Gulf Bridge Logistics',
      country: 'United Arab Emirates',
      email: 'omar@gulfbridge.example',
      message: 'We need to finance our suppliers while goods are at sea.',
    },
    subject: /^Cargoes Finance demo request from Gulf Bridge Logistics$/,
    invalid: { company: '', country: 'x'.repeat(101), email: '' },
    messages: {
      name: 'Enter your name.',
      company: 'Enter your company name.',
      country: 'Keep the country your company trades from under 100 characters.',
      email: 'Enter a valid email address, like name@company.com.',
    },
  },
  {
    kind: 'searates-erp-demo',
    path: searatesErpDemo.path,
    schema: searatesErpDemo.body,
    fields: {
      name: 'Priya Nair',
      company: 'Malabar Freight',
      companySize: '11-50',
      email: 'priya@malabar.example',
      phone: '+44 20 7946 0958',
    },
    stored: {
      name: 'Priya Nair',
      company: 'Malabar Freight',
      companySize: '11-50',
      email: 'priya@malabar.example',
      phone: '+442079460958',
    },
    subject: /^SeaRates ERP demo request from Malabar Freight$/,
    invalid: {
      name: 'Priya',
      company: 'Malabar',
      companySize: 'huge',
      email: 'priya@malabar.example',
      phone: '5',
    },
    messages: {
      companySize: 'Choose the size of your company.',
      phone: 'Enter a valid phone number with its country code, like +44 20 7946 0958, or leave it empty.',
    },
  },
  {
    kind: 'erp-enquiry',
    path: erpEnquiry.path,
    schema: erpEnquiry.body,
    fields: {
      company: 'Andes Cargo',
      role: 'Operations manager',
      companySize: '51-200',
      currentSystem: 'Spreadsheets and email',
      message: 'Can the ERP import our open bookings from spreadsheets?',
      name: 'Diego Rojas',
      email: 'diego@andescargo.example',
    },
    stored: {
      company: 'Andes Cargo',
      role: 'Operations manager',
      companySize: '51-200',
      currentSystem: 'Spreadsheets and email',
      message: 'Can the ERP import our open bookings from spreadsheets?',
      name: 'Diego Rojas',
      email: 'diego@andescargo.example',
    },
    subject: /^ERP enquiry from Andes Cargo$/,
    invalid: {
      company: 'Andes',
      companySize: '51-200',
      message: 'Hi',
      name: 'Diego',
      email: 'diego@andes.example',
    },
    messages: {
      role: 'Enter your role.',
      message: 'Tell us in at least 10 characters what you would like to know.',
    },
  },
];

const bodyOf = (form: FormCase, extra: Record<string, unknown> = {}) => ({
  ...form.fields,
  idempotencyKey: randomUUID(),
  attribution: ATTRIBUTION,
  ...extra,
});

async function rowsFor(idempotencyKey: string) {
  return t.db
    .selectFrom('form_submissions')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}

async function emailsAbout(submissionId: number) {
  const mails = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', INBOX).execute();
  return mails.filter((mail) => JSON.parse(mail.payload ?? '{}').submissionId === submissionId);
}

/** RFC 4180 rows, enough to read back the export: quoted cells may hold commas, quotes, newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function countSubmissions(): Promise<number> {
  const { n } = await t.db
    .selectFrom('form_submissions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe.each(CASES)(`$kind on ${DATABASE}`, (form) => {
  it('stores the request with its attribution and the IP, and emails the team', async () => {
    const body = bodyOf(form);
    const ip = nextIp();
    const response = await post(t.app, form.path, body, { ip });
    expect(response.statusCode).toBe(200);
    const { id, status } = response.json<{ id: number; status: string }>();
    expect(status).toBe('received');

    const [row, ...others] = await rowsFor(body.idempotencyKey);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ id, kind: form.kind, ip });
    expect(JSON.parse(row!.payload)).toEqual(form.stored);
    // No geolocation source is configured, so no place is recorded.
    expect(JSON.parse(row!.attribution!)).toEqual(ATTRIBUTION);

    const [mail, ...more] = await emailsAbout(id);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(form.subject);
    expect(mail?.text).toContain(`(submission ${id})`);
  });

  it('is open to signed-in members too', async () => {
    const member = await insertMember(t.db, { email: nextEmail() });
    const session = (await createSession(t.db, member.userId, new Date())).token;
    const response = await post(t.app, form.path, bodyOf(form), { ip: nextIp(), session });
    expect(response.statusCode).toBe(200);
  });

  it('answers a message for each invalid field and stores nothing', async () => {
    const before = await countSubmissions();
    const response = await post(
      t.app,
      form.path,
      { ...form.invalid, idempotencyKey: randomUUID(), attribution: ATTRIBUTION },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(form.messages);
    expect(await countSubmissions()).toBe(before);
  });

  it('stores a double submit once and answers the same id', async () => {
    const body = bodyOf(form);
    const answers = await Promise.all([post(t.app, form.path, body), post(t.app, form.path, body)]);
    const again = await post(t.app, form.path, body);
    const ids = new Set([...answers, again].map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(await rowsFor(body.idempotencyKey)).toHaveLength(1);
    expect(await emailsAbout([...ids][0]!)).toHaveLength(1);
  });

  it('accepts a submission without attribution, and drops hidden fields it cannot use', async () => {
    const bare = bodyOf(form, { attribution: undefined });
    expect((await post(t.app, form.path, bare, { ip: nextIp() })).statusCode).toBe(200);
    expect(JSON.parse((await rowsFor(bare.idempotencyKey))[0]!.attribution!)).toEqual({});

    const odd = bodyOf(form, {
      attribution: {
        browser: 42,
        device: 'toaster',
        pageVisits: -1,
        os: ` ${'L'.repeat(500)}`,
        clickId: 'x1',
      },
    });
    expect((await post(t.app, form.path, odd, { ip: nextIp() })).statusCode).toBe(200);
    expect(JSON.parse((await rowsFor(odd.idempotencyKey))[0]!.attribution!)).toEqual({
      os: 'L'.repeat(60),
      clickId: 'x1',
    });
  });

  it('refuses malformed bodies with a 4xx envelope, never a 5xx, and writes nothing', async () => {
    const before = await countSubmissions();
    const valid = bodyOf(form);
    const field = fc.constantFrom(...Object.keys(valid));
    const garbage = fc.oneof(
      fc.jsonValue(),
      fc.string({ minLength: 5_000, maxLength: 20_000 }),
      fc.constant(null),
      fc.array(fc.string()),
    );
    const malformed = fc
      .oneof(
        fc
          .record({ field, value: garbage })
          .map(({ field: key, value }) => JSON.stringify({ ...valid, [key]: value })),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 200 }),
      )
      .filter((payload) => {
        try {
          return !form.schema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true;
        }
      });
    await fc.assert(
      fc.asyncProperty(malformed, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: form.path,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(await countSubmissions()).toBe(before);
  });
});

describe(`admin export of every form on ${DATABASE}`, () => {
  const exportAs = (session: string | undefined, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/forms?${query}`,
      ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    });

  it('is for admins only', async () => {
    expect((await exportAs(undefined, 'kind=lead-form')).statusCode).toBe(401);
    expect((await exportAs(await memberSession(t.db), 'kind=lead-form&format=csv')).statusCode).toBe(403);
  });

  it('lists one kind with its attribution as JSON', async () => {
    const body = bodyOf(CASES[2]!);
    const { id } = (await post(t.app, erpEnquiry.path, body, { ip: '203.0.113.77' })).json<{ id: number }>();
    const response = await exportAs(await adminSession(t.db), 'kind=erp-enquiry');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { id: number; kind: string; ip: string; attribution: unknown }[];
    }>();
    expect(data.every((submission) => submission.kind === 'erp-enquiry')).toBe(true);
    expect(data.find((submission) => submission.id === id)).toMatchObject({
      ip: '203.0.113.77',
      attribution: ATTRIBUTION,
    });
  });

  it('exports the attribution as columns in the CSV', async () => {
    const body = bodyOf(CASES[0]!);
    const { id } = (await post(t.app, cargoesFinanceDemo.path, body, { ip: nextIp() })).json<{
      id: number;
    }>();
    const response = await exportAs(await adminSession(t.db), 'kind=cargoes-finance-demo&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="form-submissions-cargoes-finance-demo-/,
    );
    const [columns, ...rows] = parseCsv(response.body);
    const row = rows.find((cells) => cells[0] === String(id))!;
    const cell = (name: string) => row[columns!.indexOf(name)];
    expect(cell('company')).toBe('Gulf Bridge Logistics');
    expect(cell('first_touch_source')).toBe('google');
    expect(cell('first_touch_campaign')).toBe('reefer-week');
    expect(cell('last_touch_channel')).toBe('email');
    expect(cell('click_id')).toBe('Cj0KCQ-abc');
    expect(cell('time_zone')).toBe('Europe/Madrid');
    expect(cell('pages_visited')).toBe('/ /services /benefits/shipping-leads');
    expect(cell('geo_country')).toBe('');
  });
});

describe(`geolocation from Cloudflare on ${DATABASE}`, () => {
  let located: TestApp;
  beforeAll(async () => {
    located = await createTestApp({ env: { GEOLOCATION_SOURCE: 'cloudflare' } });
  });
  afterAll(async () => {
    await located?.close();
  });

  const CLOUDFLARE_HEADERS = {
    'cf-ipcity': 'Valencia',
    'cf-ipcountry': 'ES',
    'cf-region': 'Valencian Community',
    'cf-iplatitude': '39.46975',
    'cf-iplongitude': '-0.37739',
  };

  it('records the place Cloudflare reports when the operator configured it', async () => {
    const body = bodyOf(CASES[1]!);
    const response = await post(located.app, searatesErpDemo.path, body, {
      ip: nextIp(),
      headers: CLOUDFLARE_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    const row = await located.db
      .selectFrom('form_submissions')
      .select('attribution')
      .where('idempotency_key', '=', body.idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attribution!)).toEqual({
      ...ATTRIBUTION,
      geolocation: {
        city: 'Valencia',
        country: 'ES',
        region: 'Valencian Community',
        latitude: 39.46975,
        longitude: -0.37739,
      },
    });
  });

  it('ignores unknown countries and impossible coordinates', async () => {
    const body = bodyOf(CASES[1]!, { attribution: undefined });
    await post(located.app, searatesErpDemo.path, body, {
      ip: nextIp(),
      headers: { 'cf-ipcountry': 'XX', 'cf-iplatitude': '123', 'cf-iplongitude': 'east' },
    });
    const row = await located.db
      .selectFrom('form_submissions')
      .select('attribution')
      .where('idempotency_key', '=', body.idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attribution!)).toEqual({});
  });

  it('never trusts the headers when no source is configured', async () => {
    const body = bodyOf(CASES[1]!);
    await post(t.app, searatesErpDemo.path, body, { ip: nextIp(), headers: CLOUDFLARE_HEADERS });
    expect(JSON.parse((await rowsFor(body.idempotencyKey))[0]!.attribution!)).not.toHaveProperty(
      'geolocation',
    );
  });
});
