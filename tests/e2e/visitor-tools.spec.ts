import { containerCheckDigit } from '../../shared/tracking/container-number';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { withE2eDatabase } from './support/database';
import { closeTheWelcomePromptWhenItOpens, expect, expectNoAxeViolations, test } from './support/fixtures';
import { choosePort } from './support/port-combobox';

test.beforeAll(async () => {
  await withE2eDatabase(async (db) => {
    await loadSampleSchedules(db);
    await loadSampleShipments(db, { siteUrl: 'http://127.0.0.1' });
  });
});

test.beforeEach(async ({ page }) => {
  await closeTheWelcomePromptWhenItOpens(page);
});

test.describe('visitors try the tools', () => {
  test('a visitor finds Shanghai–Rotterdam sailings on the home page, and members see the rest', async ({
    page,
  }) => {
    await page.goto('/');
    const finder = page.getByRole('region', { name: 'Find sailings between two ports' });
    await expect(finder.getByRole('button', { name: 'Find sailings' })).toBeEnabled();
    await finder.getByRole('button', { name: 'Find sailings' }).click();
    await expect(finder.getByRole('combobox', { name: 'From (port of loading)' })).toBeFocused();
    await expect(finder.getByText('Choose the port of loading from the list.')).toBeVisible();

    await choosePort(page, 'From (port of loading)', 'Shanghai', /^Shanghai, China\s*CNSHA$/);
    await choosePort(page, 'To (port of discharge)', 'rotterdam', /^Rotterdam, Netherlands\s*NLRTM$/);
    await finder.getByRole('button', { name: 'Find sailings' }).click();

    await expect(
      finder.getByRole('heading', { name: /^Next sailings from Shanghai to Rotterdam/ }),
    ).toBeVisible();
    await expect(finder.getByRole('note')).toContainText('Sample schedules');
    const sailings = finder.getByRole('listitem');
    await expect(sailings).toHaveCount(3);
    for (const sailing of await sailings.all()) {
      await expect(sailing).toContainText(/Departs \w{3} \d{1,2} \d{4}/);
      await expect(sailing).toContainText(/Arrives \w{3} \d{1,2} \d{4}/);
      await expect(sailing).toContainText(/\d+ days · (direct|via \w+)/);
    }
    await expect(finder).toContainText(/\d+ more sailings leave by/);
    await expect(finder.getByRole('link', { name: 'Sign in to see all sailings' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    await expectNoAxeViolations(page);
  });

  test('the schedules page lets a visitor search too', async ({ page }) => {
    await page.goto('/digital-tools/ship-schedules');
    const finder = page.getByRole('region', { name: 'Find sailings between two ports' });
    await choosePort(page, 'From (port of loading)', 'Busan', /^Busan, (Korea|South Korea).*KRPUS$/);
    await choosePort(page, 'To (port of discharge)', 'Los Angeles', /^Los Angeles, United States\s*USLAX$/);
    await finder.getByRole('button', { name: 'Find sailings' }).click();
    await expect(finder.getByRole('heading', { name: /from Busan to Los Angeles/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the schedules search does' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('visitors try the tracking tool', () => {
  // Tracking a real container is refused with a 403, which the browser logs.
  test.use({ expectedApiStatuses: [403] });

  test('a visitor tracks a sample container, labelled as a sample, and is told a real one needs an account', async ({
    page,
  }) => {
    const sample = SAMPLE_CONTAINERS[0]!;
    await page.goto('/digital-tools/tracking-system');
    const tryIt = page.getByRole('region', { name: 'Try it with a sample container' });
    await tryIt.getByRole('button', { name: `Track ${sample}` }).click();

    const result = page.getByRole('region', { name: new RegExp(`Container number ${sample}`) });
    await expect(result.getByRole('note').filter({ hasText: 'Sample shipment.' })).toBeVisible();
    await expect(result.getByText(/\(NLRTM\)/).first()).toBeVisible();
    // The result's heading comes into view with focus, and what was found is read out.
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.locator('#dfa-status')).toContainText(`${sample} tracked:`);
    await expect(
      result.getByRole('list', { name: 'Timeline, oldest first' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(result.getByRole('img', { name: `Route of ${sample}` })).toBeVisible();
    await expect(result.getByRole('button', { name: 'Add to watchlist' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const real = `MSKU555123${containerCheckDigit('MSKU555123')}`;
    await tryIt.getByRole('textbox', { name: 'Container number' }).fill(real);
    await tryIt.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(tryIt.getByRole('alert')).toContainText('you can track the sample shipments only');
    await expect(tryIt.getByRole('alert').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(result).toHaveCount(0);
  });
});
