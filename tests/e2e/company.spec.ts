import {
  CODE_OF_ETHICS,
  COMPANY_PAGES,
  MEMBERSHIP_REGULATIONS,
  VISION_STRATEGY,
  type CompanyPageMeta,
} from '../../src-renderer/features/company/company-pages';
import { RENEWAL_TIMING, SHIPPING_LEADS_RULE } from '../../shared/domain/membership-statements';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  collapseWhitespace,
  completeRawHtml,
  decodeEntities,
  internalLinks,
  jsonLdOfType,
  textOf,
} from './support/html';

/** The title and description each page must be served with, as a reader and a search engine see them. */
const SERVED_HEAD: Record<string, { title: string; description: string }> = {
  '/company/code-of-ethics': {
    title: 'Code of Ethics for Freight Forwarders and NVOCCs | DFA',
    description:
      'The principles every DFA member signs: honest representation, paying partners on time, no poaching, confidentiality, compliance and fair dispute handling.',
  },
  '/company/membership-regulations': {
    title: 'Membership Regulations: Tiers, Fees, Conduct and Due Process | DFA',
    description:
      'How DFA membership works: Premium and Standard tiers, annual fees and renewal, admission review, office listings, payment protection and the blacklist process.',
  },
  '/company/vision-strategy': {
    title: 'Our Vision and Strategy for a Trusted Freight Network | DFA',
    description:
      'Why the Digital Freight Alliance exists, the problems it sets out to fix for forwarders and NVOCCs, and what it builds: a verified network, tools, fair payment.',
  },
};

/** What a reader must find in each page's body: its section headings and key rules. */
const BODY: { page: CompanyPageMeta; headings: string[]; sentences: string[] }[] = [
  {
    page: CODE_OF_ETHICS,
    headings: [
      '1. Honest representation',
      '2. Paying partners on time',
      '3. No poaching of a partner’s customer',
      '4. Confidentiality',
      '5. Compliance with the law',
      '7. Handling disputes through the association',
      'Consequences of a breach',
    ],
    sentences: [
      'Claim membership only while it is valid, and only at the tier you hold.',
      'pay the part you do not dispute and explain the rest in writing',
      'Do not offer, pay or accept bribes',
      'the company is told what it is accused of and has the right to reply',
    ],
  },
  {
    page: MEMBERSHIP_REGULATIONS,
    headings: [
      '2. Admission review',
      '3. Membership statuses',
      '4. Fees and renewal',
      '7. Payment protection',
      '8. Suspension and expulsion',
      '9. The blacklist and its due process',
      '10. Data protection',
    ],
    sentences: [
      'Standard Inactive',
      'Fees are paid by bank transfer against an invoice issued by the association.',
      RENEWAL_TIMING,
      SHIPPING_LEADS_RULE,
      'both companies in the deal hold Premium membership;',
      'from US$10,000 up to US$100,000 a year',
      'Never covered: demurrage and detention, charges that are not freight, and deals between related companies.',
      'Either side can appeal the decision once, with new evidence.',
    ],
  },
  {
    page: VISION_STRATEGY,
    headings: [
      'Why the association exists',
      'Our mission',
      'What we are building',
      'The principles we work by',
    ],
    sentences: [
      'created in 2020 by a port operator to unite logistics companies in one community',
      'cargo tracking across more than 160 carriers',
      'the blacklist follows due process',
    ],
  },
];

test.describe('company pages as served', () => {
  test('each answers 200 with its H1, a unique title, description and keywords', async ({ request }) => {
    const titles = new Set<string>();
    for (const meta of COMPANY_PAGES) {
      const html = await completeRawHtml(request, meta.path);
      expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), meta.path).toBe(meta.heading);
      const title = decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
      expect(title, meta.path).toBe(SERVED_HEAD[meta.path]?.title);
      titles.add(title);
      const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(description, meta.path).toBe(SERVED_HEAD[meta.path]?.description);
      expect(description.length, meta.path).toBeGreaterThanOrEqual(120);
      expect(description.length, meta.path).toBeLessThanOrEqual(160);
      expect(html, meta.path).toContain(`<meta name="keywords" content="${meta.keywords}"`);
    }
    expect(titles.size).toBe(COMPANY_PAGES.length);
  });

  test('each carries AboutPage structured data that names and links the page', async ({ request }) => {
    for (const meta of COMPANY_PAGES) {
      const html = await completeRawHtml(request, meta.path);
      const about = jsonLdOfType(html, 'AboutPage');
      expect(about, meta.path).toMatchObject({
        '@context': 'https://schema.org',
        name: meta.heading,
        description: SERVED_HEAD[meta.path]?.description,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${meta.path}$`)),
      });
      const crumbs = jsonLdOfType(html, 'BreadcrumbList')?.itemListElement as { name: string }[];
      expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', meta.heading]);
    }
  });

  test('every internal link on the pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const meta of COMPANY_PAGES) {
      for (const href of internalLinks(await completeRawHtml(request, meta.path))) targets.add(href);
    }
    // The pages link each other and the dictionary; the footer lists them.
    expect(targets).toContain(MEMBERSHIP_REGULATIONS.path);
    expect(targets).toContain('/freight-dictionary/detention-and-demurrage');
    for (const href of targets) expect((await request.get(href)).status(), href).toBe(200);
  });
});

test.describe('company pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each shows its heading, sections and rules', async ({ page }) => {
    for (const { page: meta, headings, sentences } of BODY) {
      await page.goto(meta.path);
      await expect(page.getByRole('heading', { level: 1 }), meta.path).toHaveText(meta.heading);
      for (const name of headings) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true }), meta.path).toBeVisible();
      }
      const text = collapseWhitespace(await page.getByRole('main').innerText());
      for (const sentence of sentences) expect(text, meta.path).toContain(sentence);
      const words = text.split(' ').length;
      expect(words, `${meta.path} has ${words} words`).toBeGreaterThan(500);
    }
  });

  test('the footer lists the company pages', async ({ page }) => {
    await page.goto(CODE_OF_ETHICS.path);
    const footer = page.getByRole('navigation', { name: 'Company' });
    for (const meta of COMPANY_PAGES) {
      await expect(footer.getByRole('link', { name: meta.heading, exact: true })).toHaveAttribute(
        'href',
        meta.path,
      );
    }
  });
});

test('a company page has no accessibility violations', async ({ page }) => {
  await page.goto(MEMBERSHIP_REGULATIONS.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MEMBERSHIP_REGULATIONS.heading);
  await expectNoAxeViolations(page);
});

test.describe('text pages on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the contents sit beside the text and lead to each section', async ({ page }) => {
    await page.goto(CODE_OF_ETHICS.path);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    const sections = await page.locator('main h2').allInnerTexts();
    await expect(contents.getByRole('link')).toHaveText(sections.map((name) => name.trim()));

    // the page uses the width: the contents column starts right of the text, in the right half
    const text = await page.locator('main h2').first().boundingBox();
    const aside = await contents.boundingBox();
    expect(aside && text && aside.x > text.x + text.width).toBe(true);
    expect(aside && aside.x + aside.width).toBeGreaterThan(1440 * 0.7);

    const target = sections[2]!.trim();
    await contents.getByRole('link', { name: target, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: target, exact: true })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('the breadcrumb trail sits on one line, links and current page alike', async ({ page }) => {
    await page.goto(CODE_OF_ETHICS.path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    const middles = await crumbs.evaluateAll((items) =>
      items.map((item) => {
        const box = (item.querySelector('a') ?? item).getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(middles.length).toBeGreaterThan(1);
    expect(new Set(middles).size).toBe(1);
  });
});
