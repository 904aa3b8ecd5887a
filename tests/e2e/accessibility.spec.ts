import type { Locator, Page } from '@playwright/test';
import { sessionCookie } from '../support/members';
import { tradingMember } from '../support/payment-protection';
import { withE2eDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { publishedLead } from './support/leads';
import { createSignedInMember, signInOnly } from './support/members';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const BANNER = 'May we remember how you found us?';

/**
 * Presses Tab until focus leaves `form`, and at every stop inside it asks what is drawn at the
 * centre of the focused element: the element itself (or a part of it), never something over it.
 */
async function expectNothingCoversFocus(page: Page, form: Locator, maxStops = 60) {
  await form.locator('input, select, textarea, button').first().focus();
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    const stop = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return { inForm: false, covered: null };
      const box = focused.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const form = focused.closest('form');
      return {
        inForm: Boolean(form?.hasAttribute('data-walked')),
        covered:
          drawn && (drawn === focused || focused.contains(drawn) || drawn.contains(focused))
            ? null
            : `${focused.outerHTML.slice(0, 80)} is under ${drawn?.outerHTML.slice(0, 80) ?? 'nothing'}`,
      };
    });
    if (!stop.inForm) break;
    expect(stop.covered).toBeNull();
    await page.keyboard.press('Tab');
  }
  expect(stops, 'the walk went through the form').toBeGreaterThan(3);
}

async function walk(page: Page, form: Locator) {
  await form.evaluate((element) => element.setAttribute('data-walked', ''));
  await expectNothingCoversFocus(page, form);
}

test('every page has its polite and assertive live regions, empty, from the server’s HTML on', async ({
  page,
}) => {
  const html = await (await page.request.get('/company/contact-us')).text();
  expect(html).toMatch(
    /<div id="dfa-status" aria-live="polite" aria-atomic="true" class="visually-hidden"><\/div>/,
  );
  expect(html).toMatch(
    /<div id="dfa-alert" aria-live="assertive" aria-atomic="true" class="visually-hidden"><\/div>/,
  );
});

test('the focus ring is a dark ring around a light halo', async ({ page }) => {
  await page.goto('/company/contact-us');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      halo: style.boxShadow,
    };
  });
  expect(ring.outline).toBe('solid 3px rgb(10, 31, 60)');
  expect(ring.halo).toBe('rgb(255, 255, 255) 0px 0px 0px 2px');
});

test.describe('the consent banner on a phone', () => {
  test.use({ ...PHONE, consent: 'unset' });

  test('Escape answers it as Decline', async ({ page }) => {
    await page.goto('/company/contact-us');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('dfa-consent'))).toBe('denied');
  });

  test('never covers a field of the contact form that has focus', async ({ page }) => {
    await page.goto('/company/contact-us');
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    await walk(page, page.getByRole('form', { name: 'Write to us' }));
  });

  test('never covers a field of the bid form or the payment-protection report that has focus', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const leadId = await publishedLead(
      { country: 'NL', port: 'NLRTM', city: null },
      { country: 'CN', port: 'CNSHA', city: null },
    );
    const member = await withE2eDatabase((db) =>
      tradingMember(db, { companyName: `Polder Freight ${Date.now()}` }),
    );
    await page.context().addCookies([{ ...sessionCookie(member.session), url: baseURL! }]);

    await page.goto(`/shipping-leads/${leadId}`);
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    const bid = page.getByRole('form', { name: 'Send a quote' });
    await bid.getByLabel(/^Itemised/).check();
    await walk(page, bid);

    await page.goto('/payment-protection');
    await walk(page, page.getByRole('form', { name: 'Report a shipment for cover' }));
  });
});

test.describe('header menus', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('close when focus leaves them and on Escape from anywhere', async ({ page }) => {
    await page.goto('/company/contact-us');
    const banner = page.getByRole('banner');
    const membership = banner.getByRole('button', { name: 'Membership' });

    await membership.click();
    await expect(membership).toHaveAttribute('aria-expanded', 'true');
    const links = await banner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('list')
      .nth(1)
      .getByRole('link')
      .count();
    for (let step = 0; step <= links; step += 1) await page.keyboard.press('Tab');
    await expect(membership).toHaveAttribute('aria-expanded', 'false');

    await membership.click();
    await expect(membership).toHaveAttribute('aria-expanded', 'true');
    // Focus on nothing in particular, as after a click on the page's text.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(membership).toHaveAttribute('aria-expanded', 'false');

    await membership.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(membership).toHaveAttribute('aria-expanded', 'false');
    await expect(membership).toBeFocused();
  });
});

test.describe('the port finder on a phone', () => {
  test.use(PHONE);

  test('keeps its list on the screen and the highlighted port in sight', async ({ page, baseURL }) => {
    await signInOnly(page, baseURL!, await createSignedInMember());
    await page.goto('/digital-tools/ship-schedules');
    const box = page.getByRole('combobox', { name: 'From (port of loading)' });
    await box.fill('san');
    const list = page.getByRole('listbox', { name: 'From (port of loading): suggestions' });
    await expect(list.getByRole('option').nth(7)).toBeAttached();
    for (let step = 0; step < 7; step += 1) await box.press('ArrowDown');
    const highlighted = list.locator('[aria-selected="true"]');
    await expect(highlighted).toHaveAttribute('id', `${await list.getAttribute('id')}-7`);
    // Whole but for a subpixel of its border, which rounding may leave outside.
    await expect(highlighted).toBeInViewport({ ratio: 0.99 });
    const listBox = (await list.boundingBox())!;
    const highlightedBox = (await highlighted.boundingBox())!;
    expect(highlightedBox.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(highlightedBox.y + highlightedBox.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(844 + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
