import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiCallError } from './api-call-error';

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * Puts the server's field messages beside the fields this form shows and returns the message
 * for the form as a whole (the server's summary, or every field message it could not place).
 */
export function showApiError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly Path<Values>[],
): string {
  if (!(error instanceof ApiCallError)) return UNEXPECTED;
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const known = formFields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message }, { shouldFocus: unplaced.length === 0 });
    else unplaced.push(message);
  }
  return unplaced.length > 0 ? unplaced.join(' ') : error.message;
}
