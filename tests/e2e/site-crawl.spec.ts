import { matchPath } from 'react-router';
import { BUILT_ROUTES, type RouteEntry } from '../../shared/routes';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { decodeEntities, internalLinks } from './support/html';

// The whole site is under test here: on the shared server, other tests add and delete pages
// (blog posts, events) while the crawl runs, so it walks a site of its own.
test.use({ siteOfItsOwn: true });

/** Far more than the site has; a crawl that reaches it is following a link loop. */
const MAX_PAGES = 2000;

interface CrawledPage {
  path: string;
  title: string;
  description: string;
  h1Count: number;
  noIndex: boolean;
}

/** The route a path belongs to, static paths first (as the router ranks them). */
function routeOf(path: string): RouteEntry | undefined {
  const pathname = path.split('?')[0]!;
  const ordered = [...BUILT_ROUTES].sort((a, b) => Number(Boolean(a.pattern)) - Number(Boolean(b.pattern)));
  return ordered.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

test.describe('the whole site, crawled from / without JavaScript', () => {
  test('has no broken internal link, and every page has a unique title and description, one H1 and valid JSON-LD', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const queue = ['/'];
    const seen = new Set(queue);
    const pages: CrawledPage[] = [];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size <= MAX_PAGES) {
      const path = queue.shift()!;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        broken.push(`${path} answered ${response.status()}`);
        continue;
      }
      // Calendar files and other downloads are checked for their status only.
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      const html = await response.text();
      for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(block[1]!), `JSON-LD on ${path}`).not.toThrow();
      }
      pages.push({
        path,
        title: decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''),
        description: decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
        h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
        noIndex: /<meta name="robots" content="[^"]*noindex/.test(html),
      });
      for (const link of internalLinks(html)) {
        if (link && !seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(broken, 'broken internal links').toEqual([]);
    expect(seen.size, 'the crawl stopped at its page limit').toBeLessThanOrEqual(MAX_PAGES);
    expect(pages.length).toBeGreaterThan(150);

    for (const page of pages) {
      expect(page.title, `${page.path} has a title`).not.toBe('');
      expect(page.description.length, `${page.path} has a description`).toBeGreaterThan(50);
      expect(page.h1Count, `${page.path} has exactly one H1`).toBe(1);
    }
    // Filtered and paged views (a query string) share their page's title on purpose.
    const indexable = pages.filter((page) => !page.noIndex && !page.path.includes('?'));
    const duplicates = (key: 'title' | 'description') => {
      const byValue = new Map<string, string[]>();
      for (const page of indexable) byValue.set(page[key], [...(byValue.get(page[key]) ?? []), page.path]);
      return [...byValue.values()].filter((paths) => paths.length > 1);
    };
    expect(duplicates('title'), 'pages sharing a title').toEqual([]);
    expect(duplicates('description'), 'pages sharing a description').toEqual([]);

    // Every built route the crawl can reach from the home page is reached.
    const reached = new Set(pages.map((page) => routeOf(page.path)?.id));
    const linkedRoutes = BUILT_ROUTES.filter((route) => route.indexable !== false && !route.pattern);
    expect(
      linkedRoutes.filter((route) => !reached.has(route.id)).map((route) => route.path),
      'built pages no link leads to',
    ).toEqual([]);
  });
});

test.describe('accessibility of every kind of page', () => {
  test('one page of each section and of each page pattern has no axe violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
    const samples = new Map<string, string>();
    for (const path of paths) {
      const route = routeOf(path);
      if (!route) continue;
      const kind = route.pattern ? route.id : route.section;
      if (!samples.has(kind)) samples.set(kind, path);
    }
    // Pages kept out of the sitemap are visited too.
    for (const route of BUILT_ROUTES) {
      if (route.indexable === false && !route.pattern && !samples.has(route.id))
        samples.set(route.id, route.path);
    }
    expect(samples.size).toBeGreaterThan(10);
    for (const path of samples.values()) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
