import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../../shared/api/envelope';
import { MAX_UPLOAD_FILES } from '../../shared/api/http';
import { isDatabaseUnavailable, isStorageFull } from '../db/failures';
import { ApiError, codeForStatus } from '../core/errors';

/** Seconds a balancer or client should wait before asking a server that is not ready again. */
export const NOT_READY_RETRY_SECONDS = 5;

/**
 * Every failure as the one error envelope: refusals the code raised as they are, an unreachable
 * database as 503, a full disk as 507, Fastify's own refusals in words a person understands, and
 * anything else as a logged 500 that gives nothing away.
 */
export function answerError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send(error.toEnvelope());
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    const unavailable = ApiError.unavailable(NOT_READY_RETRY_SECONDS);
    return reply
      .status(503)
      .header('retry-after', String(NOT_READY_RETRY_SECONDS))
      .send(unavailable.toEnvelope());
  }
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'storage full');
    return reply
      .status(507)
      .send(
        errorEnvelope(
          'INSUFFICIENT_STORAGE',
          'The server has run out of storage space, so nothing was saved. Please try again later.',
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorEnvelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply
      .status(413)
      .send(errorEnvelope('PAYLOAD_TOO_LARGE', 'Each file may be at most 10 MB. Choose a smaller file.'));
  }
  if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
    return reply
      .status(413)
      .send(errorEnvelope('PAYLOAD_TOO_LARGE', `Send at most ${MAX_UPLOAD_FILES} files at a time.`));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send(errorEnvelope('PAYLOAD_TOO_LARGE', 'The request is too large.'));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send(errorEnvelope('VALIDATION', 'Send the request as JSON.'));
  }
  const message = error.code?.startsWith('FST_ERR_CTP')
    ? 'The request body is not valid JSON.'
    : error.message;
  return reply.status(status).send(errorEnvelope(codeForStatus(status), message));
}
