import { z } from 'zod';
import { TAG_SETS, surveyConfigSchema } from '../surveys/survey-config';
import { attributionSchema, storedAttributionSchema } from './attribution';
import { defineEndpoint, JSON_OR_CSV } from './endpoint';
import { CONTROL_CHARACTER_MESSAGE, containsControlCharacters, text } from './fields';
import { eventSlugSchema } from './events';

const surveyQuerySchema = text({
  error: 'Name the survey: experience, expectations, cargoes-finance or event:<event slug>.',
})
  .trim()
  .min(1, 'Name the survey: experience, expectations, cargoes-finance or event:<event slug>.')
  .max(140, 'A survey name is at most 140 characters.');

export const getSurveyConfig = defineEndpoint({
  method: 'GET',
  path: '/api/survey/config',
  query: z.object({ survey: surveyQuerySchema }),
  response: surveyConfigSchema,
});

const tagSetSchema = z.object({
  id: z.enum(TAG_SETS),
  tags: z.array(z.string()),
});

/** The suggestions for one survey's tags questions, or for every tags question when no survey is named. */
export const getSurveyTags = defineEndpoint({
  method: 'GET',
  path: '/api/survey/tags',
  query: z.object({ survey: surveyQuerySchema.optional() }),
  response: z.object({ sets: z.array(tagSetSchema) }),
});

/**
 * Answers are checked against the survey's questions by the server (422 per question id); text
 * that could never be stored is refused here, whatever the question.
 */
const answersFieldSchema = z.record(
  text().max(64, 'A question id is at most 64 characters.'),
  z
    .unknown()
    .refine((answer) => !containsControlCharacters(answer, { multiline: true }), CONTROL_CHARACTER_MESSAGE),
  {
    error: 'Send the answers as an object keyed by question id.',
  },
);

const submissionFields = {
  answers: answersFieldSchema,
  /**
   * A random id the browser keeps per survey: one answer per browser and survey. Only its
   * SHA-256 is stored, so it cannot be traced back to the browser.
   */
  respondentKey: z.uuid({ error: 'This survey page has expired. Reload it and answer again.' }),
  /** one per filled-in form, so a retry of the same answers is stored once */
  idempotencyKey: z.uuid({ error: 'This survey page has expired. Reload it and answer again.' }),
  attribution: attributionSchema,
};

const surveySubmissionSchema = z.object(submissionFields);
export type SurveySubmission = z.input<typeof surveySubmissionSchema>;

const savedSchema = z.object({ status: z.literal('saved'), id: z.number().int().positive() });

export const ALREADY_ANSWERED_MESSAGE = 'You have already answered this survey. Thank you!';

/** The survey of one event; `survey` is the event's slug. */
export const saveEventSurvey = defineEndpoint({
  method: 'POST',
  path: '/api/survey/save',
  body: z.object({ survey: eventSlugSchema, ...submissionFields }),
  response: savedSchema,
});

export const saveCargoesFinanceSurvey = defineEndpoint({
  method: 'POST',
  path: '/api/survey/cargoes-finance',
  body: surveySubmissionSchema,
  response: savedSchema,
});

export const saveExpectationsSurvey = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/expectations',
  body: surveySubmissionSchema,
  response: savedSchema,
});

export const saveExperienceSurvey = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/experience',
  body: surveySubmissionSchema,
  response: savedSchema,
});

const surveyResponseSchema = z.object({
  id: z.number().int(),
  survey: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  /** the hidden marketing fields; absent on answers stored before they were collected */
  attribution: storedAttributionSchema.optional(),
  createdAt: z.string(),
});

export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/**
 * Admins only. `format=csv` answers a spreadsheet download instead of this JSON (one row per
 * response, one column per question), for links rather than `callApi`.
 */
export const listSurveyResponses = defineEndpoint({
  method: 'GET',
  path: '/api/admin/surveys/responses',
  query: z.object({
    survey: surveyQuerySchema.optional(),
    format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
  }),
  response: z.object({ data: z.array(surveyResponseSchema) }),
  produces: JSON_OR_CSV,
});
