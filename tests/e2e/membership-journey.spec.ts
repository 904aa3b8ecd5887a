import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, formatDate, formatLongDay, utcDay } from '../../shared/domain/date';
import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import {
  FINAL_REMINDER_DAYS,
  MEMBERSHIP_STATE_LABELS,
  RENEWAL_NOTICE_DAYS,
} from '../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../shared/domain/membership-notes';
import { runAndPublish } from '../../src-server/features/members/membership-calendar';
import { smtpMailer } from '../../src-server/services/mailer';
import { deliverDueMessages } from '../../src-server/services/outbox';
import { fileSmsSender } from '../../src-server/services/sms';
import { insertMember } from '../support/members';
import { withE2eDatabase } from './support/database';
import type { E2eSite } from './support/e2e-site';
import { expect, test } from './support/fixtures';
import { createMemberWithPassword, signIn, signInAsAdmin } from './support/members';
import { mailboxOf } from './support/outbox';

// A year passes for every member of the site at once, so the journey happens on a site of its
// own: on the shared server, it would lapse the members other tests are using.
test.use({ siteOfItsOwn: true });

/**
 * The portal at a later moment: the membership calendar runs twice (as it does on every server,
 * every few minutes), then the outbox sends what is due at that moment to the loopback SMTP server.
 */
async function portalAt(now: Date, site: E2eSite): Promise<void> {
  await withE2eDatabase(async (db) => {
    await runAndPublish(db, { now, siteUrl: site.baseURL });
    await runAndPublish(db, { now, siteUrl: site.baseURL });
    const transports = {
      mailer: smtpMailer({ url: site.smtpUrl, from: 'DFA Portal <no-reply@localhost>' }),
      sms: fileSmsSender(site.smsFile),
    };
    while ((await deliverDueMessages(db, transports, now)).sent > 0);
  }, site);
}

/** The five steps of the sign-up form, with the phone code the SMS provider received. */
async function applyForMembership(
  page: Page,
  site: E2eSite,
  { company, email, password }: { company: string; email: string; password: string },
) {
  const { smsCode } = mailboxOf(site);
  const suffix = randomInt(100, 1000);
  await page.goto('/auth/sign-up');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('City').fill('Southampton');
  await page.getByLabel('Freight forwarding by sea').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Mobile phone').fill(`+44 7400 456${suffix}`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('6-digit code from the SMS').fill(await smsCode(`+447400456${suffix}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('main').getByText(`+44 7400 456${suffix} is verified.`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByLabel(/I accept the code of ethics/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your application is received');
}

