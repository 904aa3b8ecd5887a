import type { FormSubmission } from '../../../shared/api/forms';
import { csvDocument } from '../../../shared/domain/csv';
import { attributionCells, ATTRIBUTION_CSV_HEADER } from '../../services/attribution';

/**
 * RFC 4180 CSV with a header row: the submission's own columns, one column per payload field in
 * the order the fields first appear (forms of different kinds have different fields), then the
 * marketing attribution columns.
 */
export function submissionsCsv(submissions: FormSubmission[]): string {
  const fields: string[] = [];
  for (const submission of submissions) {
    for (const field of Object.keys(submission.payload)) if (!fields.includes(field)) fields.push(field);
  }
  const header = ['id', 'kind', 'created_at', 'ip', ...fields, ...ATTRIBUTION_CSV_HEADER];
  const rows = submissions.map((submission) => [
    submission.id,
    submission.kind,
    submission.createdAt,
    submission.ip,
    ...fields.map((field) => submission.payload[field]),
    ...attributionCells(submission.attribution),
  ]);
  return csvDocument(header, rows);
}
