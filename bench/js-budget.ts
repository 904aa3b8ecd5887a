/**
 * The JavaScript each public page kind makes the browser fetch by the time it has loaded, as
 * Chromium sees it: every script the page requests (module scripts, module preloads, dynamic
 * imports, workers) until one second after both the `load` event and the session check (the
 * first thing the page does once hydrated, so a slow machine cannot hide what hydration pulls
 * in), each script's bytes gzipped at level 9. A fresh browser context per page, so nothing
 * comes from cache.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { parseDatabaseUrl } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { freePort, startDfaServer, stopProcess } from './lib';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What a public page should fetch by `load` + 1 s (gzip), the goal every kind works to (issue 32). */
const PAGE_TARGET_BYTES = 100_000;
/** The sign-up page hydrates its form as soon as it can: visitors come to it to type. */
const SIGN_UP_TARGET_BYTES = 125_000;
/** Members embed the calculator widget on their own sites: no React, router or site shell. */
const WIDGET_TARGET_BYTES = 20_000;
const SETTLE_MS = 1000;

/** A fixed path, one found in a page's links, or one built from the first item an API lists. */
type PagePath =
  string | { linkedFrom: string; pattern: RegExp } | { listedBy: string; path: (slug: string) => string };

/**
 * How far the same source's gzip size moves between two builds: chunk file names carry content
 * hashes that differ from one checkout to another, and gzip packs them a few bytes differently.
 * A budget is exceeded only beyond it, so a clean checkout does not fail on noise.
 */
const BUILD_NOISE_BYTES = 200;

interface PageKind {
  name: string;
  path: PagePath;
  /**
   * The most the kind may fetch: what it fetched when the budget was last set (29 November 2026, 11:00 UTC;
   * first set on 28 November, the first measure in Chromium), so it can only shrink. `npm run check:js-budget` fails when
   * a kind fetches more, or more than its target; a budget leaves at least the build noise under the target. Lower a
   * budget whenever its kind gets lighter.
   */
  budgetBytes: number;
  /** the goal, when it is not PAGE_TARGET_BYTES */
  targetBytes?: number;
  /** whether the page checks the session once hydrated (the widget is not a page of the site) */
  checksSession?: false;
}

const PAGE_KINDS: PageKind[] = [
  { name: 'home', path: '/', budgetBytes: 97_000 },
  { name: 'membership', path: '/membership', budgetBytes: 93_700 },
  { name: 'dictionary index', path: '/freight-dictionary', budgetBytes: 97_100 },
  {
    name: 'dictionary term',
    path: { linkedFrom: '/freight-dictionary', pattern: /href="(\/freight-dictionary\/[^"/?#]+)"/ },
    budgetBytes: 96_200,
  },
  { name: 'content page', path: '/benefits/payment-protection', budgetBytes: 95_800 },
  {
    name: 'country page',
    path: { linkedFrom: '/freight-forwarder', pattern: /href="(\/freight-forwarder\/[^"/?#]+)"/ },
    budgetBytes: 98_700,
  },
  { name: 'blog', path: '/blog', budgetBytes: 98_500 },
  {
    name: 'blog post',
    path: { listedBy: '/api/articles/blog-items', path: (slug) => `/blog/${slug}` },
    budgetBytes: 99_300,
  },
  { name: 'directory', path: '/directory', budgetBytes: 99_600 },
  {
    name: 'directory company',
    path: { listedBy: '/api/directory/members?page=1', path: (slug) => `/directory/company/${slug}` },
    budgetBytes: 99_600,
  },
  { name: 'FAQ page', path: '/company/faqs', budgetBytes: 99_000 },
  { name: 'ship schedules', path: '/digital-tools/ship-schedules', budgetBytes: 99_200 },
  { name: 'freight calculator', path: '/digital-tools/freight-calculator', budgetBytes: 97_000 },
  { name: 'sign-up', path: '/auth/sign-up', budgetBytes: 117_000, targetBytes: SIGN_UP_TARGET_BYTES },
  {
    name: 'calculator widget',
    path: {
      linkedFrom: '/digital-tools/freight-calculator',
      pattern: /src="(\/widgets\/freight-calculator\/[^"?#]+)"/,
    },
    budgetBytes: 1_100,
    targetBytes: WIDGET_TARGET_BYTES,
    checksSession: false,
  },
];

interface Measured {
  bytes: number;
  files: { url: string; bytes: number }[];
}

const targetOf = (kind: PageKind) => kind.targetBytes ?? PAGE_TARGET_BYTES;

async function resolvePath(base: string, path: PagePath): Promise<string | undefined> {
  if (typeof path === 'string') return path;
  if ('listedBy' in path) {
    const listing = (await (await fetch(`${base}${path.listedBy}`)).json()) as { items?: { slug: string }[] };
    const slug = listing.items?.[0]?.slug;
    return slug ? path.path(slug) : undefined;
  }
  const html = await (await fetch(`${base}${path.linkedFrom}`)).text();
  return path.pattern.exec(html)?.[1];
}

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/** The scripts one page fetched by `load` (and its session check) + 1 s, gzip -9 each. */
async function measurePage(browser: Browser, url: string, checksSession: boolean): Promise<Measured> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    let deadlinePassed = false;
    let sessionChecked: () => void = () => undefined;
    const sessionCheck = new Promise<void>((resolve) => (sessionChecked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') sessionChecked();
      // A script asked for twice (the page and a frame) comes from the cache the second time.
      const repeated = scripts.some((known) => known.url() === request.url());
      if (!deadlinePassed && isScript(request) && !repeated) scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'load' });
    if (checksSession) {
      await Promise.race([
        sessionCheck,
        page.waitForTimeout(30_000).then(() => {
          throw new Error(`${url} did not check the session within 30 s of its load event`);
        }),
      ]);
    }
    await page.waitForTimeout(SETTLE_MS);
    deadlinePassed = true;
    const files = await Promise.all(
      scripts.map(async (request) => {
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        return { url: new URL(request.url()).pathname, bytes: gzipSync(body, { level: 9 }).length };
      }),
    );
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await context.close();
  }
}

