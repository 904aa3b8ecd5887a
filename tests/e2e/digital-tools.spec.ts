import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectSectionHeads } from './support/section-pages';
import { decodeEntities, fetchPageWithMeta, jsonLdTypes } from './support/html';

const PAGES = [
  {
    path: '/digital-tools',
    h1: 'Digital tools that come with membership',
    text: [
      'Tools with their own guide',
      'A sea freight calculator for your website',
      'Where the tools fit in a shipment',
    ],
  },
  {
    path: '/digital-tools/cargoes-flow',
    h1: 'Cargoes Flow: every shipment in one dashboard',
    text: ['How it works', 'You are alerted to changes', 'Your customer sees it too'],
  },
  {
    path: '/digital-tools/searates-erp',
    h1: 'An ERP built for freight forwarders',
    text: ['How it fits a forwarder’s workflow', 'Customer portal', 'Profit per shipment, not per month'],
  },
  {
    path: '/digital-tools/freight-calculator',
    h1: 'A sea freight calculator for your website',
    text: ['Try it with demo rates', 'What it works out', 'Put your own calculator on your website'],
  },
  {
    path: '/digital-tools/tracking-system',
    h1: 'Cargo tracking across more than 160 carriers',
    text: ['By container number', 'By bill of lading', 'By booking number', 'Planned, estimated and actual'],
  },
];

test.describe('digital tools pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page answers 200 with a unique title and a description of 120–160 characters', async ({
    request,
  }) => {
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

  test('the landing page links to each tool page', async ({ page }) => {
    await page.goto('/digital-tools');
    for (const name of [
      'Tracking system',
      'Sea freight calculator',
      'Cargoes Flow',
      'Freight forwarding ERP',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.getByRole('link', { name: /^Tracking system/ }).click();
    await expect(page).toHaveURL(/\/digital-tools\/tracking-system$/);
  });

  test('the tracking page works the check digit of CSQU3054383 through to 3', async ({ page }) => {
    await page.goto('/digital-tools/tracking-system');
    const table = page.getByRole('table', { name: 'Check digit of CSQU3054383' });
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(table.getByRole('row', { name: /^U 32 8 256$/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Sum 6185$/ })).toBeVisible();
    await expect(page.getByText('The products add up to 6,185; 6,185 divided by 11 leaves 3')).toBeVisible();
  });

  test('tool pages describe themselves as a Service in structured data', async ({ request }) => {
    for (const { path } of PAGES.slice(1)) {
      expect(jsonLdTypes((await fetchPageWithMeta(request, path)).html), path).toEqual(
        expect.arrayContaining(['Service', 'BreadcrumbList', 'WebPage']),
      );
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

test.describe('digital tools pages in the browser', () => {
  test('the landing page and a tool page have no accessibility violations', async ({ page }) => {
    for (const path of ['/digital-tools', '/digital-tools/tracking-system']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('the tracking page fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/digital-tools/tracking-system');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
