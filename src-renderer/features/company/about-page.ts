import type { CompanyPageMeta } from './company-pages';

/** schema.org AboutPage for a page that describes the association itself. */
export function aboutPageJsonLd(siteUrl: string, page: CompanyPageMeta): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: page.heading,
    url: `${siteUrl}${page.path}`,
    description: page.description,
    about: { '@id': `${siteUrl}/#organization` },
  };
}
