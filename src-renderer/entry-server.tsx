import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ALL_TERMS } from '../shared/dictionary/index';
import { escapeMarkup } from '../shared/domain/markup';
import { FORWARDER_COUNTRIES, forwarderCountryPath } from '../shared/freight-forwarder/countries';
import {
  dictionaryTermPath,
  routeById,
  ROUTES,
  sitemapPaths,
  type RouteEntry,
  type RouteId,
} from '../shared/routes';
import { App } from './app/App';
import { CalculatorWidget, WidgetMessage } from './components/calculator-widget/CalculatorWidget';
import { PAGE_SOURCES, WORKSPACE_SHELL_SOURCE } from './app/page-sources';
import { findRoute, rankRoutes } from './app/route-ranking';
import type {
  RenderFunction,
  RenderWidgetFunction,
  RenderWidgetMessageFunction,
} from '../shared/server-rendering';
import { pageDataScript, PageDataProvider, type PageDataSource } from './lib/page-data-context';
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

const PAGE_ROUTES = rankRoutes(
  ROUTES.flatMap((route: RouteEntry) => {
    const source = PAGE_SOURCES[route.id as RouteId];
    if (!route.built || !source) return [];
    return [
      {
        path: route.path,
        sources: route.shell === 'workspace' ? [source, WORKSPACE_SHELL_SOURCE] : [source],
      },
    ];
  }),
);

/** The lazily loaded modules a URL renders (src-renderer-relative), so the server can preload them. */
function pageModulesFor(url: string): string[] {
  return findRoute(PAGE_ROUTES, url.split('?')[0] ?? url)?.sources ?? [];
}

/** A page asking for data it needs to render another page's data is unusual; this bounds it. */
const MAX_RENDER_PASSES = 3;

/**
 * Renders one URL (path and query) to complete HTML, waiting for every lazy page and for the
 * API data the page asks for, so crawlers get all content.
 */
export const render: RenderFunction = async (url, { siteUrl, captchaSiteKey, fetchData }) => {
  const data: PageDataSource = { answers: {}, requested: new Set() };
  let status = 200;
  let markup = '';
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    status = 200;
    data.requested = new Set();
    const site = {
      siteUrl,
      ...(captchaSiteKey ? { captchaSiteKey } : {}),
      setStatus: (code: number) => (status = code),
    };
    // Without an unlimited chunk size React moves any large page (a dictionary article) into a
    // hidden block revealed by an inline script, which the CSP blocks and no-JS readers never see.
    const { prelude } = await prerender(
      <StaticRouter location={url}>
        <PageDataProvider source={data}>
          <App site={site} />
        </PageDataProvider>
      </StaticRouter>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    markup = await new Response(prelude).text();
    const missing = [...data.requested];
    if (!fetchData || missing.length === 0) break;
    const answers = await Promise.all(missing.map((key) => fetchData(key)));
    missing.forEach((key, index) => (data.answers[key] = answers[index]!));
  }
  const { head, body } = splitHoistedHead(markup);
  const captchaMeta = captchaSiteKey
    ? `<meta name="${CAPTCHA_SITE_KEY_META}" content="${escapeMarkup(captchaSiteKey)}" />`
    : '';
  const pageModules = status === 200 ? pageModulesFor(url) : [];
  return {
    status,
    ...(pageModules.length > 0 ? { pageModules } : {}),
    head: `<meta name="${SITE_URL_META}" content="${escapeMarkup(siteUrl)}" />${captchaMeta}${head}${pageDataScript(data.answers)}`,
    html: body,
  };
};

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

/** The calculator widget's markup for its own page; its script enhances it in the browser. */
export const renderWidget: RenderWidgetFunction = (config) =>
  renderToStaticMarkup(<CalculatorWidget config={config} />);

/** What a switched-off or unknown widget shows instead. */
export const renderWidgetMessage: RenderWidgetMessageFunction = (text) =>
  renderToStaticMarkup(<WidgetMessage text={text} />);
