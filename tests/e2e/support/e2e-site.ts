/**
 * An end-to-end server and everything it writes: its database, the mail its SMTP server keeps,
 * the texts its SMS provider accepts and the files members upload. Each run names these after
 * its port and a run id of its own, so two checkouts testing on one machine, or two runs side
 * by side, never share (or delete) each other's.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { postgresDatabaseUrl } from '../../support/postgres';

export interface E2eSite {
  baseURL: string;
  port: number;
  smtpPort: number;
  /** the folder that holds the SQLite file, the mail, the texts and the uploads */
  dir: string;
  databaseUrl: string;
  /** the PostgreSQL server the database is created on, when it is not SQLite */
  postgresServerUrl?: string;
  smtpUrl: string;
  mailDir: string;
  smsFile: string;
  filesDir: string;
}

/** A loopback port nobody listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The site a server on `port` keeps in `dir`: a SQLite file there, or with `postgresServerUrl`
 * the database `databaseName` on that server.
 */
export function e2eSite({
  dir,
  port,
  smtpPort,
  postgresServerUrl,
  databaseName,
}: {
  dir: string;
  port: number;
  smtpPort: number;
  postgresServerUrl?: string | undefined;
  databaseName: string;
}): E2eSite {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    smtpPort,
    dir,
    databaseUrl: postgresServerUrl
      ? postgresDatabaseUrl(postgresServerUrl, databaseName)
      : `sqlite:${join(dir, `${databaseName}.sqlite`)}`,
    ...(postgresServerUrl ? { postgresServerUrl } : {}),
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailDir: join(dir, 'mail'),
    smsFile: join(dir, 'sms.jsonl'),
    filesDir: join(dir, 'files'),
  };
}

/** What tests/e2e/support/serve.ts needs to run `site`. */
export function serverEnvironment(site: E2eSite): Record<string, string> {
  return {
    PORT: String(site.port),
    HOST: '127.0.0.1',
    SITE_URL: site.baseURL,
    DATABASE_URL: site.databaseUrl,
    ...(site.postgresServerUrl ? { E2E_POSTGRES_URL: site.postgresServerUrl } : {}),
    NODE_ENV: 'test',
    E2E_SMTP_PORT: String(site.smtpPort),
    E2E_MAIL_DIR: site.mailDir,
    SMTP_URL: site.smtpUrl,
    E2E_SMS_FILE: site.smsFile,
    FILES_DIR: site.filesDir,
    // Mail and texts go out within a fraction of a second, so tests do not wait on the outbox.
    OUTBOX_INTERVAL_MS: '200',
    // Saved-lane digests are looked for often, so a test sees its digest within a second.
    LEAD_DIGEST_CHECK_MS: '300',
    // Each test names its own client address in X-Forwarded-For (see fixtures.ts).
    TRUST_PROXY: 'loopback',
    // Every test's browser comes from loopback, and the crawl reads the whole site in seconds.
    PAGE_RATE_LIMIT_PER_MINUTE: '100000',
    // The contact page's details, as a real installation configures them (fictional numbers
    // are refused only in production).
    SUPPORT_PHONES:
      'us=+1 202 555 0142, ca=+1 416 555 0178, gb=+44 20 7946 0321, es=+34 910 000 142, ua=+380 44 000 0142, cn=+86 21 6000 0142, ph=+63 2 8000 0142, do=+1 809 555 0142',
    SUPPORT_EMAIL: 'support@dfa.example',
    SUPPORT_ADDRESS: 'DF Alliance FZE; Jebel Ali Free Zone; Dubai, United Arab Emirates',
  };
}

/**
 * Removes what `site` left once its server has stopped. Synchronous, so the runner can do it as
 * it exits; the PostgreSQL database is dropped by a short child process.
 */
export function removeSiteSync(site: E2eSite): void {
  rmSync(site.dir, { recursive: true, force: true });
  if (!site.postgresServerUrl) return;
  const name = new URL(site.databaseUrl).pathname.slice(1);
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import pg from 'pg';
       const client = new pg.Client({ connectionString: process.argv[1] });
       await client.connect();
       await client.query('drop database if exists ${name} with (force)');
       await client.end();`,
      site.postgresServerUrl,
    ],
    { cwd: import.meta.dirname, stdio: 'inherit' },
  );
}
