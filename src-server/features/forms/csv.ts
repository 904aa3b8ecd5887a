import type { FormSubmission } from '../../../shared/api/forms';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a visitor could plant
 * one in a form (OWASP "CSV injection"); a leading apostrophe makes the cell plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text =
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with a header row: the submission's own columns, then one column per payload
 * field in the order the fields first appear (forms of different kinds have different fields).
 */
export function submissionsCsv(submissions: FormSubmission[]): string {
  const fields: string[] = [];
  for (const submission of submissions) {
    for (const field of Object.keys(submission.payload)) if (!fields.includes(field)) fields.push(field);
  }
  const header = ['id', 'kind', 'created_at', 'ip', ...fields];
  const rows = submissions.map((submission) => [
    submission.id,
    submission.kind,
    submission.createdAt,
    submission.ip,
    ...fields.map((field) => submission.payload[field]),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
