import type { Page } from '@playwright/test';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(3 * 1024 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** The welcome prompt opens for signed-out visitors after 5 s; it is not what these tests are about. */
async function dismissWelcome(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to DFA!' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
  });
}

/** True once a progress bar has been on the page, however briefly. */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const flag = window as unknown as { sawProgress?: boolean };
    flag.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('progress')) flag.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test.describe('blacklist', () => {
  test('asks an anonymous visitor to sign in, in the server-rendered page too', async ({ page, request }) => {
    const html = await request.get('/company/blacklist');
    expect(html.status()).toBe(200);
    const body = await html.text();
    expect(body).toContain('<h1>Blacklist</h1>');
    expect(body).toContain('Sign in to see the blacklist');
    expect(body).toContain('noindex');

    await dismissWelcome(page);
    await page.goto('/company/blacklist');
    await expect(page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to see the blacklist' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    await expectNoAxeViolations(page);
  });

  test('tells an applicant the blacklist opens once the membership is approved, without an error', async ({
    page,
    context,
    baseURL,
  }) => {
    const applicant = await createSignedInMember({ firstName: 'Omar', membership: 'pending' });
    await context.addCookies([{ ...applicant.cookie, url: baseURL! }]);
    const blacklistCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/blacklist/')) blacklistCalls.push(request.url());
    });
    await page.goto('/company/blacklist');

    const locked = page.getByRole('region', { name: 'Your application is being reviewed' });
    await expect(locked).toBeVisible();
    await expect(locked).toContainText(
      'The blacklist opens once your membership is approved and its first invoice paid. We will email you at each step.',
    );
    await expect(locked.getByRole('link', { name: 'Complete your company profile' })).toHaveAttribute(
      'href',
      '/directory/my-company',
    );
    await expect(locked.getByRole('link', { name: 'Ask us about your application' })).toHaveAttribute(
      'href',
      '/company/contact-us',
    );
    await expect(page.getByRole('main').getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(blacklistCalls).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('tells a lapsed member to renew, and how', async ({ page, context, baseURL }) => {
    const lapsed = await createSignedInMember({ firstName: 'Marta', membership: 'standard_inactive' });
    await context.addCookies([{ ...lapsed.cookie, url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/company/blacklist');

    const locked = page.getByRole('region', { name: 'Renew your membership' });
    await expect(locked).toContainText(
      'Your membership has lapsed, so the blacklist is closed to your company.',
    );
    await expect(locked.getByRole('link', { name: 'Ask for your renewal invoice' })).toHaveAttribute(
      'href',
      '/company/contact-us',
    );
    await expect(locked.getByRole('link', { name: 'Compare membership plans' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(page.getByRole('button', { name: 'Add entry' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('with an admin and a member', () => {
    test.use({ expectedApiStatuses: [400] });

    test('an admin lists a company with evidence, the company answers once, a member finds it', async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // A company of the test's own, and one listed before it.
      const tag = uniqueTag();
      const COMPANY = `Meridian Ghost Freight ${tag}`;
      const ALIAS = `MGF Lines ${tag}`;
      const COMPANY_EMAIL = `accounts-${tag}@meridian-ghost.test`;
      const admin = await createSignedInMember({ firstName: 'Ines', isAdmin: true });
      await context.addCookies([{ ...admin.cookie, url: baseURL! }]);
      const earlier = `Piraeus Phantom Cargo ${tag}`;
      const listed = await page.request.post('/api/blacklist/blacklist-item', {
        headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        data: {
          companyName: earlier,
          aliases: [],
          countries: [{ country: 'GR', cities: ['Piraeus'] }],
          reasons: ['Sold the same container space twice in one week.'],
          managers: [],
        },
      });
      expect(listed.status(), await listed.text()).toBe(200);
      await page.goto('/company/blacklist');

      // Add an entry.
      await page.getByRole('button', { name: 'Add entry' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add a blacklist entry' });
      await addDialog.getByLabel('Company name', { exact: true }).fill(COMPANY);
      await addDialog.getByLabel('Other names (optional)', { exact: true }).fill(ALIAS);
      await addDialog.getByLabel('Country 1', { exact: true }).selectOption('GR');
      await addDialog.getByLabel('Cities in country 1 (optional)', { exact: true }).fill('Piraeus, Athens');
      await addDialog
        .getByLabel('Reasons', { exact: true })
        .fill('Left two ocean freight invoices unpaid (US$12,600).');
      await addDialog.getByLabel('People associated (optional)', { exact: true }).fill('Stavros Kallis');
      await addDialog.getByRole('button', { name: 'Add entry' }).click();
      await expect(addDialog).toHaveCount(0);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COMPANY }) });
      // New entries come first: before the one listed earlier (others may have come since).
      const entries = page.getByRole('region', { name: 'Entries' }).getByRole('listitem');
      await expect(card).toBeVisible();
      const order = await entries.getByRole('heading').allTextContents();
      expect(order.indexOf(COMPANY)).toBeLessThan(order.indexOf(earlier));
      await expect(card.getByText('Reported', { exact: true })).toBeVisible();
      await expect(card.getByText('Greece (Piraeus, Athens)')).toBeVisible();
      await expectNoAxeViolations(page);

      // Upload two files and see the progress.
      await watchForProgress(page);
      await card.getByLabel(`Add evidence to ${COMPANY}`, { exact: true }).setInputFiles([
        { name: 'invoice 4471.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'container photo.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await card.getByRole('button', { name: 'Upload files' }).click();
      await expect(card.getByText('Uploaded invoice 4471.pdf, container photo.png.')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(
        true,
      );
      await expect(card.getByRole('link', { name: 'invoice 4471.pdf' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'container photo.png' })).toBeVisible();

      // A renamed program is refused with its name.
      await card
        .getByLabel(`Add evidence to ${COMPANY}`, { exact: true })
        .setInputFiles([{ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: EXE }]);
      await card.getByRole('button', { name: 'Upload files' }).click();
      await expect(card.getByRole('alert')).toHaveText(
        'evidence.pdf is not a PDF, PNG, JPEG, DOCX or XLSX file.',
      );
      await expect(card.getByRole('link', { name: 'evidence.pdf' })).toHaveCount(0);

      // Edit it.
      await card.getByRole('button', { name: `Edit ${COMPANY}` }).click();
      const editDialog = page.getByRole('dialog', { name: `Edit ${COMPANY}` });
      await editDialog
        .getByLabel('Reasons', { exact: true })
        .fill(
          'Left two ocean freight invoices unpaid (US$12,600).\nReleased cargo without the original bill of lading.',
        );
      await editDialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(editDialog).toHaveCount(0);
      await expect(card.getByText('Released cargo without the original bill of lading.')).toBeVisible();

      // Remove a file, after confirming.
      await card.getByRole('button', { name: 'Remove container photo.png' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove container photo.png?' });
      await confirm.getByRole('button', { name: 'Remove file' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'container photo.png' })).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'invoice 4471.pdf' })).toBeVisible();

      // Review and list it.
      for (const [label, badge] of [
        ['Under review', 'Under review'],
        ['Blacklisted', 'Blacklisted'],
      ] as const) {
        await card.getByRole('button', { name: `Change status of ${COMPANY}` }).click();
        const dialog = page.getByRole('dialog', { name: `Status of ${COMPANY}` });
        await dialog.getByLabel('New status', { exact: true }).selectOption({ label });
        await dialog
          .getByLabel('Why', { exact: true })
          .fill('Invoices and bills of lading checked against the carrier’s records.');
        await dialog.getByRole('button', { name: 'Change status' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(card.getByText(badge, { exact: true })).toBeVisible();
      }

      // Notify the company: the email arrives over SMTP with its link.
      await card.getByRole('button', { name: `Notify the company ${COMPANY}` }).click();
      const notify = page.getByRole('dialog', { name: `Notify ${COMPANY}` });
      await notify.getByLabel('Company’s email address', { exact: true }).fill(COMPANY_EMAIL);
      await notify.getByRole('button', { name: 'Send the link' }).click();
      await expect(
        notify.getByText(`The link is on its way to ${COMPANY_EMAIL}.`, { exact: false }),
      ).toBeVisible();
      await notify.getByRole('button', { name: 'Done' }).click();
      const mail = await nextEmail(
        COMPANY_EMAIL,
        new RegExp(`Your right to answer a report about ${COMPANY}`),
      );
      const link = /https?:\/\/\S+\/company\/blacklist\/respond\/[A-Za-z0-9_-]{43}/.exec(
        mail.text ?? '',
      )?.[0];
      expect(link).toBeDefined();

      // The company answers once.
      const companyContext = await browser.newContext();
      const companyPage = await companyContext.newPage();
      await dismissWelcome(companyPage);
      await companyPage.goto(link!);
      // A browser of its own loads the site's code afresh, then fetches the report: on a busy
      // machine, that takes a while.
      await expect(companyPage.getByText('Left two ocean freight invoices unpaid (US$12,600).')).toBeVisible({
        timeout: 30_000,
      });
      await expect(companyPage.getByText('Stavros Kallis')).toHaveCount(0);
      await companyPage
        .getByLabel('Your name and position', { exact: true })
        .fill('Dimitra Kallis, finance manager');
      await companyPage
        .getByLabel('Your statement', { exact: true })
        .fill(
          'Both invoices were paid on 3 March through our bank in Piraeus; the confirmation is attached.',
        );
      await companyPage
        .getByLabel('Documents (optional)', { exact: true })
        .setInputFiles([{ name: 'bank confirmation.pdf', mimeType: 'application/pdf', buffer: PDF }]);
      await companyPage.getByRole('button', { name: 'Send my response' }).click();
      await expect(
        companyPage.getByRole('heading', { name: 'Thank you — the association will review your response' }),
      ).toBeVisible();
      await companyPage.goto(link!);
      await expect(
        companyPage.getByRole('heading', { name: 'This link has already been used' }),
      ).toBeVisible();
      await companyContext.close();

      // A member searches by another name and downloads the evidence.
      const member = await createSignedInMember({ firstName: 'Tomas' });
      const memberContext = await browser.newContext({ baseURL: baseURL! });
      await memberContext.addCookies([{ ...member.cookie, url: baseURL! }]);
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/company/blacklist');
      await expect(memberPage.getByRole('button', { name: 'Add entry' })).toHaveCount(0);
      await memberPage.getByLabel('Search by company name', { exact: true }).fill(ALIAS.toLowerCase());
      const found = memberPage
        .getByRole('listitem')
        .filter({ has: memberPage.getByRole('heading', { name: COMPANY }) });
      await expect(found.getByText('Blacklisted, disputed', { exact: true })).toBeVisible();
      await expect(found.getByText('Both invoices were paid on 3 March', { exact: false })).toBeVisible();
      await expect(memberPage.getByText('1 entry match')).toBeVisible();
      const download = memberPage.waitForEvent('download');
      await found.getByRole('link', { name: 'invoice 4471.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('invoice 4471.pdf');
      await expectNoAxeViolations(memberPage);
      await memberContext.close();
    });
  });
});
