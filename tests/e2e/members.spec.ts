import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { withE2eDatabase } from './support/database';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';
import { sessionCookie, signedInMember } from '../support/members';
import { formatDate } from '../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS } from '../../shared/domain/membership';

/** A company that has applied, with its applicant signed in. */
async function createApplicant(companyName: string) {
  const applicant = await withE2eDatabase(async (db) => {
    const account = await signedInMember(db, {
      companyName,
      membership: 'pending',
      firstName: 'Omar',
      lastName: 'Saleh',
      email: `omar.${uniqueTag()}@${companyName.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
      phone: null,
    });
    // an applicant has no membership year yet
    await db
      .updateTable('companies')
      .set({ valid_until: null })
      .where('id', '=', account.companyId)
      .execute();
    return account;
  });
  return { email: applicant.email, cookie: sessionCookie(applicant.token) };
}

test('an admin approves an application as Premium, records the payment, and the member sees its year', async ({
  browser,
  baseURL,
}) => {
  // Two people, several pages and emails over SMTP: more than the default test time on a busy machine.
  test.slow();
  const companyName = `Levant Cargo Partners ${uniqueTag()}`;
  const applicant = await createApplicant(companyName);
  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });

  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ ...admin.cookie, url: baseURL! }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/members');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Members and applications' })).toBeVisible();
  await adminPage.getByLabel('Company, city or contact email').fill(companyName);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage.getByRole('link', { name: companyName })).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await adminPage.getByRole('link', { name: companyName }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve as Premium' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog
    .getByLabel('A line for the welcome email')
    .fill('We look forward to meeting your team in Dubai.');
  await dialog.getByRole('button', { name: 'Approve as Premium' }).click();
  await expect(dialog).toBeHidden();
  // Approving took the buttons away: focus is on the member's heading, never the top of the page.
  await expect(adminPage.getByRole('heading', { level: 1, name: companyName })).toBeFocused();
  await expect(adminPage.getByText(MEMBERSHIP_STATE_LABELS.awaiting_payment, { exact: true })).toBeVisible();
  const welcome = await nextEmail(applicant.email, /is approved as Premium/);
  expect(welcome.text).toContain('We look forward to meeting your team in Dubai.');

  const invoiceNumber = (await adminPage
    .getByRole('link', { name: /^DFA-\d{4}-/ })
    .first()
    .textContent())!;
  await adminPage.goto('/admin/invoices');
  await adminPage.getByRole('button', { name: `Record the payment of ${invoiceNumber}` }).click();
  const payment = adminPage.getByRole('form', { name: `Record the payment of ${invoiceNumber}` });
  await payment.getByLabel('Bank reference').fill('FT26331-LEVANT');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await nextEmail(applicant.email, /Payment received: .* is a Premium member until/);
  await adminContext.close();

  const memberContext = await browser.newContext();
  await memberContext.addCookies([{ ...applicant.cookie, url: baseURL! }]);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/account');
  const membership = memberPage.getByRole('region', { name: 'Membership' });
  const today = new Date().toISOString().slice(0, 10);
  const validUntil = new Date(`${today}T00:00:00Z`);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
  validUntil.setUTCDate(validUntil.getUTCDate() - 1);
  await expect(
    membership.getByText(`Premium, valid until ${formatDate(validUntil.toISOString().slice(0, 10))}`),
  ).toBeVisible();
  const invoices = memberPage.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText('Paid');
  await expectNoAxeViolations(memberPage);

  await invoices.getByRole('link', { name: invoiceNumber }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(memberPage.getByText(/Paid .* ref\. FT26331-LEVANT/)).toBeVisible();
  await memberContext.close();
});

test('an applicant answers the association’s questions from the account page', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const companyName = `Caspian Freight Hub ${uniqueTag()}`;
  const applicant = await createApplicant(companyName);
  const admin = await createSignedInMember({ isAdmin: true, firstName: 'Noor', company: 'DFA Secretariat' });

  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ ...admin.cookie, url: baseURL! }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/members?text=${encodeURIComponent(companyName)}`);
  await adminPage.getByRole('link', { name: companyName }).click();
  await adminPage.getByRole('button', { name: 'Send the questions' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Which ports do your own offices serve, and since when?');
  await dialog.getByRole('button', { name: 'Send the questions' }).click();
  await expect(dialog).toBeHidden();
  // The application is still open, so focus goes back to the button that asked.
  await expect(adminPage.getByRole('button', { name: 'Send the questions' })).toBeFocused();
  const question = await nextEmail(applicant.email, /needs more information/);
  expect(question.text).toContain('/account#application');

  const memberContext = await browser.newContext();
  await memberContext.addCookies([{ ...applicant.cookie, url: baseURL! }]);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/account#application');
  const application = memberPage.getByRole('region', { name: 'Your application' });
  await expect(application).toContainText('Which ports do your own offices serve, and since when?');
  await application.getByRole('button', { name: 'Send the answer' }).click();
  await expect(application.getByLabel('Your answer')).toHaveAccessibleDescription('Write your answer.');
  await application.getByLabel('Your answer').fill('Jebel Ali since 2014 and Bandar Abbas since 2019.');
  await application.getByRole('button', { name: 'Send the answer' }).click();
  await expect(application).toContainText('You answered');
  await expect(application).toContainText('answer received, waiting for review');
  await memberContext.close();

  await adminPage.reload();
  await expect(adminPage.getByRole('region', { name: 'Application' })).toContainText(
    'The applicant answered (Omar Saleh)',
  );
  await expect(adminPage.getByRole('region', { name: 'Log' })).toContainText(
    'Answered the association’s questions.',
  );
  await adminContext.close();
});
