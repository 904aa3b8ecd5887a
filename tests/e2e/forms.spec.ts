import type { Page } from '@playwright/test';
import type { FormKind } from '../../shared/api/forms';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';

interface StoredRow {
  id: number;
  payload: Record<string, unknown>;
  attribution: Record<string, unknown> | null;
}

/** Stored submissions of one kind from one sender, read straight from the e2e server's database. */
async function submissions(kind: FormKind, email: string): Promise<StoredRow[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('form_submissions')
      .select(['id', 'payload', 'attribution'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute(),
  );
  return rows
    .map((row) => ({
      id: row.id,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      attribution: row.attribution ? (JSON.parse(row.attribution) as Record<string, unknown>) : null,
    }))
    .filter((row) => row.payload.email === email);
}

/** Shipping leads a shipper sent, read straight from the e2e server's database. */
function leadsFrom(email: string) {
  return withE2eDatabase((db) =>
    db
      .selectFrom('shipping_leads')
      .select(['mode', 'ready_date', 'origin_city', 'status', 'attribution'])
      .where('requester_email', '=', email)
      .execute(),
  );
}

/**
 * Waits until the landing page has noted the visit (recorded, or queued for the tracker): a
 * person reads a page for longer than a test does before moving on.
 */
async function landingNoted(page: Page, campaign: string) {
  await expect
    .poll(() =>
      page.evaluate(
        () => `${localStorage.getItem('dfa-attribution')} ${sessionStorage.getItem('dfa-pending-views')}`,
      ),
    )
    .toContain(campaign);
}

test.describe('ERP enquiry', () => {
  test.use({ consent: 'granted' });

  test('keeps the campaign a visitor first came from, stores the enquiry once on a double click', async ({
    page,
  }) => {
    const email = `diego.${uniqueTag()}@andescargo.example`;
    await page.goto('/digital-tools?utm_source=linkedin&utm_medium=social&utm_campaign=erp-launch');
    await landingNoted(page, 'erp-launch');
    await page.goto('/partners/erp-enquiry');
    await expect(page.getByRole('heading', { level: 1, name: 'ERP enquiry' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Andes Cargo');
    await page.getByLabel('Your role').fill('Operations manager');
    await page.getByLabel('Company size').selectOption({ label: '51 to 200 people' });
    await page.getByLabel(/^Current system/).fill('Spreadsheets');
    await page
      .getByLabel('Your enquiry', { exact: true })
      .fill('Can the ERP import our open bookings from spreadsheets?');
    await page.getByLabel('Your name').fill('Diego Rojas');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send enquiry' }).dblclick();

    const thanks = page.getByRole('status');
    await expect(thanks.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
    await expect(thanks).toContainText(`answer ${email} within two working days`);

    const stored = await submissions('erp-enquiry', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({ company: 'Andes Cargo', companySize: '51-200' });
    expect(stored[0]!.attribution).toMatchObject({
      firstTouch: { source: 'linkedin', medium: 'social', campaign: 'erp-launch', channel: 'social' },
      pagesVisited: ['/digital-tools', '/partners/erp-enquiry'],
      browser: 'Chrome',
    });
    await expectNoAxeViolations(page);
  });

  test('keeps the landing campaign when the visitor moves on before the tracker has loaded', async ({
    page,
  }) => {
    const email = `lucia.${uniqueTag()}@pampacargo.example`;
    // The tracker loads after the page is interactive; here it never arrives on the landing page.
    const tracker = /\/assets\/browser-[\w-]+\.js$/;
    await page.route(tracker, () => undefined);
    await page.goto('/services?utm_source=newsletter&utm_medium=email&utm_campaign=erp-week');
    await landingNoted(page, 'erp-week');
    await page.unroute(tracker);

    await page.goto('/partners/erp-enquiry');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Pampa Cargo');
    await page.getByLabel('Your role').fill('Owner');
    await page.getByLabel('Company size').selectOption({ label: '11 to 50 people' });
    await page
      .getByLabel('Your enquiry', { exact: true })
      .fill('Does the ERP handle consolidated LCL files?');
    await page.getByLabel('Your name').fill('Lucía Fernández');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(
      page.getByRole('status').getByRole('heading', { name: 'Thank you for your enquiry' }),
    ).toBeFocused();

    expect((await submissions('erp-enquiry', email))[0]?.attribution).toMatchObject({
      firstTouch: { source: 'newsletter', medium: 'email', campaign: 'erp-week', channel: 'email' },
      pagesVisited: ['/services', '/partners/erp-enquiry'],
    });
  });

  test('shows field errors and stores nothing for invalid input', async ({ page }) => {
    await page.goto('/partners/erp-enquiry');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByLabel('Your role')).toHaveAccessibleDescription(/Enter your role\./);
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@company.com.',
    );
    expect(await submissions('erp-enquiry', 'not-an-email')).toHaveLength(0);
  });
});

test.describe('demo and lead forms', () => {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

  test('a shipper’s request for quotes is stored with its attribution', async ({ page }) => {
    const email = `lucia.${uniqueTag()}@atun.example`;
    await page.goto('/get-a-quote?utm_source=google&utm_medium=cpc&gclid=abc1');
    await expect(page.getByRole('button', { name: 'Request quotes' })).toBeEnabled();
    for (const [group, country, city] of [
      ['Ships from', 'ES', 'Valencia'],
      ['Ships to', 'PH', 'Manila'],
    ] as const) {
      const place = page.getByRole('group', { name: group });
      await place.getByLabel('Country').selectOption(country);
      await place.getByLabel('City').fill(city);
    }
    await page.getByLabel('Mode of transport').selectOption('sea-fcl');
    await page.getByLabel('Container type').selectOption('40RH');
    await page.getByLabel('How many').fill('2');
    await page.getByLabel('What are the goods?').fill('Frozen tuna, 52 tonnes');
    await page.getByLabel('Cargo ready on').fill(inTwoWeeks);
    await page.getByLabel('Your name').fill('Lucia Ferrer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your country').selectOption('ES');
    await page.getByRole('button', { name: 'Request quotes' }).click();
    await expect(page.getByRole('heading', { name: 'Your request is with us' })).toBeFocused();
    const [lead, ...more] = await leadsFrom(email);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      mode: 'sea-fcl',
      ready_date: inTwoWeeks,
      origin_city: 'Valencia',
      status: 'pending',
    });
    // Consent was declined: the current page's attribution is still sent with the form.
    expect(JSON.parse(lead!.attribution!)).toMatchObject({
      firstTouch: { source: 'google', channel: 'paid' },
      clickId: 'abc1',
    });
  });

  for (const [path, button, kind] of [
    ['/services/trade-finance', 'Request a demo', 'cargoes-finance-demo'],
    ['/digital-tools/searates-erp', 'Book a demo', 'searates-erp-demo'],
  ] as const) {
    test(`${kind} is stored with its attribution`, async ({ page }) => {
      const email = `omar.${uniqueTag()}@gulfbridge.example`;
      await page.goto(path);
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
      await page.getByLabel('Your name').fill('Omar Haddad');
      await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Gulf Bridge Logistics');
      if (kind === 'cargoes-finance-demo')
        await page.getByLabel('Country', { exact: true }).fill('United Arab Emirates');
      else await page.getByLabel('Company size').selectOption('11-50');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { name: 'Your demo request is in' })).toBeFocused();
      const [row] = await submissions(kind, email);
      expect(row!.attribution).toMatchObject({
        lastTouch: { channel: 'direct', landing: path },
        device: 'desktop',
      });
    });
  }
});

test.describe('consent banner', () => {
  test.use({ consent: 'unset' });

  test('is answered by keyboard, remembered, and has no accessibility violations', async ({ page }) => {
    await page.goto('/partners/erp-enquiry');
    const banner = page.getByRole('region', { name: 'May we remember how you found us?' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('dfa-attribution'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'May we remember how you found us?' })).toHaveCount(0);
  });
});
