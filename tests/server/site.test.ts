import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { createTestApp, TEST_SITE_URL, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site });
});
afterAll(async () => {
  await t?.close();
});

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
  });
}

describe('the website served by the API server', () => {
  it('answers / with complete HTML: title, description, canonical, social tags, JSON-LD and the H1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Global Freight Forwarder Network &amp; NVOCCs Platform | DFA</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(head).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(head).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/"/>`);
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta name="twitter:card"');
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Organization', 'WebPage']));
    expect(html).toMatch(/<h1[^>]*>The global network for freight forwarders and NVOCCs<\/h1>/);
    expect(html).toContain('created in 2020 to unite logistics companies in one community');
  });

  it('answers /membership with its own title, canonical, breadcrumb and the tiers', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/membership' })).body;
    expect(html).toContain('<title>Membership: Premium and Standard plans for forwarders | DFA</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/membership"/>`);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Organization', 'WebPage', 'BreadcrumbList']));
    expect(html).toMatch(/<h1[^>]*>Membership<\/h1>/);
    for (const text of [
      'Premium',
      'Standard',
      'US$10,000',
      'US$100,000',
      'Demurrage and detention charges',
    ]) {
      expect(html).toContain(text);
    }
  });

  it("names the page's own stylesheet and chunks in the head, so it is styled before scripts run", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/membership' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's content is a server part: its styles come with it, its code is not loaded.
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/MembershipContent-[\w-]+\.css">/,
    );
    // The page's own chunk is marked: the browser hydrates the page from it alone.
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/MembershipPage-[\w-]+\.js" data-page>/,
    );
    expect(head.match(/ data-page>/g)).toHaveLength(1);
    expect(head).not.toMatch(/MembershipContent-[\w-]+\.js/);
    const stylesheet = /href="(\/assets\/MembershipContent-[\w-]+\.css)"/.exec(head)![1]!;
    expect((await t.app.inject({ method: 'GET', url: stylesheet })).statusCode).toBe(200);
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).not.toMatch(/MembershipPage-|MembershipContent-/);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('We could not find that page');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves hashed assets from memory with long-lived caching and compression', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await t.app.inject({ method: 'GET', url: script! });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const gzipped = await t.app.inject({
      method: 'GET',
      url: script!,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-abc123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves robots.txt and a sitemap generated from the route table', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${TEST_SITE_URL}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${TEST_SITE_URL}/membership</loc>`);
    expect(sitemap.body).not.toContain('/auth/');
  });

  it('redirects a trailing slash to the canonical path and refuses other methods on pages', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/membership/?ref=mail' });
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers.location).toBe('/membership?ref=mail');
    const post = await t.app.inject({ method: 'POST', url: '/membership' });
    expect(post.statusCode).toBe(405);
  });

  it('never redirects to another site, however many slashes or backslashes a path starts with', async () => {
    // Over a real socket: the injector would normalise the path as a URL parser does.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const redirectOf = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
          .on('error', reject)
          .end();
      });
    const cases = [
      ['//evil.example/login/', '/evil.example/login'],
      ['/\\evil.example/', '/evil.example'],
      ['/\\/evil.example/login/?next=1', '/evil.example/login?next=1'],
      ['///evil.example//', '/evil.example'],
      ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ] as const;
    for (const [path, location] of cases) {
      const response = await redirectOf(path);
      expect(response, path).toEqual({ status: 308, location });
      // What a browser does with the header: it must stay on the site.
      expect(new URL(response.location ?? '', TEST_SITE_URL).origin, path).toBe(TEST_SITE_URL);
    }
  });

  it('renders a page with its query string, for pages that read it, and answers like the bare path', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/membership' });
    const tagged = await t.app.inject({
      method: 'GET',
      url: '/membership?utm_source=newsletter&utm_medium=email',
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).toContain('<link rel="canonical" href="https://portal.test/membership"/>');
    expect(tagged.body).toBe(bare.body);
  });

  it('keeps unknown API calls as JSON even with the website mounted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint GET /api/nope.' },
    });
  });
});
