/**
 * `npm run screenshots`: photographs the pages people judge the site by — home, membership and
 * the member directory on a phone (390 px) and a desktop (1440 px), and a blog post — and the
 * workspace as a Premium member, a Standard member and an administrator (the dashboard, each
 * member tool, the account page and the admin pages) at 390, 1024 and 1440 px, into `screenshots/` (not
 * committed). It starts the built site on a throwaway SQLite database with fictional demo
 * members and accounts (scripts/screenshot-accounts.ts), so the pages show a seeded portal.
 *
 *   npm run screenshots            # SCREENSHOTS_PORT (default 4590) for the server it starts
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { screenshotAccounts, type ScreenshotAccount, type ScreenshotPortal } from './screenshot-accounts';

const OUT_DIR = join(process.cwd(), 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4590);
const BASE = `http://127.0.0.1:${PORT}`;
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const;
const EVERY_SIZE = ['phone', 'tablet', 'desktop'] as const;

/** The workspace, as each of the screenshot accounts sees it, at the records they made. */
const signedInPages = (
  portal: ScreenshotPortal,
): { name: string; path: string; as: ScreenshotAccount['name'] }[] => [
  { name: 'dashboard-premium', path: '/dashboard', as: 'premium' },
  { name: 'dashboard-standard', path: '/dashboard', as: 'standard' },
  { name: 'dashboard-admin', path: '/dashboard', as: 'admin' },
  { name: 'tool-ship-schedules', path: '/digital-tools/ship-schedules', as: 'premium' },
  { name: 'tool-tracking', path: '/digital-tools/tracking-system', as: 'premium' },
  { name: 'tool-calculator-widget', path: '/digital-tools/freight-calculator/widget', as: 'premium' },
  { name: 'tool-virtual-office', path: '/directory/virtual-office', as: 'premium' },
  { name: 'tool-shipping-leads', path: '/shipping-leads', as: 'premium' },
  { name: 'tool-shipping-lead', path: `/shipping-leads/${portal.leadId}`, as: 'premium' },
  { name: 'tool-shipping-lead-standard', path: `/shipping-leads/${portal.leadId}`, as: 'standard' },
  { name: 'tool-payment-protection', path: '/payment-protection', as: 'premium' },
  { name: 'tool-payment-protection-standard', path: '/payment-protection', as: 'standard' },
  { name: 'tool-payment-protection-case', path: `/payment-protection/${portal.caseId}`, as: 'premium' },
  { name: 'tool-blacklist', path: '/company/blacklist', as: 'premium' },
  { name: 'my-company', path: '/directory/my-company', as: 'premium' },
  { name: 'account', path: '/account', as: 'premium' },
  { name: 'account-standard', path: '/account', as: 'standard' },
  { name: 'admin-content', path: '/admin', as: 'admin' },
  { name: 'admin-members', path: '/admin/members', as: 'admin' },
  { name: 'admin-invoices', path: '/admin/invoices?status=', as: 'admin' },
  { name: 'admin-membership-fees', path: '/admin/membership-fees', as: 'admin' },
  { name: 'admin-payment-protection', path: '/admin/payment-protection', as: 'admin' },
  { name: 'admin-member', path: `/admin/members/${portal.premiumCompanyId}`, as: 'admin' },
  { name: 'admin-api-keys', path: '/admin/api-keys', as: 'admin' },
  { name: 'admin-shipping-leads-review', path: '/shipping-leads/review', as: 'admin' },
  { name: 'admin-blog-editor', path: '/blog/editor', as: 'admin' },
];

const PAGES: { name: string; path: string; sizes: (keyof typeof VIEWPORTS)[] }[] = [
  { name: 'home', path: '/', sizes: ['phone', 'desktop'] },
  { name: 'membership', path: '/membership', sizes: ['phone', 'desktop'] },
  { name: 'directory', path: '/directory', sizes: ['phone', 'desktop'] },
  // the tool pages and a text page, where buttons, panels, fields and widths must agree
  { name: 'tracking', path: '/digital-tools/tracking-system', sizes: ['phone', 'desktop'] },
  { name: 'ship-schedules', path: '/digital-tools/ship-schedules', sizes: ['phone', 'desktop'] },
  { name: 'dictionary', path: '/freight-dictionary', sizes: ['phone', 'desktop'] },
  { name: 'code-of-ethics', path: '/company/code-of-ethics', sizes: ['desktop'] },
  { name: 'sign-in', path: '/auth/sign-in', sizes: ['phone'] },
];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start on ${BASE}`);
}

const work = mkdtempSync(join(tmpdir(), 'dfa-screenshots-'));
const databaseUrl = `sqlite:${join(work, 'screenshots.sqlite')}`;
const db = createDatabase({ dialect: 'sqlite', path: join(work, 'screenshots.sqlite') });
await migrateToLatest(db);
await seedDemoDirectory(db, { members: 600, seed: 2020 });

const server = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SITE_URL: BASE,
    DATABASE_URL: databaseUrl,
    FILES_DIR: join(work, 'files'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  await waitForServer();
  const portal = await screenshotAccounts(db, BASE);
  await db.destroy();
  mkdirSync(OUT_DIR, { recursive: true });
  // Playwright's own Chromium when installed, otherwise the system one (as the e2e tests do).
  const browser = await chromium.launch({
    ...(existsSync(chromium.executablePath()) ? {} : { executablePath: SYSTEM_CHROMIUM }),
    args: ['--no-sandbox'],
  });
  const posts = (await (await fetch(`${BASE}/api/articles/blog-items`)).json()) as {
    items?: { slug: string }[];
  };
  const firstPost = posts.items?.[0]?.slug;
  if (firstPost) PAGES.push({ name: 'blog-post', path: `/blog/${firstPost}`, sizes: ['desktop'] });
  for (const page of PAGES) {
    for (const size of page.sizes) {
      const context = await browser.newContext(VIEWPORTS[size]);
      // A first-time visitor's banner and prompt would cover the page: these show the page itself.
      await context.addInitScript(() => window.localStorage.setItem('dfa-consent', 'denied'));
      const tab = await context.newPage();
      await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
      const file = join(OUT_DIR, `${page.name}-${size}.png`);
      await tab.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
  for (const page of signedInPages(portal)) {
    const account = portal.accounts.find((item) => item.name === page.as)!;
    for (const size of EVERY_SIZE) {
      const context = await browser.newContext(VIEWPORTS[size]);
      await context.addInitScript(() => window.localStorage.setItem('dfa-consent', 'denied'));
      await context.addCookies([{ ...account.cookie, url: BASE }]);
      const tab = await context.newPage();
      await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
      // Signed-in pages load their data after the session check: wait for it, not for a timer.
      await tab
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      const file = join(OUT_DIR, `${page.name}-${size}.png`);
      await tab.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
