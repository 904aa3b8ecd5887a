import type { BlogItem } from '../../../shared/api/blog';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** RSS 2.0 of the latest published posts, with absolute links. */
export function rssFeed(siteUrl: string, posts: BlogItem[], now: Date): string {
  const blogUrl = `${siteUrl}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(post.description)}</description>`,
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
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
    `<link>${escapeXml(blogUrl)}</link>`,
    `<atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Practical articles for freight forwarders and NVOCCs: documents, charges, trade terms, digital standards and how the DFA network works.</description>',
    '<language>en</language>',
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
