import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { sitemapPaths } from '../shared/routes';
import { App } from './app/App';
import { SITE_URL_META } from './lib/site-context';

const LEADING_HEAD_TAG = /^(?:<title[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * React 19 emits the tags it hoists (title, meta, link) at the start of a fragment render;
 * they belong in <head>, so they are split off here.
 */
export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Renders one URL to complete HTML, waiting for every lazy page so crawlers get all content. */
export async function render(url: string, { siteUrl }: { siteUrl: string }) {
  let status = 200;
  const site = { siteUrl, setStatus: (code: number) => (status = code) };
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App site={site} />
    </StaticRouter>,
  );
  const { head, body } = splitHoistedHead(await new Response(prelude).text());
  return {
    status,
    head: `<meta name="${SITE_URL_META}" content="${escapeAttribute(siteUrl)}" />${head}`,
    html: body,
  };
}

/** Every fixed page path to list in the sitemap and render ahead. */
export function pagePaths(): string[] {
  return sitemapPaths();
}
