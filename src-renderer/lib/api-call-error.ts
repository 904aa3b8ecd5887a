import type { ErrorCode } from '../../shared/api/envelope';

/* The API client's (`api.ts`) one error type, apart so a page can recognise it without the client. */

/** A failed API call, carrying the server's readable message and, when it gave any, field messages. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** the server's messages keyed by field path (`origin.port`); undefined when it named no field */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const NETWORK_MESSAGE = 'We could not reach the DFA server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The DFA server did not answer in time. Check your connection and try again.';
export const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';

/**
 * The error an answer's envelope (`{ error: { code, message, fields } }`) carries, read without
 * the schema library so light pages can use it; `fallback` is the message when it has none.
 */
export function apiCallErrorFrom(status: number, body: unknown, fallback: string): ApiCallError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  if (error && typeof error.message === 'string' && typeof error.code === 'string') {
    const fields =
      typeof error.fields === 'object' && error.fields && Object.keys(error.fields).length > 0
        ? (error.fields as Record<string, string>)
        : undefined;
    return new ApiCallError(status, error.code as ErrorCode, error.message, fields);
  }
  return new ApiCallError(status, status === 0 ? 'UNAVAILABLE' : 'INTERNAL', fallback);
}
