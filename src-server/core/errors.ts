import { errorEnvelope, invalidFieldsMessage, type ErrorCode } from '../../shared/api/envelope';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  INSUFFICIENT_STORAGE: 507,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** An error a route throws on purpose: it becomes the JSON error envelope with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  /** sent as `Retry-After` (with a 429 or a 503) */
  retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }

  static rateLimited(retryAfterSeconds: number, message?: string): ApiError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const error = new ApiError(
      'RATE_LIMITED',
      message ?? `Too many requests. Please wait ${seconds} seconds and try again.`,
    );
    error.retryAfterSeconds = seconds;
    return error;
  }

  /**
   * Fields refused, by the contract's schema or by a check it cannot make (a port code no port
   * has): the same person-worded sentence and field messages either way.
   */
  static invalidFields(fields: Record<string, string>): ApiError {
    return new ApiError('VALIDATION', invalidFieldsMessage(fields), fields);
  }

  /** The database cannot be reached for now; the client may try again shortly. */
  static unavailable(retryAfterSeconds: number): ApiError {
    const error = new ApiError(
      'UNAVAILABLE',
      `The service is briefly unavailable. Please try again in ${retryAfterSeconds} seconds.`,
    );
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  toEnvelope() {
    return errorEnvelope(this.code, this.message, this.fields);
  }
}

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS) as [ErrorCode, number][]).find(([, value]) => value === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}
