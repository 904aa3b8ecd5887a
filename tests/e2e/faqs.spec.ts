import type { APIRequestContext, Page } from '@playwright/test';
import { getFormattedHelp, type FormattedHelp } from '../../shared/api/help';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { completeRawHtml, decodeEntities, fetchPageWithMeta, jsonLdOfType, textOf } from './support/html';
import type { E2eSite } from './support/e2e-site';
import { createSignedInMember } from './support/members';

const PATH = '/company/faqs';
/** The admins' editing tools, which the page fetches only once the session says admin. */
const ADMIN_TOOLS_SCRIPT = /\/assets\/FaqAdmin-[\w-]+\.js$/;
/** The filter's matching, which the page fetches when the visitor is in the box. */
const FILTER_SCRIPT = /\/assets\/faq-filter-[\w-]+\.js$/;

async function currentHelp(request: APIRequestContext): Promise<FormattedHelp> {
  const response = await request.get(getFormattedHelp.path);
  expect(response.status()).toBe(200);
  return getFormattedHelp.response.parse(await response.json());
}

const questionCount = (help: FormattedHelp) =>
  help.sections.reduce((sum, section) => sum + section.items.length, 0);

/** The questions of one section as the page lists them, in order. */
const questionsIn = (page: Page, sectionTitle: string) =>
  page.getByRole('region', { name: sectionTitle }).locator('summary');

/** The page's own copy, as the server sends it to a visitor without JavaScript. */
const summariesInHtml = (html: string) =>
  [...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((match) => textOf(match[1]!));

async function signInAs(page: Page, site: E2eSite, { isAdmin }: { isAdmin: boolean }) {
  const member = await createSignedInMember({ firstName: isAdmin ? 'Ines' : 'Tomas', isAdmin, site });
  await page.context().addCookies([{ ...member.cookie, url: site.baseURL }]);
  await page.goto(PATH);
  // The member's name in the header shows the session has loaded.
  await expect(page.getByRole('banner').getByText(member.firstName, { exact: true })).toBeVisible();
}

test.describe('FAQ page without JavaScript', () => {
  test('answers 200 with its title, description, H1 and every question and answer in the HTML', async ({
    request,
  }) => {
    const help = await currentHelp(request);
    const { html, title, description } = await fetchPageWithMeta(request, PATH);
    await completeRawHtml(request, PATH);
    expect(title).toBe('FAQs: membership, payment protection and the member area | DFA');
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')).toBe('Frequently asked questions');

    const sectionHeadings = [...html.matchAll(/<h2 id="faq-section-[^"]+"[^>]*>([\s\S]*?)<\/h2>/g)].map(
      (match) => textOf(match[1]!),
    );
    expect(sectionHeadings).toEqual(help.sections.map((section) => section.title));
    expect(summariesInHtml(html)).toEqual(
      help.sections.flatMap((section) => section.items.map((item) => item.question)),
    );
    const text = decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    expect(text).toContain('It covers from US$10,000 up to US$100,000 a year.');
  });

  test('describes every question as FAQPage structured data', async ({ request, baseURL }) => {
    const help = await currentHelp(request);
    const html = await completeRawHtml(request, PATH);
    const faq = jsonLdOfType(html, 'FAQPage');
    expect(faq).toMatchObject({ '@context': 'https://schema.org', url: `${baseURL}${PATH}` });
    const mainEntity = faq?.mainEntity as unknown[];
    expect(mainEntity).toHaveLength(questionCount(help));
    expect(mainEntity).toEqual(
      help.sections.flatMap((section) =>
        section.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      ),
    );
  });

  test.describe('in a browser with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('opens an answer from its question and links the pages it mentions', async ({ page }) => {
      await page.goto(PATH);
      const question = page.getByText('I forgot my password. What should I do?');
      const answer = page.getByText('The link works once and for 60 minutes.', { exact: false });
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await expect(page.getByRole('link', { name: '/auth/forgot-password' })).toHaveAttribute(
        'href',
        '/auth/forgot-password',
      );
    });
  });
});

