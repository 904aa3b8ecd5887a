export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_EDITOR_PATH = '/blog/editor';

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** The list, filtered by a tag and on a page; page 1 and "all tags" stay out of the URL. */
export function blogListPath({ tag, page = 1 }: { tag?: string | undefined; page?: number }): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}

export function newPostEditorPath(): string {
  return `${BLOG_EDITOR_PATH}/new`;
}

export function postEditorPath(slug: string): string {
  return `${BLOG_EDITOR_PATH}/edit/${slug}`;
}
