import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { requireHuman } from '../../http/human-check';
import type { BotCheck } from '../../services/captcha';
import { findUserByEmail } from './account-repository';
import { spendVerificationTime, verifyPassword } from './passwords';
import {
  clearSignInFailures,
  consecutiveFailures,
  GUARD_AFTER_FAILURES,
  recordSignInFailure,
} from './sign-in-failure-repository';
import { deviceFailed, trustedAccountOf } from './trusted-devices';

const WRONG_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
const ROBOT_CHECK_MESSAGE =
  'Several wrong passwords were tried for this account, so this browser needs one more step: confirm that you are not a robot, or ask for a sign-in link by email.';
const SIGN_IN_LINK_MESSAGE =
  'Several wrong passwords were tried for this account, so this browser needs one more step: ask for a sign-in link by email, open it here, then sign in.';

/**
 * The refusal of a sign-in that needs one more step: the bot check where the site has one, and
 * always the emailed link (the desktop app cannot show the bot check). The password is not
 * checked, so a guesser learns nothing, and it is the same for accounts that do not exist.
 */
function moreStepsError(botCheck: BotCheck): ApiError {
  return botCheck.enabled
    ? new ApiError('VALIDATION', ROBOT_CHECK_MESSAGE, {
        captchaToken: ROBOT_CHECK_MESSAGE,
        signInLink: ROBOT_CHECK_MESSAGE,
      })
    : new ApiError('FORBIDDEN', SIGN_IN_LINK_MESSAGE, { signInLink: SIGN_IN_LINK_MESSAGE });
}

/**
 * The user id for a correct email and password. Unknown emails cost the same scrypt time and
 * get the same answer as wrong passwords, so neither reveals which accounts exist.
 *
 * Failures are counted per account, and each client address has its own limit on the route:
 * after several wrong passwords in a row, a browser the account does not know (no device
 * cookie from an earlier sign-in or an emailed link) must pass the bot check or use a link sent
 * by email. Nobody is made to wait, so failing on purpose cannot lock the owner out.
 */
export async function checkCredentials(
  db: Db,
  { email, password, captchaToken }: { email: string; password: string; captchaToken?: string | undefined },
  { botCheck, request, deviceToken }: { botCheck: BotCheck; request: FastifyRequest; deviceToken?: string },
  now: Date,
): Promise<number> {
  const user = await findUserByEmail(db, email);
  const trusted = user !== undefined && (await trustedAccountOf(db, deviceToken)) === user.id;
  if (!trusted && (await consecutiveFailures(db, email, now)) >= GUARD_AFTER_FAILURES) {
    if (!botCheck.enabled || !captchaToken) throw moreStepsError(botCheck);
    await requireHuman(botCheck, captchaToken, request);
  }
  let correct = false;
  if (user?.password_hash) correct = await verifyPassword(password, user.password_hash);
  else await spendVerificationTime(password);
  if (!user || !correct) {
    await recordSignInFailure(db, email, now);
    if (trusted && deviceToken) await deviceFailed(db, deviceToken);
    throw new ApiError('UNAUTHENTICATED', WRONG_CREDENTIALS_MESSAGE);
  }
  await clearSignInFailures(db, email);
  return user.id;
}
