import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  closeTheWelcomePromptWhenItOpens,
  expect,
  expectNoAxeViolations,
  test,
  uniqueTag,
} from './support/fixtures';
import { completeRawHtml, jsonLdOfType, textOf } from './support/html';
import { createSignedInMember } from './support/members';

/** A real 2×1 PNG (its chunks and CRCs intact), small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGPgzi7+tJIBAAhUAoXfji8GAAAAAElFTkSuQmCC',
  'base64',
);

const BODY = [
  '## Why plugs run short',
  'Reefer containers waiting for a connecting vessel need power the whole time they sit at the terminal.',
  '<script>document.title = "pwned"</script>',
  '<img src="/icons/logo.svg" alt="DFA logo" onerror="document.title = \'pwned\'">',
  '[Read about demurrage](javascript:alert(1))',
  '- Check the plug allocation\n- Confirm the set temperature',
].join('\n\n');

async function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const admin = await createSignedInMember({ firstName: 'Ines', isAdmin: true });
  await context.addCookies([{ ...admin.cookie, url: baseURL }]);
  return context;
}

const likeButton = (page: Page) => page.getByRole('button', { name: /like/i });

/**
 * Opens a post and waits for this visitor's own like status, which the page asks once it is
 * interactive: React does not replay a click that lands before hydration.
 */
async function openPost(page: Page, slug: string) {
  const likeStatus = page.waitForResponse((response) => response.url().includes('/api/articles/likes?'));
  await page.goto(`/blog/${slug}`);
  await likeStatus;
}

test.describe('blog', () => {
  // Server rendering, axe and several browser contexts take a while on a busy machine.
  test.slow();

  test('lists the seeded articles, filters them by tag and opens one', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'The DFA blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Incoterms 2020 in practice' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Filter posts by tag' })
      .getByRole('link', { name: /incoterms/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=incoterms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “incoterms”');
    await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([
      'Incoterms 2020 in practice',
    ]);

    await page.getByRole('link', { name: 'Incoterms 2020 in practice' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Incoterms 2020 in practice');
    await expect(page.getByText('By DFA Editorial Team · Published Jan 27 2026')).toBeVisible();
  });

  for (const path of ['/blog', '/blog/demurrage-versus-detention']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path !== '/blog')
        await expect(page.getByRole('region', { name: 'Related articles' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('answers 404 for an unknown post', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  });

  test('an admin publishes a post with an image; readers get it sanitized, like it once, and deleting removes it everywhere', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    // A post of the test's own: no other post has its title or its address.
    const tag = uniqueTag();
    const TITLE = `Booking reefer plugs at Rotterdam ${tag}`;
    const SLUG = `booking-reefer-plugs-at-rotterdam-${tag}`;
    const admin = await adminContext(browser, baseURL!);
    const editor = await admin.newPage();
    await editor.goto('/blog/editor');
    await editor.getByRole('link', { name: 'Write a new post' }).click();
    await editor.getByLabel('Title').fill(TITLE);
    await expect(editor.getByText(`Leave empty to use “${SLUG}”.`)).toBeVisible();
    await editor
      .getByLabel('Description')
      .fill('How to book reefer plugs at Rotterdam for containers waiting on a connection.');
    await editor.getByLabel('Tags').fill('reefer, ocean freight');
    await editor.getByLabel('Text (Markdown)').fill(BODY);
    await expect(
      editor
        .getByRole('region', { name: 'Live preview' })
        .getByRole('heading', { name: 'Why plugs run short' }),
    ).toBeVisible();
    await editor
      .getByLabel('Upload a cover image')
      .setInputFiles({ name: 'plugs.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.getByRole('img', { name: "The post's cover" })).toBeVisible();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
    await expect(editor).toHaveURL(new RegExp(`/blog/editor/edit/${SLUG}$`));
    const saved = editor.getByRole('region', { name: 'Saved version, as readers get it' });
    await expect(saved).toContainText('Reefer containers waiting');
    expect(await saved.innerHTML()).not.toMatch(/<script|onerror|javascript:/);

    // The list and the post's own HTML, as a crawler without JavaScript gets them.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    const html = await completeRawHtml(request, `/blog/${SLUG}`);
    expect(textOf(html)).toContain('Reefer containers waiting for a connecting vessel need power');
    expect(html).not.toMatch(/document\.title = |onerror|javascript:/);
    const posting = jsonLdOfType(html, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: TITLE,
      author: { name: 'Ines Berg' },
      mainEntityOfPage: { '@id': `${baseURL}/blog/${SLUG}` },
    });
    expect(String(posting?.image)).toMatch(new RegExp(`^${baseURL}/api/articles/image/[0-9a-f]{64}$`));
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(await request.get('/sitemap.xml').then((r) => r.text())).toContain(`/blog/${SLUG}</loc>`);
    expect(await request.get('/blog/rss.xml').then((r) => r.text())).toContain(`/blog/${SLUG}</link>`);

    // One like per visitor: the same visitor again changes nothing, another visitor adds one.
    await openPost(page, SLUG);
    const cover = page.locator('article > img').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
    await expect(page).toHaveTitle(`${TITLE} | DFA`);
    await expect(page.getByText('0 likes')).toBeVisible();
    await likeButton(page).click();
    await expect(page.getByText('1 like', { exact: true })).toBeVisible();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await openPost(page, SLUG);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 like', { exact: true })).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await closeTheWelcomePromptWhenItOpens(otherPage);
    await openPost(otherPage, SLUG);
    await expect(likeButton(otherPage)).toHaveAttribute('aria-pressed', 'false');
    await likeButton(otherPage).click();
    await expect(otherPage.getByText('2 likes')).toBeVisible();
    await other.close();

    // Delete, after confirming, and it is gone from the list, the sitemap and the feed.
    await editor.getByRole('button', { name: 'Delete post' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toContainText('removed from the blog, the sitemap and the RSS feed');
    await dialog.getByRole('button', { name: 'Keep the post' }).click();
    await expect(dialog).toBeHidden();
    await editor.getByRole('button', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    await expect(editor).toHaveURL(/\/blog\/editor$/);
    // The list of posts reloads under its own "Loading" status while the notice shows.
    await expect(editor.getByRole('status').filter({ hasText: 'was deleted' })).toHaveText(
      `“${TITLE}” was deleted.`,
    );
    await admin.close();

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Incoterms 2020 in practice' })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
    expect((await request.get(`/blog/${SLUG}`)).status()).toBe(404);
    expect(await request.get('/sitemap.xml').then((r) => r.text())).not.toContain(SLUG);
    expect(await request.get('/blog/rss.xml').then((r) => r.text())).not.toContain(SLUG);
  });

  test('tells a member that the editor needs an admin account', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const member = await createSignedInMember({ firstName: 'Omar' });
    await context.addCookies([{ ...member.cookie, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/blog/editor');
    await expect(page.getByRole('alert')).toContainText('The blog editor is for DFA administrators');
    await expect(page.getByRole('link', { name: 'Write a new post' })).toHaveCount(0);
    await context.close();
  });
});
