import type { BlogPost } from '../../../shared/api/blog';
import { BRAND_NAME } from '../../../shared/constants';

/** BlogPosting structured data for a post page. */
export function blogPostingJsonLd(
  post: BlogPost,
  siteUrl: string,
  canonical: string,
): Record<string, unknown> {
  const published = post.publishDate ?? post.updatedAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: post.image ? `${siteUrl}${post.image}` : `${siteUrl}/icons/social-card.png`,
    author: {
      '@type':
        post.author.startsWith(BRAND_NAME) || post.author.startsWith('DFA ') ? 'Organization' : 'Person',
      name: post.author,
    },
    datePublished: published,
    dateModified: post.updatedAt,
    publisher: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: BRAND_NAME,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/icons/logo.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
    url: canonical,
  };
}
