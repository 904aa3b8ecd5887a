import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';
import { e2eSite, freePort, removeSiteSync, serverEnvironment } from './tests/e2e/support/e2e-site';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * This run's port and id, chosen once by the runner and handed to its workers (and to the server)
 * through the environment. Unset, the port is any free one, so runs on one machine never collide.
 */
const portGiven = Boolean(process.env.E2E_PORT);
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(portGiven ? Number(process.env.E2E_PORT) + 1 : await freePort());
const startsTheRun = !process.env.E2E_RUN_ID;
process.env.E2E_RUN_ID ??= randomBytes(4).toString('hex');
const PORT = Number(process.env.E2E_PORT);
const RUN = `${PORT}-${process.env.E2E_RUN_ID}`;

/**
 * The e2e server's site: its database (a SQLite file, or with E2E_POSTGRES_URL a database of its
 * own on that PostgreSQL server), the mail it sends, its texts and its uploads, all named after
 * this run. Tests that need a member or a message read them directly.
 */
export const E2E_SITE = e2eSite({
  dir: join(tmpdir(), `dfa-e2e-${RUN}`),
  port: PORT,
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  postgresServerUrl: process.env.E2E_POSTGRES_URL,
  databaseName: `dfa_e2e_${RUN.replace('-', '_')}`,
});
export const E2E_DATABASE_URL = E2E_SITE.databaseUrl;
export const E2E_SMTP_URL = E2E_SITE.smtpUrl;
export const E2E_MAIL_DIR = E2E_SITE.mailDir;
export const E2E_SMS_FILE = E2E_SITE.smsFile;
export const E2E_FILES_DIR = E2E_SITE.filesDir;
// The run that named the site removes it when it ends, after Playwright has stopped the server.
if (startsTheRun) process.once('exit', () => removeSiteSync(E2E_SITE));

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
  // Two workers, and at times another checkout's run, share the machine's cores: a step that takes
  // a second alone can take several.
  timeout: 45_000,
  // Per port, so two runs from one checkout do not clear each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/${PORT}`,
  expect: { timeout: 12_000 },
  forbidOnly: Boolean(process.env.CI),
  // Every test makes its own data, so tests run two at a time, in any order.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_SITE.baseURL,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `${E2E_SITE.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnvironment(E2E_SITE),
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
      // Its tests build the desktop app when it is out of date (into one out/ folder) and take
      // their API server offline and back: one worker.
      workers: 1,
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
      // One Vite development server on one port serves the catalogue: one worker.
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
});
