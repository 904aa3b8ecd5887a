import type { Browser, Page } from '@playwright/test';
import { addDays, utcDay } from '../../shared/domain/date';
import { sessionCookie } from '../support/members';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';
import { shipmentReport, tradingMember } from '../support/payment-protection';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { withE2eDatabase } from './support/database';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pageFor(
  browser: Browser,
  baseURL: string,
  cookie: { name: string; value: string },
): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ ...cookie, url: baseURL }]);
  return context.newPage();
}

/** Picks the counterparty in the report form by a word of its name. */
async function chooseCounterparty(page: Page, search: string, name: string) {
  const picker = page.getByRole('group', { name: /Counterparty/ });
  await picker.getByLabel('Company name').fill(search);
  await picker.getByRole('button', { name: 'Find in the directory' }).click();
  await picker.getByRole('radio', { name: new RegExp(name) }).check();
}

test('a report between two Premium members is confirmed and covered, one against a Standard member is refused, and a claim runs to a decision', async ({
  browser,
  baseURL,
}) => {
  // Three people, a dozen pages and eight emails over SMTP.
  test.slow();
  const run = uniqueTag();
  // The rules count days where the creditor's office is (Rotterdam), which is a day ahead of UTC
  // for an hour every night.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const { creditor, debtor, standard } = await withE2eDatabase(async (db) => ({
    creditor: await tradingMember(db, { companyName: `Harbour Crest Logistics ${run}`, city: 'Rotterdam' }),
    debtor: await tradingMember(db, {
      companyName: `Aegean Bridge Shipping ${run}`,
      city: 'Piraeus',
      country: 'GR',
    }),
    standard: await tradingMember(db, {
      companyName: `Aegean Standard Freight ${run}`,
      membership: 'standard_active',
      city: 'Thessaloniki',
      country: 'GR',
    }),
  }));
  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });

  const creditorPage = await pageFor(browser, baseURL!, sessionCookie(creditor.session));
  await creditorPage.goto('/payment-protection');
  await expect(creditorPage.getByRole('heading', { level: 1, name: 'Payment protection' })).toBeVisible();
  await expect(creditorPage.getByText('USD 10,000.00').first()).toBeVisible();
  const form = creditorPage.getByRole('form', { name: 'Report a shipment for cover' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(creditorPage);

  // Sent empty, the server refuses it: the person hears why in words, and starts at the first field.
  await form.getByRole('button', { name: 'Check and report the shipment' }).click();
  await expect(form.getByLabel('Company name')).toBeFocused();
  await expect(creditorPage.locator('#dfa-alert')).toContainText(/entries need correcting/);
  await expect(creditorPage.locator('#dfa-alert')).not.toContainText(/invalid fields/);
  await expect(creditorPage.getByText(/invalid fields/)).toHaveCount(0);
  await expectNoAxeViolations(creditorPage);

  const invoiceNumber = `RTM-${run}`.toUpperCase();
  await form.getByLabel('Invoice number').fill(invoiceNumber);
  await form.getByLabel('Amount').fill('4250.00');
  await form.getByLabel('Invoice date').fill(addDays(today, -30));
  await form.getByLabel('Due date').fill(addDays(today, -1));
  await form.getByLabel('Bill of lading number').fill('MAEU240311987');

  // An invoice that fell due yesterday is too late: the reason stands beside the due date.
  await chooseCounterparty(creditorPage, `Bridge Shipping ${run}`, debtor.companyName);
  await form.getByRole('button', { name: 'Check and report the shipment' }).click();
  await expect(form.getByLabel('Due date')).toHaveAccessibleDescription(
    /The invoice fell due on .*: shipments are covered only when reported before the due date has passed/,
  );
  await expect(form.getByLabel('Due date')).toBeFocused();
  await expect(creditorPage.locator('#dfa-alert')).toContainText(/The invoice fell due on/);
  await expect(creditorPage).toHaveURL(/\/payment-protection$/);
  // Due today, it can still be reported.
  await form.getByLabel('Due date').fill(today);

  // Against a Standard member the portal says which rule fails, and nothing is filed.
  await chooseCounterparty(creditorPage, `Standard Freight ${run}`, standard.companyName);
  await form.getByRole('button', { name: 'Check and report the shipment' }).click();
  const reasons = form.getByRole('list', { name: 'Reasons' });
  await expect(reasons).toContainText(
    `${standard.companyName} cannot be covered: it is Standard Active, not Premium. Both parties must be Premium members in good standing.`,
  );
  await expect(creditorPage).toHaveURL(/\/payment-protection$/);

  // The same shipment to a Premium member passes and waits for the association.
  await chooseCounterparty(creditorPage, `Bridge Shipping ${run}`, debtor.companyName);
  await form.getByRole('button', { name: 'Check and report the shipment' }).click();
  await expect(creditorPage).toHaveURL(/\/payment-protection\/\d+$/);
  const casePath = new URL(creditorPage.url()).pathname;
  await expect(
    creditorPage.getByRole('heading', {
      level: 1,
      name: `Case ${casePath.split('/').pop()}: invoice ${invoiceNumber}`,
    }),
  ).toBeVisible();
  await expect(creditorPage.getByText('Awaiting confirmation')).toBeVisible();
  await nextEmail(creditor.email, new RegExp(`invoice ${invoiceNumber} received, awaiting confirmation`));

  // An admin confirms it in writing; both parties hear of it, and only now is it covered.
  const adminPage = await pageFor(browser, baseURL!, admin.cookie);
  await adminPage.goto('/admin/payment-protection');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Payment protection cases' })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage
    .getByRole('link', { name: new RegExp(`${creditor.companyName} → ${debtor.companyName}`) })
    .click();
  // The queue's rows have the same buttons: act on the case's own page.
  await expect(
    adminPage.getByRole('heading', {
      level: 1,
      name: `Case ${casePath.split('/').pop()}: invoice ${invoiceNumber}`,
    }),
  ).toBeVisible();
  await adminPage.getByRole('button', { name: 'Confirm the cover' }).click();
  const confirm = adminPage.getByRole('dialog');
  await confirm
    .getByLabel('A note for both parties')
    .fill('Both offices are listed; the B/L matches the invoice.');
  await confirm.getByRole('button', { name: 'Confirm the cover' }).click();
  await expect(confirm).toBeHidden();
  // The button is gone with the pending state: focus lands on the case's heading, not the page's top.
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(adminPage.getByText('Covered', { exact: true })).toBeVisible();
  for (const party of [creditor, debtor]) {
    await nextEmail(
      party.email,
      new RegExp(`Payment protection confirmed: invoice ${invoiceNumber} is covered`),
    );
  }

  // Eleven days later the invoice is past its due date and still unpaid: the creditor claims.
  await withE2eDatabase(async (db) => {
    const row = await db
      .selectFrom('protection_cases')
      .selectAll()
      .where('invoice_number', '=', invoiceNumber)
      .executeTakeFirstOrThrow();
    const earlier = (iso: string) => new Date(Date.parse(iso) - 11 * 86_400_000).toISOString();
    await db
      .updateTable('protection_cases')
      .set({
        invoice_date: addDays(row.invoice_date, -11),
        due_date: addDays(row.due_date, -11),
        created_at: earlier(row.created_at),
        confirmed_at: row.confirmed_at && earlier(row.confirmed_at),
      })
      .where('id', '=', row.id)
      .execute();
  });
  await creditorPage.reload();
  const claim = creditorPage.getByRole('form', { name: 'Open a claim' });
  await claim
    .getByLabel('What is unpaid, and what you did to collect it')
    .fill('Unpaid ten days after the due date; two reminders sent.');
  await claim.getByLabel('The invoice, the bill of lading and your correspondence').setInputFiles([
    { name: `${invoiceNumber}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: 'bill-of-lading.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await claim.getByRole('button', { name: 'Open the claim' }).click();
  await expect(creditorPage.getByText('Claim under review')).toBeVisible();
  await nextEmail(debtor.email, new RegExp(`Payment protection claim opened on invoice ${invoiceNumber}`));

  // The counterparty answers with its own file.
  const debtorPage = await pageFor(browser, baseURL!, sessionCookie(debtor.session));
  await debtorPage.goto(casePath);
  const answer = debtorPage.getByRole('form', { name: 'Answer the claim' });
  await answer.getByLabel('Your answer').fill('Half was paid on the due date; the remittance is attached.');
  await answer
    .getByLabel('Your documents')
    .setInputFiles([{ name: 'remittance.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  const files = debtorPage.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('link', { name: 'remittance.pdf' })).toBeVisible();
  await expect(files.getByRole('link', { name: `${invoiceNumber}.pdf` })).toBeVisible();
  await expect(files.getByRole('link', { name: 'bill-of-lading.png' })).toBeVisible();
  await expectNoAxeViolations(debtorPage);
  await nextEmail(creditor.email, new RegExp(`answered the claim on invoice ${invoiceNumber}`));

  // The association decides, with a reason both parties read.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: 'Decide: Paid out to the creditor' }).click();
  const decide = adminPage.getByRole('dialog');
  await decide
    .getByLabel('Reason (both parties read it)')
    .fill('The remittance covers half; the rest is paid out under the cover.');
  await decide.getByRole('button', { name: 'Decide: Paid out to the creditor' }).click();
  await expect(decide).toBeHidden();
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(adminPage.getByText('Claim paid out', { exact: true })).toBeVisible();
  const history = adminPage.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  for (const party of [creditor, debtor]) {
    const decided = await nextEmail(
      party.email,
      new RegExp(`Payment protection claim decided: invoice ${invoiceNumber}`),
    );
    expect(decided.text).toContain('The remittance covers half; the rest is paid out under the cover.');
  }

  await creditorPage.goto('/payment-protection');
  await expect(creditorPage.getByRole('link', { name: new RegExp(debtor.companyName) })).toBeVisible();
  await expect(creditorPage.getByText('USD 5,750.00')).toBeVisible();
});

test('the reporting member withdraws its report after confirming, and the association’s queue shrinks', async ({
  browser,
  baseURL,
}) => {
  // Three people's browsers, and the admin's queue opened twice.
  test.slow();
  const run = uniqueTag();
  const { creditor, debtor } = await withE2eDatabase(async (db) => ({
    creditor: await tradingMember(db, {
      companyName: `Quayside Reefers ${run}`,
      city: 'Hamburg',
      country: 'DE',
    }),
    debtor: await tradingMember(db, {
      companyName: `Baltic Gate Lines ${run}`,
      city: 'Gdansk',
      country: 'PL',
    }),
  }));
  const invoiceNumber = `HAM-${run}`.toUpperCase();
  const creditorPage = await pageFor(browser, baseURL!, sessionCookie(creditor.session));
  const filed = await creditorPage.request.post('/api/payment-protection/reports', {
    // Reported in time: invoiced five days ago, due in 25 days.
    data: shipmentReport(creditor, debtor, {
      invoiceNumber,
      invoiceDate: addDays(utcDay(), -5),
      dueDate: addDays(utcDay(), 25),
    }),
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
  });
  expect(filed.status()).toBe(201);
  const caseId = ((await filed.json()) as { id: number }).id;

  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });
  const adminPage = await pageFor(browser, baseURL!, admin.cookie);
  /** This report in the association's queue, as an admin opens the queue from the home page. */
  const inReportsToConfirm = async () => {
    await adminPage.goto('/dashboard');
    await adminPage
      .getByRole('table', { name: 'Work queues' })
      .getByRole('link', { name: /Payment protection reports to confirm/ })
      .click();
    await expect(adminPage.getByRole('navigation', { name: 'Lists' })).toBeVisible();
    return adminPage
      .getByRole('main')
      .getByRole('link', { name: `Case ${caseId}: ${creditor.companyName} → ${debtor.companyName}` });
  };
  await expect(await inReportsToConfirm()).toBeVisible();

  // The counterparty reads the report but cannot withdraw it.
  const debtorPage = await pageFor(browser, baseURL!, sessionCookie(debtor.session));
  await debtorPage.goto(`/payment-protection/${caseId}`);
  await expect(debtorPage.getByText('Awaiting confirmation')).toBeVisible();
  await expect(debtorPage.getByRole('button', { name: 'Withdraw the report' })).toHaveCount(0);

  await creditorPage.goto(`/payment-protection/${caseId}`);
  await creditorPage.getByRole('button', { name: 'Withdraw the report' }).click();
  const dialog = creditorPage.getByRole('dialog', {
    name: `Withdraw the report of invoice ${invoiceNumber}?`,
  });
  await expect(dialog).toContainText('goes back to your cover for the year');
  await expectNoAxeViolations(creditorPage);
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(creditorPage.getByText('Awaiting confirmation')).toBeVisible();

  await creditorPage.getByRole('button', { name: 'Withdraw the report' }).click();
  await dialog.getByRole('button', { name: 'Withdraw the report' }).click();
  await expect(dialog).toBeHidden();
  await expect(creditorPage.getByText('Withdrawn by the member', { exact: true })).toBeVisible();
  await expect(creditorPage.getByRole('button', { name: 'Withdraw the report' })).toHaveCount(0);
  await expect(creditorPage.getByRole('region', { name: 'History' })).toContainText(
    'Withdrew the report: the shipment is not covered.',
  );
  for (const party of [creditor, debtor]) {
    await nextEmail(party.email, new RegExp(`the report of invoice ${invoiceNumber} is withdrawn`));
  }

  await expect(await inReportsToConfirm()).toHaveCount(0);
});

test('visitors and Standard members learn what payment protection needs', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/payment-protection');
  await expect(page.getByRole('heading', { name: 'Sign in to see your payment protection' })).toBeVisible();
  await expectNoAxeViolations(page);

  const standard = await createSignedInMember({ membership: 'standard_active', firstName: 'Piet' });
  const memberPage = await pageFor(browser, baseURL!, standard.cookie);
  await memberPage.goto('/payment-protection');
  const locked = memberPage.getByRole('region', { name: 'Reporting shipments is for Premium members' });
  await expect(locked).toContainText('it is Standard Active, not Premium');
  await expect(memberPage.getByRole('form', { name: 'Report a shipment for cover' })).toHaveCount(0);
  // What Premium would give, never a cover figure the company lacks.
  await expect(locked).toContainText(
    /With Premium, your company is covered from US\$[\d,]+ up to US\$[\d,]+ a year/,
  );
  await expect(memberPage.getByRole('heading', { name: /cover this year/ })).toHaveCount(0);
  await expect(memberPage.getByText(/cover (remaining|used|left)/i)).toHaveCount(0);
  await expectNoAxeViolations(memberPage);
});

test('the association confirms and declines reports from the queue’s rows, and focus moves on to the next row', async ({
  browser,
  baseURL,
}) => {
  const run = uniqueTag();
  const { creditor, debtor } = await withE2eDatabase(async (db) => ({
    creditor: await tradingMember(db, {
      companyName: `Elbe Quay Cargo ${run}`,
      city: 'Hamburg',
      country: 'DE',
    }),
    debtor: await tradingMember(db, {
      companyName: `Vistula Box Lines ${run}`,
      city: 'Gdansk',
      country: 'PL',
    }),
  }));
  const creditorPage = await pageFor(browser, baseURL!, sessionCookie(creditor.session));
  const caseIds: number[] = [];
  for (const suffix of ['A', 'B']) {
    const filed = await creditorPage.request.post('/api/payment-protection/reports', {
      data: shipmentReport(creditor, debtor, {
        invoiceNumber: `ELB-${run}-${suffix}`.toUpperCase(),
        invoiceDate: addDays(utcDay(), -5),
        dueDate: addDays(utcDay(), 25),
      }),
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    });
    expect(filed.status()).toBe(201);
    caseIds.push(((await filed.json()) as { id: number }).id);
  }
  const [first, second] = caseIds as [number, number];
  const rowName = (id: number) => `Case ${id}: ${creditor.companyName} → ${debtor.companyName}`;

  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });
  const adminPage = await pageFor(browser, baseURL!, admin.cookie);
  await adminPage.goto('/admin/payment-protection');
  const queue = adminPage.getByRole('table', { name: 'Reports to confirm' });
  const row = (id: number) =>
    queue.getByRole('row').filter({ has: adminPage.getByRole('link', { name: rowName(id) }) });
  await expect(row(first)).toBeVisible();
  await expectNoAxeViolations(adminPage);

  // Confirmed from its row: the row leaves the queue, the result is said, and focus is on a row.
  await row(first).getByRole('button', { name: 'Confirm the cover' }).click();
  const dialog = adminPage.getByRole('dialog', { name: /Confirm cover for invoice/ });
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole('button', { name: 'Confirm the cover' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminPage.locator('#dfa-status')).toHaveText(
    new RegExp(`^Case ${first}, invoice .*: Covered\\.$`),
  );
  await expect(row(first)).toHaveCount(0);
  await expect(adminPage.locator(':focus')).toHaveAttribute('id', /^protection-case-\d+$/);
  await expect(adminPage.locator(':focus')).not.toHaveAttribute('id', `protection-case-${first}`);

  // Declining asks for the reason both parties read; focus again lands in the queue or on its heading.
  await row(second).getByRole('button', { name: 'Decline the cover' }).click();
  const decline = adminPage.getByRole('dialog', { name: /Decline cover for invoice/ });
  await decline.getByRole('button', { name: 'Decline the cover' }).click();
  await expect(decline.getByLabel('Reason (both parties read it)')).toHaveAttribute('aria-invalid', 'true');
  await decline
    .getByLabel('Reason (both parties read it)')
    .fill('The bill of lading names another consignee.');
  await decline.getByRole('button', { name: 'Decline the cover' }).click();
  await expect(decline).toBeHidden();
  await expect(row(second)).toHaveCount(0);
  await expect
    .poll(() =>
      adminPage.evaluate(() => {
        const focused = document.activeElement;
        return focused?.tagName === 'H1' || /^protection-case-\d+$/.test(focused?.id ?? '');
      }),
    )
    .toBe(true);

  // On a phone the queue's rows are cards, and nothing scrolls sideways.
  await adminPage.setViewportSize({ width: 360, height: 780 });
  await adminPage.goto('/admin/payment-protection?queue=covered');
  await expect(adminPage.getByRole('table', { name: 'Covered shipments' })).toBeVisible();
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
