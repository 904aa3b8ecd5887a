import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CONTACT_REVEALS_PER_HOUR } from '../../shared/api/directory';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import { openBeforeHydration } from './support/before-hydration';
import { expect, expectNoAxeViolations, POSTGRES_SUBSET, test, uniqueTag } from './support/fixtures';
import { withE2eDatabase } from './support/database';
import { createSignedInMember } from './support/members';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';

/** A 1×1 PNG, and a Windows executable's first bytes: what a renamed .exe would send. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** Addresses of listed demo companies (loaded once per run), in a fixed order. */
async function demoSlugs(count: number): Promise<string[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('companies')
      .select('slug')
      .where('membership_type', '!=', 'pending')
      .where('name', 'like', '% Demo %')
      .orderBy('id')
      .limit(count)
      .execute(),
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.slug!);
}

/** A member of its own for each test, signed in in the test's browser. */
async function signInNewMember(context: BrowserContext, baseURL: string, firstName = 'Ingrid') {
  const member = await createSignedInMember({ firstName });
  await context.addCookies([{ ...member.cookie, url: baseURL }]);
  return member;
}

/**
 * A member whose company is listed in Bergen and has saved its profile, as a member does after
 * joining; the company's name is the test's own.
 */
async function listedMember(request: APIRequestContext) {
  const company = `Nordic Reefer Lines ${uniqueTag()}`;
  const member = await createSignedInMember({ firstName: 'Ingrid', company });
  await withE2eDatabase((db) =>
    createDirectoryEntry(db, member.companyId, {
      name: company,
      country: 'NO',
      city: 'Bergen',
      services: ['sea-freight'],
    }),
  );
  const saved = await request.post('/api/directory/my-company', {
    headers: { cookie: `${member.cookie.name}=${member.cookie.value}`, [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    data: {
      description: 'Temperature-controlled sea freight from Norway.',
      website: 'https://nordic-reefer.example',
      services: ['sea-freight'],
      offices: [{ country: 'NO', city: 'Bergen', address: '', isHeadOffice: true }],
      contacts: [
        {
          name: 'Ingrid Berg',
          role: 'Sales manager',
          email: 'ingrid@nordic-reefer.example',
          phone: '+4755000000',
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return member;
}

const cards = (page: Page) => page.locator('main li:has(h2)');

test(
  'filters, pages and restores the directory from the URL',
  POSTGRES_SUBSET,
  async ({ page, context, baseURL }) => {
    // Signed in, so the join invitation never covers the filters while the test works.
    await signInNewMember(context, baseURL!);
    await page.goto('/directory');
    await expect(page.getByRole('heading', { level: 1, name: 'Member directory' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    const firstName = await cards(page).first().locator('h2').innerText();

    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page).first().locator('h2')).not.toHaveText(firstName);

    await page.goBack();
    await expect(page).toHaveURL(/\/directory$/);
    // The first page was fetched before: it is shown at once, without a loading state.
    await expect(page.getByText('Loading members…')).toHaveCount(0);
    await expect(cards(page).first().locator('h2')).toHaveText(firstName);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);

    // A country some active member is in (lapsed members are not counted without their filter).
    const countries = page.getByRole('combobox', { name: 'Country' });
    const country = (await countries.locator('option').nth(1).getAttribute('value'))!;
    await countries.focus();
    await countries.selectOption(country);
    await expect(page).toHaveURL(new RegExp(`country=${country}`));
    await expect(page).not.toHaveURL(/page=2/);
    // Fewer than all members match, and the list shows them.
    await expect(page.getByRole('heading', { name: /^\d+ members? match$/ })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // A filter leaves focus on its own select and says how many match.
    await expect(countries).toBeFocused();
    await expect(page.locator('#dfa-status')).toHaveText(/^\d+ members? match$/);
    await page.getByRole('combobox', { name: 'Service' }).selectOption('sea-freight');
    await expect(page).toHaveURL(
      new RegExp(`country=${country}.*service=sea-freight|service=sea-freight.*country=${country}`),
    );
    await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('list', { name: 'Services' })).toContainText('Freight forwarding by sea');
    }

    await page.getByLabel('Company or city').fill('zzzz-nobody');
    await page.getByRole('button', { name: 'Search' }).click();
    // A search brings its results' heading into view, with focus, and reads the count out.
    const found = page.getByRole('heading', { level: 2, name: 'No member matches these filters.' });
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
    await expect(page.locator('#dfa-status')).toHaveText('No member matches these filters.');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(cards(page)).toHaveCount(20);
  },
);

test(
  'hides contacts from anonymous visitors and reveals them to a member',
  POSTGRES_SUBSET,
  async ({ page, context, baseURL }) => {
    const [slug] = await demoSlugs(1);
    await page.goto(`/directory/company/${slug}`);
    await expect(page.getByText('Contact people are shown to signed-in members only.')).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    expect(await page.content()).not.toContain(`@${slug}.example`);

    await signInNewMember(context, baseURL!);
    await page.goto(`/directory/company/${slug}`);
    await page.getByRole('button', { name: 'Show contacts' }).click();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByRole('status')).toContainText('more companies');
  },
);

test.describe('past the hourly reveal limit', () => {
  test.use({ expectedApiStatuses: [429] });

  test('a member is told to wait', async ({ page, context, baseURL }) => {
    await signInNewMember(context, baseURL!);
    const listedSlugs = await demoSlugs(CONTACT_REVEALS_PER_HOUR + 1);
    // The hour's budget used up, one company after another.
    for (const slug of listedSlugs.slice(0, CONTACT_REVEALS_PER_HOUR)) {
      const response = await page.request.post('/api/directory/reveal-contacts', {
        data: { slug },
        headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto(`/directory/company/${listedSlugs[CONTACT_REVEALS_PER_HOUR]}`);
    await page.getByRole('button', { name: 'Show contacts' }).click();
    await expect(page.getByRole('status')).toContainText(
      `${CONTACT_REVEALS_PER_HOUR} companies in the last hour`,
    );
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  });
});

test('a filter chosen and a search typed before the page is interactive are kept and applied', async ({
  page,
  context,
  baseURL,
}) => {
  // A slowed CPU hydrates the whole directory.
  test.slow();
  await signInNewMember(context, baseURL!);
  const { release } = await openBeforeHydration(page, '/directory');
  await page.getByRole('combobox', { name: 'Service' }).selectOption('sea-freight');
  await page.getByLabel('Company or city').fill('Bergen');
  release();

  // Applied as soon as the page can: the address and the list follow the chosen service.
  await expect(page).toHaveURL(/service=sea-freight/, { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('sea-freight');
  await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('list', { name: 'Services' })).toContainText('Freight forwarding by sea');
  }
  // The typed search is not sent by itself, and is still there to send.
  await expect(page.getByLabel('Company or city')).toHaveValue('Bergen');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/text=Bergen/);
  await expect(page).toHaveURL(/service=sea-freight/);
});

test('on a phone, the filters wait behind a button so the first member shows at once', async ({
  page,
  context,
  baseURL,
}) => {
  await signInNewMember(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/directory');
  const countries = page.getByRole('combobox', { name: 'Country' });
  await expect(countries).toBeHidden();
  await expect(page.getByLabel('Company or city')).toBeVisible();
  await expect(cards(page).first()).toBeInViewport();

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const country = (await countries.locator('option').nth(1).getAttribute('value'))!;
  await countries.selectOption(country);
  await expect(page).toHaveURL(new RegExp(`country=${country}`));
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(countries).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the directory and a profile have no accessibility violations', async ({ page }) => {
  await page.goto('/directory');
  await expect(cards(page)).toHaveCount(20);
  await expectNoAxeViolations(page);
  const [slug] = await demoSlugs(1);
  await page.goto(`/directory/company/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('editing one’s company profile', () => {
  test.use({ expectedApiStatuses: [400] });

  test('a member changes the logo, services, offices and contacts, and the profile shows them', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // A logo upload, two saves and three accessibility checks.
    test.slow();
    const member = await listedMember(request);
    await page.goto('/directory/my-company');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to edit your profile' })).toBeVisible();

    await context.addCookies([{ ...member.cookie, url: baseURL! }]);
    await page.goto('/directory');
    await page.getByRole('link', { name: 'Edit your company’s profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit company profile' })).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue(
      'Temperature-controlled sea freight from Norway.',
    );
    await expect(page.getByText('No logo yet')).toBeVisible();
    await expectNoAxeViolations(page);

    // A renamed executable is refused as a logo; a real PNG goes up with progress shown.
    const logoInput = page.getByLabel('Upload a logo');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: EXE });
    await expect(page.getByRole('alert')).toContainText('logo.png is not a PNG, JPEG or WebP file.');
    await logoInput.setInputFiles({ name: 'nordic.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByRole('img', { name: `Current logo of ${member.company}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The new logo is saved' })).toBeVisible();

    await page.getByLabel('Description').fill('Reefer sea freight from Bergen and Gothenburg.');
    await page.getByRole('checkbox', { name: 'Warehousing' }).check();
    await page.getByRole('button', { name: 'Add an office' }).click();
    const secondOffice = page.getByRole('group', { name: 'Office 2' });
    await secondOffice.getByLabel('Country').selectOption('SE');
    await secondOffice.getByLabel('City').fill('Gothenburg');
    await page.getByRole('button', { name: 'Add a contact person' }).click();
    const newContact = page.getByRole('group', { name: 'Contact 2' });
    await newContact.getByLabel('Name').fill('Lars Nilsson');
    await newContact.getByLabel('Role').fill('Operations');
    await newContact.getByLabel('Email').fill('lars-at-nordic');
    await newContact.getByLabel('Phone').fill('+46 31 700 00 00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(newContact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(newContact.getByText('Enter a valid email address, like name@company.com.')).toBeVisible();
    await expectNoAxeViolations(page);

    await newContact.getByLabel('Email').fill('lars@nordic-reefer.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved and show in the directory now.')).toBeVisible();

    await page.getByRole('link', { name: 'See the public profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: member.company })).toBeVisible();
    await expect(page.getByText('Reefer sea freight from Bergen and Gothenburg.')).toBeVisible();
    await expect(page.getByRole('img', { name: `${member.company} logo` })).toBeVisible();
    await expect(page.getByText('Gothenburg, Sweden')).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: 'Warehousing' })).toBeVisible();

    // Removing the logo asks first.
    await page.goto('/directory/my-company');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the logo?' });
    await dialog.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('No logo yet')).toBeVisible();
  });
});
