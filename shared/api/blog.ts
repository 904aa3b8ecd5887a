import { z } from 'zod';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, BLOG_TAG_MAX, BLOG_TAG_PATTERN } from '../domain/blog-names';
import { mediaTypesOf } from '../file-kinds';
import { defineEndpoint, type Endpoint } from './endpoint';
import { multilineText, positiveWholeNumber, text } from './fields';
import { MAX_UPLOAD_BYTES } from './http';
import { groupThousands } from '../domain/numbers';

const BLOG_TITLE_MAX = 140;
const BLOG_DESCRIPTION_MAX = 300;
const BLOG_AUTHOR_MAX = 80;
export const BLOG_TAGS_MAX = 8;
const BLOG_MARKDOWN_MAX = 100_000;
/** Path segments under /blog that belong to pages of their own, so no post may take them. */
const RESERVED_BLOG_SLUGS = ['editor'] as const;
/** How many words a reader gets through in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** A URL slug from a title: lowercase ASCII words joined by hyphens ("Incoterms® 2020" → "incoterms-2020"). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
}

export const blogSlugSchema = text({ error: 'Give the post’s slug.' })
  .trim()
  .min(1, 'Give the post’s slug.')
  .max(BLOG_SLUG_MAX, `A slug is at most ${BLOG_SLUG_MAX} characters.`)
  .regex(BLOG_SLUG_PATTERN, 'A slug has lowercase letters, digits and single hyphens only.');

export const blogTagSchema = text({ error: 'A tag is a word or two of text.' })
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(BLOG_TAG_MAX, `A tag is at most ${BLOG_TAG_MAX} characters.`)
  .regex(BLOG_TAG_PATTERN, 'A tag has letters, digits, single spaces and hyphens only.');

const blogStatusSchema = z.enum(['draft', 'published'], {
  error: 'Choose draft or published.',
});
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** A stored image's id: the SHA-256 of its bytes. */
const imageIdSchema = text({ error: 'Upload the image again.' }).regex(
  /^[0-9a-f]{64}$/,
  'This is not an uploaded image. Upload the image again.',
);

/** The public address of an uploaded post image. */
export function blogImagePath(imageId: string): string {
  return `/api/articles/image/${imageId}`;
}

/** A post as lists and cards show it. */
const blogItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** site-relative URL of the post's image */
  image: z.string().nullable(),
  author: z.string(),
  /** ISO instant of the first publication; null for a draft never published */
  publishDate: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int().positive(),
  status: blogStatusSchema,
});
export type BlogItem = z.infer<typeof blogItemSchema>;

