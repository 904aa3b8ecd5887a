import { ApiCallError } from '../../lib/api-call-error';

/** What went wrong with an attendance change, for the admin who made it. */
export const failureMessage = (failure: unknown) =>
  failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.';
