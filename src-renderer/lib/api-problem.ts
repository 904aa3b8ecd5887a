import type { ApiCallError } from './api-call-error';

/** What went wrong with a call, in the terms a page reacts to. */
export type ApiProblem =
  /** the server refused the input: `fields` holds its messages by field, when it named any */
  | 'invalid'
  /** 409: the record changed meanwhile, or the step was already taken */
  | 'conflict'
  /** 429: too many attempts; the message says how long to wait */
  | 'rate-limited'
  /** the server could not be reached, or did not answer in time */
  | 'network'
  /** 401: the session ended */
  | 'signed-out'
  | 'forbidden'
  | 'not-found'
  /** a 5xx, or an answer that does not match the contract */
  | 'server';

/** What kind of failure an `ApiCallError` is (kept apart: public pages never need it). */
export function problemOf({ status, code }: ApiCallError): ApiProblem {
  if (status === 0) return 'network';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status >= 400 && status < 500 && code !== 'INTERNAL') return 'invalid';
  return 'server';
}
