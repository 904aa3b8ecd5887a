import { CLIENT_HEADERS } from '../../shared/api/http';
import { MEMBERSHIP_STATE_LABELS } from '../../shared/domain/membership';
import { signedInMember } from '../support/members';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { pendingLead } from './support/leads';
import { createSignedInMember, memberWithOpenInvoice, signInOnly } from './support/members';

/*
 * The admin queues are tables whose rows carry their decisions (#26). After a decision confirmed
 * in its dialog, the result is read out and focus lands on the next row, or the page's heading
 * when no row is left, never on the top of the document (#36).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signInOnly(
    page,
    baseURL!,
    await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' }),
  );
});

/** A company that applied and waits for a decision. */
async function applicant(companyName: string): Promise<void> {
  await withE2eDatabase(async (db) => {
    const account = await signedInMember(db, {
      companyName,
      membership: 'pending',
      email: `apply.${uniqueTag()}@applicants.test`,
      phone: null,
    });
    await db
      .updateTable('companies')
      .set({ valid_until: null })
      .where('id', '=', account.companyId)
      .execute();
  });
}

test('applications are approved and rejected from their rows, with focus moving down the list', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [first, second] = [`Qeshm Harbour Agencies ${tag}`, `Tabriz Overland Freight ${tag}`];
  await applicant(first);
  await applicant(second);
  await page.goto(`/admin/members?text=${tag}`);
  const list = page.getByRole('table', { name: 'Applications to review' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: `Reject the application (${first})` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject the application of ${first}` });
  await dialog.getByLabel('Reason (the applicant reads it)').fill('We could not verify the trade licence.');
  await dialog.getByRole('button', { name: 'Reject the application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#dfa-status')).toHaveText(`${first}: ${MEMBERSHIP_STATE_LABELS.rejected}.`);
  await expect(list.getByRole('link', { name: first })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second })).toBeFocused();

  await list.getByRole('button', { name: `Approve as Premium (${second})` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve as Premium' }).click();
  await expect(page.locator('#dfa-status')).toHaveText(
    `${second}: ${MEMBERSHIP_STATE_LABELS.awaiting_payment}.`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Members and applications' })).toBeFocused();
  await expect(page.getByText('No company in this list matches the search.')).toBeVisible();
});

test('recording a payment hands focus to the next invoice waiting for its payment', async ({ page }) => {
  // Due further out than any other test's invoice: these two are the last rows, in this order.
  const first = await memberWithOpenInvoice({ dueInDays: 4000 });
  const second = await memberWithOpenInvoice({ dueInDays: 4001 });
  await page.goto('/admin/invoices');
  await page.getByRole('button', { name: `Record the payment of ${first}` }).click();
  const form = page.getByRole('form', { name: `Record the payment of ${first}` });
  await form.getByLabel('Bank reference').fill('FT26-QUEUE-1');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.locator('#dfa-status')).toHaveText(
    `${first} is recorded as paid; the member was emailed.`,
  );
  await expect(page.getByRole('button', { name: `Record the payment of ${first}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Record the payment of ${second}` })).toBeFocused();
});

test('leads are rejected and published from the review table, focus staying in the table', async ({
  page,
}) => {
  const older = await pendingLead('ES', 'AE');
  const newer = await pendingLead('PT', 'OM');
  // Every lead, newest first: the two new leads lead the table.
  await page.goto('/shipping-leads/review?filter=all');
  const table = page.getByRole('table', { name: 'All' });
  await expect(table.getByRole('button', { name: `Reject (lead ${newer})`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: `Reject (lead ${newer})`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reject lead ${newer}?` });
  await dialog.getByLabel('Reason').fill('The destination port and the city are on different continents.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#dfa-status')).toHaveText(`Lead ${newer}: Rejected. The shipper was emailed.`);
  await expect(table.getByRole('button', { name: `Reject (lead ${newer})`, exact: true })).toHaveCount(0);
  // The next row (the older lead, unless another test's lead came in between) has focus.
  await expect(page.locator(':focus')).toHaveAttribute('id', /^review-lead-\d+$/);
  await expect(page.locator(':focus')).not.toHaveAttribute('id', `review-lead-${newer}`);

  await table.getByRole('button', { name: `Correct and publish (lead ${older})` }).click();
  const correct = page.getByRole('dialog', { name: `Correct and publish lead ${older}` });
  await correct.getByLabel('Goods').fill('Glazed ceramic wall tiles on pallets');
  await correct.getByRole('button', { name: 'Publish' }).click();
  await expect(correct).toBeHidden();
  await expect(page.locator('#dfa-status')).toHaveText(
    `Lead ${older}: Open for quotes. The shipper was emailed.`,
  );
  await expect(table.getByRole('row').filter({ hasText: `Lead ${older}:` })).toContainText('Glazed ceramic');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY'))
    .toMatch(/^(SUMMARY|H1)$/);
});

test('blacklist reports are decided from the review table and from their cards, focus kept in place', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [older, newer] = [`Aegean Ghost Shipping ${tag}`, `Baltic Phantom Lines ${tag}`];
  for (const companyName of [older, newer]) {
    const added = await page.request.post('/api/blacklist/blacklist-item', {
      headers: CLIENT_HEADERS,
      data: {
        companyName,
        aliases: [],
        countries: [{ country: 'GR', cities: ['Piraeus'] }],
        reasons: ['Left two ocean freight invoices unpaid.'],
        managers: [],
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await page.goto('/company/blacklist');
  await page.getByLabel('Search by company name').fill(tag);
  const queue = page.getByRole('table', { name: 'Entries waiting for a decision' });
  await expect(queue.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // A review started stays in the queue; focus moves on to the next report.
  await queue.getByRole('button', { name: `Start the review (${older})` }).click();
  const review = page.getByRole('dialog', { name: `Start the review: ${older}` });
  await review
    .getByLabel('Why')
    .fill('The invoices match the carrier’s records; checking the bills of lading.');
  await review.getByRole('button', { name: 'Start the review' }).click();
  await expect(review).toBeHidden();
  await expect(page.locator('#dfa-status')).toHaveText(`${older}: Under review.`);
  await expect(queue.getByRole('link', { name: newer })).toBeFocused();

  // A removed report leaves the queue; focus goes to the one left.
  await queue.getByRole('button', { name: `Remove (${newer})` }).click();
  const removal = page.getByRole('dialog', { name: `Remove: ${newer}` });
  await removal.getByLabel('Why').fill('The reporting member withdrew the report after payment.');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('#dfa-status')).toHaveText(`${newer}: Removed.`);
  await expect(queue.getByRole('link', { name: newer })).toHaveCount(0);
  await expect(queue.getByRole('link', { name: older })).toBeFocused();

  // From the entry's card, a final status takes its button away: focus goes to the entry's name.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: older }) });
  await card.getByRole('button', { name: `Change status of ${older}` }).click();
  const status = page.getByRole('dialog', { name: `Status of ${older}` });
  await status.getByLabel('New status', { exact: true }).selectOption({ label: 'Removed' });
  await status.getByLabel('Why', { exact: true }).fill('A duplicate of an entry already decided.');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.locator('#dfa-status')).toHaveText(`${older}: Removed.`);
  await expect(card.getByRole('heading', { name: older })).toBeFocused();
  await expect(queue).toHaveCount(0);
});
