import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../shared/api/envelope';
import { eventSurveyId, type SurveyId } from '../../../shared/surveys/survey-config';
import {
  getSurveyConfig,
  getSurveyTags,
  listSurveyResponses as listSurveyResponsesEndpoint,
  saveCargoesFinanceSurvey,
  saveEventSurvey,
  saveExpectationsSurvey,
  saveExperienceSurvey,
  type SurveySubmission,
} from '../../../shared/api/surveys';
import { surveyAnswersSchema } from '../../../shared/surveys/answers';
import { TAG_SETS } from '../../../shared/surveys/survey-config';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import { csvDownload } from '../../core/answers';
import { route } from '../../http/route';
import { storedAttribution } from '../../services/attribution';
import { surveyResponsesCsv } from './responses-csv';
import { findSurveyConfig, surveyConfigOrNotFound } from './survey-catalog';
import { listSurveyResponses, storeSurveyResponse } from './survey-response-repository';
import { TAG_SUGGESTIONS } from './tag-suggestions';

const MINUTE = 60 * 1000;

/** Enough for a team sharing one office connection, too few to flood the table. */
const SAVE_LIMIT = { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: 10 * MINUTE } } } as const;

/**
 * Answers that are well-formed but do not fit the survey's questions: 422, with one message per
 * question id under `answers.<id>`, so the page can show each beside its question.
 */
class AnswersNotAcceptedError extends ApiError {
  override readonly statusCode = 422;
  constructor(fields: Record<string, string>) {
    super('VALIDATION', 'Some answers need your attention.', fields);
  }
}

interface SurveyRouteDependencies {
  db: Db;
  geolocationSource: Config['geolocationSource'];
  clock: Clock;
}

async function saveAnswers(
  { db, geolocationSource, clock }: SurveyRouteDependencies,
  request: FastifyRequest,
  survey: SurveyId,
  submission: SurveySubmission,
): Promise<{ status: 'saved'; id: number }> {
  const config = await surveyConfigOrNotFound(db, survey);
  const answers = surveyAnswersSchema(config).safeParse(submission.answers);
  if (!answers.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(answers.error)).map(([id, message]) => [`answers.${id}`, message]),
    );
    throw new AnswersNotAcceptedError(fields);
  }
  const id = await storeSurveyResponse(
    db,
    {
      survey,
      respondentKey: submission.respondentKey,
      idempotencyKey: submission.idempotencyKey,
      answers: answers.data,
      attribution: storedAttribution(submission.attribution, request, { geolocationSource }),
    },
    clock(),
  );
  return { status: 'saved', id };
}

export function surveyRoutes(app: FastifyInstance, dependencies: SurveyRouteDependencies): void {
  const { db, clock } = dependencies;
  route(app, getSurveyConfig, async ({ query }) => surveyConfigOrNotFound(db, query.survey), {
    access: 'anyone',
  });

  route(
    app,
    getSurveyTags,
    async ({ query }) => {
      let wanted: readonly (typeof TAG_SETS)[number][] = TAG_SETS;
      if (query.survey !== undefined) {
        const config = await surveyConfigOrNotFound(db, query.survey);
        wanted = TAG_SETS.filter((set) =>
          config.questions.some((question) => question.type === 'tags' && question.suggestions === set),
        );
      }
      return { sets: wanted.map((id) => ({ id, tags: [...TAG_SUGGESTIONS[id]] })) };
    },
    { access: 'anyone' },
  );

  // Anyone may answer; one answer per browser and survey.
  route(
    app,
    saveEventSurvey,
    async ({ body, request }) => saveAnswers(dependencies, request, eventSurveyId(body.survey), body),
    SAVE_LIMIT,
  );
  route(
    app,
    saveCargoesFinanceSurvey,
    async ({ body, request }) => saveAnswers(dependencies, request, 'cargoes-finance', body),
    SAVE_LIMIT,
  );
  route(
    app,
    saveExpectationsSurvey,
    async ({ body, request }) => saveAnswers(dependencies, request, 'expectations', body),
    SAVE_LIMIT,
  );
  route(
    app,
    saveExperienceSurvey,
    async ({ body, request }) => saveAnswers(dependencies, request, 'experience', body),
    SAVE_LIMIT,
  );

  route(
    app,
    listSurveyResponsesEndpoint,
    async ({ query: { survey, format } }) => {
      const config = survey === undefined ? undefined : await findSurveyConfig(db, survey);
      if (survey !== undefined && !config) {
        throw new ApiError('NOT_FOUND', `There is no survey “${survey}”. Check the survey name.`);
      }
      const responses = await listSurveyResponses(db, survey);
      if (format === 'json') return { data: responses };
      const day = clock().toISOString().slice(0, 10);
      const fileSurvey = (survey ?? 'all').replace(/[^a-z0-9-]/g, '-');
      return csvDownload(
        `survey-responses-${fileSurvey}-${day}.csv`,
        surveyResponsesCsv(
          responses,
          config?.questions.map((question) => question.id),
        ),
      );
    },
    { access: 'admins' },
  );
}
