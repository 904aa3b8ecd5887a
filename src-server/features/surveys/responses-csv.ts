import type { SurveyResponse } from '../../../shared/api/surveys';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, and free-text answers
 * come from anyone (OWASP "CSV injection"): a leading apostrophe makes the cell plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | readonly string[] | undefined): string {
  let text = value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with a header row: the response's own columns, then one column per question in
 * the order `questionOrder` gives (the survey's own order), then any other answered question.
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
  const header = ['id', 'survey', 'created_at', ...questions];
  const rows = responses.map((response) => [
    response.id,
    response.survey,
    response.createdAt,
    ...questions.map((id) => response.answers[id]),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
