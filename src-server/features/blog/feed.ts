import type { BlogItem } from '../../../shared/api/blog';
import { escapeMarkup } from '../../../shared/domain/markup';

/** RSS 2.0 of the latest published posts, with absolute links. */
export function rssFeed(siteUrl: string, posts: BlogItem[], now: Date): string {
  const blogUrl = `${siteUrl}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '<item>',
      `<title>${escapeMarkup(post.title)}</title>`,
      `<link>${escapeMarkup(url)}</link>`,
      `<guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `<description>${escapeMarkup(post.description)}</description>`,
      `<dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeMarkup(tag)}</category>`),
      post.publishDate ? `<pubDate>${new Date(post.publishDate).toUTCString()}</pubDate>` : '',
      '</item>',
    ].join('');
  });
  const lastBuild =
    posts.length > 0
      ? new Date(
          posts
            .map((post) => post.updatedAt)
            .sort()
            .at(-1)!,
        )
      : now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    '<title>Digital Freight Alliance blog</title>',
    `<link>${escapeMarkup(blogUrl)}</link>`,
    `<atom:link href="${escapeMarkup(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Practical articles for freight forwarders and NVOCCs: documents, charges, trade terms, digital standards and how the DFA network works.</description>',
    '<language>en</language>',
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
