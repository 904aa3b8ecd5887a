/**
 * The end-to-end server: a real SMTP server on loopback that keeps every message it receives
 * as a file (tests read them from E2E_MAIL_DIR), a stand-in for the SMS provider that keeps
 * every text it accepts (in E2E_SMS_FILE), then the real app, which sends its mail and texts to
 * them. On PostgreSQL (E2E_POSTGRES_URL) the app's database is created afresh first.
 */
import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createPostgresDatabase } from '../../support/postgres';

const mailDir = process.env.E2E_MAIL_DIR;
const smsFile = process.env.E2E_SMS_FILE;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (!mailDir || !smsFile || !Number.isInteger(smtpPort) || smtpPort <= 0) {
  throw new Error(
    'serve.ts is started by playwright.config.ts (and for a test of its own by own-site.ts), which set E2E_MAIL_DIR, E2E_SMS_FILE and E2E_SMTP_PORT.',
  );
}
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
      // Written under a temporary name first, so a test never reads half a message.
      writeFileSync(join(mailDir, `${name}.part`), Buffer.concat(chunks));
      renameSync(join(mailDir, `${name}.part`), join(mailDir, name));
      callback();
    });
  },
});

await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', () => resolve());
});

const SMS_ACCOUNT = 'AC00000000000000000000000000e2e000';
const SMS_TOKEN = 'e2e-provider-token';
const SMS_SENDER = 'DFA Portal';

/** Why the provider would refuse this request, or null when it would take the message. */
function providerRefusal(request: IncomingMessage, form: URLSearchParams): string | null {
  const expectedAuth = `Basic ${Buffer.from(`${SMS_ACCOUNT}:${SMS_TOKEN}`).toString('base64')}`;
  if (request.method !== 'POST') return 'not a POST';
  if (request.url !== `/2010-04-01/Accounts/${SMS_ACCOUNT}/Messages.json`)
    return `unknown path ${request.url}`;
  if (request.headers.authorization !== expectedAuth) return 'wrong credentials';
  if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return 'not a form';
  if (!/^\+[1-9]\d{6,14}$/.test(form.get('To') ?? '')) return 'To is not an E.164 number';
  if (form.get('From') !== SMS_SENDER) return 'unknown sender';
  if (!form.get('Body')) return 'no Body';
  return null;
}

/**
 * A stand-in for the SMS provider (Twilio's Messages API): it checks each request as the
 * provider would, then keeps the accepted text as one JSON line `{to,text,createdAt}`.
 */
const smsProvider = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const refusal = providerRefusal(request, form);
    if (refusal) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 21600, message: refusal, status: 400 }));
      return;
    }
    const message = { to: form.get('To'), text: form.get('Body'), createdAt: new Date().toISOString() };
    appendFileSync(smsFile, `${JSON.stringify(message)}\n`);
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: `SM${Date.now()}`, status: 'queued' }));
  });
});
await new Promise<void>((resolve, reject) => {
  smsProvider.once('error', reject);
  smsProvider.listen(0, '127.0.0.1', () => resolve());
});
Object.assign(process.env, {
  SMS_API_URL: `http://127.0.0.1:${(smsProvider.address() as AddressInfo).port}`,
  SMS_ACCOUNT_SID: SMS_ACCOUNT,
  SMS_AUTH_TOKEN: SMS_TOKEN,
  SMS_FROM: SMS_SENDER,
});

const postgresServerUrl = process.env.E2E_POSTGRES_URL;
if (postgresServerUrl) {
  await createPostgresDatabase(postgresServerUrl, new URL(process.env.DATABASE_URL!).pathname.slice(1));
}

await import('../../../src-server/main');
