import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextIp, post } from './support/auth';
import { adminSession, memberSession } from '../support/members';
import { HUMAN_TOKEN } from './support/bot-check';
import { createTestApp, createTestAppWithBotCheck, usingPostgres, type TestApp } from './support/test-app';

const INBOX = 'enquiries@dfa.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_INBOX: INBOX } });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Sofia Marquez ',
    company: 'Rio Plata Cargo',
    email: 'Sofia@RioPlata.example',
    phone: '+44 20 7946 0958',
    topic: 'payment-protection',
    message: 'Does payment protection cover a shipment from Valencia to Manila?\n\nThank you.',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const send = (body: object, ip = nextIp()) => post(t.app, '/api/company/contact-us', body, { ip });

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

async function counts() {
  const [submissions, outbox] = await Promise.all(
    (['form_submissions', 'outbox'] as const).map((table) =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { submissions: Number(submissions!.n), outbox: Number(outbox!.n) };
}

describe(`contact form on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('stores the message and queues an email for the team in CONTACT_INBOX', async () => {
    const body = contactBody();
    const ip = nextIp();
    const response = await send(body, ip);
    expect(response.statusCode).toBe(200);
    const { status, id } = response.json<{ status: string; id: number }>();
    expect(status).toBe('received');

    const [row, ...others] = await rowsFor(body.idempotencyKey);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ id, kind: 'contact-us', ip });
    expect(JSON.parse(row!.payload)).toEqual({
      name: 'Sofia Marquez',
      company: 'Rio Plata Cargo',
      email: 'sofia@rioplata.example',
      phone: '+442079460958',
      topic: 'payment-protection',
      message: 'Does payment protection cover a shipment from Valencia to Manila?\n\nThank you.',
    });

    const [mail, ...more] = await emailsAbout(id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'email',
      recipient: INBOX,
      subject: 'Contact form: Payment protection from Sofia Marquez',
    });
    expect(mail!.text).toContain('Email: sofia@rioplata.example');
    expect(mail!.text).toContain('Does payment protection cover a shipment from Valencia to Manila?');
  });

  it('accepts a message without the optional company and phone', async () => {
    const body = contactBody({ company: '', phone: '   ', topic: 'other' });
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor(body.idempotencyKey);
    expect(JSON.parse(row!.payload)).not.toHaveProperty('company');
    expect(JSON.parse(row!.payload)).not.toHaveProperty('phone');
  });

  it('answers a field message for each invalid field and stores nothing', async () => {
    const before = await counts();
    const response = await send({
      name: ' ',
      email: 'sofia-at-rioplata',
      phone: '12',
      topic: 'complaints',
      message: 'Help?',
      idempotencyKey: 'twice',
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@company.com.',
      phone: 'Enter a valid phone number with its country code, like +44 20 7946 0958, or leave it empty.',
      topic: 'Choose what your message is about.',
      message: 'Write at least 10 characters so we can help you.',
      idempotencyKey: 'This form has expired. Reload the page and send it again.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a message over 5000 characters', async () => {
    const response = await send(contactBody({ message: 'x'.repeat(5001) }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ message: 'Keep your message under 5000 characters.' });
  });

  it('stores a repeated submission once and answers the same id', async () => {
    const body = contactBody();
    const first = await send(body);
    const second = await send(body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowsFor(body.idempotencyKey)).toHaveLength(1);
    expect(await emailsAbout(first.json<{ id: number }>().id)).toHaveLength(1);
  });

  it('stores two simultaneous requests of one form once', async () => {
    const body = contactBody();
    const before = await counts();
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(await rowsFor(body.idempotencyKey)).toHaveLength(1);
    expect(await emailsAbout([...ids][0]!)).toHaveLength(1);
    expect(await counts()).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 1 });
  });

  it('limits one address to 5 messages in 10 minutes', async () => {
    const ip = nextIp();
    for (let sent = 0; sent < 5; sent += 1) expect((await send(contactBody(), ip)).statusCode).toBe(200);
    const refused = await send(contactBody(), ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe(`form submissions export on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const exportAs = (session: string | undefined, query = 'kind=contact-us&format=csv') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/forms?${query}`,
      ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    });

  it('turns anonymous callers away with 401 and members with 403', async () => {
    const anonymous = await exportAs(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    const member = await exportAs(await memberSession(t.db));
    expect(member.statusCode).toBe(403);
    expect(errorOf(member)).toEqual({ code: 'FORBIDDEN', message: 'Only DFA administrators can do this.' });
  });

  it('gives an admin every submission as a CSV download, quoted so commas, quotes and formulas stay text', async () => {
    const body = contactBody({
      name: 'Chen "Harbour" Wei',
      company: 'Wei, Lin & Partners',
      message: '=HYPERLINK("http://evil.example")\nsecond line',
    });
    const { id } = (await send(body)).json<{ id: number }>();
    const response = await exportAs(await adminSession(t.db));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="form-submissions-contact-us-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^id,kind,created_at,ip,name,company,email,phone,topic,message,traffic_source,/);
    const total = (await counts()).submissions;
    // Records end with CRLF; a message's own line breaks stay inside its quoted cell.
    expect(lines).toHaveLength(1 + total + 1);
    expect(lines.at(-1)).toBe('');
    const row = response.body.slice(response.body.indexOf(`\r\n${id},contact-us,`) + 2);
    expect(row).toMatch(
      new RegExp(
        `^${id},contact-us,[^,]+,[^,]+,"Chen ""Harbour"" Wei","Wei, Lin & Partners",sofia@rioplata.example,'\\+442079460958,payment-protection,"'=HYPERLINK\\(""http://evil.example""\\)\\nsecond line",+\\r\\n`,
      ),
    );
  });

  it('gives the same submissions as JSON, and explains a bad query', async () => {
    const admin = await adminSession(t.db);
    const json = await exportAs(admin, 'kind=contact-us');
    expect(json.statusCode).toBe(200);
    const { data } = json.json<{ data: { kind: string; payload: { email: string } }[] }>();
    expect(data.length).toBe((await counts()).submissions);
    expect(data.every((submission) => submission.kind === 'contact-us')).toBe(true);
    const bad = await exportAs(admin, 'kind=gossip&format=xls');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      kind: 'Choose a form: contact-us, lead-form, cargoes-finance-demo, searates-erp-demo, erp-enquiry.',
      format: 'Choose json or csv.',
    });
  });
});

