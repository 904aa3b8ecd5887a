import type { Page, Request } from '@playwright/test';
import { openBeforeHydration } from './support/before-hydration';
import { expect, test, uniqueTag } from './support/fixtures';

/**
 * Lets the page's scripts through, then waits until it is interactive: the forms keep their send
 * button disabled until they are hydrated.
 */
async function hydrate(page: Page, release: () => void, sendButton: string) {
  const button = page.getByRole('button', { name: sendButton });
  await expect(button, 'the server’s form is not interactive yet').toBeDisabled();
  release();
  await expect(button).toBeEnabled({ timeout: 30_000 });
}

/** The JSON body of the next POST to `apiPath` the page sends. */
function nextPost(page: Page, apiPath: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest(
      (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === apiPath,
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

/** The invitation to join opens five seconds after hydration; a visitor closes it and carries on. */
async function closeWelcomeWhenItOpens(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to DFA!' });
  await page.addLocatorHandler(welcome, () => welcome.getByRole('button', { name: 'Close dialog' }).click());
}

test.describe('what a visitor types before the page is interactive', () => {
  // Throttled hydration, then a real send.
  test.slow();

  test('stays in the forgot-password form and is sent', async ({ page }) => {
    const email = `early.${uniqueTag()}@harbour-line.example`;
    const { release } = await openBeforeHydration(page, '/auth/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await hydrate(page, release, 'Send the link');

    await expect(page.getByLabel('Email address')).toHaveValue(email);
    const sent = nextPost(page, '/api/auth/reset-password-request');
    await page.getByRole('button', { name: 'Send the link' }).click();
    expect(await sent).toEqual({ email });
    await expect(page).toHaveURL(/\/auth\/notification-page\?flow=reset-sent$/);
  });

  test.describe('sign-in', () => {
    // Nobody has this account: the server answers 401, after receiving what was typed.
    test.use({ expectedApiStatuses: [401] });

    test('keeps the email and password and sends them', async ({ page }) => {
      // Failed sign-ins count against the address, so each run tries one of its own.
      const email = `early.bird.${uniqueTag()}@harbour-line.example`;
      const { release } = await openBeforeHydration(page, '/auth/sign-in');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('quay crane 7');
      await hydrate(page, release, 'Sign in');

      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('quay crane 7');
      const sent = nextPost(page, '/api/auth/sign-in');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await sent).toEqual({ email, password: 'quay crane 7' });
    });
  });

  test('stays in the contact form, the chosen topic too, and is sent', async ({ page }) => {
    await closeWelcomeWhenItOpens(page);
    const email = `early.${uniqueTag()}@caribe-consolidators.example`;
    const { release } = await openBeforeHydration(page, '/company/contact-us');
    await page.getByLabel('Your name').fill('Mateo Alvarez');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Phone/).fill('+1 809 555 0199');
    await page.getByLabel('Topic').selectOption({ label: 'Membership and joining' });
    const topic = await page.getByLabel('Topic').inputValue();
    await page.getByLabel('Message').fill('We ship reefers from Santo Domingo. What does membership cost?');
    await hydrate(page, release, 'Send message');

    await expect(page.getByLabel('Your name')).toHaveValue('Mateo Alvarez');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Topic').locator('option:checked')).toHaveText('Membership and joining');
    await expect(page.getByLabel('Message')).toHaveValue(
      'We ship reefers from Santo Domingo. What does membership cost?',
    );
    const sent = nextPost(page, '/api/company/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await sent).toMatchObject({
      name: 'Mateo Alvarez',
      email,
      phone: '+18095550199',
      topic,
      message: 'We ship reefers from Santo Domingo. What does membership cost?',
    });
    await expect(page.getByRole('heading', { name: 'Thank you, we received your message' })).toBeFocused();
  });

  test('stays in the request for quotes: the cities, the mode, the hazardous box, and is sent', async ({
    page,
  }) => {
    await closeWelcomeWhenItOpens(page);
    const email = `early.${uniqueTag()}@atun.example`;
    const { release } = await openBeforeHydration(page, '/get-a-quote');
    const from = page.getByRole('group', { name: 'Ships from' });
    const to = page.getByRole('group', { name: 'Ships to' });
    // The country lists arrive with the page's code; the place fields around them are the server's.
    await from.getByLabel('City').fill('Valencia');
    await to.getByLabel('City').fill('Manila');
    await page.getByLabel('Mode of transport').selectOption('sea-fcl');
    await page.getByLabel('What are the goods?').fill('Frozen tuna, 52 tonnes');
    await page.getByLabel('The goods are dangerous (hazardous) goods').check();
    await page.getByLabel('Your name').fill('Lucia Ferrer');
    await page.getByLabel('Email address').fill(email);
    await hydrate(page, release, 'Request quotes');

    await expect(from.getByLabel('City')).toHaveValue('Valencia');
    await expect(to.getByLabel('City')).toHaveValue('Manila');
    await expect(page.getByLabel('Mode of transport')).toHaveValue('sea-fcl');
    await expect(page.getByLabel('The goods are dangerous (hazardous) goods')).toBeChecked();
    await from.getByLabel('Country').selectOption('ES');
    await to.getByLabel('Country').selectOption('PH');
    await page.getByLabel('Your country').selectOption('ES');
    // The form itself knows the mode: it asks for the containers of a full-container load.
    await expect(page.getByLabel('Container type')).toBeVisible();
    await page.getByLabel('How many').fill('2');
    await page
      .getByLabel('Cargo ready on')
      .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));

    const sent = nextPost(page, '/api/lead-form');
    await page.getByRole('button', { name: 'Request quotes' }).click();
    expect(await sent).toMatchObject({
      origin: { country: 'ES', city: 'Valencia' },
      destination: { country: 'PH', city: 'Manila' },
      mode: 'sea-fcl',
      commodity: 'Frozen tuna, 52 tonnes',
      hazardous: true,
      name: 'Lucia Ferrer',
      email,
      country: 'ES',
    });
    await expect(page.getByRole('heading', { name: 'Your request is with us' })).toBeFocused();
  });

  test('stays in the ERP enquiry, the company size too, and is sent', async ({ page }) => {
    const email = `early.${uniqueTag()}@nordic-reefer.example`;
    const { release } = await openBeforeHydration(page, '/partners/erp-enquiry');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Nordic Reefer Lines');
    await page.getByLabel('Your role').fill('Operations manager');
    await page.getByLabel('Company size').selectOption({ index: 2 });
    const size = await page.getByLabel('Company size').inputValue();
    await page
      .getByRole('textbox', { name: 'Your enquiry' })
      .fill('Can the ERP print our house bills of lading?');
    await page.getByLabel('Your name').fill('Lena Berg');
    await page.getByLabel('Email address').fill(email);
    await hydrate(page, release, 'Send enquiry');

    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
      'Nordic Reefer Lines',
    );
    await expect(page.getByLabel('Company size')).toHaveValue(size);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    const sent = nextPost(page, '/api/partners/erp-enquiry');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect(await sent).toMatchObject({
      company: 'Nordic Reefer Lines',
      role: 'Operations manager',
      companySize: size,
      message: 'Can the ERP print our house bills of lading?',
      name: 'Lena Berg',
      email,
    });
    await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
  });
});
