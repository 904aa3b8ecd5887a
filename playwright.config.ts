import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, defineConfig, devices } from '@playwright/test';
import { postgresDatabaseUrl } from './tests/support/postgres';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * The e2e server's database, which tests that need a member write to directly: a fresh SQLite
 * file, or with E2E_POSTGRES_URL a fresh database of its own on that PostgreSQL server.
 */
const E2E_SQLITE_FILE = `${tmpdir()}/dfa-e2e-${PORT}.sqlite`;
const POSTGRES_SERVER_URL = process.env.E2E_POSTGRES_URL;
export const E2E_DATABASE_URL = POSTGRES_SERVER_URL
  ? postgresDatabaseUrl(POSTGRES_SERVER_URL, `dfa_e2e_${PORT}`)
  : `sqlite:${E2E_SQLITE_FILE}`;
/** The loopback SMTP server the e2e server sends mail to, and where it keeps each message. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
export const E2E_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
export const E2E_MAIL_DIR = `${tmpdir()}/dfa-e2e-mail-${PORT}`;
/** The e2e server's stand-in SMS provider appends one JSON line per text message it accepts here. */
export const E2E_SMS_FILE = `${tmpdir()}/dfa-e2e-sms-${PORT}.jsonl`;
/** Files uploaded during the run (evidence, images). */
export const E2E_FILES_DIR = `${tmpdir()}/dfa-e2e-files-${PORT}`;
// Start every run from an empty database and mailbox (only in the runner, never in a worker mid-run).
if (!process.env.TEST_WORKER_INDEX) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${E2E_SQLITE_FILE}${suffix}`, { force: true });
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_SMS_FILE, { force: true });
  rmSync(E2E_FILES_DIR, { recursive: true, force: true });
}

/**
 * Playwright's own browser download is not reachable on every machine: fall back to the
 * system Chromium (Debian's package) when its build is absent.
 */
function chromiumLaunchOptions() {
  const bundled = chromium.executablePath();
  if (existsSync(bundled) || !existsSync(SYSTEM_CHROMIUM)) return {};
  return {
    executablePath: SYSTEM_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

export default defineConfig({
  testDir: 'tests',
  timeout: 30_000,
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  expect: { timeout: 8_000 },
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: E2E_DATABASE_URL,
      ...(POSTGRES_SERVER_URL ? { E2E_POSTGRES_URL: POSTGRES_SERVER_URL } : {}),
      NODE_ENV: 'test',
      E2E_SMTP_PORT: String(SMTP_PORT),
      E2E_MAIL_DIR,
      SMTP_URL: E2E_SMTP_URL,
      E2E_SMS_FILE,
      FILES_DIR: E2E_FILES_DIR,
      // Mail and texts go out within a fraction of a second, so tests do not wait on the outbox.
      OUTBOX_INTERVAL_MS: '200',
      // Saved-lane digests are looked for often, so a test sees its digest within a second.
      LEAD_DIGEST_CHECK_MS: '300',
    },
  },
  projects: [
    {
      name: 'web',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      // The renderer's desktop mode in Chromium, with the desktop host's real code as its bridge.
      name: 'desktop-renderer',
      testDir: 'tests/desktop-renderer',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      name: 'desktop',
      testDir: 'tests/desktop',
    },
    {
      // Screenshots of the workspace kit's parts, from its development-only catalogue.
      name: 'kit',
      testDir: 'tests/kit',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
});
