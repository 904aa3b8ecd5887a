import { EVENT_SURVEY_PREFIX, FIXED_SURVEYS, type SurveyConfig } from '../../../shared/surveys/survey-config';
import { eventSurveyConfig, FIXED_SURVEY_CONFIGS } from '../../../shared/surveys/definitions';
import { eventSlugSchema } from '../../../shared/api/events';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { findEventBySlug } from '../../services/event-repository';

const isFixedSurvey = (survey: string): survey is (typeof FIXED_SURVEYS)[number] =>
  (FIXED_SURVEYS as readonly string[]).includes(survey);

/** The configuration of a fixed survey, or of the survey of an event in the database. */
export async function findSurveyConfig(db: Db, survey: string): Promise<SurveyConfig | undefined> {
  if (isFixedSurvey(survey)) return FIXED_SURVEY_CONFIGS[survey];
  if (!survey.startsWith(EVENT_SURVEY_PREFIX)) return undefined;
  const slug = eventSlugSchema.safeParse(survey.slice(EVENT_SURVEY_PREFIX.length));
  if (!slug.success) return undefined;
  const event = await findEventBySlug(db, slug.data);
  return event ? eventSurveyConfig(event) : undefined;
}

export async function surveyConfigOrNotFound(db: Db, survey: string): Promise<SurveyConfig> {
  const config = await findSurveyConfig(db, survey);
  if (!config) {
    throw new ApiError('NOT_FOUND', `There is no survey “${survey}”. Check the link you followed.`);
  }
  return config;
}
