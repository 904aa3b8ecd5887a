import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError } from '../core/errors';
import { findSignedInUser } from './guards';
import { BotCheckUnavailableError, type BotCheck } from '../services/captcha';
import type { Clock } from '../core/clock';

/**
 * Refuses the request unless the bot check is off or its token passes. With `sessions`, a signed-in
 * caller needs no check: the account is known and rate-limited, and the desktop app, which
 * cannot show the check, stays usable for members.
 */
export async function requireHuman(
  botCheck: BotCheck,
  token: string | undefined,
  request: FastifyRequest,
  sessions?: { db: Db; clock: Clock },
): Promise<void> {
  if (!botCheck.enabled) return;
  if (!token && sessions && (await findSignedInUser(sessions.db, request, sessions.clock()))) return;
  if (!token) {
    const message = 'Complete the check that you are not a robot.';
    throw new ApiError('VALIDATION', message, { captchaToken: message });
  }
  let passed: boolean;
  try {
    passed = await botCheck.verify(token, request.ip);
  } catch (error) {
    if (!(error instanceof BotCheckUnavailableError)) throw error;
    request.log.warn({ err: error }, 'bot check unavailable');
    throw new ApiError(
      'UNAVAILABLE',
      'The robot check is not available right now. Please try again in a minute.',
    );
  }
  if (!passed) {
    const message = 'The check that you are not a robot did not pass or has expired. Please do it again.';
    throw new ApiError('VALIDATION', message, { captchaToken: message });
  }
}
