import { z } from 'zod';
import {
  articleBodySchema,
  BLOG_TAGS_MAX,
  blogTagSchema,
  type EditableBlogPost,
} from '../../../../shared/api/blog';

/** Tags as the editor types them: one line, separated by commas. */
const tagsTextSchema = z.string().transform((text, context) => {
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (tags.length > BLOG_TAGS_MAX) {
    context.addIssue({ code: 'custom', message: `A post has at most ${BLOG_TAGS_MAX} tags.` });
    return z.NEVER;
  }
  for (const tag of tags) {
    const checked = blogTagSchema.safeParse(tag);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        message: `“${tag}”: ${checked.error.issues[0]?.message ?? 'not a tag.'}`,
      });
      return z.NEVER;
    }
  }
  return tags;
});

/** The editor's fields, checked with the same rules the server applies. */
export const editorFormSchema = z.object({
  title: articleBodySchema.shape.title,
  slug: articleBodySchema.shape.slug,
  description: articleBodySchema.shape.description,
  author: articleBodySchema.shape.author,
  tags: tagsTextSchema,
  markdown: articleBodySchema.shape.markdown,
  image: articleBodySchema.shape.image,
});

export type EditorFormInput = z.input<typeof editorFormSchema>;
export type EditorFormValues = z.output<typeof editorFormSchema>;

export const EDITOR_FIELDS = ['title', 'slug', 'description', 'author', 'tags', 'markdown', 'image'] as const;

export function formValuesOf(post: EditableBlogPost | undefined, defaultAuthor: string): EditorFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    author: post?.author ?? defaultAuthor,
    tags: post?.tags.join(', ') ?? '',
    markdown: post?.markdown ?? '',
    image: post?.imageId ?? null,
  };
}

/** The field a server message belongs to (`tags.2` is the tags field). */
export function editorFieldOf(path: string): (typeof EDITOR_FIELDS)[number] | undefined {
  const name = path.split('.')[0];
  return EDITOR_FIELDS.find((field) => field === name);
}
