import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember, signInOnly } from './support/members';
import { nextEmail } from './support/outbox';

test('a member reports a company; the report waits for the association’s review before members see it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const reported = `Harbourless Shipping ${run}`;
  const member = await createSignedInMember({
    firstName: 'Tomas',
    membership: 'standard_active',
    company: `Baltic Reach ${run}`,
  });
  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });

  await signInOnly(page, baseURL!, member);
  await page.goto('/company/blacklist');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Report a company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a company to the blacklist' });
  await dialog.getByLabel('Company name', { exact: true }).fill(reported);
  await dialog.getByLabel('Country 1', { exact: true }).selectOption('LT');
  await dialog.getByLabel('Cities in country 1 (optional)', { exact: true }).fill('Klaipėda');
  await dialog
    .getByLabel('Reasons', { exact: true })
    .fill('Invoice BR-5521 of EUR 9,800 unpaid since 3 September');
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  // Every field is checked before anything is sent.
  await expect(dialog.getByLabel('What happened', { exact: true })).toHaveAccessibleDescription(
    /Say what happened/,
  );
  await dialog
    .getByLabel('What happened', { exact: true })
    .fill(
      'We carried 2 × 40HC reefer from Klaipėda to Rotterdam in August; the invoice is unpaid after three reminders.',
    );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: 'your report on' })).toContainText(
    `Thank you: your report on ${reported} is with the association`,
  );
  const mine = main.getByRole('region', { name: 'Your company’s reports' });
  await expect(mine).toContainText(`${reported}: Reported (waiting for the association’s review)`);
  // Not on the blacklist members search until the association has reviewed it.
  await expect(main.getByRole('heading', { level: 2, name: reported })).toHaveCount(0);

  await nextEmail(admin.email, new RegExp(`^Blacklist report to review: ${reported}$`));
  await signInOnly(page, baseURL!, admin);
  await page.goto('/company/blacklist');
  await main.getByLabel('Status').selectOption('reported');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reported }) });
  await expect(card).toContainText('Reported the company, as a member (Tomas Berg');
  await card.getByRole('button', { name: `Change status of ${reported}` }).click();
  const status = page.getByRole('dialog');
  await status.getByLabel('New status', { exact: true }).selectOption({ label: 'Under review' });
  await status.getByLabel('Why', { exact: true }).fill('Asked the member for the invoice and the B/L.');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status).toBeHidden();

  await signInOnly(page, baseURL!, member);
  await page.goto('/company/blacklist');
  await expect(main.getByRole('region', { name: 'Your company’s reports' })).toContainText(
    `${reported}: Under review`,
  );
});
