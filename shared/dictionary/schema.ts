import { z } from 'zod';

/**
 * Dictionary body text is structured rich text, never HTML: a paragraph is either a plain
 * string or a list of inline nodes. Links carry a site-relative target without a leading
 * slash (`freight-dictionary/{slug}`, `benefits/shipping-leads`).
 */
const strongSchema = z.object({ strong: z.string().min(1) }).strict();
const linkSchema = z
  .object({
    link: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a site-relative path without a leading slash'),
    text: z.string().min(1),
  })
  .strict();
const inlineSchema = z.union([z.string().min(1), strongSchema, linkSchema]);
const richTextSchema = z.union([z.string().min(1), z.array(inlineSchema).min(1)]);

const contentSectionSchema = z
  .object({
    title: z.string().min(1),
    paragraphs: z.array(richTextSchema),
    list: z
      .object({
        title: z.string(),
        items: z.array(richTextSchema).min(1),
      })
      .strict()
      .optional(),
    summary: richTextSchema.optional(),
  })
  .strict();

const relatedTermSchema = z
  .object({
    /** slug of another term; empty when the related concept has no page of its own */
    url: z.string().regex(/^([a-z0-9-]+)?$/),
    name: z.string().min(1),
  })
  .strict();

const termDataBase = z.object({
  titleH1: z.string().min(1),
  breadcrumb: z.string().min(1),
  titleH2: z.string().min(1).optional(),
  url: z.string().regex(/^[a-z0-9-]+$/),
  content: z.array(contentSectionSchema),
  relatedTerms: z.array(relatedTermSchema),
});

export const termRecordSchema = z
  .object({
    meta: z
      .object({
        title: z.string().min(1),
        description: z.string().min(50).max(170),
        keywords: z.string().min(1),
      })
      .strict(),
    data: z.union([
      termDataBase.extend({ description: richTextSchema }).strict(),
      termDataBase.extend({ headParagraphs: z.array(richTextSchema).min(1) }).strict(),
    ]),
  })
  .strict();

export const indexTermSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    url: z.string().regex(/^[a-z0-9-]+$/),
    description: z.string().min(20).max(240),
    /** other names people search for (abbreviations, spellings); searched, not shown */
    aliases: z.array(z.string().min(1)).optional(),
  })
  .strict();

export type Inline = z.infer<typeof inlineSchema>;
export type RichText = z.infer<typeof richTextSchema>;
export type ContentSection = z.infer<typeof contentSectionSchema>;
export type RelatedTerm = z.infer<typeof relatedTermSchema>;
export type TermRecord = z.infer<typeof termRecordSchema>;
export type IndexTerm = z.infer<typeof indexTermSchema>;

/** A group file: index entries plus lazy loaders, so a page never pulls another term's body. */
export interface TermGroup {
  entries: IndexTerm[];
  loaders: Record<string, () => Promise<{ default: TermRecord }>>;
}
