import type { SurveyResponse } from '../../../shared/api/surveys';
import { csvDocument } from '../../../shared/domain/csv';
import { attributionCells, ATTRIBUTION_CSV_HEADER } from '../../services/attribution';

/**
 * RFC 4180 CSV with a header row: the response's own columns, then one column per question in
 * the order `questionOrder` gives (the survey's own order), then any other answered question,
 * then the marketing attribution columns.
 * Several choices or tags share one cell, separated by semicolons.
 */
export function surveyResponsesCsv(
  responses: SurveyResponse[],
  questionOrder: readonly string[] = [],
): string {
  const questions = [...questionOrder];
  for (const response of responses) {
    for (const id of Object.keys(response.answers)) if (!questions.includes(id)) questions.push(id);
  }
  const header = ['id', 'survey', 'created_at', ...questions, ...ATTRIBUTION_CSV_HEADER];
  const rows = responses.map((response) => [
    response.id,
    response.survey,
    response.createdAt,
    ...questions.map((id) => response.answers[id]),
    ...attributionCells(response.attribution),
  ]);
  return csvDocument(header, rows);
}
