import { z } from 'zod';

/** The surveys with a fixed path; every event in the database adds one more, `event:<slug>`. */
export const FIXED_SURVEYS = ['experience', 'expectations', 'cargoes-finance'] as const;
export type FixedSurveyId = (typeof FIXED_SURVEYS)[number];
export type SurveyId = FixedSurveyId | `event:${string}`;

export const EVENT_SURVEY_PREFIX = 'event:';

export function eventSurveyId(slug: string): SurveyId {
  return `${EVENT_SURVEY_PREFIX}${slug}`;
}

/** Curated suggestion lists a tags question can offer (served by `/api/survey/tags`). */
export const TAG_SETS = ['trade-lanes', 'regions', 'event-topics'] as const;
export type TagSetId = (typeof TAG_SETS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TAG_MAX_LENGTH = 40;
export const DEFAULT_TEXT_MAX_LENGTH = 2000;

const optionSchema = z.object({ value: z.string(), label: z.string() });

const questionBase = {
  /** stable key of the answer; never reused for a different question */
  id: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  label: z.string(),
  help: z.string().optional(),
  required: z.boolean(),
};

const surveyQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal('single'), options: z.array(optionSchema).min(2) }),
  z.object({ ...questionBase, type: z.literal('multiple'), options: z.array(optionSchema).min(2) }),
  z.object({
    ...questionBase,
    type: z.literal('rating'),
    /** what 1 and 5 mean, e.g. "Very poor" and "Excellent" */
    lowLabel: z.string(),
    highLabel: z.string(),
  }),
  z.object({
    ...questionBase,
    type: z.literal('text'),
    maxLength: z.number().int().positive(),
    multiline: z.boolean(),
  }),
  z.object({
    ...questionBase,
    type: z.literal('tags'),
    suggestions: z.enum(TAG_SETS),
    maxTags: z.number().int().positive(),
  }),
]);

export const surveyConfigSchema = z.object({
  id: z.string(),
  /** the page's H1 and title */
  title: z.string(),
  /** one or two sentences for the page's meta description */
  description: z.string(),
  /** shown above the questions: who the survey is for and how the answers are used */
  intro: z.string(),
  questions: z.array(surveyQuestionSchema).min(1),
  /** what happens after a person sends their answers */
  thanks: z.string(),
});

export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;
