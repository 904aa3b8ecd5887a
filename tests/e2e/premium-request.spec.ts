import type { Browser, Page } from '@playwright/test';
import { addDays, formatDate, utcDay } from '../../shared/domain/date';
import { formatMoney } from '../../shared/domain/money';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { publishedLead } from './support/leads';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';

const DAY_MS = 86_400_000;

async function pageFor(
  browser: Browser,
  baseURL: string,
  cookie: { name: string; value: string },
): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ ...cookie, url: baseURL }]);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('dfa-consent', 'denied'));
  return page;
}

test('a Standard member reaches a Premium request from a refused lead, and the admin’s approval invoices the pro-rata difference', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const company = `Tramontana Logistics ${run}`;
  const member = await createSignedInMember({ firstName: 'Pau', membership: 'standard_active', company });
  const today = utcDay();
  const validUntil = addDays(today, 200);
  const fees = await withE2eDatabase(async (db) => {
    await db
      .updateTable('companies')
      .set({ tier: 'standard', valid_until: validUntil })
      .where('name', '=', company)
      .execute();
    return db.selectFrom('membership_prices').selectAll().execute();
  });
  const fee = (tier: string) => fees.find((row) => row.tier === tier)!;
  // The days left of the membership year that ends on `validUntil`, today included.
  const yearStart = new Date(`${addDays(validUntil, 1)}T00:00:00Z`);
  yearStart.setUTCFullYear(yearStart.getUTCFullYear() - 1);
  const yearDays = Math.round((Date.parse(validUntil) - yearStart.getTime()) / DAY_MS) + 1;
  const days = 201;
  const currency = fee('premium').currency as 'USD';
  const proRata = formatMoney(
    Math.round(((fee('premium').amount_minor - fee('standard').amount_minor) * days) / yearDays),
    currency,
  );
  const leadId = await publishedLead(
    { country: 'ES', port: 'ESVLC', city: 'Castellón de la Plana' },
    { country: 'AE', port: 'AEJEA', city: 'Dubai' },
  );

  await page.context().addCookies([{ ...member.cookie, url: baseURL! }]);
  await page.goto(`/shipping-leads/${leadId}`);
  const main = page.getByRole('main');
  // The whole board is a Premium benefit: the lead is refused with the way there one click away.
  await expect(main.getByText(/Shipping leads are a Premium benefit/)).toBeVisible();
  await expect(main.getByText('Castellón de la Plana')).toHaveCount(0);
  await main.getByRole('link', { name: 'Ask to move to Premium' }).click();

  await expect(page).toHaveURL(/\/account\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Move to Premium' })).toBeVisible();
  const cost = main.getByRole('region', { name: 'What it costs' });
  await expect(cost).toContainText(
    `You are invoiced ${proRata} at once: the difference between the Standard and Premium fees`,
  );
  await expect(cost).toContainText(`for the ${days} of ${yearDays} days left of the membership year`);
  await expect(cost).toContainText('Moving back to Standard later gives no refund or credit');
  await expectNoAxeViolations(page);
  await main
    .getByLabel('A note for the association (optional)')
    .fill('We ship tiles to Jebel Ali every week.');
  await main.getByRole('button', { name: 'Ask to move to Premium' }).click();
  await expect(main.getByRole('region', { name: 'Your request' })).toContainText(
    'Pau Berg asked to move to Premium on',
  );

  // Payment protection shows what Premium would give, never a cover figure the company lacks.
  await page.goto('/payment-protection');
  await expect(
    main.getByRole('region', { name: 'Reporting shipments is for Premium members' }),
  ).toContainText('With Premium, your company is covered from US$10,000 up to US$100,000 a year');
  await expect(main.getByText(/remaining/i)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Ask to move to Premium' })).toBeVisible();

  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });
  const adminPage = await pageFor(browser, baseURL!, admin.cookie);
  await adminPage.goto('/admin/members?filter=premium-requests');
  await adminPage.getByRole('link', { name: company }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(adminPage.getByRole('note')).toContainText('We ship tiles to Jebel Ali every week.');
  await adminPage.getByRole('button', { name: 'Approve the move to Premium' }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText(`The member is invoiced ${proRata} at once`);
  await dialog.getByRole('button', { name: 'Approve the move to Premium' }).click();
  await expect(dialog).toBeHidden();

  const invoices = adminPage.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText(proRata);
  await expect(adminPage.getByText('Premium', { exact: true }).first()).toBeVisible();
  const email = await nextEmail(member.email, new RegExp(`^${company} is now a Premium member of the DFA$`));
  expect(email.text).toContain(proRata);
  expect(email.text).toContain(`to ${formatDate(validUntil)} (${days} of ${yearDays} days)`);
  expect(email.text).toContain(
    `Your next renewal is at the Premium fee of ${formatMoney(fee('premium').amount_minor, currency)} a year.`,
  );

  // Moving back would credit nothing, and the admin is told so before deciding.
  await adminPage.getByRole('button', { name: 'Downgrade to Standard' }).click();
  await expect(adminPage.getByRole('dialog')).toContainText(
    'Moving to Standard gives no refund or credit: the Premium fee already paid stays paid',
  );
  await adminPage.keyboard.press('Escape');

  // Premium now, the member quotes on the lead that refused it.
  await page.goto(`/shipping-leads/${leadId}`);
  await page.reload();
  await expect(main.getByText(/Quoting on shipping leads is a Premium benefit/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Send quote' })).toBeVisible();
});
