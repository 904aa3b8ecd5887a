import { ALL_TERMS, LETTER_GROUPS, loadTerm } from '../../shared/dictionary/index';
import { plainText } from '../../shared/dictionary/rich-text';
import type { TermRecord } from '../../shared/dictionary/schema';
import { SPEC_TERM_SLUGS } from '../../shared/dictionary/spec-slugs';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { collapseWhitespace, completeRawHtml, decodeEntities, jsonLdOfType, textOf } from './support/html';

async function record(slug: string): Promise<TermRecord> {
  const loaded = await loadTerm(slug);
  if (!loaded) throw new Error(`no term ${slug}`);
  return loaded;
}

test.describe('server-rendered dictionary', () => {
  test('every spec term answers 200 with its H1 and title', async ({ request }) => {
    expect(SPEC_TERM_SLUGS).toHaveLength(107);
    for (const slug of SPEC_TERM_SLUGS) {
      const { data } = await record(slug);
      const page = await completeRawHtml(request, `/freight-dictionary/${slug}`);
      expect(textOf(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), slug).toBe(data.titleH1);
      expect(decodeEntities(page.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''), slug).toMatch(
        /^What is .+ Meaning \| DFA$/,
      );
    }
  });

  test('a term page carries its breadcrumb, canonical link and structured data', async ({ request }) => {
    const page = await completeRawHtml(request, '/freight-dictionary/demurrage');
    expect(page).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/freight-dictionary\/demurrage"/);
    expect(jsonLdOfType(page, 'DefinedTerm')).toMatchObject({
      name: 'Demurrage',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/freight-dictionary\/demurrage$/),
      inDefinedTermSet: expect.stringMatching(/^https?:\/\/[^/]+\/freight-dictionary$/),
    });
    const crumbs = jsonLdOfType(page, 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Freight dictionary', 'Demurrage']);
    expect(page).toMatch(
      /<nav aria-label="Breadcrumb"[\s\S]*?Home[\s\S]*?Freight dictionary[\s\S]*?Demurrage/,
    );
  });

  test('the index lists every term under its letter, with K, U and X empty', async ({ request }) => {
    const page = await completeRawHtml(request, '/freight-dictionary');
    for (const group of LETTER_GROUPS) {
      const section = page.match(new RegExp(`<section id="letter-${group.id}"[\\s\\S]*?</section>`))?.[0];
      if (group.terms.length === 0) {
        expect(section, group.label).toBeUndefined();
        expect(page).toMatch(new RegExp(`<a role="link" aria-disabled="true"[^>]*>${group.label}<`));
        continue;
      }
      expect(section, group.label).toBeDefined();
      for (const term of group.terms) {
        expect(section, term.name).toContain(`href="/freight-dictionary/${term.url}"`);
      }
    }
    expect(LETTER_GROUPS.filter((group) => group.terms.length === 0).map((group) => group.label)).toEqual([
      'K',
      'U',
      'X',
    ]);
    expect(page).toMatch(/<section id="letter-0-9"[\s\S]*?href="\/freight-dictionary\/3pl-provider"/);

    const termSet = jsonLdOfType(page, 'DefinedTermSet');
    const defined = termSet?.hasDefinedTerm as { name: string; url: string; description: string }[];
    expect(defined.map((term) => term.name)).toEqual(ALL_TERMS.map((term) => term.name));
    expect(defined[0]).toMatchObject({ url: expect.stringMatching(/\/freight-dictionary\/3pl-provider$/) });
  });

  test('a crawl from the index finds no broken internal link', async ({ request }) => {
    const queue = ['/freight-dictionary'];
    const visited = new Set<string>();
    const otherPages = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      const page = await completeRawHtml(request, path);
      for (const [, href] of page.matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
        if (href!.startsWith('/freight-dictionary')) queue.push(href!);
        else if (!href!.startsWith('/assets/') && !href!.startsWith('/icons/')) otherPages.add(href!);
      }
    }
    expect(visited.size).toBe(ALL_TERMS.length + 1);
    for (const path of otherPages) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('an unknown term answers the 404 page', async ({ request }) => {
    const response = await request.get('/freight-dictionary/no-such-term');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index shows every term with its description', async ({ page }) => {
    await page.goto('/freight-dictionary');
    await expect(page.getByRole('heading', { level: 1, name: 'Freight dictionary' })).toBeVisible();
    const text = collapseWhitespace(await page.locator('main').innerText());
    for (const term of ALL_TERMS) {
      expect(text, term.name).toContain(term.name);
      expect(text, term.name).toContain(collapseWhitespace(term.description));
    }
  });

  test('a term page shows all of its text', async ({ page }) => {
    const { data } = await record('bill-of-lading');
    await page.goto('/freight-dictionary/bill-of-lading');
    await expect(page.getByRole('heading', { level: 1, name: data.titleH1 })).toBeVisible();
    const text = collapseWhitespace(await page.locator('main').innerText());
    const intro = 'description' in data ? [data.description] : data.headParagraphs;
    const blocks = [
      ...intro,
      ...data.content.flatMap((section) => [
        section.title,
        ...section.paragraphs,
        ...(section.list ? [section.list.title, ...section.list.items] : []),
        ...(section.summary ? [section.summary] : []),
      ]),
      ...data.relatedTerms.map((related) => related.name),
    ];
    expect(blocks.length).toBeGreaterThan(10);
    for (const block of blocks) expect(text).toContain(collapseWhitespace(plainText(block)));
  });
});

test.describe('in the browser', () => {
  test('a misspelt search finds the term, and the keyboard opens it', async ({ page }) => {
    await page.goto('/freight-dictionary');
    const search = page.getByRole('combobox', { name: 'Search the dictionary' });
    await search.fill('demurage');
    const results = page.getByRole('listbox', { name: 'Matching terms' });
    await expect(results.getByRole('option').first()).toHaveText(/^Demurrage/);
    await expect(page.getByRole('status')).toHaveText(/\d+ terms? found/);

    await search.fill('incoterm');
    await expect(results.getByRole('option', { name: /^Incoterms/ })).toBeVisible();

    await search.fill('demurage');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/freight-dictionary\/demurrage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demurrage');
    await expect(page).toHaveTitle('What is Demurrage Meaning | DFA');
  });

  test('Escape clears the search, and a search without a match says so', async ({ page }) => {
    await page.goto('/freight-dictionary');
    const search = page.getByRole('combobox', { name: 'Search the dictionary' });
    await search.fill('zzzzqq');
    await expect(page.getByRole('status')).toHaveText('No term matches “zzzzqq”.');
    await search.fill('reefer');
    await expect(page.getByRole('option')).not.toHaveCount(0);
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('listbox', { name: 'Matching terms' })).toBeHidden();
  });

  test('a search that could not load says so, and loads when the visitor comes back to the box', async ({
    page,
    consoleErrors,
  }) => {
    const searchCode = /\/assets\/search-[\w-]+\.js$/;
    await page.route(searchCode, (route) => route.abort('connectionreset'));
    await page.goto('/freight-dictionary');
    const search = page.getByRole('combobox', { name: 'Search the dictionary' });
    await search.fill('demurage');
    await expect(page.getByRole('status')).toHaveText(
      'The search could not load. It tries again when you type or return to the box.',
    );

    await page.unroute(searchCode);
    await search.blur();
    await search.focus();
    const results = page.getByRole('listbox', { name: 'Matching terms' });
    await expect(results.getByRole('option').first()).toHaveText(/^Demurrage/);
    await expect(page.getByRole('status')).toHaveText(/\d+ terms? found/);
    // The dropped request, which Chromium logs, is the point of this test.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !/ERR_CONNECTION_RESET/.test(error)),
    );
  });

  test('letters without terms are disabled in the letter navigation', async ({ page }) => {
    await page.goto('/freight-dictionary');
    const letters = page.getByRole('navigation', { name: 'Terms by letter' });
    for (const empty of ['K', 'U', 'X']) {
      await expect(letters.getByRole('link', { name: `${empty} (no terms)` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await letters.getByRole('link', { name: 'Z', exact: true }).click();
    await expect(page).toHaveURL(/#letter-z$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Z', exact: true })).toBeInViewport();
  });

  for (const width of [390, 1024, 1440]) {
    test(`every letter chip holds its label inside its box at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/freight-dictionary');
      const chips = page.getByRole('navigation', { name: 'Terms by letter' }).getByRole('link');
      await expect(chips.first()).toBeVisible();
      const overflowing = await chips.evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
      );
      expect(overflowing).toEqual([]);
    });
  }

  test('related terms and the next-term link navigate to those terms', async ({ page }) => {
    const { data } = await record('demurrage');
    const firstLinked = data.relatedTerms.find((related) => related.url)!;
    await page.goto('/freight-dictionary/demurrage');
    await page
      .getByRole('region', { name: 'Related terms' })
      .getByRole('link', { name: firstLinked.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/freight-dictionary/${firstLinked.url}$`));
    const target = await record(firstLinked.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.data.titleH1);

    const position = ALL_TERMS.findIndex((term) => term.url === firstLinked.url);
    const next = ALL_TERMS[position + 1]!;
    await page
      .getByRole('link', { name: new RegExp(`Next term.*${next.name.replace(/[()]/g, '\\$&')}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/freight-dictionary/${next.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((await record(next.url)).data.titleH1);
  });

  test('an unknown term shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/freight-dictionary/no-such-term');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  });

  test('the index has no accessibility violations', async ({ page }) => {
    await page.goto('/freight-dictionary');
    await page.getByRole('combobox', { name: 'Search the dictionary' }).fill('bill');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a term page has no accessibility violations', async ({ page }) => {
    await page.goto('/freight-dictionary/3pl-provider');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3PL Provider');
    await expectNoAxeViolations(page);
  });
});
