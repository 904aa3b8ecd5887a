import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite, type Site } from '../../src-server/web/site';
import { nextIp } from './support/auth';
import { createTestApp, TEST_SITE_URL, type TestApp } from './support/test-app';

const PAGES_PER_MINUTE = 60;

let t: TestApp;
let site: Site;
beforeAll(async () => {
  site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({
    site,
    env: { PAGE_CACHE_MB: '1', PAGE_RATE_LIMIT_PER_MINUTE: String(PAGES_PER_MINUTE) },
  });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, ip = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
const cacheOf = async (url: string) => {
  const response = await page(url);
  return { status: response.statusCode, cache: response.headers['x-page-cache'] };
};

describe('the page cache and the page limit', () => {
  it('keeps a known page, but never a 404 nor a page for a token nobody was given', async () => {
    await page('/membership');
    expect(await cacheOf('/membership')).toEqual({ status: 200, cache: 'hit' });
    for (const url of [
      `/shipping-leads/quotes/${randomBytes(32).toString('base64url')}`,
      `/company/blacklist/respond/${randomBytes(32).toString('base64url')}`,
      `/events/global-freight-summit/${randomBytes(32).toString('base64url')}`,
      `/no-such-page-${randomBytes(8).toString('hex')}`,
    ]) {
      const first = await cacheOf(url);
      expect(await cacheOf(url), url).toEqual({ status: first.status, cache: 'miss' });
    }
  });

  it('keeps at most PAGE_CACHE_MB of pages, dropping the least recently used', async () => {
    const terms = site.pagePaths.filter((path) => path.startsWith('/freight-dictionary/')).slice(0, 60);
    for (const path of terms) await page(path);
    // The first terms made room for the later ones; the latest are still kept.
    expect(await cacheOf(terms[0]!)).toEqual({ status: 200, cache: 'miss' });
    expect(await cacheOf(terms.at(-1)!)).toEqual({ status: 200, cache: 'hit' });
  });

  it('answers 429 to an address asking for pages far faster than a person reads them', async () => {
    const ip = nextIp();
    const asset = [...site.assets.keys()].find((path) => path.startsWith('/assets/'))!;
    for (let call = 1; call <= PAGES_PER_MINUTE; call += 1) {
      expect((await page(call % 2 ? '/membership' : `/nothing-${call}`, ip)).statusCode).not.toBe(429);
      // Scripts, styles and images are not pages: a page's own assets never count.
      expect((await page(asset, ip)).statusCode).toBe(200);
    }
    const refused = await page('/membership', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(
      /^Too many pages were asked for from your address\. Please wait \d+ seconds\.$/,
    );
    expect((await page('/membership')).statusCode).toBe(200);
  });
});
