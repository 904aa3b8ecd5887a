import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  createTransports,
  deliverDueMessages,
  DELIVERED_SMS_TEXT,
  startOutboxDelivery,
} from '../../src-server/services/outbox';
import { lastMessageTo, nextEmail, nextIp, nextPhone, post, registerMember, sendCode } from './support/auth';
import { HUMAN_TOKEN, startBotCheckServer, type BotCheckServer } from './support/bot-check';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const dialect = usingPostgres() ? 'PostgreSQL' : 'SQLite';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
async function startSmtpServer(
  port = 0,
): Promise<{ port: number; inbox: ParsedMail[]; close: () => Promise<void> }> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`outbox delivery on ${dialect}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let dir: string;
  let smsFile: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dir = mkdtempSync(join(tmpdir(), 'dfa-sms-'));
    smsFile = join(dir, 'sms.jsonl');
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'DFA Test <portal@dfa.test>',
        SMS_OUTBOX_FILE: smsFile,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers the reset email over SMTP, in HTML and text, with the link to the site', async () => {
    const member = await registerMember(t.app, t.db);
    const delivery = startOutboxDelivery({
      db: t.db,
      transports: createTransports(t.config, t.app.log),
      intervalMs: 50,
      log: t.app.log,
    });
    try {
      await post(t.app, '/api/auth/reset-password-request', { email: member.email }, { ip: nextIp() });
      const mail = await waitFor(
        () => smtp.inbox.find((message) => message.subject === 'Reset your DFA Portal password'),
        'the reset email',
      );
      expect(mail.from?.value[0]).toMatchObject({ name: 'DFA Test', address: 'portal@dfa.test' });
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(member.email);
      const link = new RegExp(`${TEST_SITE_URL}/auth/confirm-password/[A-Za-z0-9_-]{43}`);
      expect(mail.text).toMatch(link);
      expect(mail.html || '').toMatch(new RegExp(`href="${link.source}"`));
      const token = link
        .exec(mail.text ?? '')![0]
        .split('/')
        .pop()!;
      const check = await t.app.inject({ method: 'GET', url: `/api/auth/check-reset-token?token=${token}` });
      expect(check.json()).toEqual({ valid: true });
    } finally {
      await delivery.stop();
    }
    const unsent = await t.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
  });

  it('appends each text message to the SMS outbox file as one JSON line', async () => {
    const phone = nextPhone();
    await sendCode(t.app, phone);
    await deliverDueMessages(t.db, createTransports(t.config, t.app.log));
    const lines = readFileSync(smsFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    const line = lines.find((entry) => entry.to === phone)!;
    expect(Object.keys(line).sort()).toEqual(['createdAt', 'text', 'to']);
    expect(line.text).toMatch(/^\d{6} is your DFA Portal verification code/);
    expect(Math.abs(Date.parse(line.createdAt!) - Date.now())).toBeLessThan(60_000);
  });
});

/** What the stand-in provider saw of one request. */
interface ProviderCall {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for Twilio's Messages API on loopback: it records each request as the provider
 * would read it and answers with whatever the test queued (201 when nothing is queued).
 */
async function startSmsProvider() {
  const calls: ProviderCall[] = [];
  const answers: { status: number; body: object }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      calls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      const answer = answers.shift() ?? { status: 201, body: { sid: `SM${calls.length}`, status: 'queued' } };
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`text messages through the SMS provider on ${dialect}`, () => {
  const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
  const TOKEN = 'provider-auth-token';
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startSmsProvider();
    t = await createTestApp({
      env: {
        SMS_API_URL: provider.url,
        SMS_ACCOUNT_SID: ACCOUNT,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: '+447700900123',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('posts the phone code form-encoded with basic authentication, then removes the code from the outbox', async () => {
    const phone = nextPhone();
    await sendCode(t.app, phone);
    const queued = await lastMessageTo(t.db, phone);
    const code = /\b(\d{6})\b/.exec(queued.text)![1]!;

    const report = await deliverDueMessages(t.db, createTransports(t.config, t.app.log));
    expect(report).toMatchObject({ sent: 1, abandoned: 0 });
    const call = provider.calls.at(-1)!;
    expect(call.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.form.get('To')).toBe(phone);
    expect(call.form.get('From')).toBe('+447700900123');
    expect(call.form.get('Body')).toContain(`${code} is your DFA Portal verification code`);

    const delivered = await lastMessageTo(t.db, phone);
    expect(delivered.sent_at).not.toBeNull();
    expect(delivered.text).toBe(DELIVERED_SMS_TEXT);
  });

  it('retries when the provider is unavailable, with a growing delay, and sends once it answers', async () => {
    const phone = nextPhone();
    await sendCode(t.app, phone);
    provider.answers.push({ status: 503, body: { code: 20500, message: 'Service unavailable' } });
    const transports = createTransports(t.config, t.app.log);
    const firstTry = new Date();
    expect(await deliverDueMessages(t.db, transports, firstTry)).toEqual({
      sent: 0,
      failed: 1,
      abandoned: 0,
    });
    const waiting = await lastMessageTo(t.db, phone);
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, abandoned_at: null });
    expect(waiting.last_error).toBe('SMS provider answered 503 (error 20500)');
    expect(await deliverDueMessages(t.db, transports, firstTry)).toEqual({
      sent: 0,
      failed: 0,
      abandoned: 0,
    });

    const later = new Date(Date.parse(waiting.next_attempt_at) + 1000);
    expect(await deliverDueMessages(t.db, transports, later)).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(provider.calls.filter((call) => call.form.get('To') === phone)).toHaveLength(2);
  });

  it('gives up at once on a number the provider says cannot receive texts, and keeps no code', async () => {
    const phone = nextPhone();
    await sendCode(t.app, phone);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(t.db, phone)).text)![1]!;
    provider.answers.push({
      status: 400,
      body: { code: 21211, message: `The 'To' number ${phone} is not valid.` },
    });
    const transports = createTransports(t.config, t.app.log);
    expect(await deliverDueMessages(t.db, transports)).toEqual({ sent: 0, failed: 0, abandoned: 1 });

    const abandoned = await lastMessageTo(t.db, phone);
    expect(abandoned.abandoned_at).not.toBeNull();
    expect(abandoned.sent_at).toBeNull();
    expect(abandoned.text).toBe(DELIVERED_SMS_TEXT);
    expect(abandoned.last_error).toMatch(/400 \(error 21211\)/);
    expect(abandoned.last_error).not.toContain(code);
    // Never tried again, however late.
    const muchLater = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await deliverDueMessages(t.db, transports, muchLater)).toMatchObject({ sent: 0, abandoned: 0 });
    expect(provider.calls.filter((call) => call.form.get('To') === phone)).toHaveLength(1);
  });
});

describe(`outbox retries on ${dialect}`, () => {
  let t: TestApp;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps a message that failed, retries it later, and delivers it once the mail server is up', async () => {
    const member = await registerMember(t.app, t.db);
    await t.db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).execute();
    await post(t.app, '/api/auth/reset-password-request', { email: member.email }, { ip: nextIp() });
    const transports = createTransports(t.config, t.app.log);

    const firstTry = new Date();
    expect(await deliverDueMessages(t.db, transports, firstTry)).toEqual({
      sent: 0,
      failed: 1,
      abandoned: 0,
    });
    const failed = await lastMessageTo(t.db, member.email);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(firstTry.getTime());
    // Not due yet: nothing is tried again.
    expect(await deliverDueMessages(t.db, transports, firstTry)).toEqual({
      sent: 0,
      failed: 0,
      abandoned: 0,
    });

    smtp = await startSmtpServer(port);
    const later = new Date(Date.parse(failed.next_attempt_at) + 1000);
    expect(await deliverDueMessages(t.db, transports, later)).toEqual({ sent: 1, failed: 0, abandoned: 0 });
    expect(smtp.inbox.map((mail) => mail.subject)).toEqual(['Reset your DFA Portal password']);
    const delivered = await lastMessageTo(t.db, member.email);
    expect(delivered.sent_at).not.toBeNull();
    expect(delivered.attempts).toBe(1);
  });

  it('lets only one of two competing workers send a message', async () => {
    const email = nextEmail();
    await t.db
      .insertInto('outbox')
      .values({
        kind: 'email',
        recipient: email,
        subject: 'Once only',
        text: 'hello',
        html: '<p>hello</p>',
        next_attempt_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    smtp ??= await startSmtpServer(port);
    const transports = createTransports(t.config, t.app.log);
    const reports = await Promise.all([
      deliverDueMessages(t.db, transports),
      deliverDueMessages(t.db, transports),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    expect(smtp.inbox.filter((mail) => mail.subject === 'Once only')).toHaveLength(1);
  });
});

describe(`bot check on ${dialect}`, () => {
  let verifier: BotCheckServer;
  let received: URLSearchParams[];
  let t: TestApp;
  beforeAll(async () => {
    verifier = await startBotCheckServer();
    received = verifier.received;
    t = await createTestApp({ env: verifier.env });
  });
  afterEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await verifier?.close();
  });

  const check = (body: object, ip = nextIp()) => post(t.app, '/api/auth/check-existing-email', body, { ip });
  const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

  it('asks for the bot check when it is on', async () => {
    const response = await check({ email: nextEmail() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      captchaToken: 'Complete the check that you are not a robot.',
    });
    expect(received).toHaveLength(0);
  });

  it('sends the secret, the token and the caller address to the provider, and refuses a failed check', async () => {
    const ip = nextIp();
    const failed = await check({ email: nextEmail(), captchaToken: 'bot-token' }, ip);
    expect(failed.statusCode).toBe(400);
    expect(errorOf(failed).fields?.captchaToken).toMatch(/did not pass/);
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: verifier.env.CAPTCHA_SECRET,
      response: 'bot-token',
      remoteip: ip,
    });
    const passed = await check({ email: nextEmail(), captchaToken: HUMAN_TOKEN });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ exists: false });
  });

  it('guards the registration too', async () => {
    const response = await post(t.app, '/api/auth/submit-registration', {
      company: { name: 'Blue Anchor', country: 'AE', city: 'Dubai', services: ['nvocc'] },
      contact: { firstName: 'Layla', lastName: 'Rahman', email: nextEmail(), phone: nextPhone() },
      phoneToken: 'not-verified',
      password: 'harbour-crane-lantern-42',
      acceptTerms: true,
      acceptCodeOfEthics: true,
      captchaToken: 'bot-token',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['captchaToken']);
  });

  it("lets the pages load Turnstile's script and frame, and nothing else from outside", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');
  });

  it('answers 503 with a readable message when the provider cannot be reached', async () => {
    await verifier.close();
    const response = await check({ email: nextEmail(), captchaToken: HUMAN_TOKEN });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toEqual({
      code: 'UNAVAILABLE',
      message: 'The robot check is not available right now. Please try again in a minute.',
    });
  });
});

describe('bot check off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAPTCHA: 'off', CAPTCHA_SECRET: 'unused', CAPTCHA_SITE_KEY: 'unused' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs no token and keeps the CSP strict', async () => {
    const response = await post(
      t.app,
      '/api/auth/check-existing-email',
      { email: nextEmail() },
      { ip: nextIp() },
    );
    expect(response.json()).toEqual({ exists: false });
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).not.toContain('cloudflare');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});
