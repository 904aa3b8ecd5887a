import { randomBytes } from 'node:crypto';
import { MEMBERSHIP_STATE_LABELS } from '../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../shared/domain/membership-notes';
import { insertMember } from '../support/members';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember, signInOnly } from './support/members';

const ATTENDEES_PATH = '/events/annual-conference-attendees-list';

/** A listed member company with a head office, as the directory shows it. */
async function createListedCompany(name: string) {
  const suffix = randomBytes(3).toString('hex');
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
  const companyName = `${name} ${suffix}`;
  await withE2eDatabase(async (db) => {
    const { companyId } = await insertMember(db, { companyName, slug, email: `ops@${slug}.test` });
    await db
      .updateTable('companies')
      .set({ tier: 'premium', member_since: '2021-04-12', valid_until: '2027-03-12' })
      .where('id', '=', companyId)
      .execute();
    await db
      .insertInto('company_offices')
      .values({ company_id: companyId, country: 'OM', city: 'Sohar', address: null, is_head_office: 1 })
      .execute();
  });
  return { name: companyName, slug };
}

test.describe('the conference attendees list', () => {
  test('an admin imports the list; members see the companies with links, visitors only the count', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const attendee = await createListedCompany('Sohar Port Logistics');
    const admin = await createSignedInMember({
      isAdmin: true,
      firstName: 'Noor',
      company: 'DFA Secretariat',
    });
    await signInOnly(page, baseURL!, admin);
    await page.goto(ATTENDEES_PATH);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Record attendance' })).toBeVisible();
    await main.getByLabel('Attendance list (CSV)').setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Company,Email\r\n${attendee.name},\r\nNo Such Freight Ltd,desk@nosuch.test\r\n`),
    });
    await main.getByRole('button', { name: 'Import the list' }).click();
    const result = main.getByRole('status').filter({ hasText: 'added' });
    await expect(result).toContainText('1 company added; 0 already listed.');
    await expect(result).toContainText('Line 3: No Such Freight Ltd, desk@nosuch.test');
    await expect(
      main.getByRole('list', { name: 'Companies that attended' }).getByRole('link', { name: attendee.name }),
    ).toBeVisible();

    const member = await createSignedInMember({ firstName: 'Lena' });
    await signInOnly(page, baseURL!, member);
    await page.goto(ATTENDEES_PATH);
    const list = main.getByRole('list', { name: 'Companies that attended' });
    await expect(list.getByText('Sohar, Oman').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Record attendance' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await list.getByRole('link', { name: attendee.name }).click();
    await expect(page).toHaveURL(new RegExp(`/directory/company/${attendee.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(attendee.name);

    await page.context().clearCookies();
    await page.goto(ATTENDEES_PATH);
    await expect(main.getByText(/^\d+ compan(y|ies) from the member directory attended\.$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign in to see the companies' })).toBeVisible();
    await expect(main.getByText(attendee.name)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the member home, the dashboard', () => {
  test('an applicant sees where the application stands, not figures of tools it cannot open', async ({
    page,
    baseURL,
  }) => {
    const applicant = await createSignedInMember({
      firstName: 'Ines',
      membership: 'pending',
      company: 'Qeshm Freight',
    });
    await signInOnly(page, baseURL!, applicant);
    await page.goto('/auth/sign-in/greetings');
    await expect(page).toHaveURL(/\/dashboard$/);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your membership application');
    await expect(
      main.getByText(`${MEMBERSHIP_STATE_LABELS.under_review}. ${MEMBERSHIP_STATE_NOTES.under_review}`),
    ).toBeVisible();
    await expect(main.getByText(/Welcome back/)).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Shipping leads' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'What needs doing' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'company profile' })).toHaveAttribute(
      'href',
      '/directory/my-company',
    );
    await expectNoAxeViolations(page);
  });

  test('a lapsed member is asked to renew; a current member gets the figures', async ({ page, baseURL }) => {
    const lapsed = await createSignedInMember({ firstName: 'Karl', membership: 'standard_inactive' });
    await signInOnly(page, baseURL!, lapsed);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renew your membership');
    await expect(page.getByRole('main').getByText(/Your membership has lapsed/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping leads' })).toHaveCount(0);

    const current = await createSignedInMember({ firstName: 'Lena', membership: 'premium' });
    await signInOnly(page, baseURL!, current);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Lena');
    await expect(
      page
        .getByRole('main')
        .getByRole('definition')
        .filter({ hasText: /^Premium, valid until/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping leads' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Ship schedules' }),
    ).toBeVisible();
  });
});

test('a public profile says whether the company is a current member, since when, its tier and validity', async ({
  page,
}) => {
  const company = await createListedCompany('Muscat Reefer Lines');
  await page.goto(`/directory/company/${company.slug}`);
  const membership = page.getByRole('main').getByRole('definition').filter({ hasText: 'Current member' });
  await expect(membership).toHaveText(
    'Current member of the Digital Freight AllianceMember since 2021, Premium, valid until 12 March 2027.',
  );
});
