import { formatMoney } from '../../shared/domain/money';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('membership plans', () => {
  test('show each plan’s annual fee, compare the plans and apply for the chosen one', async ({ page }) => {
    const fees = await withE2eDatabase((db) =>
      db.selectFrom('membership_prices').select(['tier', 'amount_minor', 'currency']).execute(),
    );
    const feeOf = (tier: string) => {
      const row = fees.find((entry) => entry.tier === tier)!;
      return formatMoney(Number(row.amount_minor), row.currency as 'USD');
    };
    await page.goto('/membership');
    const premium = page.getByRole('article', { name: 'Premium' });
    const standard = page.getByRole('article', { name: 'Standard' });
    await expect(premium).toContainText(`${feeOf('premium')} a year`);
    await expect(standard).toContainText(`${feeOf('standard')} a year`);

    const table = page.getByRole('table', { name: 'What Standard and Premium membership include' });
    const quotes = table.getByRole('row', { name: /Shipping leads: see open requests and quote/ });
    // in the order of the plan cards above it
    await expect(table.getByRole('columnheader')).toHaveText(['Included', 'Premium', 'Standard']);
    await expect(quotes.getByRole('cell').nth(0)).toContainText('Included in Premium');
    await expect(quotes.getByRole('cell').nth(1)).toContainText('Not included in Standard');
    await expect(page.getByRole('heading', { name: 'Questions applicants ask' })).toBeVisible();
    await expectNoAxeViolations(page);

    await premium.getByRole('link', { name: 'Apply for Premium' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up\?plan=premium$/);
    await expect(page.getByText(/You are applying for Premium membership/)).toBeVisible();
  });
});
