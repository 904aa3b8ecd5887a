import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contactForm,
  freePort,
  postJson,
  sleep,
  startServer,
  startSmtp,
  waitFor,
  type ServerProcess,
} from './support/processes';

const work = mkdtempSync(join(tmpdir(), 'dfa-ops-smtp-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop(5000);
  rmSync(work, { recursive: true, force: true });
});

describe('SMTP down', () => {
  it('keeps the email in the outbox and delivers it once when SMTP is back', async () => {
    const smtpPort = await freePort();
    const database = join(work, 'dfa.sqlite');
    server = await startServer({
      DATABASE_URL: `sqlite:${database}`,
      FILES_DIR: join(work, 'files'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_INBOX: 'team@dfa.example',
      OUTBOX_INTERVAL_MS: '200',
      OUTBOX_RETRY_SECONDS: '1',
    });
    const sent = await postJson(`${server.url}/api/company/contact-us`, contactForm());
    expect(sent.status).toBe(200);

    const db = new SQLite(database, { readonly: true });
    const row = () =>
      db
        .prepare("select attempts, sent_at, last_error from outbox where recipient = 'team@dfa.example'")
        .get() as {
        attempts: number;
        sent_at: string | null;
        last_error: string | null;
      };
    // Nothing listens on the SMTP port: the delivery fails and is kept for a retry.
    expect(await waitFor(() => row().attempts >= 1, 5000)).toBe(true);
    expect(row().sent_at).toBeNull();
    expect(row().last_error).toMatch(/ECONNREFUSED|connect/i);
    await sleep(1500);
    expect(row().sent_at).toBeNull();

    const smtp = await startSmtp(smtpPort);
    try {
      expect(await waitFor(() => smtp.messages.length > 0, 15_000)).toBe(true);
      // Later rounds must not send it again.
      await sleep(2000);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toBe('team@dfa.example');
      expect(smtp.messages[0]!.subject).toContain('Contact form');
      expect(row().sent_at).not.toBeNull();
    } finally {
      await smtp.close();
      db.close();
    }
  });
});
