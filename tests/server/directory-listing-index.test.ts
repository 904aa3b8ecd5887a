import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DirectorySearch } from '../../shared/api/directory';
import { listMembers } from '../../shared/api/directory';
import { SERVICES } from '../../shared/domain/services';
import { seedDemoDirectory } from '../../src-server/features/directory/demo-seed';
import { ListingIndex, liveListing } from '../../src-server/features/directory/listing-index';
import { searchMembers } from '../../src-server/features/directory/search-repository';
import { post } from './support/auth';
import { insertMember } from '../support/members';
import { createSession } from '../../src-server/http/sessions';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The listing index is on whenever directory answers may be reused at all.
  t = await createTestApp({ env: { DIRECTORY_CACHE_SECONDS: '1' } });
  await seedDemoDirectory(t.db, { members: 160, seed: 11, now: new Date('2026-11-01T00:00:00Z') });
  // An applicant under review is never listed publicly.
  const applicant = await t.db
    .selectFrom('companies')
    .select('id')
    .where('slug', 'is not', null)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('companies')
    .set({ membership_type: 'pending' })
    .where('id', '=', applicant.id)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function searches(): Promise<DirectorySearch[]> {
  const places = await t.db.selectFrom('company_offices').select(['country', 'city']).distinct().execute();
  const countries = [...new Set(places.map((place) => place.country))].slice(0, 6);
  const texts = ['demo', 'DEMO', 'lines', 'a', 'zz-nothing', '%', '_', 'o f', 'freight 0001'];
  const list: DirectorySearch[] = [{}, { page: 2 }, { page: 9 }, { page: 400 }];
  for (const status of ['premium', 'standard_active', 'standard_inactive', 'pending'] as const)
    list.push({ status });
  for (const country of countries) {
    list.push({ country }, { country, page: 2 });
    const city = places.find((place) => place.country === country)!.city;
    list.push({ country, city }, { country, city: 'Nowhere' });
  }
  for (const service of SERVICES.map((s) => s.id))
    list.push({ service }, { service, status: 'premium', page: 2 });
  for (const text of texts) list.push({ text }, { text, page: 2 }, { text, country: countries[0]! });
  list.push({ text: 'demo', country: countries[1]!, service: 'sea-freight', status: 'standard_active' });
  for (const sort of ['name', 'newest', 'country'] as const)
    list.push(
      { sort },
      { sort, page: 3 },
      { sort, status: 'standard_inactive' },
      { sort, text: 'demo', page: 2 },
      { sort, country: countries[2]! },
    );
  return list;
}

describe(`the in-memory listing on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers every search exactly as the SQL search does', async () => {
    const index = await ListingIndex.load(t.db);
    for (const search of await searches()) {
      const expected = await searchMembers(t.db, search, { isAdmin: false });
      expect(index.search(search), JSON.stringify(search)).toEqual(expected);
    }
    const everyone = await searchMembers(t.db, {}, { isAdmin: false });
    expect(index.size).toBe(everyone.total_items);
    expect(index.size).toBeGreaterThan(100);
  });

  it('shows an edit at once, and a change made behind its back within the cache time', async () => {
    const first = listMembers.response.parse(
      (await t.app.inject({ method: 'GET', url: '/api/directory/members?page=1' })).json(),
    );
    const target = first.items[0]!;
    const admin = await insertMember(t.db, { email: 'index.admin@kestrel.example', isAdmin: true });
    const adminSession = (await createSession(t.db, admin.userId, new Date())).token;
    const editable = (
      await t.app.inject({
        method: 'GET',
        url: `/api/directory/my-company?slug=${target.slug}`,
        cookies: { dfa_session: adminSession },
      })
    ).json<Record<string, unknown>>();
    const saved = await post(
      t.app,
      '/api/directory/my-company',
      { ...editable, slug: target.slug, website: 'https://edited-at-once.example' },
      { session: adminSession },
    );
    expect(saved.statusCode).toBe(200);
    const after = listMembers.response.parse(
      (await t.app.inject({ method: 'GET', url: '/api/directory/members?page=1' })).json(),
    );
    expect(after.items.find((item) => item.slug === target.slug)?.website).toBe(
      'https://edited-at-once.example',
    );

    // A command-line tool or another feature writing the table directly: seen within the TTL.
    await t.db
      .updateTable('companies')
      .set({ website: 'https://changed-directly.example' })
      .where('slug', '=', target.slug)
      .execute();
    const seen = async () =>
      listMembers.response
        .parse((await t.app.inject({ method: 'GET', url: '/api/directory/members?page=1' })).json())
        .items.find((item) => item.slug === target.slug)?.website === 'https://changed-directly.example';
    let fresh = false;
    for (let attempt = 0; attempt < 40 && !fresh; attempt += 1) {
      fresh = await seen();
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fresh).toBe(true);
  });

  it('rebuilds ahead of its cache time while searches go on with the index it has', async () => {
    const listing = liveListing(t.db, 10_000, usingPostgres() ? 'postgres' : 'sqlite');
    const builtAt = Date.now();
    const first = await listing.get();
    expect(await listing.get()).toBe(first);
    const slug = first.search({}).items[0]!.slug;
    // Written on the listing's own connection and published nowhere: only a rebuild finds it.
    await t.db
      .updateTable('companies')
      .set({ website: 'https://rebuilt-early.example' })
      .where('slug', '=', slug)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(builtAt + 6_000);
      // Past half the cache time a search does not wait: it gets the index there is...
      expect(await listing.get()).toBe(first);
      // ...while the new one is built, and later searches get that.
      let next = first;
      for (let attempt = 0; attempt < 200 && next === first; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        next = await listing.get();
      }
      expect(next).not.toBe(first);
      expect(next.search({}).items.find((item) => item.slug === slug)?.website).toBe(
        'https://rebuilt-early.example',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
