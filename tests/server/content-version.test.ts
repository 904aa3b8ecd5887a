import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMembers } from '../../shared/api/directory';
import { markContentChanged, readContentVersion } from '../../src-server/services/content-version-repository';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { CONTENT_CHECK_INTERVAL_MS, createSiteHooks } from '../../src-server/web/site-hooks';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  // The directory's own answer cache stays on, as in production: it must be refreshed too.
  t = await createTestApp({ site });
});
afterAll(async () => {
  await t?.close();
});

const databaseUrl = () =>
  t.config.database.dialect === 'postgres' ? t.config.database.url : `sqlite:${t.config.database.path}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`pages cached by a running server, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('show the members `npm run seed:demo` adds from another process', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/directory' });
    expect(before.body).toContain('No member companies are listed yet.');
    const api = await t.app.inject({ method: 'GET', url: '/api/directory/members' });
    expect(listMembers.response.parse(api.json()).total_items).toBe(0);

    const { stdout } = await run('npx', ['tsx', 'scripts/seed-demo.ts', '--members', '7', '--seed', '3'], {
      env: { ...process.env, DATABASE_URL: databaseUrl(), NODE_ENV: 'test' },
    });
    expect(stdout).toContain('Created 7 fictional demo companies');
    // A server looks for outside changes at most once a second.
    await pause(CONTENT_CHECK_INTERVAL_MS + 100);

    // The directory lists current members; a lapsed one only under its own filter.
    const current = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('membership_type', 'in', ['premium', 'standard_active'])
      .executeTakeFirstOrThrow();
    const listed = Number(current.count);
    expect(listed).toBeGreaterThan(0);
    const after = await t.app.inject({ method: 'GET', url: '/directory' });
    expect(after.body).not.toContain('No member companies are listed yet.');
    expect(after.body).toContain(`${listed} member`);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/directory/members' });
    expect(listMembers.response.parse(fresh.json()).total_items).toBe(listed);
  }, 60_000);

  it('tells every server of a change made through one of them, once', async () => {
    const versions = { read: () => readContentVersion(t.db), mark: () => markContentChanged(t.db) };
    const cleared = { first: 0, second: 0 };
    const first = createSiteHooks({ versions, checkEveryMs: 0 });
    const second = createSiteHooks({ versions, checkEveryMs: 0 });
    first.onInvalidate(() => (cleared.first += 1));
    second.onInvalidate(() => (cleared.second += 1));
    await Promise.all([first.checkForOutsideChanges(), second.checkForOutsideChanges()]);

    const start = await readContentVersion(t.db);
    first.invalidatePages();
    expect(cleared.first).toBe(1);
    await expect.poll(() => readContentVersion(t.db)).toBe(start + 1);

    await Promise.all([first.checkForOutsideChanges(), second.checkForOutsideChanges()]);
    expect(cleared).toEqual({ first: 1, second: 1 });
    // Nothing new: nobody clears again.
    await Promise.all([first.checkForOutsideChanges(), second.checkForOutsideChanges()]);
    expect(cleared).toEqual({ first: 1, second: 1 });
  });
});