test.describe('FAQ page in the browser', () => {
  test('the filter narrows the questions, says how many match, and has an empty state', async ({
    page,
    request,
  }) => {
    const total = questionCount(await currentHelp(request));
    // The invitation to join that anonymous visitors get after a few seconds is not under test here.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to DFA!' }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
    });
    await page.goto(PATH);
    const filter = page.getByRole('searchbox', { name: 'Filter the questions' });
    const summaries = page.getByRole('main').locator('summary');
    await expect(summaries).toHaveCount(total);

    await filter.fill('demurrage');
    const status = page.getByRole('status').filter({ hasText: 'demurrage' });
    await expect(status).toHaveText(/^\d+ questions? match(es)? “demurrage”\.$/);
    const shown = Number((await status.textContent())!.match(/^\d+/)![0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(summaries).toHaveCount(shown);
    await expect(page.getByRole('heading', { name: 'Payment protection', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toHaveCount(0);

    await filter.fill('container stowage zebra');
    await expect(page.getByRole('status').filter({ hasText: 'No question matches' })).toHaveText(
      'No question matches “container stowage zebra”.',
    );
    await expect(summaries).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expect(filter).toBeFocused();
    await expect(filter).toHaveValue('');
    await expect(summaries).toHaveCount(total);
    await expectNoAxeViolations(page);
  });

  test('the filter is fetched when the visitor is in the box, and what they typed meanwhile is applied', async ({
    page,
    request,
  }) => {
    const total = questionCount(await currentHelp(request));
    let letThrough!: () => void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    const asked: string[] = [];
    await page.route(FILTER_SCRIPT, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    // The invitation to join that anonymous visitors get after a few seconds is not under test here.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to DFA!' }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
    });
    await page.goto(PATH);
    await page.waitForLoadState('load');
    expect(asked, 'nothing to filter yet').toEqual([]);
    const filter = page.getByRole('searchbox', { name: 'Filter the questions' });
    await filter.fill('demurrage');
    await expect.poll(() => asked.length).toBe(1);
    const summaries = page.getByRole('main').locator('summary');
    // Until the filter has come, every question stays and nothing is said about matches.
    await expect(summaries).toHaveCount(total);
    letThrough();
    await expect(page.getByRole('status').filter({ hasText: 'demurrage' })).toHaveText(
      /^\d+ questions? match(es)? “demurrage”\.$/,
    );
    await expect(filter).toHaveValue('demurrage');
    expect(await summaries.count()).toBeLessThan(total);
  });

  test('a filter that could not load says so, and loads when the visitor comes back to the box', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(FILTER_SCRIPT, (route) => route.abort('connectionreset'));
    // The invitation to join that anonymous visitors get after a few seconds is not under test here.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to DFA!' }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
    });
    await page.goto(PATH);
    const filter = page.getByRole('searchbox', { name: 'Filter the questions' });
    await filter.fill('demurrage');
    await expect(page.getByRole('status').filter({ hasText: 'could not load' })).toHaveText(
      'The filter could not load. It tries again when you type or return to the box.',
    );

    await page.unroute(FILTER_SCRIPT);
    await filter.blur();
    await filter.focus();
    await expect(page.getByRole('status').filter({ hasText: 'demurrage' })).toHaveText(
      /^\d+ questions? match(es)? “demurrage”\.$/,
    );
    // The dropped request, which Chromium logs, is the point of this test.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !/ERR_CONNECTION_RESET/.test(error)),
    );
  });

  test('a member sees no admin controls, and the page fetches none', async ({ page, site }) => {
    const adminCode: string[] = [];
    page.on('request', (request) => {
      if (ADMIN_TOOLS_SCRIPT.test(request.url())) adminCode.push(request.url());
    });
    await signInAs(page, site, { isAdmin: false });
    await expect(page.getByRole('main').locator('summary').first()).toBeVisible();
    for (const name of ['Add question', 'Edit', 'Move up', 'Move down', 'Delete']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    expect(adminCode).toEqual([]);
  });
});

