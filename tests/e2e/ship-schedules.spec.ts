import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import type { RouteAnswer } from '../../shared/api/schedules';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember } from './support/members';
import { choosePort } from './support/port-combobox';

// The sample schedules searched here are loaded once per run, before any test (support/global-setup.ts).
const PAGE = '/digital-tools/ship-schedules';

async function signIn(context: BrowserContext, options: { isAdmin?: boolean } = {}) {
  const member = await createSignedInMember(options);
  await context.clearCookies();
  await context.addCookies([{ ...member.cookie, url: test.info().project.use.baseURL! }]);
}

const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

test.describe('ship schedules', () => {
  test('shows visitors what the tool does, the first sailings of a route and a sign-in, and the members’ API gives them nothing', async ({
    page,
    request,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Ship schedules' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find sailings between two ports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    await expect(page.getByRole('heading', { name: 'What the schedules search does' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const answer = await request.get('/api/schedules/routes?from=CNSHA&to=NLRTM');
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });

  test('is linked from the home page and the digital tools page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Ship schedules/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.goto('/digital-tools');
    await page
      .getByRole('link', { name: /Ship schedules/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('a member finds Shanghai to Rotterdam sailings, direct and through a hub, sorts, pages, maps and downloads them', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signIn(context);
    await page.goto(PAGE);
    // A name typed but not picked from the suggestions is no port yet: said out loud, and the box has focus.
    const fromBox = page.getByRole('combobox', { name: 'From (port of loading)' });
    await fromBox.fill('Shang');
    await fromBox.press('Escape');
    await page.getByRole('button', { name: 'Search sailings' }).click();
    await expect(page.locator('#dfa-alert')).toContainText(
      '“Shang” is not chosen yet: pick the port of loading from the suggestions under the box.',
    );
    await expect(fromBox).toBeFocused();
    await choosePort(page, 'From (port of loading)', 'Shang hai', /Shanghai, China.*CNSHA/);
    await choosePort(page, 'To (port of discharge)', 'rotterdm', /Rotterdam, Netherlands.*NLRTM/);
    const answered = page.waitForResponse((response) => response.url().includes('/api/schedules/routes?'));
    await page.getByRole('button', { name: 'Search sailings' }).click();
    const answer = (await (await answered).json()) as RouteAnswer;

    const results = page.getByRole('table', { name: /^Sailings from Shanghai to Rotterdam/ });
    await expect(page.getByRole('note')).toContainText('Sample schedules');
    // The results come into view, their heading has focus and their count is read out.
    const heading = page.getByRole('heading', { level: 2, name: /^Sailings from Shanghai/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator('#dfa-status')).toContainText(`${answer.total} sailings leave between`);
    const rows = results.getByRole('row');
    await expect(rows).toHaveCount(answer.sailings.length + 1);
    await expect(results.getByRole('cell', { name: 'Direct', exact: true }).first()).toBeVisible();
    const viaHub = answer.sailings.find((sailing) => sailing.transshipment !== null)!;
    expect(viaHub).toBeDefined();
    expect(answer.sailings.some((sailing) => sailing.transshipment === null)).toBe(true);

    // Transit times are the hours between the departure and arrival timestamps, in days.
    for (const [index, sailing] of answer.sailings.entries()) {
      const days = (hoursBetween(sailing.departure.at, sailing.arrival.at) / 24).toFixed(1);
      await expect(
        rows
          .nth(index + 1)
          .getByRole('cell')
          .nth(2),
      ).toHaveText(`${days} days`);
    }
    const hubRow = rows.nth(answer.sailings.indexOf(viaHub) + 1);
    await expect(hubRow.getByRole('cell').nth(3)).toContainText(viaHub.transshipment!.port);
    await expect(hubRow.getByRole('cell').nth(3)).toContainText(
      `waits ${(viaHub.transshipment!.waitHours / 24).toFixed(1)}`,
    );

    // The map draws the first sailing; another row's button draws that one.
    await expect(page.getByRole('img', { name: /^Route from Shanghai to Rotterdam/ })).toBeVisible();
    await hubRow.getByRole('button', { name: /^Map/ }).click();
    await expect(page.getByRole('img', { name: /^Route from Shanghai to Rotterdam via/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The spreadsheet holds every sailing, not just this page.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sailings-CNSHA-NLRTM-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toContain('Departure (local time),From,Arrival (local time),To,Transit days');
    expect(csv).toHaveLength(answer.total + 1);
    expect(csv[1]).toContain('Shanghai (CNSHA)');

    // Sorting by transit time puts the fastest first, and the address keeps the search.
    const byTransit = page.getByRole('group', { name: 'Sort sailings by' }).getByRole('button', {
      name: 'Transit time',
    });
    await byTransit.click();
    await expect(page).toHaveURL(/sort=transit/);
    await expect(byTransit).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#dfa-status')).toContainText('Sorted by transit time.');
    await expect(byTransit).toBeFocused();
    const transits = await results
      .getByRole('row')
      .evaluateAll((cells) =>
        cells.slice(1).map((row) => Number.parseFloat(row.children[2]!.textContent ?? '')),
      );
    expect(transits).toEqual([...transits].sort((a, b) => a - b));

    if (answer.total > answer.pageSize) {
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(page.getByText(/Page 2 of/)).toBeVisible();
      await expect(page).toHaveURL(/page=2/);
    }
  });

  test('a member lists a port’s calls, follows a vessel and reads a carrier’s services', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signIn(context);
    await page.goto(PAGE);

    await page.getByRole('link', { name: 'By port' }).click();
    await choosePort(page, 'Port', 'NLRTM', /Rotterdam.*NLRTM/);
    await page.getByRole('button', { name: 'Show calls' }).click();
    const calls = page.getByRole('region', { name: 'Port calls, scrolls sideways' });
    await expect(calls.getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByRole('paragraph').filter({ hasText: /calls at Rotterdam \(NLRTM\)/ }),
    ).toBeVisible();
    await expect(page.locator('#dfa-status')).toContainText(/calls at Rotterdam \(NLRTM\)/);
    const vesselName = (await calls.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).split(
      ' IMO ',
    )[0]!;

    await page.getByRole('link', { name: 'By vessel' }).click();
    await page.getByLabel('Vessel name or IMO number').fill(vesselName);
    await page.getByRole('button', { name: 'Find the vessel' }).click();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${vesselName}`) })).toBeVisible();
    const vesselCalls = page.getByRole('region', { name: 'Calls of the vessel, scrolls sideways' });
    await expect(vesselCalls.getByRole('cell', { name: /Rotterdam/ }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^Calls of ${vesselName}`) })).toBeVisible();

    await page.getByRole('link', { name: 'By carrier' }).click();
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'Maersk (MAEU)' });
    await page.getByRole('button', { name: 'Show services' }).click();
    const dragon = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /DRX · Dragon Rhine Express/ }) });
    await expect(dragon).toContainText('Rotation:');
    await expect(dragon).toContainText('Rotterdam');
    await dragon.getByText('Map of the rotation').click();
    await expect(dragon.getByRole('img', { name: 'Rotation of Maersk DRX' })).toBeVisible();
    const coverage = page.getByRole('table', { name: 'Carriers, their codes and what is connected' });
    await expect(coverage.getByRole('row', { name: /Maersk/ })).toContainText('Sample schedules');
    await expect(coverage.getByRole('row', { name: /Maersk/ })).toContainText('Not connected');
    await expectNoAxeViolations(page);
  });

  test('an admin connects a carrier; its key is never shown again', async ({ page, context }) => {
    await signIn(context, { isAdmin: true });
    await page.goto(`${PAGE}?tab=carrier`);
    const form = page.getByRole('form', { name: 'Connect a carrier' });
    await form.getByLabel('Carrier', { exact: true }).selectOption({ label: 'Hapag-Lloyd (HLCU)' });
    await form.getByLabel('API address').fill('https://api.hapag-lloyd.example/dcsa');
    await form.getByLabel('API key').fill('hl-key-2f9c81aa47');
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(
      page.getByText('Hapag-Lloyd is connected and will be read within a few seconds.'),
    ).toBeVisible();
    const connection = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Hapag-Lloyd \(HLCU\)/ }) });
    await expect(connection).toContainText('https://api.hapag-lloyd.example/dcsa');
    await expect(page.locator('body')).not.toContainText('hl-key-2f9c81aa47');
    await expectNoAxeViolations(page);

    await connection.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('button', { name: 'Delete the connection' }).click();
    await expect(page.getByText('The Hapag-Lloyd connection is deleted.')).toBeVisible();
  });

  test('fits a 390 px phone screen with results on it', async ({ page, context }) => {
    await signIn(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `${PAGE}?tab=route&origin=CNSHA&originName=Shanghai&destination=NLRTM&destinationName=Rotterdam`,
    );
    await expect(page.getByRole('table', { name: /^Sailings from/ })).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
