/**
 * The end-to-end server: a real SMTP server on loopback that keeps every message it receives
 * as a file (tests read them from E2E_MAIL_DIR), then the real app, which sends its mail to it.
 * On PostgreSQL (E2E_POSTGRES_URL) the app's database is created afresh first.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createPostgresDatabase } from '../../support/postgres';

const mailDir = process.env.E2E_MAIL_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (!mailDir || !Number.isInteger(smtpPort) || smtpPort <= 0) {
  throw new Error('serve.ts is started by playwright.config.ts, which sets E2E_MAIL_DIR and E2E_SMTP_PORT.');
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

const postgresServerUrl = process.env.E2E_POSTGRES_URL;
if (postgresServerUrl) {
  await createPostgresDatabase(postgresServerUrl, new URL(process.env.DATABASE_URL!).pathname.slice(1));
}

await import('../../../src-server/main');
