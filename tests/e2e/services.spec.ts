import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectSectionHeads, expectSectionReadableWithoutJavaScript } from './support/section-pages';
import { decodeEntities, internalLinks, jsonLdOfType, rawHtml } from './support/html';

interface ContentRoute {
  path: string;
  h1: string;
  /** a sentence of the page's body that a reader must see without JavaScript */
  text: string;
}

const SERVICE_PAGES: ContentRoute[] = [
  {
    path: '/services',
    h1: 'Services that keep cargo and cash moving',
    text: 'Financing is arranged case by case by the finance partners',
  },
  {
    path: '/services/snpl',
    h1: 'Ship now, pay later',
    text: 'moves that credit to a party whose business is lending',
  },
  {
    path: '/services/trade-finance',
    h1: 'Trade finance',
    text: 'Unlike a letter of credit, the banks in a collection do not promise to pay',
  },
];

test.describe('services pages without JavaScript', () => {
  test('every page answers 200 with its H1, a unique title and a description of 120–160 characters', async ({
    request,
  }) => {
    await expectSectionHeads(request, SERVICE_PAGES, { keywords: true });
  });

  test('each service page describes itself as a Service offered by the association', async ({ request }) => {
    for (const path of ['/services/snpl', '/services/trade-finance']) {
      const html = await rawHtml(request, path);
      const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(jsonLdOfType(html, 'Service'), path).toMatchObject({
        name: expect.any(String),
        description,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`)),
        provider: { '@id': expect.stringMatching(/\/#organization$/) },
      });
      expect(jsonLdOfType(html, 'Organization'), path).toBeDefined();
    }
  });

  test.describe('in a browser with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every page shows its heading, breadcrumbs and main text', async ({ page }) => {
      await expectSectionReadableWithoutJavaScript(page, SERVICE_PAGES, {
        name: 'Services',
        path: '/services',
      });
    });

    test('the landing page links to both services with a card', async ({ page }) => {
      await page.goto('/services');
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(['/services/snpl', '/services/trade-finance']));
    });

    test('trade finance links the letter of credit and bill of exchange terms', async ({ page }) => {
      await page.goto('/services/trade-finance');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'letter of credit', exact: true })).toHaveAttribute(
        'href',
        '/freight-dictionary/letter-of-credit',
      );
      await expect(main.getByRole('link', { name: 'bill of exchange', exact: true })).toHaveAttribute(
        'href',
        '/freight-dictionary/bill-of-exchange',
      );
    });
  });
});

test.describe('services pages in the browser', () => {
  test('the landing page and a sub-page have no accessibility violations', async ({ page }) => {
    for (const path of ['/services', '/services/trade-finance']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('every internal link on the services pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const { path } of SERVICE_PAGES) {
      for (const href of internalLinks(await rawHtml(request, path))) targets.add(href);
    }
    expect(targets.size).toBeGreaterThan(SERVICE_PAGES.length);
    for (const target of targets) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
    }
  });
});
