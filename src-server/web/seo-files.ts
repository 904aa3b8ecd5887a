import { escapeMarkup } from '../../shared/domain/markup';

const NOT_FOR_CRAWLERS = [
  '/api/',
  '/auth/',
  '/company/blacklist',
  '/directory/virtual-office',
  '/feedback/',
  '/shipping-leads',
  '/widgets/',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeMarkup(`${siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
