import type { FastifyInstance } from 'fastify';
import { demoWidgetConfig } from '../../../shared/calculator/demo-widget';
import {
  DEMO_WIDGET_ID,
  WIDGET_ID_PATTERN,
  widgetPath,
  type WidgetConfig,
} from '../../../shared/calculator/widget-config';
import type { Db } from '../../db/database';
import { escapeMarkup } from '../../../shared/domain/markup';
import type { Site } from '../../web/site';
import { portCatalog } from '../../engines/ports/port-repository';
import { findWidget, toWidgetConfig } from './widget-repository';

/**
 * The widget's own policy, the only one on the site that lets other sites frame a page: the
 * member's listed sites (any site when they listed none), and nothing loaded from elsewhere.
 */
function widgetContentSecurityPolicy(frameAncestors: readonly string[], secure: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // The member's colours arrive as custom properties on the widget's root element.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function widgetDocument(
  site: Site,
  { title, body, config }: { title: string; body: string; config?: WidgetConfig },
): string {
  const assets = site.widgetAssets;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeMarkup(title)}</title>`,
    '<link rel="icon" href="/icons/calculator.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(config
      ? [
          ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
          // The script fetches the calculator's own code when the visitor first uses it.
          `<script type="module" src="${assets.script}" data-calculator="${escapeMarkup(assets.calculator.join(' '))}"></script>`,
        ]
      : []),
  ].join('');
  const data = config
    ? `<script type="application/json" id="dfa-widget-config">${scriptJson(config)}</script>`
    : '';
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}${data}</body></html>`;
}

/**
 * Serves `/widgets/freight-calculator/:id`: the member's calculator, the association's demo,
 * or a short neutral message when a widget is switched off or unknown. It sets no cookie and
 * loads nothing from other origins.
 */
export function widgetPageRoutes(app: FastifyInstance, { db, site }: { db: Db; site: Site }): void {
  const secure = site.siteUrl.startsWith('https://');
  // Shown inside members' own websites to their visitors: public by design.
  app.get<{ Params: { widgetId: string } }>(
    widgetPath(':widgetId'),
    { config: { access: 'anyone' } },
    async (request, reply) => {
      const { widgetId } = request.params;
      let status = 200;
      let frameAncestors = ['*'];
      let html: string;
      if (widgetId === DEMO_WIDGET_ID) {
        // The demo belongs on DFA's own pages.
        frameAncestors = ["'self'"];
        const config = demoWidgetConfig();
        html = widgetDocument(site, {
          title: 'Sea freight calculator (demo)',
          body: site.renderWidget(config),
          config,
        });
      } else {
        const record = WIDGET_ID_PATTERN.test(widgetId) ? await findWidget(db, widgetId) : undefined;
        if (record?.enabled) {
          if (record.allowedSites.length > 0) frameAncestors = ["'self'", ...record.allowedSites];
          const config = toWidgetConfig(record, (await portCatalog(db)).finder);
          html = widgetDocument(site, {
            title: `Sea freight calculator: ${record.displayName}`,
            body: site.renderWidget(config),
            config,
          });
        } else {
          status = record ? 200 : 404;
          html = widgetDocument(site, {
            title: 'Sea freight calculator',
            body: site.renderWidgetMessage(
              record
                ? 'This calculator is not available at the moment.'
                : 'This calculator is not available.',
            ),
          });
        }
      }
      reply.removeHeader('x-frame-options');
      return reply
        .status(status)
        .header('content-security-policy', widgetContentSecurityPolicy(frameAncestors, secure))
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