/** One post with its body, as the post page shows it. */
const blogPostSchema = blogItemSchema.extend({
  /** Markdown rendered and sanitized on the server when the post was saved */
  bodyHtml: z.string(),
  likes: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as the editor loads it: the Markdown source as well. */
export const editableBlogPostSchema = blogPostSchema.extend({
  imageId: z.string().nullable(),
  markdown: z.string(),
});
export type EditableBlogPost = z.infer<typeof editableBlogPostSchema>;

const pageNumberSchema = positiveWholeNumber('The page is a whole number from 1.', {
  max: 10_000,
  tooLarge: 'There are not that many pages.',
}).default(1);

export const blogItems = defineEndpoint({
  method: 'GET',
  path: '/api/articles/blog-items',
  query: z.object({
    tag: z
      .union([blogTagSchema, z.literal('')])
      .optional()
      .transform((tag) => tag || undefined),
    page: pageNumberSchema,
  }),
  response: z.object({
    items: z.array(blogItemSchema),
    /** every tag of a published post, with how many published posts carry it */
    tags: z.array(z.object({ tag: z.string(), count: z.number().int().positive() })),
    total_items: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    page: z.number().int().positive(),
  }),
});

export const blogItem = defineEndpoint({
  method: 'GET',
  path: '/api/articles/blog-item',
  query: z.object({ slug: blogSlugSchema }),
  response: z.object({ post: blogPostSchema, related: z.array(blogItemSchema) }),
});

const likeStateSchema = z.object({ likes: z.number().int().nonnegative(), liked: z.boolean() });

/** Whether this visitor has liked the post, read after the page loads (never server-rendered). */
export const blogLikes = defineEndpoint({
  method: 'GET',
  path: '/api/articles/likes',
  query: z.object({ slug: blogSlugSchema }),
  response: likeStateSchema,
});

export const addLike = defineEndpoint({
  method: 'POST',
  path: '/api/articles/add-like',
  body: z.object({ slug: blogSlugSchema }),
  response: likeStateSchema,
});

export const addView = defineEndpoint({
  method: 'POST',
  path: '/api/articles/add-view',
  body: z.object({ slug: blogSlugSchema }),
  response: z.object({ views: z.number().int().nonnegative(), counted: z.boolean() }),
});

export const articleBodySchema = z.object({
  /** absent to create a post; the post's id to update it */
  id: z.number({ error: 'Give the id of the post to update.' }).int().positive().optional(),
  title: text({ error: 'Give the post a title.' })
    .trim()
    .min(3, 'Give the post a title of at least 3 characters.')
    .max(BLOG_TITLE_MAX, `A title is at most ${BLOG_TITLE_MAX} characters.`),
  /** empty: derived from the title */
  slug: z
    .union([blogSlugSchema, z.literal('')])
    .optional()
    .transform((slug) => slug || undefined)
    .refine((slug) => !RESERVED_BLOG_SLUGS.some((reserved) => reserved === slug), {
      message: 'This slug is the address of another page. Choose another.',
    }),
  description: multilineText({ error: 'Give a short description.' })
    .trim()
    .min(20, 'Give a description of at least 20 characters: it shows on cards and in search results.')
    .max(BLOG_DESCRIPTION_MAX, `A description is at most ${BLOG_DESCRIPTION_MAX} characters.`),
  image: imageIdSchema.nullable().default(null),
  author: text({ error: 'Name the author.' })
    .trim()
    .min(2, 'Name the author.')
    .max(BLOG_AUTHOR_MAX, `An author name is at most ${BLOG_AUTHOR_MAX} characters.`),
  tags: z
    .array(blogTagSchema, { error: 'Tags are a list of words.' })
    .max(BLOG_TAGS_MAX, `A post has at most ${BLOG_TAGS_MAX} tags.`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  markdown: multilineText({ error: 'Write the post’s text.' })
    .min(1, 'Write the post’s text.')
    .max(BLOG_MARKDOWN_MAX, `A post is at most ${groupThousands(BLOG_MARKDOWN_MAX)} characters.`)
    .refine((text) => text.trim().length > 0, 'Write the post’s text.'),
  status: blogStatusSchema,
});
export type ArticleBody = z.input<typeof articleBodySchema>;

export const articleCreate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/article-create',
  body: articleBodySchema,
  response: editableBlogPostSchema,
});

export const articleDelete = defineEndpoint({
  method: 'POST',
  path: '/api/admin/article-delete',
  body: z
    .object({
      id: z.number({ error: 'Give the post’s id.' }).int().positive().optional(),
      slug: blogSlugSchema.optional(),
    })
    .refine((body) => body.id !== undefined || body.slug !== undefined, {
      message: 'Say which post to delete: its id or its slug.',
      path: ['slug'],
    }),
  response: z.object({ deleted: z.literal(true), slug: z.string() }),
});

export const adminArticles = defineEndpoint({
  method: 'GET',
  path: '/api/admin/articles',
  response: z.object({ items: z.array(blogItemSchema) }),
});

export const adminArticle = defineEndpoint({
  method: 'GET',
  path: '/api/admin/article',
  query: z.object({ slug: blogSlugSchema }),
  response: editableBlogPostSchema,
});

export const BLOG_IMAGE_KINDS = ['png', 'jpeg', 'webp', 'gif'] as const;
export const BLOG_IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;

/** Multipart: one image in the field `file`. */
export const uploadFile = {
  method: 'POST',
  path: '/api/admin/upload-file',
  upload: {
    fields: z.object({}),
    fileField: 'file',
    kinds: BLOG_IMAGE_KINDS,
    maxFiles: 1,
    maxFileBytes: BLOG_IMAGE_MAX_BYTES,
    missing: 'Choose an image to upload.',
  },
  response: z.object({ id: z.string(), url: z.string(), mime: z.string(), size: z.number().int() }),
} as const satisfies Endpoint;

/** A post's image, named by its SHA-256, for anyone. */
export const getBlogImage = {
  method: 'GET',
  path: '/api/articles/image/:id',
  params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'This image does not exist.') }),
  response: z.never(),
  produces: mediaTypesOf(BLOG_IMAGE_KINDS),
} as const satisfies Endpoint;
