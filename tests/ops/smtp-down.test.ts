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
  it('keeps every email in the outbox and delivers each once when SMTP is back', async () => {
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
    // Four visitors write while SMTP is down (the form allows five an address in ten minutes).
    const markers = ['first', 'second', 'third', 'fourth'].map((word) => `the ${word} enquiry`);
    for (const marker of markers) {
      const sent = await postJson(`${server.url}/api/company/contact-us`, {
        ...contactForm(),
        message: `We would like to know how membership works: this is ${marker}.`,
      });
      expect(sent.status).toBe(200);
    }

    const db = new SQLite(database, { readonly: true });
    const rows = () =>
      db
        .prepare("select attempts, sent_at, last_error from outbox where recipient = 'team@dfa.example'")
        .all() as Array<{ attempts: number; sent_at: string | null; last_error: string | null }>;
    // Nothing listens on the SMTP port: every delivery fails and is kept for a retry.
    expect(await waitFor(() => rows().length === 4 && rows().every((row) => row.attempts >= 1), 5000)).toBe(
      true,
    );
    for (const row of rows()) {
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    await sleep(1500);
    expect(rows().every((row) => row.sent_at === null)).toBe(true);

    const smtp = await startSmtp(smtpPort);
    try {
      expect(await waitFor(() => smtp.messages.length >= 4, 15_000)).toBe(true);
      // Later rounds must not send any of them again.
      await sleep(2000);
      expect(smtp.messages).toHaveLength(4);
      for (const marker of markers) {
        // Quoted-printable bodies break long lines with a trailing "=".
        const delivered = smtp.messages.filter((message) =>
          message.raw.replace(/=\r?\n/g, '').includes(marker),
        );
        expect(delivered, marker).toHaveLength(1);
        expect(delivered[0]!.to).toBe('team@dfa.example');
        expect(delivered[0]!.subject).toContain('Contact form');
      }
      expect(rows().every((row) => row.sent_at !== null)).toBe(true);
    } finally {
      await smtp.close();
      db.close();
    }
  });
});