test('a company applies, is approved as Premium and pays; a year later it is reminded, then lapses', async ({
  page,
  browser,
  site,
}) => {
  // Sign-up, an admin's approval and a year of the calendar, with mail and texts: a long journey.
  test.setTimeout(150_000);
  const { nextEmail, messagesCountTo } = mailboxOf(site);
  const tag = randomBytes(3).toString('hex');
  const company = `Solent Reefer Forwarding ${tag}`;
  const email = `lena.berg-${tag}@solent-reefer.test`;
  const password = 'quay crane tide 2031';
  await applyForMembership(page, site, { company, email, password });

  // The application is reviewed once its email address is confirmed with the emailed link.
  const confirmation = await nextEmail(email, /^Confirm your email address for your DFA application$/);
  const link = /https?:\/\/\S+\/auth\/confirm-email\/[A-Za-z0-9_-]+/.exec(confirmation.text ?? '')![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');

  const admin = await createMemberWithPassword('secretariat desk 2026', 'Noor', { isAdmin: true, site });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/members');
  await adminPage.getByLabel('Company, city or contact email').fill(company);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage.getByRole('link', { name: company }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve as Premium' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve as Premium' }).click();
  await expect(dialog).toBeHidden();
  await nextEmail(email, /is approved as Premium/);

  // Between approval and payment the state has its own name, and the tools say what opens on payment.
  await page.context().clearCookies();
  await signIn(page, email, password);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
    `${MEMBERSHIP_STATE_LABELS.awaiting_payment}${MEMBERSHIP_STATE_NOTES.awaiting_payment}`,
  );
  await page.goto('/digital-tools/ship-schedules');
  await expect(
    page.getByRole('region', { name: 'Your membership starts when the first invoice is paid' }),
  ).toContainText(MEMBERSHIP_STATE_NOTES.awaiting_payment);
  const invoiceNumber = (await adminPage
    .getByRole('link', { name: /^DFA-\d{4}-/ })
    .first()
    .textContent())!;
  await adminPage.goto('/admin/invoices');
  await adminPage.getByRole('button', { name: `Record the payment of ${invoiceNumber}` }).click();
  const payment = adminPage.getByRole('form', { name: `Record the payment of ${invoiceNumber}` });
  await payment.getByLabel('Bank reference').fill(`FT-${tag}`);
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await nextEmail(email, /Payment received: .* is a Premium member until/);
  await adminContext.close();

  // Paid today: a year of membership, to the day before today's date next year.
  const today = utcDay();
  const nextYear = new Date(`${today}T00:00:00Z`);
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  const validUntil = addDays(utcDay(nextYear), -1);

  await page.context().clearCookies();
  await signIn(page, email, password);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Lena');
  await expect(
    main.getByText(`Premium, valid until ${formatDate(validUntil)}`, { exact: true }),
  ).toBeVisible();
  await page.goto('/account');
  await expect(
    page
      .getByRole('region', { name: 'Membership' })
      .getByText(`Premium, valid until ${formatDate(validUntil)}`),
  ).toBeVisible();

  await page.goto(`/directory?text=${encodeURIComponent(company)}`);
  await main.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(main.getByRole('definition').filter({ hasText: 'Current member' })).toHaveText(
    `Current member of the Digital Freight AllianceMember since ${today.slice(0, 4)}, Premium, valid until ${formatLongDay(validUntil)}.`,
  );

  const renewalSubject = new RegExp(`^Renew your DFA membership: ${company} membership ends`);
  const finalSubject = new RegExp(`^${FINAL_REMINDER_DAYS} days left: the DFA membership of ${company} ends`);
  const lapsedSubject = new RegExp(`^The DFA membership of ${company} has lapsed$`);
  const at = (day: string) => new Date(`${day}T08:00:00Z`);

  await portalAt(at(addDays(validUntil, -RENEWAL_NOTICE_DAYS)), site);
  const renewal = await nextEmail(email, renewalSubject);
  expect(renewal.text).toMatch(/DFA-\d{4}-/);
  expect(await messagesCountTo(email, finalSubject)).toBe(0);

  await portalAt(at(addDays(validUntil, -FINAL_REMINDER_DAYS)), site);
  await nextEmail(email, finalSubject);
  expect(await messagesCountTo(email, renewalSubject)).toBe(1);
  expect(await messagesCountTo(email, finalSubject)).toBe(1);
  expect(await messagesCountTo(email, lapsedSubject)).toBe(0);

  await portalAt(at(addDays(validUntil, 1)), site);
  await nextEmail(email, lapsedSubject);
  expect(await messagesCountTo(email, renewalSubject)).toBe(1);
  expect(await messagesCountTo(email, finalSubject)).toBe(1);

  await page.goto('/auth/sign-in/greetings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renew your membership');
  await expect(main.getByText(/Your membership has lapsed/)).toBeVisible();

  for (const [path, tool] of [
    ['/digital-tools/ship-schedules', 'schedules'],
    ['/digital-tools/tracking-system', 'tracking'],
  ] as const) {
    await page.goto(path);
    await expect(main.getByRole('region', { name: 'Renew your membership' })).toContainText(
      MEMBER_TOOLS[tool].lapsed,
    );
  }

  const otherSlug = `harbour-agents-${tag}`;
  await withE2eDatabase(async (db) => {
    const other = await insertMember(db, {
      companyName: `Harbour Agents ${tag}`,
      slug: otherSlug,
      email: `ops@${otherSlug}.test`,
    });
    await db
      .insertInto('company_contacts')
      .values({
        company_id: other.companyId,
        name: 'Tomas Reyes',
        role: 'Export manager',
        email: `tomas@${otherSlug}.test`,
        phone: '+442380000000',
      })
      .execute();
  }, site);
  await page.goto(`/directory/company/${otherSlug}`);
  // The contacts' note; the booking part beside them says why meetings are closed too.
  await expect(
    main.getByRole('note').filter({ hasText: MEMBER_TOOLS['member-contacts'].lapsed }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Show contacts' })).toHaveCount(0);

  await page.goto(`/directory?text=${encodeURIComponent(company)}`);
  await main.getByLabel('Membership').selectOption('standard_inactive');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: company }) });
  await expect(card).toContainText('Standard Inactive');
});
