import { BRAND_SUFFIX } from '../../shared/constants';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { decodeEntities, internalLinks, rawHtml, textOf } from './support/html';

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
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, h1 } of BENEFIT_PAGES) {
      const html = await rawHtml(request, path);
      expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), path).toBe(h1);
      const title = decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
      expect(title, path).toMatch(new RegExp(`.+${BRAND_SUFFIX.replace('|', '\\|')}$`));
      const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect.soft(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(120);
      expect.soft(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
      expect(html, path).toMatch(/<meta name="keywords" content="[^"]+"/);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(BENEFIT_PAGES.length);
    expect(descriptions.size).toBe(BENEFIT_PAGES.length);
  });

  test.describe('in a browser with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('every page shows its heading, breadcrumbs and main text', async ({ page }) => {
      for (const { path, h1, text } of BENEFIT_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
        await expect(page.getByRole('main').getByText(text, { exact: false }), path).toBeVisible();
        if (path !== '/benefits') {
          const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
          await expect(trail.getByRole('link', { name: 'Benefits' }), path).toHaveAttribute(
            'href',
            '/benefits',
          );
        }
      }
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
        'is covered only once support has confirmed it in writing',
        'Non-freight charges',
        'Deals between related companies',
        'set in the membership regulations',
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
