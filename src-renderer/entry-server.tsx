import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { ALL_TERMS } from '../shared/dictionary/index';
import { FORWARDER_COUNTRIES, forwarderCountryPath } from '../shared/freight-forwarder/countries';
import { dictionaryTermPath, routeById, ROUTES, sitemapPaths } from '../shared/routes';
import { App } from './app/App';
import { PAGE_SOURCES } from './app/page-modules';
import { CAPTCHA_SITE_KEY_META, SITE_URL_META } from './lib/site-context';

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

const PAGE_ROUTES = ROUTES.flatMap((route) => {
  const source = PAGE_SOURCES[route.id];
  return route.built && source ? [{ path: route.path, source }] : [];
});

/** The page module a URL renders (src-renderer-relative), so the server can preload it. */
function pageModuleFor(url: string): string | undefined {
  const matches = matchRoutes(PAGE_ROUTES, url.split('?')[0] ?? url);
  return matches?.[matches.length - 1]?.route.source;
}

/** Renders one URL to complete HTML, waiting for every lazy page so crawlers get all content. */
export async function render(
  url: string,
  { siteUrl, captchaSiteKey }: { siteUrl: string; captchaSiteKey?: string },
) {
  let status = 200;
  const site = {
    siteUrl,
    ...(captchaSiteKey ? { captchaSiteKey } : {}),
    setStatus: (code: number) => (status = code),
  };
  // Without an unlimited chunk size React moves any large page (a dictionary article) into a
  // hidden block revealed by an inline script, which the CSP blocks and no-JS readers never see.
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App site={site} />
    </StaticRouter>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, body } = splitHoistedHead(await new Response(prelude).text());
  const captchaMeta = captchaSiteKey
    ? `<meta name="${CAPTCHA_SITE_KEY_META}" content="${escapeAttribute(captchaSiteKey)}" />`
    : '';
  const pageModule = status === 200 ? pageModuleFor(url) : undefined;
  return {
    status,
    ...(pageModule ? { pageModule } : {}),
    head: `<meta name="${SITE_URL_META}" content="${escapeAttribute(siteUrl)}" />${captchaMeta}${head}`,
    html: body,
  };
}

/** Every page path to list in the sitemap and render ahead: the fixed pages, then each term. */
export function pagePaths(): string[] {
  const termPaths = routeById('freight-dictionary-term').built
    ? ALL_TERMS.map((term) => dictionaryTermPath(term.url))
    : [];
  const countryPaths = routeById('freight-forwarder-country').built
    ? FORWARDER_COUNTRIES.map((country) => forwarderCountryPath(country.slug))
    : [];
  return [...sitemapPaths(), ...termPaths, ...countryPaths];
}
