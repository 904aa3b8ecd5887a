/**
 * How a blog post's slug and a tag are written, apart from the blog's schemas: the public blog
 * pages check their address with these and do not load the schema library.
 */
export const BLOG_SLUG_MAX = 100;
export const BLOG_TAG_MAX = 32;
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_TAG_PATTERN = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;

/** The slug as the schema reads it (trimmed), or undefined when no post can have it. */
export function blogSlugFrom(value: string): string | undefined {
  const slug = value.trim();
  return slug.length <= BLOG_SLUG_MAX && BLOG_SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** The tag as the schema reads it (trimmed, lowercase), or undefined when no tag can be it. */
export function blogTagFrom(value: string): string | undefined {
  const tag = value.trim().toLowerCase();
  return tag.length <= BLOG_TAG_MAX && BLOG_TAG_PATTERN.test(tag) ? tag : undefined;
}
