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
