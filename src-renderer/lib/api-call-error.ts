import type { ErrorCode } from '../../shared/api/envelope';

/** A failed API call, carrying the server's readable message and field errors. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const NETWORK_MESSAGE = 'We could not reach the DFA server. Check your connection and try again.';

export const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';

/**
 * The error an API answer carries in its envelope (`{ error: { code, message, fields } }`),
 * read without the schema library; `fallback` is the message when the answer has none.
 */
export function apiCallErrorFrom(status: number, body: unknown, fallback: string): ApiCallError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  if (error && typeof error.message === 'string' && typeof error.code === 'string') {
    const fields =
      typeof error.fields === 'object' && error.fields ? (error.fields as Record<string, string>) : {};
    return new ApiCallError(status, error.code as ErrorCode, error.message, fields);
  }
  return new ApiCallError(status, 'INTERNAL', fallback);
}
