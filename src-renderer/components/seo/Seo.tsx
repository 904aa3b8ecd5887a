import {
  BRAND_NAME,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_TITLE,
  FOUNDED_YEAR,
} from '../../../shared/constants';
import { fullTitle, useSite } from '../../lib/site-context';
import { JsonLd } from './JsonLd';

export interface Crumb {
  name: string;
  path: string;
}

export interface SeoProps {
  /** page title without the brand suffix; the default title when omitted */
  title?: string;
  description?: string;
  keywords?: string;
  /** the page's own path, for the canonical link */
  path: string;
  type?: 'website' | 'article';
  breadcrumbs?: Crumb[];
  /** further structured data for this page (DefinedTerm, BusinessEvent, ...) */
  jsonLd?: Record<string, unknown>[];
  noIndex?: boolean;
}

function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: BRAND_NAME,
    alternateName: 'DFA',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/logo.svg`,
    foundingDate: String(FOUNDED_YEAR),
    description: DEFAULT_DESCRIPTION,
  };
}

/** Every page's head: title, description, social cards, canonical link and structured data. */
export function Seo({
  title = DEFAULT_TITLE,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
  path,
  type = 'website',
  breadcrumbs,
  jsonLd = [],
  noIndex = false,
}: SeoProps) {
  const { siteUrl } = useSite();
  const canonical = `${siteUrl}${path === '/' ? '/' : path}`;
  const pageTitle = fullTitle(title);
  const image = `${siteUrl}/icons/social-card.png`;

  const structured: Record<string, unknown>[] = [
    organizationJsonLd(siteUrl),
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': canonical,
      url: canonical,
      name: pageTitle,
      description,
      isPartOf: { '@type': 'WebSite', name: BRAND_NAME, url: `${siteUrl}/` },
      publisher: { '@id': `${siteUrl}/#organization` },
    },
    ...(breadcrumbs && breadcrumbs.length > 0
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumbs.map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.name,
              item: `${siteUrl}${crumb.path === '/' ? '/' : crumb.path}`,
            })),
          },
        ]
      : []),
    ...jsonLd,
  ];

  return (
    <>
      {/* React 19 hoists these tags into <head>, on the server and in the browser. */}
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <JsonLd data={structured} />
    </>
  );
}
