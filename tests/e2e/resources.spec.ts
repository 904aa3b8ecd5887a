import {
  BILL_OF_LADING_GUIDE,
  DEMURRAGE_DETENTION_GUIDE,
  PRIVACY_POLICY,
  RESOURCE_PAGES,
  RESOURCES,
  TERMS_AND_CONDITIONS,
  type ResourcePageMeta,
} from '../../src-renderer/features/resources/resources-pages';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { collapseWhitespace, completeRawHtml, decodeEntities, internalLinks, textOf } from './support/html';

/** The title and description each page must be served with, as a reader and a search engine see them. */
const SERVED_HEAD: Record<string, { title: string; description: string }> = {
  '/resources': {
    title: 'Freight Forwarding Resources: Guides and Policies | DFA',
    description:
      'Practical guides for freight forwarders and shippers on bills of lading and demurrage and detention, plus the freight dictionary and the portal’s legal terms.',
  },
  '/resources/bill-of-lading': {
    title: 'Bill of Lading Guide: Types, Fields and Common Mistakes | DFA',
    description:
      'A practical bill of lading guide: straight, to order and negotiable bills, sea waybills, house and master bills, telex release, key fields and costly mistakes.',
  },
  '/resources/demurrage-and-detention': {
    title: 'Demurrage and Detention Guide: Free Time, Costs and FMC Rules | DFA',
    description:
      'How demurrage and detention work: free time, how daily charges build up with a worked example, who pays, the FMC rules for US trades and how to avoid the bill.',
  },
  '/resources/privacy-policy': {
    title: 'Privacy Policy | DFA',
    description:
      'How the Digital Freight Alliance collects, uses, shares and protects personal data on its website and member portal, which cookies it sets and your rights.',
  },
  '/resources/terms-and-conditions': {
    title: 'Terms and Conditions of Use | DFA',
    description:
      'The terms for using the DFA website and member portal: accounts, acceptable use, the member directory, member content, the blacklist, the tools and liability.',
  },
};

/** What a reader must find in each page's body, and how long the body must at least be. */
const BODY: { page: ResourcePageMeta; minWords: number; headings: string[]; sentences: string[] }[] = [
  {
    page: RESOURCES,
    minWords: 200,
    headings: ['Practical guides', 'Policies and rules'],
    sentences: [
      'Bill of lading guide',
      'Demurrage and detention guide',
      'Privacy policy',
      'Terms and conditions',
    ],
  },
  {
    page: BILL_OF_LADING_GUIDE,
    minWords: 700,
    headings: [
      'What a bill of lading does',
      'Types of bill and when to use each',
      'The fields to check on every draft',
      'Common mistakes and how to avoid them',
    ],
    sentences: [
      'Straight bill of lading',
      'To order and negotiable bills',
      'Sea waybill',
      'House and master bills',
      'Telex release and surrendered bills',
      'so it should do so only once it has been paid',
    ],
  },
  {
    page: DEMURRAGE_DETENTION_GUIDE,
    minWords: 700,
    headings: [
      'Free time',
      'How the charges build up: a worked example',
      'Who pays',
      'The rules in US trades',
      'How to avoid the charges',
    ],
    sentences: [
      '4 × US$90 = US$360',
      '6 × US$70 = US$420',
      'US$780',
      'they must be issued within 30 days of the last day the charges accrued',
      'This is a summary for orientation, not legal advice.',
    ],
  },
  {
    page: PRIVACY_POLICY,
    minWords: 900,
    headings: [
      'Who is responsible',
      'What we collect',
      'Cookies and similar storage',
      'Why we use your data and on what legal basis',
      'How long we keep it',
      'Who receives your data',
      'International transfers',
      'Your rights',
    ],
    sentences: [
      'The controller of your personal data is the Digital Freight Alliance',
      'dfa_session',
      'The server never trusts it.',
      'nothing at all when your browser sends a Do Not Track signal',
      'We do not sell personal data',
    ],
  },
  {
    page: TERMS_AND_CONDITIONS,
    minWords: 800,
    headings: [
      '2. Accounts',
      '3. Acceptable use',
      '4. The member directory: no scraping',
      '6. Blacklist entries and the right of reply',
      '7. Tools and information provided as they are',
      '9. Limits of liability',
      '12. Governing law',
    ],
    sentences: [
      'may not be copied by automated means, downloaded in bulk, resold',
      'the reported company is notified, can reply with its own evidence',
      'the association’s seat in Dubai, United Arab Emirates',
    ],
  },
];

