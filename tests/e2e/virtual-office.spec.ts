import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { createCompanyTeam, createSignedInMember, type TeamMember } from './support/members';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';

const OFFICE = '/directory/virtual-office';

async function signInAs(context: BrowserContext, member: { cookie: { name: string; value: string } }) {
  await context.clearCookies();
  await context.addCookies([{ ...member.cookie, url: test.info().project.use.baseURL! }]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const listing = (page: Page, name: string) => page.getByRole('article', { name });
const results = (page: Page) => page.getByRole('region', { name: /listings/ }).getByRole('article');

async function search(page: Page, { country, city, type }: { country: string; city: string; type: string }) {
  const form = page.getByRole('search', { name: 'Search transport units' });
  await form.getByLabel('Loading country').selectOption({ label: country });
  await form.getByLabel('City').fill(city);
  await form.getByLabel('Type').selectOption({ label: type });
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('virtual office', () => {
  // A deleted listing's link answers 404 on purpose; the browser logs it.
  test.use({ expectedApiStatuses: [404] });

  test('asks an anonymous visitor to sign in, also on a shared link', async ({ page }) => {
    for (const path of [OFFICE, `${OFFICE}?unit=1`]) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual office' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign in to see the virtual office' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute(
        'href',
        '/auth/sign-in',
      );
      await expect(page.getByRole('button', { name: 'Add a transport unit' })).toHaveCount(0);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test('tells a lapsed member the office is closed until the membership is renewed', async ({
    page,
    context,
  }) => {
    await signInAs(
      context,
      await createSignedInMember({ firstName: 'Jonas', membership: 'standard_inactive' }),
    );
    await open(page, OFFICE);
    const locked = page.getByRole('region', { name: 'Renew your membership' });
    await expect(locked).toContainText(
      'Your membership has lapsed, so the virtual office is closed to your company and your listings are hidden from other members.',
    );
    await expect(locked.getByRole('link', { name: 'Ask for your renewal invoice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a transport unit' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a member lists a unit, colleagues and other members find it, only its company edits it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const [owner, colleague] = (await createCompanyTeam('Baltic Road Carriers', ['Marta', 'Piotr'])) as [
      TeamMember,
      TeamMember,
    ];
    const stranger = await createSignedInMember({ firstName: 'Lena' });
    const name = `Scania R450 tautliner ${uniqueTag()}`;

    // The owner adds a unit with two loading zones; an empty form first shows what is missing.
    await signInAs(context, owner);
    await open(page, OFFICE);
    await page.getByRole('button', { name: 'Add a transport unit' }).first().click();
    const form = page.getByRole('region', { name: 'Add a transport unit' });
    await form.getByRole('button', { name: 'Add the unit' }).click();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Country of zone 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Choose a country from the list.')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Type').selectOption({ label: 'Truck' });
    await form.getByLabel('Registration number').fill('gd 12345');
    await form.getByLabel('Country of zone 1').selectOption({ label: 'Poland' });
    await form.getByLabel('City of zone 1').fill('Gdańsk');
    await form.getByRole('button', { name: 'Add another zone' }).click();
    await expect(form.getByLabel('Country of zone 2')).toBeFocused();
    await form.getByLabel('Country of zone 2').selectOption({ label: 'Germany' });
    await form.getByLabel('Rate model').selectOption({ label: 'per km' });
    await form.getByLabel('Amount').fill('1.2');
    await form.getByLabel('Currency').selectOption('EUR');
    await form.getByLabel('Available from').fill('2026-12-01');
    await form.getByLabel('Available until').fill('2026-11-30');
    await form.getByRole('button', { name: 'Add the unit' }).click();
    await expect(form.getByText('The last day cannot be before the first day.')).toBeVisible();
    await form.getByLabel('Available until').fill('2027-02-28');
    await form.getByRole('button', { name: 'Add the unit' }).click();

    await expect(page.getByText('Your transport unit is listed.')).toBeVisible();
    await expect(page).toHaveURL(/\/directory\/virtual-office\?unit=\d+$/);
    const sharedLink = page.url();
    const card = listing(page, name);
    await expect(card.getByText('GD 12345')).toBeVisible();
    await expect(card.getByText('EUR 1.20 per km')).toBeVisible();
    await expect(card.getByText('Gdańsk, Poland')).toBeVisible();
    await expect(card.getByText('Germany (whole country)')).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: /Copy link/ }).click();
    await expect(card.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sharedLink);

    // Found by zone and type; a different type does not find it.
    await open(page, OFFICE);
    await search(page, { country: 'Germany', city: 'hamburg', type: 'Truck' });
    await expect(page).toHaveURL(/country=DE/);
    await expect(listing(page, name)).toBeVisible();
    await search(page, { country: 'Poland', city: 'GDAŃSK', type: 'Van' });
    await expect(page.getByText('No transport unit matches this search.')).toBeVisible();
    await search(page, { country: 'Poland', city: 'Gdańsk', type: 'Any type' });
    await expect(listing(page, name)).toBeVisible();
    await expectNoAxeViolations(page);

    // A colleague sees it under the company's listings, not under their own.
    await signInAs(context, colleague);
    await open(page, OFFICE);
    await page.getByRole('link', { name: 'My company’s listings' }).click();
    await expect(page.getByRole('link', { name: 'My company’s listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(listing(page, name).getByRole('button', { name: /Edit/ })).toBeVisible();
    await page.getByRole('link', { name: 'My listings' }).click();
    await expect(page.getByText('You have not listed a transport unit yet.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    // Another company's member opens the shared link: no edit controls, and the API refuses.
    await signInAs(context, stranger);
    await open(page, sharedLink);
    const seen = listing(page, name);
    await expect(seen.getByText('Baltic Road Carriers (Marta Novak)')).toBeVisible();
    await expect(seen.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
    const unitId = Number(new URL(sharedLink).searchParams.get('unit'));
    const takeOver = await page.request.post('/api/virtual-office/unit-delete', {
      data: { id: unitId },
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    });
    expect(takeOver.status()).toBe(403);

    // The owner changes the rate from the listing's page, then deletes it after confirming;
    // the shared link then says it is gone.
    await signInAs(context, owner);
    await open(page, sharedLink);
    await listing(page, name).getByRole('button', { name: /Edit/ }).click();
    const editor = page.getByRole('region', { name: `Edit ${name}` });
    await expect(editor.getByLabel('Registration number')).toHaveValue('GD 12345');
    await expect(editor.getByLabel('City of zone 1')).toHaveValue('Gdańsk');
    await editor.getByLabel('Amount').fill('1.35');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    await expect(listing(page, name).getByText('EUR 1.35 per km')).toBeVisible();
    await listing(page, name)
      .getByRole('button', { name: /Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expect(dialog).toContainText(name);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(listing(page, name)).toBeVisible();
    await listing(page, name)
      .getByRole('button', { name: /Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete listing' }).click();
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${OFFICE}$`));
    await open(page, sharedLink);
    await expect(page.getByRole('heading', { name: 'This listing is no longer available' })).toBeVisible();
  });
});
