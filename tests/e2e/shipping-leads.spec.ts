import type { Browser, Page } from '@playwright/test';
import { loadConfig } from '../../src-server/config';
import { sendDueDigests } from '../../src-server/features/shipping-leads/digests';
import { withE2eDatabase } from './support/database';
import {
  closeTheWelcomePromptWhenItOpens,
  expect,
  expectNoAxeViolations,
  recordConsoleErrors,
  test,
  uniqueTag,
} from './support/fixtures';
import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import { SHIPPING_LEADS_RULE } from '../../shared/domain/membership-statements';
import { publishedLead } from './support/leads';
import { createSignedInMember, lockedOutMembers, signInOnly } from './support/members';
import { emailsQueuedFor, messagesCountTo, nextEmail } from './support/outbox';

const TEAM_INBOX = 'contact@localhost';
/** Several browsers at once on a shared two-core machine: pages may take a while to become interactive. */
const patient = expect.configure({ timeout: 20_000 });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

/**
 * A browser of its own for each person, signed in when they are a member, whose console
 * errors fail the test like the default page's do. A member opening a lead that is not
 * published yet gets a 404 from the API on purpose.
 */
async function personPage(
  browser: Browser,
  baseURL: string,
  errors: string[],
  member?: Member,
): Promise<Page> {
  const context = await browser.newContext();
  if (member) await context.addCookies([{ ...member.cookie, url: baseURL }]);
  const page = await context.newPage();
  recordConsoleErrors(page, errors, [404]);
  // As for the default page: the consent question is answered, so its banner covers nothing.
  await page.addInitScript(() => window.localStorage.setItem('dfa-consent', 'denied'));
  await closeTheWelcomePromptWhenItOpens(page);
  return page;
}

async function choosePlace(page: Page, group: string, country: string, port: string) {
  const place = page.getByRole('group', { name: group });
  await place.getByLabel('Country').selectOption(country);
  const ports = place.getByLabel('Port');
  await expect(ports.locator(`option[value="${port}"]`)).toHaveCount(1);
  await ports.selectOption(port);
}

/** A shipper's FCL request through the public form, as a shipper types it. */
async function requestQuotes(
  page: Page,
  email: string,
  route: { from: [string, string]; to: [string, string] },
) {
  await page.goto('/get-a-quote');
  await expect(page.getByRole('button', { name: 'Request quotes' })).toBeEnabled();
  await choosePlace(page, 'Ships from', ...route.from);
  await choosePlace(page, 'Ships to', ...route.to);
  await page.getByLabel('Mode of transport').selectOption('sea-fcl');
  await page.getByLabel('Container type').selectOption('40HC');
  await page.getByLabel('How many').fill('2');
  await page.getByLabel('What are the goods?').fill('Ceramic floor tiles on pallets');
  await page.getByLabel('Cargo ready on').fill(inDays(12));
  await page.getByLabel('Incoterms® 2020 rule').selectOption('FOB');
  await page.getByLabel('Your name').fill('Lucia Ferrer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your country').selectOption('ES');
  await page.getByRole('button', { name: 'Request quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Your request is with us' })).toBeFocused();
}

/** The id of the shipper's lead, from the review email the team got about it. */
async function leadIdFromTeamEmail(shipperEmail: string): Promise<number> {
  const mail = await nextEmail(TEAM_INBOX, /^Shipping lead \d+ to review/, 0, { mentioning: shipperEmail });
  return Number(/^Shipping lead (\d+)/.exec(mail.subject ?? '')![1]);
}

