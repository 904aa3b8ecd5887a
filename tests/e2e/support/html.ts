// Helpers for reading pages exactly as the server sends them, before any script runs.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The only entities the server's renderer emits, so a full HTML decoder is not needed. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Turns escaped text or attribute values back into what a reader sees. */
export const decodeEntities = (html: string): string =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** The visible text of an HTML fragment: tags dropped, entities decoded, ends trimmed. */
export const textOf = (html: string): string => decodeEntities(html.replace(/<[^>]+>/g, '')).trim();

/** Rendered text wraps and indents freely, so compare it with every run of whitespace as one space. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A page's raw HTML, checked to answer 200. */
export async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/**
 * Like `rawHtml`, and also checks the page is complete as sent: no streamed part is held in a
 * hidden `<div id="S:…">` until a script reveals it, which a reader without JavaScript would miss.
 */
export async function completeRawHtml(request: APIRequestContext, path: string): Promise<string> {
  const html = await rawHtml(request, path);
  expect(html, `${path} has content hidden behind a script`).not.toMatch(/<div hidden id="S:/);
  return html;
}

/** A page's raw HTML (checked to answer 200) with its decoded title and meta description. */
export async function fetchPageWithMeta(request: APIRequestContext, path: string) {
  const html = await rawHtml(request, path);
  return {
    html,
    title: decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''),
    description: decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
}

/** Same-site link targets on a page, without fragments, as the server renders them. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)]
    .map((match) => decodeEntities(match[1]!))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!);
}

/** Every JSON-LD object on a page; a script may hold one object or an array of them. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) =>
    [JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[]].flat(),
  );
}

/** The first JSON-LD object on a page whose `@type` is `type`. */
export function jsonLdOfType(html: string, type: string): Record<string, unknown> | undefined {
  return jsonLdBlocks(html).find((block) => block['@type'] === type);
}

/** The `@type` of every JSON-LD object on a page, in page order. */
export function jsonLdTypes(html: string): string[] {
  return jsonLdBlocks(html).map((block) => block['@type'] as string);
}
