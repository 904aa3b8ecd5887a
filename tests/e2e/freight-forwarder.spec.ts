import { COUNTRY_PORTS } from '../../shared/freight-forwarder/country-ports';
import {
  countryInSentence,
  FORWARDER_COUNTRIES,
  forwarderCountryPath,
} from '../../shared/freight-forwarder/countries';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectSectionHeads } from './support/section-pages';
import { decodeEntities, fetchPageWithMeta } from './support/html';

interface ExpectedPage {
  path: string;
  h1: string;
  /** text a reader must see without JavaScript */
  text: string[];
}

const PAGES: ExpectedPage[] = [
  {
    path: '/freight-forwarder',
    h1: 'Freight forwarding country by country',
    text: ['How to use these guides', 'Freight forwarding in Greece', 'World Port Index'],
  },
  {
    path: '/freight-forwarders-in-india',
    h1: 'Freight forwarding in India: a practical guide',
    text: [
      'Jawaharlal Nehru Port (Nhava Sheva)',
      'The Importer-Exporter Code (IEC)',
      'E-way bills for road movements',
    ],
  },
  ...FORWARDER_COUNTRIES.map((country) => ({
    path: forwarderCountryPath(country.slug),
    h1: `Freight forwarding in ${countryInSentence(country)}`,
    text: [
      'Main trade lanes',
      `Main ports in ${countryInSentence(country)}`,
      COUNTRY_PORTS[country.code]!.gateways[0]!.unlocode,
      `DFA members with offices in ${countryInSentence(country)}`,
    ],
  })),
];

test.describe('freight forwarder pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page answers 200 with a unique title and a description of 120–160 characters', async ({
    request,
  }) => {
    expect(FORWARDER_COUNTRIES.length).toBeGreaterThanOrEqual(20);
    await expectSectionHeads(request, PAGES);
  });

  test('every page shows its H1 and main text', async ({ page }) => {
    for (const expected of PAGES) {
      await page.goto(expected.path);
      await expect(page.getByRole('heading', { level: 1 }), expected.path).toHaveText(expected.h1);
      for (const text of expected.text) {
        await expect(
          page.getByText(text, { exact: false }).first(),
          `${expected.path}: ${text}`,
        ).toBeVisible();
      }
    }
  });

  test('a country page lists its gateways with UN/LOCODEs and credits the World Port Index', async ({
    page,
  }) => {
    await page.goto('/freight-forwarder/china');
    const gateways = page.getByRole('table', { name: 'Main container gateways' });
    // The carriers' code first, the index's own beside it.
    const shanghai = gateways.getByRole('row', { name: /Shanghai/ });
    await expect(shanghai.getByRole('cell').first()).toHaveText('CNSHA Index: CNSGH');
    await expect(page.getByText(/World Port Index \(Pub\. 150\).*public-domain work/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customs: China customs (GACC)' })).toBeVisible();
    // The page leads to the member directory filtered by the country.
    await expect(page.getByRole('link', { name: 'DFA members with offices in China' })).toHaveAttribute(
      'href',
      '/directory?country=CN',
    );
  });

  test('a gateway the World Port Index lacks is listed with its source', async ({ page }) => {
    await page.goto('/freight-forwarder/united-kingdom');
    const londonGateway = page
      .getByRole('table', { name: 'Main container gateways' })
      .getByRole('row', { name: /London Gateway/ });
    await expect(londonGateway).toContainText('GBLGP');
    await expect(londonGateway).toContainText('Not in the World Port Index. Code from the UN/LOCODE list');
  });

  test('the India country page links to the full India guide and back', async ({ page }) => {
    await page.goto('/freight-forwarder/india');
    await page.getByRole('link', { name: /Freight forwarding in India: a step-by-step guide/ }).click();
    await expect(page).toHaveURL(/\/freight-forwarders-in-india$/);
    await page.getByRole('link', { name: 'our India country page' }).click();
    await expect(page).toHaveURL(/\/freight-forwarder\/india$/);
    // Reached inside the app, the country's text is fetched from the API rather than bundled.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freight forwarding in India');
    await expect(page.getByRole('heading', { name: 'Main ports in India' })).toBeVisible();
  });

  test('an unknown country answers with the 404 page', async ({ page }) => {
    const response = await page.goto('/freight-forwarder/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  });

  test('the sitemap lists every country page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const country of FORWARDER_COUNTRIES) {
      expect(sitemap, country.slug).toContain(`${forwarderCountryPath(country.slug)}</loc>`);
    }
  });

  test('every internal link on these pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const { path } of PAGES) {
      const { html } = await fetchPageWithMeta(request, path);
      for (const match of html.matchAll(/href="(\/(?!\/)[^"#]*)/g)) targets.add(decodeEntities(match[1]!));
    }
    expect(targets.size).toBeGreaterThan(PAGES.length);
    for (const target of targets) {
      expect((await request.get(target)).status(), target).toBe(200);
    }
  });
});

test.describe('freight forwarder pages in the browser', () => {
  test('the index and a country page have no accessibility violations', async ({ page }) => {
    for (const path of ['/freight-forwarder', '/freight-forwarder/greece', '/freight-forwarders-in-india']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a country page fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/freight-forwarder/united-states');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