async function publishAsAdmin(page: Page, leadId: number) {
  await page.goto('/shipping-leads/review');
  await page.getByRole('button', { name: `Publish (lead ${leadId})`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('#dfa-status')).toHaveText(
    `Lead ${leadId}: Open for quotes. The shipper was emailed.`,
  );
}

test.describe('shipping leads', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a shipper asks, DFA publishes, members quote, the shipper compares and accepts', async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const shipperEmail = `lucia.${uniqueTag()}@azulejos.example`;
    const admin = await createSignedInMember({
      firstName: 'Ines',
      isAdmin: true,
      company: 'DFA Secretariat',
    });
    const winner = await createSignedInMember({ firstName: 'Omar', company: 'Gulf Bridge Logistics' });
    const loser = await createSignedInMember({ firstName: 'Nils', company: 'Baltic Line Forwarding' });
    const standard = await createSignedInMember({
      firstName: 'Ana',
      membership: 'standard_active',
      company: 'Andes Cargo',
    });

    // The shipper asks for quotes.
    const shipper = await personPage(browser, baseURL!, consoleErrors);
    await requestQuotes(shipper, shipperEmail, { from: ['AE', 'AEJEA'], to: ['NL', 'NLRTM'] });
    const leadId = await leadIdFromTeamEmail(shipperEmail);

    // Members do not see it before DFA publishes it.
    const premium = await personPage(browser, baseURL!, consoleErrors, winner);
    await premium.goto(`/shipping-leads/${leadId}`);
    await expect(premium.getByRole('heading', { name: 'This lead is not open' })).toBeVisible();

    // An admin publishes it; the shipper gets the private link.
    const reviewer = await personPage(browser, baseURL!, consoleErrors, admin);
    await publishAsAdmin(reviewer, leadId);
    await expectNoAxeViolations(reviewer);
    const live = await nextEmail(shipperEmail, /^Your shipping request is live/);
    const link = /https?:\/\/\S+\/shipping-leads\/quotes\/[A-Za-z0-9_-]{43}/.exec(live.text ?? '')![0];

    // A Premium member finds it on the board and quotes with a breakdown.
    await premium.goto('/shipping-leads');
    // Other shippers' leads on the same lane may be on the board too.
    await premium
      .getByRole('link', { name: 'Jebel Ali → Rotterdam' })
      .and(premium.locator(`[href="/shipping-leads/${leadId}"]`))
      .click();
    await expect(premium.getByRole('heading', { level: 1 })).toHaveText(`Shipping lead ${leadId}`);
    await expect(premium.getByText('Lucia')).toHaveCount(0);
    await expectNoAxeViolations(premium);
    const form = premium.getByRole('form', { name: 'Send a quote' });
    await form.getByLabel('Description').fill('Ocean freight');
    await form.getByLabel('Per').selectOption('container');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Unit price').fill('1250.50');
    await form.getByRole('button', { name: 'Add a charge' }).click();
    const second = form.getByRole('group', { name: 'Charge 2' });
    await second.getByLabel('Description').fill('Terminal handling, Rotterdam');
    await second.getByLabel('Quantity').fill('2');
    await second.getByLabel('Unit price').fill('185');
    await second.getByLabel('Currency').selectOption('EUR');
    await expect(form.getByRole('list', { name: 'Total per currency' })).toHaveText(
      /Total USD 2,501\.00\s*Total EUR 370\.00/,
    );
    // Removing a charge hands focus to the charge that takes its place, or to "Add a charge".
    for (const line of [3, 4]) {
      await form.getByRole('button', { name: 'Add a charge' }).click();
      await form
        .getByRole('group', { name: `Charge ${line}` })
        .getByLabel('Description')
        .fill(`Spare ${line}`);
    }
    await form.getByRole('button', { name: 'Remove charge 3' }).click();
    const nextRow = form.getByRole('group', { name: 'Charge 3' }).getByLabel('Description');
    await expect(nextRow).toBeFocused();
    await expect(nextRow).toHaveValue('Spare 4');
    await expect(premium.locator('#dfa-status')).toHaveText('Charge 3 removed.');
    await form.getByRole('button', { name: 'Remove charge 3' }).click();
    await expect(form.getByRole('button', { name: 'Add a charge' })).toBeFocused();
    await expect(form.getByRole('group', { name: 'Charge 3' })).toHaveCount(0);
    await form.getByLabel('Transit time (days)').fill('24');
    await form.getByLabel('Carrier or routing').fill('MSC via Jebel Ali, direct service');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(
      premium.getByRole('paragraph').filter({ hasText: 'Your quote is saved. The shipper sees it now.' }),
    ).toBeVisible();
    await expect(premium.getByRole('heading', { name: 'Your quote', exact: true })).toBeFocused();
    await expect(premium.locator('#dfa-status')).toHaveText('Your quote is saved. The shipper sees it now.');
    const totals = premium.getByRole('list', { name: 'Total' });
    await expect(totals).toHaveText(/USD 2,501\.00\s*EUR 370\.00/);

    // A second Premium member quotes a lump sum.
    const rival = await personPage(browser, baseURL!, consoleErrors, loser);
    await rival.goto(`/shipping-leads/${leadId}`);
    const lump = rival.getByRole('form', { name: 'Send a quote' });
    await lump.getByLabel('Lump sum: one all-in price').check();
    await lump.getByLabel('All-in price', { exact: true }).fill('2950');
    await lump.getByLabel('Transit time (days)').fill('28');
    await lump.getByLabel('Carrier or routing').fill('Maersk via Salalah');
    await lump.getByRole('button', { name: 'Send quote' }).click();
    await expect(
      rival.getByRole('paragraph').filter({ hasText: 'Your quote is saved. The shipper sees it now.' }),
    ).toBeVisible();

    // A Standard member learns that leads are a Premium benefit, and sees neither the lead nor a way to quote.
    const standardPage = await personPage(browser, baseURL!, consoleErrors, standard);
    await standardPage.goto(`/shipping-leads/${leadId}`);
    await expect(standardPage.getByRole('heading', { name: 'A Premium benefit' })).toBeVisible();
    await expect(standardPage.getByText(SHIPPING_LEADS_RULE)).toBeVisible();
    await expect(standardPage.getByText('Jebel Ali → Rotterdam')).toHaveCount(0);
    await expect(standardPage.getByRole('button', { name: 'Send quote' })).toHaveCount(0);

    // The shipper compares the quotes side by side and accepts one.
    await shipper.goto(link);
    // The members are done: only the shipper's browser stays open.
    for (const page of [premium, rival, standardPage, reviewer]) await page.context().close();
    await patient(shipper.getByRole('heading', { name: '2 quotes' })).toBeVisible();
    const first = shipper.getByRole('article', { name: 'Gulf Bridge Logistics' });
    await expect(first.getByRole('list', { name: 'Total' })).toHaveText(/USD 2,501\.00\s*EUR 370\.00/);
    await first.getByText('Show the breakdown').click();
    await expect(first.getByRole('rowheader', { name: 'Terminal handling, Rotterdam' })).toBeVisible();
    await expect(
      shipper.getByRole('article', { name: 'Baltic Line Forwarding' }).getByRole('list', { name: 'Total' }),
    ).toHaveText('USD 2,950.00');
    await expectNoAxeViolations(shipper);
    await expect(shipper.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
    await first.getByRole('button', { name: 'Accept the quote of Gulf Bridge Logistics' }).click();
    // The link alone does not accept: a code goes to the request's address first.
    const dialog = shipper.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    const codeEmail = await nextEmail(
      shipperEmail,
      /^Your code to accept Gulf Bridge Logistics’s quote: \d{6}$/,
    );
    const code = /(\d{6})$/.exec(codeEmail.subject ?? '')![1]!;
    await dialog.getByLabel('6-digit code from the email').fill(code);
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(shipper.getByText('You accepted the quote of Gulf Bridge Logistics.')).toBeVisible();
    await expect(shipper.getByRole('button', { name: /^Accept the quote/ })).toHaveCount(0);

    // The winner gets the shipper's contact details; the other bidder a polite notice.
    const won = await nextEmail(winner.email, /^Your quote was accepted/);
    expect(won.text).toContain(shipperEmail);
    const lost = await nextEmail(
      loser.email,
      new RegExp(`^Shipping lead ${leadId} was awarded to another member`),
    );
    expect(lost.text).not.toContain(shipperEmail);
    await shipper.context().close();
  });

  test('a saved lane brings one digest email for a new matching lead', async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const member = await createSignedInMember({ firstName: 'Mei', company: 'Pearl River Cargo' });
    const admin = await createSignedInMember({
      firstName: 'Ines',
      isAdmin: true,
      company: 'DFA Secretariat',
    });
    const page = await personPage(browser, baseURL!, consoleErrors, member);
    await page.goto('/shipping-leads');
    const lanes = page.getByRole('form', { name: 'Save a lane' });
    await lanes.getByLabel('From country').selectOption('CN');
    await lanes.getByLabel('To country').selectOption('AE');
    await lanes.getByRole('button', { name: 'Save lane' }).click();
    await expect(page.getByText('Lane saved. New leads on it arrive in your daily digest.')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'China → United Arab Emirates, any mode' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const shipper = await personPage(browser, baseURL!, consoleErrors);
    const firstShipper = `chen.${uniqueTag()}@tiles.example`;
    await requestQuotes(shipper, firstShipper, { from: ['CN', 'CNSHA'], to: ['AE', 'AEJEA'] });
    const leadId = await leadIdFromTeamEmail(firstShipper);
    const reviewer = await personPage(browser, baseURL!, consoleErrors, admin);
    await publishAsAdmin(reviewer, leadId);

    const digest = await nextEmail(member.email, /new shipping lead.? on your lanes$/);
    expect(digest.subject).toBe('1 new shipping lead on your lanes');
    expect(digest.text).toContain(`/shipping-leads/${leadId}`);

    // A second matching lead the same day waits for tomorrow's digest: a round of the digests
    // after it is published, as every server runs every few seconds, sends the member nothing.
    const secondShipper = `chen.${uniqueTag()}@tiles.example`;
    await requestQuotes(shipper, secondShipper, { from: ['CN', 'CNSHA'], to: ['AE', 'AEJEA'] });
    await publishAsAdmin(reviewer, await leadIdFromTeamEmail(secondShipper));
    await withE2eDatabase((db) =>
      sendDueDigests(
        db,
        { siteUrl: baseURL!, hourUtc: loadConfig({ NODE_ENV: 'test' }).leadDigestHourUtc },
        new Date(),
      ),
    );
    expect(await emailsQueuedFor(member.email, /on your lanes$/)).toBe(1);
    expect(await messagesCountTo(member.email, /on your lanes$/)).toBe(1);
    for (const other of [page, shipper, reviewer]) await other.context().close();
  });

  test('the board and the review queue are for members and admins only', async ({ page }) => {
    await page.goto('/shipping-leads');
    await expect(
      page.getByRole('heading', { name: 'Sign in to see the shipping leads board' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Shipping leads' })).toHaveCount(0);
    const member = await createSignedInMember({ firstName: 'Tomas' });
    await page.context().addCookies([{ ...member.cookie, url: page.url() }]);
    await page.goto('/shipping-leads/review');
    await expect(page.getByRole('heading', { name: 'For DFA administrators' })).toBeVisible();
    // A signed-in member's workspace leads to the board, never to the review queue.
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await expect(workspace.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/shipping-leads');
    await expect(page.locator('a[href="/shipping-leads/review"]')).toHaveCount(0);
  });

  test('an applicant, a lapsed and a Standard member are told why the board is closed; Premium sees it', async ({
    page,
    baseURL,
  }) => {
    const standard = {
      member: await createSignedInMember({ firstName: 'Ana', membership: 'standard_active' }),
      panel: 'A Premium benefit',
      message: MEMBER_TOOLS['shipping-leads'].standard,
    };
    for (const { member, panel, message } of [...(await lockedOutMembers('shipping-leads')), standard]) {
      await signInOnly(page, baseURL!, member);
      for (const path of ['/shipping-leads', '/shipping-leads/1']) {
        await page.goto(path);
        // The same words the server's guard answers with, not an error.
        await expect(page.getByRole('region', { name: panel })).toContainText(message);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('form', { name: 'Filter leads' })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    }

    await signInOnly(page, baseURL!, await createSignedInMember({ firstName: 'Pia' }));
    await page.goto('/shipping-leads');
    await expect(page.getByRole('form', { name: 'Filter leads' })).toBeVisible();
    await expect(page.getByText(/open leads?[,.]|There is no open lead/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /Renew your membership|Your application/ })).toHaveCount(0);
  });

  test('with the keyboard, filtering the board and acting on a lead leave focus where the member can go on', async ({
    page,
    baseURL,
  }) => {
    const leadId = await publishedLead('IS', 'CL');
    await signInOnly(page, baseURL!, await createSignedInMember({ firstName: 'Katla' }));
    await page.goto('/shipping-leads');
    const filters = page.getByRole('form', { name: 'Filter leads' });
    const results = page.locator('#board-results');
    const status = page.locator('#dfa-status');
    await expect(results).toHaveText(/open leads?, newest first$/);

    // The form is submitted: its button is replaced, so the results' heading, which now says how
    // many leads match, takes focus and the count is read out.
    await filters.getByLabel('From country').selectOption('IS');
    await filters.getByLabel('To country').selectOption('CL');
    await filters.getByRole('button', { name: 'Show leads' }).press('Enter');
    await expect(results).toBeFocused();
    await expect(results).toHaveText(/^\d+ open leads? match(es)? your filters$/);
    await expect(status).toHaveText((await results.textContent())!);
    // The next Tab goes on into the results, not back to the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/shipping-leads\/\d+$/);

    // "Clear filters" goes away with the filters.
    await filters.getByRole('link', { name: 'Clear filters' }).press('Enter');
    await expect(results).toBeFocused();
    await expect(results).toHaveText(/open leads?, newest first$/);
    await expect(status).toHaveText((await results.textContent())!);
    await expect(filters.getByLabel('From country')).toHaveValue('');

    // Sending a quote, withdrawing it and reporting the lead each remove the button used.
    await page.goto(`/shipping-leads/${leadId}`);
    const form = page.getByRole('form', { name: 'Send a quote' });
    await form.getByLabel('Lump sum: one all-in price').check();
    await form.getByLabel('All-in price', { exact: true }).fill('2100');
    await form.getByLabel('Transit time (days)').fill('35');
    await form.getByLabel('Carrier or routing').fill('Eimskip via Rotterdam');
    await form.getByRole('button', { name: 'Send quote' }).press('Enter');
    const quoteHeading = page.getByRole('heading', { name: 'Your quote', exact: true });
    await expect(quoteHeading).toBeFocused();
    await page.getByRole('button', { name: 'Withdraw quote' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw quote' }).press('Enter');
    await expect(quoteHeading).toBeFocused();
    await expect(status).toHaveText('Your quote is withdrawn.');
    await page.getByRole('button', { name: 'Report this lead as spam or abuse' }).press('Enter');
    const report = page.getByRole('dialog');
    await report.getByLabel('What is wrong with it?').fill('The same request came three times today.');
    await report.getByRole('button', { name: 'Send report' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'The shipment' })).toBeFocused();
    await expect(status).toHaveText('Thank you: the DFA team will look at this lead.');
  });

  test('the lead form explains its mistakes beside the fields and sends nothing', async ({ page }) => {
    await page.goto('/get-a-quote');
    await expect(page.getByRole('button', { name: 'Request quotes' })).toBeEnabled();
    await page.getByLabel('Mode of transport').selectOption('sea-lcl');
    await page.getByLabel('Length').fill('-120');
    await page.getByRole('button', { name: 'Request quotes' }).click();
    await expect(page.getByLabel('Length')).toHaveAccessibleDescription(
      'Enter the length as a number above 0.',
    );
    await expect(
      page.getByRole('group', { name: 'Ships from' }).getByLabel('Country'),
    ).toHaveAccessibleDescription('Choose a country from the list.');
    await expect(page.getByRole('heading', { name: 'Your request is with us' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
