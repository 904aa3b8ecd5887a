// Checks shared by the content sections (benefits, services, events, tools, countries...).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { completeRawHtml, decodeEntities, textOf } from './html';

const BRANDED_TITLE = /^.+ \| DFA$/;

/** What a page's HTML says about itself before any script runs. */
function pageHead(html: string) {
  return {
    h1: textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''),
    title: decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''),
    description: decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    keywords: html.match(/<meta name="keywords" content="([^"]*)"/)?.[1],
  };
}

/**
 * Every page of a section, as served and complete without JavaScript: its H1 (when given), a
 * title ending with the brand, a description the length of a search snippet (120–160), and
 * titles and descriptions that differ from page to page.
 */
export async function expectSectionHeads(
  request: APIRequestContext,
  pages: readonly { path: string; h1?: string }[],
  { keywords = false }: { keywords?: boolean } = {},
): Promise<void> {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path, h1 } of pages) {
    const head = pageHead(await completeRawHtml(request, path));
    if (h1 !== undefined) expect(head.h1, path).toBe(h1);
    expect(head.title, path).toMatch(BRANDED_TITLE);
    expect.soft(head.description.length, `${path}: "${head.description}"`).toBeGreaterThanOrEqual(120);
    expect.soft(head.description.length, `${path}: "${head.description}"`).toBeLessThanOrEqual(160);
    if (keywords) expect(head.keywords, `${path} keywords`).toBeTruthy();
    titles.add(head.title);
    descriptions.add(head.description);
  }
  expect(titles.size, 'unique titles').toBe(pages.length);
  expect(descriptions.size, 'unique descriptions').toBe(pages.length);
}

/**
 * With JavaScript off (set by the caller's `test.use`): each page shows its H1 and a sentence
 * of its body, and pages below the section's landing page link back to it in the breadcrumbs.
 */
export async function expectSectionReadableWithoutJavaScript(
  page: Page,
  pages: readonly { path: string; h1: string; text: string }[],
  section: { name: string; path: string },
): Promise<void> {
  for (const { path, h1, text } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
    await expect(page.getByRole('main').getByText(text, { exact: false }), path).toBeVisible();
    if (path !== section.path) {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: section.name }), path).toHaveAttribute(
        'href',
        section.path,
      );
    }
  }
}
