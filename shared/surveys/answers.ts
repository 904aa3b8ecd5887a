import { z } from 'zod';
import { text } from '../api/fields';
import {
  RATING_MAX,
  RATING_MIN,
  TAG_MAX_LENGTH,
  type SurveyConfig,
  type SurveyQuestion,
} from './survey-config';

/** One stored answer: an option value, several option values or tags, a rating, or text. */
export type SurveyAnswer = string | number | string[];
export type SurveyAnswers = Record<string, SurveyAnswer>;

const UNKNOWN_QUESTION_MESSAGE = 'This question is not part of this survey.';

/** Unanswered looks different per input (an unticked radio group is null, an empty box ''). */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

function missingMessage(question: SurveyQuestion): string {
  switch (question.type) {
    case 'single':
      return 'Choose one answer.';
    case 'multiple':
      return 'Choose at least one answer.';
    case 'rating':
      return `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`;
    case 'text':
      return 'Write your answer.';
    case 'tags':
      return 'Add at least one entry.';
  }
}

function answerSchema(question: SurveyQuestion): z.ZodType<SurveyAnswer> {
  switch (question.type) {
    case 'single': {
      const values = question.options.map((option) => option.value);
      return text({ error: 'Choose one of the listed answers.' }).refine((value) => values.includes(value), {
        message: 'Choose one of the listed answers.',
      });
    }
    case 'multiple': {
      const values = question.options.map((option) => option.value);
      return z
        .array(text(), { error: 'Choose from the listed answers.' })
        .max(values.length, 'Choose from the listed answers.')
        .refine((chosen) => chosen.every((value) => values.includes(value)), {
          message: 'Choose only from the listed answers.',
        })
        .transform((chosen) => [...new Set(chosen)]);
    }
    case 'rating':
      // Radio buttons give the rating as text; a client may also send the number.
      return z.preprocess(
        (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
        z
          .number({ error: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.` })
          .int(`Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`)
          .min(RATING_MIN, `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`)
          .max(RATING_MAX, `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`),
      );
    case 'text':
      return text({ error: 'Write your answer as text.', multiline: question.multiline })
        .trim()
        .max(question.maxLength, `Keep this answer under ${question.maxLength} characters.`);
    case 'tags':
      return z
        .array(
          text({ error: 'Each entry must be text.' })
            .trim()
            .min(1, 'Remove the empty entry.')
            .max(TAG_MAX_LENGTH, `Keep each entry under ${TAG_MAX_LENGTH} characters.`),
          { error: 'Send the entries as a list.' },
        )
        .max(question.maxTags, `Add at most ${question.maxTags} entries.`)
        .transform((tags) => {
          // "Shanghai" and "shanghai " are one entry: keep the first spelling.
          const seen = new Set<string>();
          return tags.filter((tag) => {
            const key = tag.toLowerCase();
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          });
        });
  }
}

function questionSchema(question: SurveyQuestion): z.ZodType<SurveyAnswer | undefined> {
  const schema = answerSchema(question);
  if (!question.required) return z.preprocess(blankToUndefined, schema.optional());
  return z
    .preprocess(
      (value) => value ?? '',
      z.unknown().superRefine((value, context) => {
        if (isBlank(value)) {
          context.addIssue({ code: 'custom', message: missingMessage(question) });
        }
      }),
    )
    .pipe(schema);
}

/**
 * The answers one survey accepts, keyed by question id: each answer checked against its
 * question, unanswered optional questions dropped, and any other key refused. The browser
 * uses it for instant field messages; the server uses it as the authority.
 */
export function surveyAnswersSchema(config: Pick<SurveyConfig, 'questions'>) {
  const questions = new Map(config.questions.map((question) => [question.id, questionSchema(question)]));
  return z
    .record(z.string(), z.unknown(), { error: 'Send the answers as an object keyed by question id.' })
    .transform((answers, context) => {
      const kept: SurveyAnswers = {};
      for (const id of Object.keys(answers)) {
        if (!questions.has(id))
          context.addIssue({ code: 'custom', path: [id], message: UNKNOWN_QUESTION_MESSAGE });
      }
      for (const [id, schema] of questions) {
        const result = schema.safeParse(answers[id]);
        if (!result.success) {
          for (const issue of result.error.issues) {
            context.addIssue({ code: 'custom', path: [id], message: issue.message });
          }
        } else if (result.data !== undefined) {
          kept[id] = result.data;
        }
      }
      return kept;
    });
}