describe(`contact form bot check on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let guarded: TestApp;
  beforeAll(async () => (guarded = await createTestAppWithBotCheck()));
  afterAll(() => guarded?.close());

  it('refuses a message without a passed check and stores nothing, then accepts one with it', async () => {
    const stored = () => guarded.db.selectFrom('form_submissions').select('id').execute();
    const body = contactBody();
    for (const [token, message] of [
      [undefined, 'Complete the check that you are not a robot.'],
      ['bot-token', /did not pass/],
    ] as const) {
      const refused = await post(
        guarded.app,
        '/api/company/contact-us',
        { ...body, captchaToken: token },
        { ip: nextIp() },
      );
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields?.captchaToken).toMatch(message);
    }
    expect(await stored()).toHaveLength(0);
    const accepted = await post(
      guarded.app,
      '/api/company/contact-us',
      { ...body, captchaToken: HUMAN_TOKEN },
      { ip: nextIp() },
    );
    expect(accepted.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it('lets a signed-in member send it without the check (the desktop app cannot show it)', async () => {
    const session = await memberSession(guarded.db);
    const sent = await post(guarded.app, '/api/company/contact-us', contactBody(), { ip: nextIp(), session });
    expect(sent.statusCode).toBe(200);
    const forged = await post(guarded.app, '/api/company/contact-us', contactBody(), {
      ip: nextIp(),
      session: 'not-a-real-session-token',
    });
    expect(forged.statusCode).toBe(400);
  });
});
