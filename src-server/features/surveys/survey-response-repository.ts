import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StoredAttribution } from '../../../shared/api/attribution';
import { ALREADY_ANSWERED_MESSAGE, type SurveyResponse } from '../../../shared/api/surveys';
import type { SurveyAnswers } from '../../../shared/surveys/answers';
import type { Db } from '../../db/database';
import type { SurveyResponsesTable } from '../../db/tables';
import { ApiError } from '../../core/errors';
import { readStoredAttribution } from '../../services/attribution';
import { isUniqueViolation } from '../../db/unique-violation';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface NewSurveyResponse {
  survey: string;
  respondentKey: string;
  idempotencyKey: string;
  answers: SurveyAnswers;
  attribution: StoredAttribution;
}

async function findByIdempotencyKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('survey_responses')
    .select(['id', 'survey', 'respondent_key_hash'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Stores one browser's answers to one survey. A retry of the same form (same idempotency key)
 * answers the first row's id; any other second answer from the same respondent key is a
 * CONFLICT. The UNIQUE constraints settle races, the lookups only choose the answer.
 */
export async function storeSurveyResponse(db: Db, response: NewSurveyResponse, now: Date): Promise<number> {
  const respondentKeyHash = hashKey(response.respondentKey);
  const retried = async () => {
    const row = await findByIdempotencyKey(db, response.idempotencyKey);
    return row && row.survey === response.survey && row.respondent_key_hash === respondentKeyHash
      ? row.id
      : undefined;
  };
  const earlier = await retried();
  if (earlier !== undefined) return earlier;
  try {
    const { id } = await db
      .insertInto('survey_responses')
      .values({
        survey: response.survey,
        respondent_key_hash: respondentKeyHash,
        idempotency_key: response.idempotencyKey,
        answers: JSON.stringify(response.answers),
        attribution: JSON.stringify(response.attribution),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await retried();
    if (winner !== undefined) return winner;
    throw new ApiError('CONFLICT', ALREADY_ANSWERED_MESSAGE);
  }
}

function toResponse(row: Selectable<SurveyResponsesTable>): SurveyResponse {
  return {
    id: row.id,
    survey: row.survey,
    answers: JSON.parse(row.answers) as SurveyAnswers,
    ...readStoredAttribution(row.attribution),
    createdAt: row.created_at,
  };
}

/** Oldest first, so an export reads in the order the answers arrived. */
export async function listSurveyResponses(db: Db, survey?: string): Promise<SurveyResponse[]> {
  let query = db.selectFrom('survey_responses').selectAll().orderBy('id');
  if (survey) query = query.where('survey', '=', survey);
  return (await query.execute()).map(toResponse);
}