test.describe('resources pages as served', () => {
  test('each answers 200 with its H1, a unique title, description and keywords', async ({ request }) => {
    const titles = new Set<string>();
    for (const meta of RESOURCE_PAGES) {
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
    expect(titles.size).toBe(RESOURCE_PAGES.length);
  });

  test('the guides link the dictionary terms they explain', async ({ request }) => {
    const guideLinks = internalLinks(await completeRawHtml(request, BILL_OF_LADING_GUIDE.path));
    for (const slug of [
      'bill-of-lading',
      'master-bill-of-lading',
      'house-bill-of-lading',
      'waybill',
      'telex-release',
    ]) {
      expect(guideLinks, slug).toContain(`/freight-dictionary/${slug}`);
    }
    const chargesLinks = internalLinks(await completeRawHtml(request, DEMURRAGE_DETENTION_GUIDE.path));
    for (const slug of ['demurrage', 'detention', 'detention-and-demurrage', 'detention-charges']) {
      expect(chargesLinks, slug).toContain(`/freight-dictionary/${slug}`);
    }
  });

  test('every internal link on the pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const meta of RESOURCE_PAGES) {
      for (const href of internalLinks(await completeRawHtml(request, meta.path))) targets.add(href);
    }
    for (const meta of RESOURCE_PAGES) expect(targets, meta.path).toContain(meta.path);
    for (const href of targets) expect((await request.get(href)).status(), href).toBe(200);
  });
});

test.describe('resources pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each shows its heading, sections and main text', async ({ page }) => {
    for (const { page: meta, minWords, headings, sentences } of BODY) {
      await page.goto(meta.path);
      await expect(page.getByRole('heading', { level: 1 }), meta.path).toHaveText(meta.heading);
      for (const name of headings) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true }), meta.path).toBeVisible();
      }
      const text = collapseWhitespace(await page.getByRole('main').innerText());
      for (const sentence of sentences) expect(text, meta.path).toContain(sentence);
      const words = text.split(' ').length;
      expect(words, `${meta.path} has ${words} words`).toBeGreaterThan(minWords);
    }
  });

  test('the sub-pages sit under Resources in the breadcrumb trail', async ({ page }) => {
    for (const meta of RESOURCE_PAGES.filter((entry) => entry !== RESOURCES)) {
      await page.goto(meta.path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Resources' }), meta.path).toHaveAttribute(
        'href',
        RESOURCES.path,
      );
    }
  });

  test('legal pages carry no invitation to join and are listed in the footer', async ({ page }) => {
    for (const meta of [PRIVACY_POLICY, TERMS_AND_CONDITIONS]) {
      await page.goto(meta.path);
      await expect(page.getByRole('complementary', { name: 'Membership' }), meta.path).toHaveCount(0);
      await expect(
        page
          .getByRole('navigation', { name: 'Legal' })
          .getByRole('link', { name: meta.heading, exact: true }),
      ).toHaveAttribute('href', meta.path);
    }
    await page.goto(BILL_OF_LADING_GUIDE.path);
    await expect(page.getByRole('complementary', { name: 'Membership' })).toHaveCount(1);
  });
});

test.describe('accessibility', () => {
  for (const meta of [RESOURCES, DEMURRAGE_DETENTION_GUIDE, PRIVACY_POLICY]) {
    test(`${meta.path} has no violations`, async ({ page }) => {
      await page.goto(meta.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.heading);
      await expectNoAxeViolations(page);
    });
  }
});
