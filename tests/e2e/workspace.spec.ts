import type { Page } from '@playwright/test';
import { getWorkQueues } from '../../shared/api/admin';
import { getDashboard } from '../../shared/api/dashboard';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { WELCOME_DELAY_MS } from '../../shared/constants';
import { addDays, utcDay } from '../../shared/domain/date';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { publishedLead } from './support/leads';
import { createSignedInMember, memberWithOpenInvoice, signInOnly } from './support/members';

const PHONE_360 = { width: 360, height: 780 };

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'no sideways scroll').toBeLessThanOrEqual(widths.screen);
}

test.describe('the workspace shell', () => {
  test('a member gets the member navigation, breadcrumbs, and the dashboard as home', async ({
    page,
    baseURL,
  }) => {
    await signInOnly(
      page,
      baseURL!,
      await createSignedInMember({ firstName: 'Lena', membership: 'premium' }),
    );
    await page.goto('/account');
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Ship schedules',
      'Cargo tracking',
      'Calculator widget',
      'Virtual office',
      'Leads',
      'Directory',
      'Meetings',
      'Cases',
      'Account',
    ]);
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: /DFA/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Lena');
    await expectNoAxeViolations(page);

    // The tools and the directory are public pages too: for a member they keep the workspace's
    // frame, so its navigation never leads out of it.
    await nav.getByRole('link', { name: 'Cargo tracking' }).click();
    await expect(page).toHaveURL(/\/digital-tools\/tracking-system$/);
    await expect(nav.getByRole('link', { name: 'Cargo tracking' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Directory' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(nav.getByRole('link', { name: 'Directory' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /DFA/ }).first()).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/dashboard');

    // Opened directly, such a page arrives as the server renders it for anyone, then takes the
    // workspace's frame once the session is known.
    await page.goto('/digital-tools/ship-schedules');
    await expect(nav.getByRole('link', { name: 'Ship schedules' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an admin gets the team’s navigation', async ({ page, baseURL }) => {
    await signInOnly(
      page,
      baseURL!,
      await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' }),
    );
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await expect(nav.getByRole('link')).toHaveText([
      'Work queues',
      'Members',
      'Invoices',
      'Content',
      'Account',
    ]);
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  });

  test('a signed-in member never sees “Join now” or the welcome prompt', async ({ page, baseURL }) => {
    await signInOnly(page, baseURL!, await createSignedInMember({ membership: 'standard_active' }));
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /Lena/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Join DFA/ })).toHaveCount(0);
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await page.goto('/freight-dictionary');
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await expect(page.getByRole('dialog', { name: 'Welcome to DFA!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: PHONE_360 });

    for (const who of ['standard_active', 'premium', 'admin'] as const) {
      test(`the dashboard and the account page fit the screen for ${who === 'admin' ? 'an admin' : `a ${who} member`}`, async ({
        page,
        baseURL,
      }) => {
        await signInOnly(
          page,
          baseURL!,
          await createSignedInMember(
            who === 'admin'
              ? { isAdmin: true, company: 'DFA Secretariat with a rather long company name' }
              : { membership: who },
          ),
        );
        for (const path of ['/dashboard', '/account']) {
          await page.goto(path);
          await expect(page.locator('nav[aria-label="Workspace"]')).toBeAttached();
          await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
          await expectNoSidewaysScroll(page);
        }
        // The navigation waits behind the menu button, and gives focus back when closed with Escape.
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        await expect(
          page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Public site' }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
      });
    }

    test('the breadcrumbs take one line: a link back to the parent page', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInOnly(page, baseURL!, await createSignedInMember({ membership: 'premium' }));
      // The longest trail a member meets: four steps down from the dashboard.
      await page.goto('/digital-tools/freight-calculator/widget');
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Freight calculator' })).toBeVisible();
      await expect(trail.getByRole('link', { name: 'Dashboard' })).toBeHidden();
      // The current page is still the trail's last step for a screen reader.
      await expect(trail.getByRole('listitem').last()).toHaveText('Your calculator widget');
      const box = (await trail.boundingBox())!;
      expect(box.height, 'one line of the trail, a tap target high').toBeLessThanOrEqual(48);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expectNoSidewaysScroll(page);

      // A wide screen shows the whole trail.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(trail.getByRole('link')).toHaveText(['Dashboard', 'Digital tools', 'Freight calculator']);
      await expect(trail.getByRole('listitem').last()).toBeVisible();
    });

    test.describe('on a short page', () => {
      // The company without a directory profile is answered 404 by the profile endpoint.
      test.use({ expectedApiStatuses: [404] });

      test('a page shorter than the screen leaves the bar its own height', async ({ page, baseURL }) => {
        await signInOnly(page, baseURL!, await createSignedInMember({ membership: 'premium' }));
        // A member whose company has no directory profile yet: one short panel, on a tall phone.
        await page.setViewportSize({ width: PHONE_360.width, height: 1400 });
        await page.goto('/directory/my-company');
        await expect(
          page.getByText('Your account has no company profile in the directory yet.'),
        ).toBeVisible();
        const bar = await page.getByRole('banner').boundingBox();
        expect(bar?.height, 'the bar is one row of 56 px').toBeLessThanOrEqual(60);
      });
    });
  });
});

test.describe('the dashboard', () => {
  test('shows a member’s own leads, quotes and cover, each linking to its place', async ({
    page,
    baseURL,
  }) => {
    const member = await createSignedInMember({
      firstName: 'Omar',
      membership: 'premium',
      company: `Gulf Crest ${Date.now()}`,
    });
    await signInOnly(page, baseURL!, member);
    await page.goto('/dashboard');
    const leads = page.getByRole('region', { name: 'Shipping leads' });
    // Empty, it teaches the first step.
    await expect(leads.getByText('Save a lane to hear of new leads first')).toBeVisible();
    await expect(leads.getByRole('link', { name: 'Save a lane' })).toHaveAttribute(
      'href',
      '/shipping-leads#saved-lanes',
    );
    await expect(
      page
        .getByRole('region', { name: 'Watched containers' })
        .getByRole('link', { name: 'Watch a container' }),
    ).toHaveAttribute('href', '/digital-tools/tracking-system');
    await expectNoAxeViolations(page);

    const saved = await page.request.post('/api/shipping-leads/lanes', {
      headers: CLIENT_HEADERS,
      data: { originCountry: 'OM', destinationCountry: 'IN', mode: '' },
    });
    expect(saved.status()).toBe(200);
    const onLane = await publishedLead('OM', 'IN');
    await publishedLead('OM', 'IN');
    await publishedLead('CN', 'IN');
    const quoted = await page.request.post('/api/shipping-leads/bid', {
      headers: CLIENT_HEADERS,
      data: {
        leadId: onLane,
        kind: 'lump-sum',
        lumpSum: { amount: '1800', currency: 'USD' },
        lines: [],
        validUntil: addDays(utcDay(), 20),
        transitDays: 6,
        freeDays: 5,
        routing: 'Sohar to Nhava Sheva, direct',
        notes: '',
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);

    await page.reload();
    const api = getDashboard.response.parse(await (await page.request.get('/api/dashboard')).json());
    expect(api.leads.newOnLanes).toBeGreaterThanOrEqual(2);
    const figure = (label: string) => leads.getByRole('link', { name: new RegExp(label) });
    await expect(figure('new on your lanes')).toHaveText(`${api.leads.newOnLanes}new on your lanes (7 days)`);
    await expect(figure('open quotes')).toHaveText('1open quotes');
    await expect(figure('saved lanes')).toHaveText('1saved lanes');
    await expect(leads.getByRole('list', { name: 'New leads on your lanes' }).getByRole('link')).toHaveCount(
      api.leads.newest.length,
    );
    const quote = leads.getByRole('list', { name: 'Your open quotes' }).getByRole('link');
    await expect(quote).toHaveText(
      `Your quote on lead ${onLane}: Oman to India, Sea freight, full container (FCL)`,
    );
    await quote.click();
    await expect(page).toHaveURL(new RegExp(`/shipping-leads/${onLane}$`));

    await page.goto('/dashboard');
    const protection = page.getByRole('region', { name: 'Payment protection' });
    await expect(protection.getByRole('link', { name: /cover remaining/ })).toContainText(
      `USD ${(api.protection.cover!.remainingUsdMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  test('shows a Standard member what Premium adds, never a cover figure', async ({ page, baseURL }) => {
    await signInOnly(page, baseURL!, await createSignedInMember({ membership: 'standard_active' }));
    await page.goto('/dashboard');
    const protection = page.getByRole('region', { name: 'Payment protection' });
    await expect(protection.getByText('Premium membership adds payment protection')).toBeVisible();
    await expect(protection.getByText(/cover remaining|cover used/)).toHaveCount(0);
  });

  test('shows an admin each queue with its count and the age of its oldest item', async ({
    page,
    baseURL,
  }) => {
    await signInOnly(
      page,
      baseURL!,
      await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' }),
    );
    // Other tests add to the same queues meanwhile: compare with the answer this page was given.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === getWorkQueues.path,
    );
    await page.goto('/dashboard');
    const { queues } = getWorkQueues.response.parse(await (await answer).json());
    const table = page.getByRole('table', { name: 'Work queues' });
    for (const queue of queues) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: queue.label }) });
      await expect(row.getByRole('link', { name: queue.label })).toHaveAttribute('href', queue.href);
      await expect(row.getByRole('cell').first()).toHaveText(
        queue.count === 0 ? 'None' : String(queue.count),
      );
      await expect(row.getByRole('cell').nth(1)).toHaveText(queue.oldestSince ? /day/ : '—');
    }
    // Sorting keeps the keyboard on the column's button.
    const waiting = table.getByRole('button', { name: 'Waiting' });
    await waiting.focus();
    await page.keyboard.press('Enter');
    await expect(waiting).toBeFocused();
    await expect(table.getByRole('columnheader', { name: 'Waiting' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('admin forms', () => {
  test.use({ expectedApiStatuses: [409] });

  test('show a conflict and a refused connection in one place, announced, with focus on it', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await signInOnly(
      page,
      baseURL!,
      await createSignedInMember({ isAdmin: true, company: 'DFA Secretariat' }),
    );
    const number = await memberWithOpenInvoice({ dueInDays: 27, issuedDaysAgo: 3 });
    await page.goto('/admin/invoices');
    const alerts = page.locator('#dfa-alert');
    await page.getByRole('button', { name: `Record the payment of ${number}` }).click();
    const form = page.getByRole('form', { name: `Record the payment of ${number}` });
    await form.getByLabel('Bank reference').fill('FT-WIRE-1');
    // Another admin records the same payment meanwhile.
    const meanwhile = await page.request.post('/api/admin/invoices/mark-paid', {
      headers: CLIENT_HEADERS,
      data: { number, paidOn: utcDay(), reference: 'FT-WIRE-1' },
    });
    expect(meanwhile.status()).toBe(200);
    await form.getByRole('button', { name: 'Record the payment' }).click();
    const conflict = `Invoice ${number} is already paid (on ${utcDay()}).`;
    await expect(form.getByText(conflict)).toBeVisible();
    await expect(alerts).toHaveText(conflict);
    await expect(page.locator(':focus')).toContainText(conflict);
    await page.keyboard.press('Escape');

    // The fee form, when the server cannot be reached.
    await page.goto('/admin/membership-fees');
    await page.route('**/api/admin/membership-prices', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    const premium = page.getByRole('form', { name: 'Premium' });
    await premium.getByLabel('Annual fee').fill('2600');
    await premium.getByRole('button', { name: 'Save the Premium fee' }).click();
    const offline = 'We could not reach the DFA server. Check your connection and try again.';
    await expect(premium.getByText(offline)).toBeVisible();
    await expect(alerts).toHaveText(offline);
    await expect(premium.getByRole('button', { name: 'Save the Premium fee' })).toBeEnabled();
    await expectNoAxeViolations(page);
    // The browser reports the refused connection itself; that is the failure under test.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error)),
    );
  });

  test('put a field’s conflict beside the field, and a refused connection in the form’s message', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const admin = await createSignedInMember({ isAdmin: true, company: 'DFA Secretariat' });
    const member = await createSignedInMember({
      company: `Muscat Reefer ${Date.now()}`,
      membership: 'premium',
    });
    const companyId = await withE2eDatabase(
      async (db) =>
        (
          await db
            .selectFrom('companies')
            .select('id')
            .where('name', '=', member.company)
            .executeTakeFirstOrThrow()
        ).id,
    );
    await signInOnly(page, baseURL!, admin);
    await page.goto(`/admin/members/${companyId}`);
    const cover = page.getByRole('form', { name: 'Payment protection cover' });
    await cover.getByLabel('Reason').fill('Annual review of the cover.');
    await cover.getByRole('button', { name: 'Change the cover' }).click();
    await expect(cover.getByLabel('Cover a year (US$)')).toHaveAccessibleDescription(
      'This is the current cover.',
    );
    await expect(cover.getByLabel('Cover a year (US$)')).toBeFocused();

    await page.route('**/api/admin/members/protection-cover', (route) => route.abort('connectionrefused'));
    await cover.getByLabel('Cover a year (US$)').selectOption('20000');
    await cover.getByRole('button', { name: 'Change the cover' }).click();
    await expect(
      cover.getByText('We could not reach the DFA server. Check your connection and try again.'),
    ).toBeVisible();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error)),
    );
  });
});