/**
 * Measures every page kind in Chromium against the built site, served in production mode on a
 * fresh SQLite database with a few directory members (the blog's posts come with the
 * database); prints each kind's bytes and files. Answers whether every kind is within budget.
 */
export async function reportJavaScriptBudgets({ verbose = false } = {}): Promise<boolean> {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium is not at ${CHROMIUM}: install it (apt-get install chromium) or set CHROME_PATH.`,
    );
    return false;
  }
  const work = mkdtempSync(join(tmpdir(), 'dfa-js-budget-'));
  const databaseUrl = `sqlite:${join(work, 'site.sqlite')}`;
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await migrateToLatest(db);
    await seedDemoDirectory(db, { members: 6 });
  } finally {
    await db.destroy();
  }
  const port = await freePort();
  const server = await startDfaServer({ PORT: String(port), DATABASE_URL: databaseUrl });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const base = `http://127.0.0.1:${port}`;
  let withinBudgets = true;
  for (const kind of PAGE_KINDS) {
    // So that within budget is within target on any checkout, build noise included.
    if (kind.budgetBytes + BUILD_NOISE_BYTES > targetOf(kind)) {
      console.error(
        `${kind.name}: a budget of ${kind.budgetBytes} bytes leaves less than the build noise (${BUILD_NOISE_BYTES}) under the target of ${targetOf(kind)}`,
      );
      withinBudgets = false;
    }
  }
  try {
    console.log(
      `JavaScript fetched by load + ${SETTLE_MS / 1000} s, as Chromium loads each page (gzip -9; target ${PAGE_TARGET_BYTES / 1000} KB, sign-up ${SIGN_UP_TARGET_BYTES / 1000} KB, widget ${WIDGET_TARGET_BYTES / 1000} KB)`,
    );
    for (const kind of PAGE_KINDS) {
      const path = await resolvePath(base, kind.path);
      if (!path) {
        console.log(`${kind.name.padEnd(18)} no page of this kind found`);
        withinBudgets = false;
        continue;
      }
      const { bytes, files } = await measurePage(browser, `${base}${path}`, kind.checksSession ?? true);
      const target = targetOf(kind);
      const over = bytes > kind.budgetBytes + BUILD_NOISE_BYTES || bytes > target;
      console.log(
        `${kind.name.padEnd(18)} ${(bytes / 1000).toFixed(1).padStart(6)} KB (${String(bytes).padStart(6)} B)  budget ${(kind.budgetBytes / 1000).toFixed(1).padStart(5)} KB  (${files.length} files)${bytes > kind.budgetBytes + BUILD_NOISE_BYTES ? `  OVER BUDGET by ${bytes - kind.budgetBytes} bytes` : ''}${bytes > target ? `  OVER TARGET by ${bytes - target} bytes` : ''}`,
      );
      withinBudgets &&= !over;
      if (verbose || over) {
        for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) {
          console.log(`    ${(file.bytes / 1000).toFixed(1).padStart(6)} KB  ${file.url}`);
        }
      }
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(work, { recursive: true, force: true });
  }
  return withinBudgets;
}
