import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { multilineText, text } from './fields';

const HELP_QUESTION_MIN = 5;
export const HELP_QUESTION_MAX = 300;
const HELP_ANSWER_MIN = 10;
export const HELP_ANSWER_MAX = 5000;

/** Anything that looks like an HTML tag: answers are plain text, shown exactly as written. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const PLAIN_TEXT_MESSAGE = 'Write plain text without HTML tags. Put links in as plain addresses.';

const recordId = (what: string) =>
  z
    .number({ error: `Give the ${what}’s id as a number.` })
    .int(`Give the ${what}’s id as a whole number.`)
    .positive(`Give the ${what}’s id as a positive number.`);

const helpItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** plain text: paragraphs separated by a blank line; web addresses and site paths become links */
  answer: z.string(),
});

const helpSectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  items: z.array(helpItemSchema),
});

export type HelpItem = z.infer<typeof helpItemSchema>;
export type HelpSection = z.infer<typeof helpSectionSchema>;

const formattedHelpSchema = z.object({ sections: z.array(helpSectionSchema) });
export type FormattedHelp = z.infer<typeof formattedHelpSchema>;

/** Public: every section in order, each with its questions in order. */
export const getFormattedHelp = defineEndpoint({
  method: 'GET',
  path: '/api/help/formatted-help',
  response: formattedHelpSchema,
});

/** What an admin writes in the editor. */
export const helpItemFieldsSchema = z.object({
  sectionId: recordId('section'),
  question: text({ error: 'Write the question.' })
    .trim()
    .min(HELP_QUESTION_MIN, `Write a question of at least ${HELP_QUESTION_MIN} characters.`)
    .max(HELP_QUESTION_MAX, `Keep the question under ${HELP_QUESTION_MAX} characters.`)
    .refine((value) => !HTML_TAG.test(value), PLAIN_TEXT_MESSAGE),
  answer: multilineText({ error: 'Write the answer.' })
    .trim()
    .min(HELP_ANSWER_MIN, `Write an answer of at least ${HELP_ANSWER_MIN} characters.`)
    .max(HELP_ANSWER_MAX, `Keep the answer under ${HELP_ANSWER_MAX} characters.`)
    .refine((value) => !HTML_TAG.test(value), PLAIN_TEXT_MESSAGE)
    // Windows line endings from pasted text would otherwise hide paragraph breaks.
    .transform((value) => value.replace(/\r\n?/g, '\n')),
});

export const saveHelpItemBodySchema = helpItemFieldsSchema.extend({
  /** absent: a new question; present: the question to change */
  id: recordId('question').optional(),
  /** 0-based place within the section; absent keeps an edited question where it is and adds a new one last */
  position: z
    .number({ error: 'Give the position as a number.' })
    .int('Give the position as a whole number.')
    .min(0, 'The first position is 0.')
    .optional(),
});

const savedHelpItemSchema = helpItemSchema.extend({
  sectionId: z.number().int(),
  position: z.number().int(),
  updatedAt: z.iso.datetime(),
});

/** Admins only: creates (no id) or updates (with id) one question; answers the help as it now stands. */
export const saveHelpItem = defineEndpoint({
  method: 'POST',
  path: '/api/help/item',
  body: saveHelpItemBodySchema,
  response: formattedHelpSchema.extend({ item: savedHelpItemSchema }),
});

export const reorderHelpBodySchema = z.object({
  sectionId: recordId('section'),
  itemIds: z
    .array(recordId('question'), { error: 'List the section’s question ids in their new order.' })
    .max(500, 'A section has at most 500 questions.')
    .refine((ids) => new Set(ids).size === ids.length, 'List each question once.'),
});

/** Admins only: puts a section's questions in the given order; the list must name each of them once. */
export const reorderHelp = defineEndpoint({
  method: 'POST',
  path: '/api/help/reorder',
  body: reorderHelpBodySchema,
  response: formattedHelpSchema,
});

/** Admins only: deletes one question. */
export const deleteHelpItem = defineEndpoint({
  method: 'POST',
  path: '/api/help/delete',
  body: z.object({ id: recordId('question') }),
  response: formattedHelpSchema,
});
