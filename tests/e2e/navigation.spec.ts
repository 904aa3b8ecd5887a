import type { BrowserContext, Locator, Page } from '@playwright/test';
import { WELCOME_DELAY_MS } from '../../shared/constants';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember } from './support/members';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const LONG_COMPANY = 'Mediterranean Shipping and Logistics International Holdings LLC';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The welcome prompt would cover the page five seconds in: these tests keep time still. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Clicks where the element is, as a finger would. Playwright's own click first scrolls the
 * element into view, which for the sticky header's buttons moves the page under test.
 */
async function tap(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

test.describe('scrolling on a phone', () => {
  test.use(PHONE);

  test('every in-app link on the home page opens its page at the top, and Back returns to the link', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openWithPausedClock(page, '/');
    const links = await page
      .locator('main a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')!))]);
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) {
      const link = page.locator(`main a[href="${href}"], footer a[href="${href}"]`).last();
      await link.evaluate((anchor) => anchor.scrollIntoView({ block: 'center' }));
      const at = await scrollY(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page), { message: `${href} opens at the top` }).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => scrollY(page), { message: `Back from ${href} returns to the link` }).toBe(at);
    }
  });

  test('the member comparison at the bottom of home opens /membership at its top', async ({ page }) => {
    await openWithPausedClock(page, '/');
    const compare = page.getByRole('link', { name: 'Compare memberships' });
    await compare.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await compare.click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('a link from the phone menu opens the page at the top; Forward and reload return to where the reader was', async ({
    page,
  }) => {
    await openWithPausedClock(page, '/');
    const home = await scrollTo(page, 1500);
    await tap(page, page.getByRole('button', { name: 'Open menu' }));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tap(page, nav.getByRole('button', { name: 'Membership' }));
    await tap(page, nav.getByRole('link', { name: 'Plans and fees' }));
    await expect(page).toHaveURL(/\/membership$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    const membership = await scrollTo(page, 900);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(home);
    await page.goForward();
    await expect(page).toHaveURL(/\/membership$/);
    await expect.poll(() => scrollY(page)).toBe(membership);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => scrollY(page)).toBe(membership);
  });

  test('a link to a part of the page scrolls there, below the sticky header', async ({ page }) => {
    await openWithPausedClock(page, '/');
    await page.getByRole('link', { name: 'See the member tools' }).click();
    await expect(page).toHaveURL(/#member-tools$/);
    const tools = page.locator('#member-tools');
    await expect.poll(async () => Math.round((await tools.boundingBox())!.y)).toBeGreaterThanOrEqual(64);
    await expect(tools.getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

type HeaderState = 'signed out' | 'member' | 'admin';

async function showHeader(page: Page, context: BrowserContext, state: HeaderState): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (state !== 'signed out') {
    const member = await createSignedInMember({
      firstName: 'Konstantinos',
      company: LONG_COMPANY,
      isAdmin: state === 'admin',
    });
    await context.addCookies([{ ...member.cookie, url: test.info().project.use.baseURL! }]);
  }
  await openWithPausedClock(page, '/');
  const control =
    state === 'signed out'
      ? banner.getByRole('link', { name: 'Sign in' })
      : banner.getByRole('button', { name: /Konstantinos/ });
  await expect(control).toBeVisible();
  return control;
}

test.describe('the header fits every screen', () => {
  for (const state of ['signed out', 'member', 'admin'] as const) {
    for (const width of [390, 1024, 1280, 1440, 1920]) {
      test(`${state} at ${width} px: no sideways scrolling, and no menu moves the page`, async ({
        page,
        context,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const control = await showHeader(page, context, state);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const heading = page.getByRole('heading', { level: 1 });
        const headingAt = await heading.boundingBox();
        const banner = page.getByRole('banner');
        const menuButton = banner.locator('button[aria-controls="site-navigation"]');

        if (width < 1024) {
          // Sign in, or the account button, stays beside the menu button.
          await expect(menuButton).toBeInViewport();
          await expect(control).toBeInViewport();
          const [controlBox, menuBox] = [await control.boundingBox(), await menuButton.boundingBox()];
          expect(Math.abs(controlBox!.y - menuBox!.y)).toBeLessThan(8);
          await menuButton.click();
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await menuButton.click();
        } else {
          // A condensed or full bar: the groups are in it, not behind a menu button.
          await expect(menuButton).toBeHidden();
          const groups = banner.getByRole('navigation', { name: 'Main' }).getByRole('button');
          await expect(groups).toHaveCount(6);
          for (const group of await groups.all()) {
            await group.click();
            expect(
              await horizontalOverflow(page),
              `the ${await group.textContent()} menu fits`,
            ).toBeLessThanOrEqual(0);
            await page.keyboard.press('Escape');
          }
        }
        if (state !== 'signed out') {
          await control.click();
          await expect(banner.getByRole('link', { name: 'Account' })).toBeVisible();
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          expect(await heading.boundingBox()).toEqual(headingAt);
          await page.keyboard.press('Escape');
        }
        expect(await heading.boundingBox()).toEqual(headingAt);
      });
    }
  }
});

async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const names: string[] = [];
  for (const group of await nav.getByRole('button').all()) {
    await group.click();
    names.push(...(await nav.getByRole('link').filter({ visible: true }).allTextContents()));
    await page.keyboard.press('Escape');
  }
  return names;
}

test.describe('menus by audience', () => {
  test('visitors see the public pages and the way to join, never members-only entries', async ({ page }) => {
    await openWithPausedClock(page, '/');
    const entries = await menuEntries(page);
    expect(entries).toEqual(
      expect.arrayContaining(['Plans and fees', 'Apply for membership', 'Member directory']),
    );
    for (const membersOnly of [
      'My company',
      'Edit company profile',
      'Virtual office',
      'Blacklist',
      'Admin',
    ]) {
      expect(entries).not.toContain(membersOnly);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join DFA' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Become a member' })).toBeVisible();
  });

  for (const state of ['member', 'admin'] as const) {
    test(`a signed-in ${state} gets their pages instead of join prompts`, async ({ page, context }) => {
      const account = await showHeader(page, context, state);
      const banner = page.getByRole('banner');
      const entries = await menuEntries(page);
      expect(entries).toContain('Blacklist');
      expect(entries).not.toContain('Apply for membership');
      await expect(banner.getByRole('link', { name: 'Join DFA' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Become a member' })).toHaveCount(
        0,
      );
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Your company profile' }),
      ).toBeVisible();

      await account.click();
      const menu = page
        .locator(`[id="${await account.getAttribute('aria-controls')}"]`)
        .getByRole('listitem');
      const expected = [
        'Dashboard',
        'My company',
        'Account',
        'Virtual office',
        ...(state === 'admin' ? ['Admin'] : []),
        'Sign out',
      ];
      await expect(menu).toHaveText(expected);
      await banner.getByRole('link', { name: 'Account' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
      await expect(page.getByText(LONG_COMPANY).last()).toBeVisible();
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });
  }

  test('the admin page gives admins the downloads, and tells members it is not for them', async ({
    page,
    context,
  }) => {
    const admin = await createSignedInMember({ firstName: 'Rania', isAdmin: true });
    await context.addCookies([{ ...admin.cookie, url: test.info().project.use.baseURL! }]);
    await openWithPausedClock(page, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content and settings');
    await expect(page.getByRole('link', { name: 'Contact form messages' })).toHaveAttribute(
      'href',
      '/api/admin/forms?kind=contact-us&format=csv',
    );
    await expect(page.getByRole('link', { name: 'Global Freight Summit' })).toHaveAttribute(
      'href',
      /\/api\/admin\/events\/registrations\?event=global-freight-summit&format=csv/,
    );
    const download = await page.request.get('/api/admin/forms?kind=contact-us&format=csv');
    expect(download.headers()['content-type']).toContain('text/csv');
    await page.clock.resume();
    await expectNoAxeViolations(page);

    await context.clearCookies();
    const member = await createSignedInMember({ firstName: 'Tomas' });
    await context.addCookies([{ ...member.cookie, url: test.info().project.use.baseURL! }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'For DFA administrators' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('does not have administrator rights');
  });

  test('a visitor on a members-only page is asked to sign in and come back', async ({ page }) => {
    await openWithPausedClock(page, '/account');
    await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?next=%2Faccount',
    );
  });
});

test.describe('first visit on a phone: consent banner and welcome prompt', () => {
  // The invitation is part of what this is about: it stays open until the test closes it.
  test.use({ ...PHONE, consent: 'unset', closeWelcomePrompt: false });

  test('the banner is compact, steps aside while the prompt is open and comes back unanswered', async ({
    page,
  }) => {
    // The banner's code is fetched once the page has hydrated, with the rest of what every page
    // loads then (which starts the invitation's timer too); React then reveals it on a short
    // timer. Time moves on once the code has arrived, however long the machine took to hydrate.
    const bannerCode = page.waitForResponse((response) =>
      /\/after-hydration-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await openWithPausedClock(page, '/');
    const banner = page.getByRole('region', { name: 'May we remember how you found us?' });
    const welcome = page.getByRole('dialog', { name: 'Welcome to DFA!' });
    await (await bannerCode).finished();
    await page.clock.runFor(1000);
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, 'two lines and the two buttons').toBeLessThanOrEqual(844 * 0.2);
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeInViewport();
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeInViewport();

    await page.clock.runFor(WELCOME_DELAY_MS - 1200);
    await expect(welcome).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(welcome).toBeVisible();
    await expect(banner).toBeHidden();

    await welcome.getByRole('button', { name: 'Close dialog' }).click();
    await expect(welcome).toHaveCount(0);
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('dfa-consent'))).toBeNull();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('loading the pages of the site', () => {
  const isPageList = (url: string) => /\/page-modules-[\w-]+\.js$/.test(new URL(url).pathname);

  test('a page hydrates from its own chunk; the other pages load once the visitor points at a link', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openWithPausedClock(page, '/freight-dictionary');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched.filter(isPageList), 'nothing loads the list of pages before it is needed').toEqual([]);

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true });
    const pageList = page.waitForRequest((request) => isPageList(request.url()));
    await link.hover();
    await pageList;
    await link.click();
    await expect(page).toHaveURL(/\/company\/faqs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });

  test('the scroll keeper comes with the reader’s first scroll, and Back still returns to where they were', async ({
    page,
  }) => {
    const isKeeper = (url: string) => /\/scroll-keeper-[\w-]+\.js$/.test(new URL(url).pathname);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // Without a paused clock: Playwright's clock hides how the browser loaded the page, which
    // the keeper reads to know whether it was a reload.
    await page.goto('/membership');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(isKeeper), 'a reader who has not moved needs no scroll keeper').toEqual([]);

    const keeper = page.waitForRequest((request) => isKeeper(request.url()));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true });
    await link.evaluate((anchor) => anchor.scrollIntoView({ block: 'center' }));
    await keeper;
    const at = await scrollY(page);
    expect(at).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/company\/faqs$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(at);
  });

  test('a page list that could not load is fetched again by the next link', async ({
    page,
    consoleErrors,
  }) => {
    await openWithPausedClock(page, '/membership');
    let refused = 0;
    await page.route(
      (url) => isPageList(url.href),
      (route) => (refused++ === 0 ? route.abort('connectionrefused') : route.continue()),
    );
    const firstTry = page.waitForEvent('requestfailed', (request) => isPageList(request.url()));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'FAQs', exact: true }).hover();
    await firstTry;

    await footer.getByRole('link', { name: 'Contact us', exact: true }).click();
    await expect(page).toHaveURL(/\/company\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(refused, 'the link fetched the list again').toBe(2);
    // The refused first try, which the browser logs.
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_CONNECTION_REFUSED']);
    consoleErrors.length = 0;
  });
});
