import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectSectionHeads, expectSectionReadableWithoutJavaScript } from './support/section-pages';
import { internalLinks, rawHtml } from './support/html';

interface ContentRoute {
  path: string;
  h1: string;
  /** a sentence of the page's body that a reader must see without JavaScript */
  text: string;
}

const BENEFIT_PAGES: ContentRoute[] = [
  {
    path: '/benefits',
    h1: 'What membership brings your forwarding business',
    text: 'Payment protection applies only when both companies in a deal are Premium members.',
  },
  {
    path: '/benefits/brand-reliability',
    h1: 'Brand reliability',
    text: 'Each application is reviewed by DFA before the profile goes live',
  },
  {
    path: '/benefits/digital-solution',
    h1: 'Digital solution: 5 tools in one membership',
    text: 'follows shipments by container number or bill of lading number across more than 160 ocean carriers',
  },
  {
    path: '/benefits/member-directory',
    h1: 'Member directory',
    text: 'Every reveal is recorded: which member asked, for which company, and when.',
  },
  {
    path: '/benefits/networking',
    h1: 'Networking that continues after the conference',
    text: 'The first DFA annual conference took place in Dubai on 10–11 March 2022',
  },
  {
    path: '/benefits/payment-protection',
    h1: 'Payment protection',
    text: 'Demurrage and detention.',
  },
  {
    path: '/benefits/shipping-leads',
    h1: 'Shipping leads',
    text: 'Each quote is either an itemised breakdown or a lump sum',
  },
  {
    path: '/benefits/support',
    h1: 'Member support',
    text: 'Support offers neutral mediation between the two members before that happens.',
  },
];

test.describe('benefits pages without JavaScript', () => {
  test('every page answers 200 with its H1, a unique title and a description of 120–160 characters', async ({
    request,
  }) => {
    await expectSectionHeads(request, BENEFIT_PAGES, { keywords: true });
  });

  test.describe('in a browser with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every page shows its heading, breadcrumbs and main text', async ({ page }) => {
      await expectSectionReadableWithoutJavaScript(page, BENEFIT_PAGES, {
        name: 'Benefits',
        path: '/benefits',
      });
    });

    test('the landing page links to every benefit with a card', async ({ page }) => {
      await page.goto('/benefits');
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(BENEFIT_PAGES.slice(1).map((entry) => entry.path)));
    });

    test('payment protection states every rule and exclusion', async ({ page }) => {
      await page.goto('/benefits/payment-protection');
      const main = page.getByRole('main');
      for (const rule of [
        'from US$10,000 up to US$100,000 a year',
        'Both parties are Premium members.',
        'The invoice is for ocean freight.',
        'The shipment moves between listed offices.',
        'is covered only once the association has confirmed it in writing',
        'Non-freight charges',
        'Deals between related companies',
        'are set out in the',
      ]) {
        await expect(main.getByText(rule, { exact: false }).first(), rule).toBeVisible();
      }
      await expect(main.getByRole('table')).toContainText('US$6,400 eligible');
    });
  });
});

test.describe('benefits pages in the browser', () => {
  test('the landing page and a sub-page have no accessibility violations', async ({ page }) => {
    for (const path of ['/benefits', '/benefits/payment-protection']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a link in the body of a page as the server sent it opens its page in the app, and Back shows the page again', async ({
    page,
  }) => {
    await page.goto('/benefits/payment-protection');
    const main = page.getByRole('main');
    // The contents list is built once the page has hydrated.
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await main.getByRole('link', { name: 'member directory', exact: true }).first().click();
    await expect(page).toHaveURL(/\/benefits\/member-directory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member directory' })).toBeVisible();
    await expect(
      main.getByText('Every reveal is recorded: which member asked, for which company, and when.'),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment protection' })).toBeVisible();
    await expect(main.getByRole('table')).toContainText('US$6,400 eligible');
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  });

  test('opened from home within the app, a page shows its whole body, its contents and working links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').locator('a[href="/benefits/payment-protection"]').first().click();
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment protection' })).toBeVisible();
    await expect(main.getByText('Both parties are Premium members.')).toBeVisible();
    await expect(main.getByRole('table')).toContainText('US$6,400 eligible');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'What is excluded' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'What is excluded' })).toBeInViewport();
    await main.getByRole('link', { name: 'membership regulations', exact: true }).first().click();
    await expect(page).toHaveURL(/\/company\/membership-regulations$/);
    await page.goBack();
    await expect(main.getByRole('table')).toContainText('US$6,400 eligible');
    // Back past the contents link's entry, then to home.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
  });

  test('every internal link on the benefits pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const { path } of BENEFIT_PAGES) {
      for (const href of internalLinks(await rawHtml(request, path))) targets.add(href);
    }
    expect(targets.size).toBeGreaterThan(BENEFIT_PAGES.length);
    for (const target of targets) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
    }
  });
});
