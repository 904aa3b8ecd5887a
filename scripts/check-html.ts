/**
 * `npm run check:html`: the W3C Nu HTML Checker (vnu.jar from the vnu-jar package; needs Java)
 * over one page of every kind the website serves. It starts the built server in production mode
 * on a fresh SQLite database with a little demo content (directory companies and the sample
 * schedules; the blog and the events come with the database), fetches every fixed route of the route table and one page of each route
 * that is expanded from content (a dictionary term, a country guide, a blog post, an event, a
 * member's profile), the 404 page and the calculator widget, and fails on any error the checker
 * reports. CI runs it after the build.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createEvent } from '../shared/api/events';
import { BUILT_ROUTES } from '../shared/routes';
import { freePort, startDfaServer, stopProcess } from '../bench/lib';
import { parseDatabaseUrl } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { addEvent } from '../src-server/features/events/admin-event-repository';
import { loadSampleSchedules } from '../src-server/engines/schedules/sample-schedules';

const require = createRequire(import.meta.url);
const VNU_JAR = require('vnu-jar') as string;

/** Pages whose paths come from content: found as the first link of their kind on a page that lists them. */
const FROM_CONTENT: { kind: string; listedOn: string; link: RegExp }[] = [
  {
    kind: 'dictionary term',
    listedOn: '/freight-dictionary',
    link: /href="(\/freight-dictionary\/[^"/?#]+)"/,
  },
  { kind: 'country guide', listedOn: '/freight-forwarder', link: /href="(\/freight-forwarder\/[^"/?#]+)"/ },
  { kind: 'blog post', listedOn: '/blog', link: /href="(\/blog\/(?!editor\b|rss\.xml\b)[^"/?#]+)"/ },
  {
    kind: 'event',
    listedOn: '/events',
    link: /href="(\/events\/asia-forwarders-forum)"/,
  },
  { kind: 'member profile', listedOn: '/directory', link: /href="(\/directory\/company\/[^"/?#]+)"/ },
  {
    kind: 'calculator widget',
    listedOn: '/digital-tools/freight-calculator',
    link: /src="(\/widgets\/freight-calculator\/[^"?#]+)"/,
  },
];

interface NuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

async function seed(databaseUrl: string): Promise<void> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await migrateToLatest(db);
    await seedDemoDirectory(db, { members: 12 });
    await loadSampleSchedules(db, { weeks: 2 });
    // An event an admin adds has a page of its own kind.
    const nextYear = new Date().getUTCFullYear() + 1;
    await addEvent(
      db,
      createEvent.body.parse({
        slug: 'asia-forwarders-forum',
        title: 'Asia Forwarders Forum',
        summary: 'Two days in Singapore for forwarders working the Asia–Europe lanes.',
        description: 'Sessions on capacity and rates.\n\nOne-to-one meetings on the second day.',
        startsAt: `${nextYear}-03-10T09:00:00+08:00`,
        endsAt: `${nextYear}-03-11T18:00:00+08:00`,
        timeZone: 'Asia/Singapore',
        attendance: 'offline',
        venueName: 'Marina Bay Convention Hall',
        city: 'Singapore',
        country: 'sg',
        priceUsd: 0,
      }),
      new Date(),
    );
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'dfa-html-'));
  const pages = join(work, 'pages');
  mkdirSync(pages);
  const databaseUrl = `sqlite:${join(work, 'check.sqlite')}`;
  await seed(databaseUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startDfaServer({
    PORT: String(port),
    SITE_URL: base,
    DATABASE_URL: databaseUrl,
    FILES_DIR: join(work, 'files'),
    SUPPORT_EMAIL: 'support@example.org',
    SUPPORT_ADDRESS: 'DF Alliance FZE; Jebel Ali Free Zone; Dubai, United Arab Emirates',
  });
  try {
    const paths = new Map<string, string>();
    for (const route of BUILT_ROUTES) if (!route.pattern) paths.set(route.path, route.label);
    for (const { kind, listedOn, link } of FROM_CONTENT) {
      const found = link.exec(await (await fetch(`${base}${listedOn}`)).text())?.[1];
      if (!found)
        throw new Error(`No ${kind} is linked from ${listedOn}: the check would miss that page kind.`);
      paths.set(found, kind);
    }
    paths.set('/no/such/page', 'the 404 page');

    const files: string[] = [];
    const fileOf = new Map<string, string>();
    for (const [path, what] of paths) {
      const response = await fetch(`${base}${path}`);
      if (response.status >= 500) throw new Error(`${path} (${what}) answered ${response.status}`);
      const file = join(pages, `${files.length}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
      fileOf.set(`file:${file}`, `${path} (${what})`);
    }

    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages.filter(
      (message) => message.type === 'error' || message.type === 'non-document-error',
    );
    for (const message of messages) {
      const page = fileOf.get(message.url ?? '') ?? message.url ?? 'a page';
      console.log(`${page}, line ${message.lastLine ?? '?'}: ${message.message}`);
      if (message.extract) console.log(`    ${message.extract.replace(/\s+/g, ' ').trim()}`);
    }
    console.log(
      `\nNu HTML Checker: ${messages.length} ${messages.length === 1 ? 'error' : 'errors'} in ${paths.size} pages (every fixed route, one page of each content kind, the 404 page).`,
    );
    return messages.length === 0 ? 0 : 1;
  } finally {
    await stopProcess(server);
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
