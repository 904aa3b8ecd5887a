import type { Page } from '@playwright/test';
import { WELCOME_DELAY_MS } from '../../shared/constants';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember } from './support/members';

/** A paused page clock: time moves only when the test says, however long loading takes. */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** The prompt's delay counts from when the app has loaded (hydrated), not from the first byte. */
async function openApp(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome to DFA!' });

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ and /membership show their whole content and head tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Global Freight Forwarder Network & NVOCCs Platform | DFA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The global network for freight forwarders and NVOCCs',
    );
    await expect(page.getByText('All members receive 5 unique tools')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await page.goto('/membership');
    await expect(page).toHaveTitle('Membership: Premium and Standard plans for forwarders | DFA');
    await expect(page.getByRole('heading', { name: 'How payment protection works' })).toBeVisible();
  });
});

test.describe('home page', () => {
  test('shows each of the five tools at work and leads to the tool itself', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#member-tools > ul > li');
    await expect(cards).toHaveCount(5);
    const expected: Array<[string, string]> = [
      ['Sea freight calculator', '/digital-tools/freight-calculator'],
      ['Cargo tracking', '/digital-tools/tracking-system'],
      ['Shipping leads', '/benefits/shipping-leads'],
      ['Ship schedules', '/digital-tools/ship-schedules'],
      ['ERP for forwarders', '/digital-tools/searates-erp'],
    ];
    for (const [index, [title, href]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByRole('link')).toHaveAttribute('href', href);
      const picture = card.locator('img[src^="/tools/"]');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test.describe('site shell', () => {
  test('has landmarks, a working skip link and no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/membership']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('opens the mobile menu with the keyboard at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Membership' }).click();
    await nav.getByRole('link', { name: 'Plans and fees' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });

  test.describe('with the consent banner appearing during hydration', () => {
    test.use({ consent: 'unset' });

    test('keeps the server-rendered page: every head tag once', async ({ page }) => {
      for (const path of ['/auth/forgot-password', '/company/faqs', '/freight-dictionary/incoterms']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('region', { name: 'May we remember how you found us?' })).toBeVisible();
        await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
      }
    });
  });

  test('answers an unknown path with the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('welcome prompt', () => {
  // The invitation is what these tests are about: it stays open until they close it.
  test.use({ closeWelcomePrompt: false });

  test('appears for an anonymous visitor about 5 seconds after load', async ({ page }) => {
    await page.goto('/');
    const loadedAt = Date.now();
    await expect(welcome(page)).toBeVisible({ timeout: WELCOME_DELAY_MS + 3000 });
    const elapsed = Date.now() - loadedAt;
    expect(elapsed).toBeGreaterThan(WELCOME_DELAY_MS - 600);
    await expect(welcome(page)).toContainText('All Members receive 5 unique tools');
    await expect(welcome(page).getByRole('button', { name: 'Join now' })).toBeVisible();
    await expect(welcome(page).getByRole('button', { name: 'Close dialog' })).toBeVisible();
  });

  test('is not shown before the delay ends', async ({ page }) => {
    await pauseClock(page);
    await openApp(page, '/');
    await page.clock.runFor(WELCOME_DELAY_MS - 200);
    await expect(welcome(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(welcome(page)).toBeVisible();
  });

  for (const path of ['/membership', '/auth/sign-in']) {
    test(`never appears on ${path}`, async ({ page }) => {
      await pauseClock(page);
      const response = await openApp(page, path);
      expect(response).not.toBeNull();
      await page.clock.runFor(WELCOME_DELAY_MS * 3);
      await expect(welcome(page)).toHaveCount(0);
    });
  }

  test('is cancelled by moving to an exempt page before the delay', async ({ page }) => {
    await pauseClock(page);
    await openApp(page, '/');
    await page.clock.runFor(2000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Membership' }).click();
    await nav.getByRole('link', { name: 'Plans and fees' }).click();
    await page.getByRole('link', { name: 'DFA Digital Freight Alliance' }).click();
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await expect(welcome(page)).toHaveCount(0);
  });

  test('never appears for a signed-in member, whose record is kept in the user cookie', async ({
    page,
    context,
  }) => {
    const member = await createSignedInMember({ firstName: 'Lena', isAdmin: true });
    await context.addCookies([{ ...member.cookie, url: test.info().project.use.baseURL! }]);
    await pauseClock(page);
    await openApp(page, '/');
    await expect(page.getByRole('banner').getByText('Lena')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Lena Nordic Reefer Lines Admin' }),
    ).toBeVisible();
    const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
    expect(userCookie?.path).toBe('/');
    expect(JSON.parse(decodeURIComponent(userCookie!.value))).toMatchObject({
      first_name: 'Lena',
      isAdmin: true,
    });
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await expect(welcome(page)).toHaveCount(0);
  });

  test('an anonymous visitor has no user cookie, even a stale one', async ({ page, context }) => {
    const baseURL = test.info().project.use.baseURL!;
    await context.addCookies([{ name: 'user', value: '%7B%22hash%22%3A%22stale%22%7D', url: baseURL }]);
    await openApp(page, '/');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'user'))
      .toBe(false);
  });
});

test.describe('modal dialog behaviour (on the welcome prompt)', () => {
  // The invitation is what these tests are about: it stays open until they close it.
  test.use({ closeWelcomePrompt: false });

  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
    await openApp(page, '/');
    await page.clock.runFor(WELCOME_DELAY_MS + 100);
    await expect(welcome(page)).toBeVisible();
  });

  test('is a labelled modal dialog that locks page scroll and traps focus', async ({ page }) => {
    const dialog = welcome(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const close = dialog.getByRole('button', { name: 'Close dialog' });
    const join = dialog.getByRole('button', { name: 'Join now' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(join).toBeFocused();
  });

  test('closes with the close icon, restores scroll and stays on the page (no redirection)', async ({
    page,
  }) => {
    await welcome(page).getByRole('button', { name: 'Close dialog' }).click();
    await expect(welcome(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page).toHaveURL(/\/$/);
  });

  test('closes on Escape', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(welcome(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('gives focus back to the element that had it before opening', async ({ page }) => {
    await openApp(page, '/');
    const link = page.getByRole('link', { name: 'See the member tools' });
    await link.focus();
    await page.clock.runFor(WELCOME_DELAY_MS + 100);
    await expect(welcome(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
  });

  test('closes on a click outside the dialog but not inside it', async ({ page }) => {
    await welcome(page).getByRole('heading', { name: 'Welcome to DFA!' }).click();
    await expect(welcome(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(welcome(page)).toHaveCount(0);
  });

  test('Join now goes to the membership page', async ({ page }) => {
    await welcome(page).getByRole('button', { name: 'Join now' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership');
  });
});
