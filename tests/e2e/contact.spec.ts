import type { Page } from '@playwright/test';
import { contactUs } from '../../shared/api/forms';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, POSTGRES_SUBSET, test, uniqueTag } from './support/fixtures';
import { nextEmail } from './support/outbox';

const PATH = '/company/contact-us';

/** The country names and dialable numbers a visitor must find, one per configured support line (playwright.config.ts). */
const SUPPORT_LINES = [
  ['United States', 'tel:+12025550142'],
  ['Canada', 'tel:+14165550178'],
  ['United Kingdom', 'tel:+442079460321'],
  ['Spain', 'tel:+34910000142'],
  ['Ukraine', 'tel:+380440000142'],
  ['China', 'tel:+862160000142'],
  ['Philippines', 'tel:+63280000142'],
  ['Dominican Republic', 'tel:+18095550142'],
] as const;

/** Stored contact messages from one sender, read straight from the e2e server's database. */
async function submissionsFrom(email: string): Promise<{ id: number; payload: Record<string, unknown> }[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('form_submissions')
      .select(['id', 'payload'])
      .where('kind', '=', 'contact-us')
      .orderBy('id')
      .execute(),
  );
  return rows
    .map((row) => ({ id: row.id, payload: JSON.parse(row.payload) as Record<string, unknown> }))
    .filter((row) => row.payload.email === email);
}

/** A sender address no other test uses. */
const senderEmail = (name: string) => `${name}.${uniqueTag()}@caribe.example`;

async function fillForm(page: Page, email: string) {
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await page.getByLabel('Your name').fill('Mateo Alvarez');
  await page.getByLabel('Company (optional)').fill('Caribe Consolidators');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Phone/).fill('+1 809 555 0199');
  await page.getByLabel('Topic').selectOption({ label: 'Membership and joining' });
  await page
    .getByLabel('Message')
    .fill('We ship reefers from Santo Domingo and would like to join. What does it cost?');
}

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the eight support lines with their country names and dialable links', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const lines = page.getByRole('listitem').filter({ has: page.locator('a[href^="tel:"]') });
    await expect(lines).toHaveCount(SUPPORT_LINES.length);
    for (const [country, href] of SUPPORT_LINES) {
      const line = lines.filter({ hasText: country });
      await expect(line.getByRole('link')).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'support@dfa.example' })).toHaveAttribute(
      'href',
      'mailto:support@dfa.example',
    );
    await expect(page.locator('address')).toHaveText(
      'DF Alliance FZEJebel Ali Free ZoneDubai, United Arab Emirates',
    );
    await expect(page.getByLabel('Message')).toBeVisible();
  });
});

test.describe('contact form', () => {
  test(
    'sends a message, shows what happens next, stores it and emails the team',
    POSTGRES_SUBSET,
    async ({ page }) => {
      const email = senderEmail('mateo');
      await page.goto(PATH);
      await fillForm(page, email);
      await page.getByRole('button', { name: 'Send message' }).click();

      const thanks = page.getByRole('status');
      await expect(
        thanks.getByRole('heading', { name: 'Thank you, we received your message' }),
      ).toBeFocused();
      await expect(thanks).toContainText(`reply by email to ${email} within one working day`);

      const stored = await submissionsFrom(email);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.payload).toEqual({
        name: 'Mateo Alvarez',
        company: 'Caribe Consolidators',
        email,
        phone: '+18095550199',
        topic: 'membership',
        message: 'We ship reefers from Santo Domingo and would like to join. What does it cost?',
      });
      const mail = await nextEmail(
        'contact@localhost',
        /^Contact form: Membership and joining from Mateo Alvarez$/,
        0,
        { mentioning: email },
      );
      expect(mail.text).toContain(`Email: ${email}`);
      await expectNoAxeViolations(page);
    },
  );

  test('shows a message beside each invalid field and stores nothing', async ({ page }) => {
    const email = `mateo-at-caribe-${uniqueTag()}`;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === contactUs.path) sent.push(request.method());
    });
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Phone/).fill('12');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name.');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@company.com.',
    );
    await expect(page.getByLabel(/^Phone/)).toHaveAccessibleDescription(/Enter a valid phone number/);
    await expect(page.getByLabel('Topic')).toHaveAccessibleDescription('Choose what your message is about.');
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
      'Write at least 10 characters so we can help you.',
    );
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
    expect(await submissionsFrom(email)).toEqual([]);
  });

  test('stores a double-clicked message once', async ({ page }) => {
    const email = senderEmail('mateo.double');
    await page.goto(PATH);
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Send message' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you, we received your message' })).toBeVisible();
    // Give a second request, had one been sent, the time to land before counting.
    await page.waitForLoadState('networkidle');
    expect(await submissionsFrom(email)).toHaveLength(1);
  });
});