test.describe('FAQ page for an admin', () => {
  // The FAQ list is one for the whole site, and the other tests here read all of it: the edits
  // happen on a site of their own.
  test.use({ siteOfItsOwn: true });

  test('an answer the admin opened before the editing tools came stays open when they do', async ({
    page,
    site,
  }) => {
    let letThrough!: () => void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    let asked = false;
    await page.route(ADMIN_TOOLS_SCRIPT, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await signInAs(page, site, { isAdmin: true });
    await expect
      .poll(() => asked, { message: 'the session says admin, so the tools are fetched' })
      .toBe(true);
    const question = page.getByRole('main').locator('details').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(page.getByRole('button', { name: /^Edit: / })).toHaveCount(0);

    letThrough();
    await expect(page.getByRole('button', { name: /^Edit: / }).first()).toBeVisible();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByRole('paragraph').first()).toBeVisible();
  });

  test('an admin edits an FAQ entry: adds, edits, moves and deletes it, and the public page follows', async ({
    page,
    request,
    site,
  }) => {
    test.slow(); // one long flow: four edits, two reloads and the server-rendered HTML
    await signInAs(page, site, { isAdmin: true });
    const events = page.getByRole('region', { name: 'Events' });
    const before = await questionsIn(page, 'Events').allTextContents();

    // Add, with a mistake first: the editor explains it beside the field.
    await events.getByRole('button', { name: 'Add question to Events' }).click();
    const editor = page.getByRole('form', { name: 'New question' });
    await expect(editor.getByLabel('Question')).toBeFocused();
    await editor.getByLabel('Question').fill('Why?');
    await editor.getByLabel('Answer').fill('Because.');
    await editor.getByRole('button', { name: 'Save question' }).click();
    await expect(editor.getByLabel('Question')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Write a question of at least 5 characters.')).toBeVisible();
    await expect(editor.getByText('Write an answer of at least 10 characters.')).toBeVisible();

    await editor.getByLabel('Question').fill('Can I bring a colleague to an in-person event?');
    await editor
      .getByLabel('Answer')
      .fill('Yes. Register each person separately.\n\nQuestions? Write to us at /company/contact-us.');
    await expectNoAxeViolations(page);
    await editor.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByText('Question added. It is on the public page now.')).toBeVisible();
    await expect(questionsIn(page, 'Events')).toHaveText([
      ...before,
      'Can I bring a colleague to an in-person event?',
    ]);

    // Edit it.
    await events
      .getByRole('button', { name: 'Edit: Can I bring a colleague to an in-person event?' })
      .click();
    const edit = page.getByRole('form', { name: 'Edit question' });
    await expect(edit.getByLabel('Question')).toHaveValue('Can I bring a colleague to an in-person event?');
    await edit.getByLabel('Question').fill('Can I bring colleagues to an in-person event?');
    await edit.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByText('Question saved. The public page shows it now.')).toBeVisible();
    const edited = 'Can I bring colleagues to an in-person event?';
    await expect(questionsIn(page, 'Events')).toHaveText([...before, edited]);

    // Move it up one place.
    await events.getByRole('button', { name: `Move up: ${edited}` }).click();
    const movedOrder = [...before.slice(0, -1), edited, before.at(-1)!];
    await expect(questionsIn(page, 'Events')).toHaveText(movedOrder);
    await expect(events.getByRole('button', { name: `Move up: ${edited}` })).toBeFocused();

    // A reload and the HTML a visitor without JavaScript gets both show the change at once.
    await page.reload();
    await expect(questionsIn(page, 'Events')).toHaveText(movedOrder);
    await page.getByText(edited).click();
    await expect(page.getByRole('link', { name: '/company/contact-us' })).toBeVisible();
    const html = await completeRawHtml(request, PATH);
    expect(summariesInHtml(html)).toContain(edited);
    expect(summariesInHtml(html).indexOf(edited)).toBe(summariesInHtml(html).indexOf(before.at(-1)!) - 1);
    expect(
      (jsonLdOfType(html, 'FAQPage')?.mainEntity as { name: string }[]).map((entry) => entry.name),
    ).toContain(edited);

    // Delete it, after confirming.
    await events.getByRole('button', { name: `Delete: ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(dialog).toContainText(edited);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(questionsIn(page, 'Events')).toHaveText(movedOrder);
    await events.getByRole('button', { name: `Delete: ${edited}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete question' }).click();
    await expect(page.getByText(`Deleted “${edited}”.`)).toBeVisible();
    await expect(questionsIn(page, 'Events')).toHaveText(before);

    await page.reload();
    await expect(questionsIn(page, 'Events')).toHaveText(before);
    expect(summariesInHtml(await completeRawHtml(request, PATH))).not.toContain(edited);
  });
});
