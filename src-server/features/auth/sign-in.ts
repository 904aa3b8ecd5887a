import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { spendVerificationTime, verifyPassword } from './passwords';
import { clearSignInFailures, recordSignInFailure, secondsUntilUnlocked } from './sign-in-failure-repository';

const WRONG_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/**
 * The user id for a correct email and password. Unknown emails cost the same scrypt time
 * and get the same answer as wrong passwords, so neither reveals which accounts exist.
 */
export async function checkCredentials(
  db: Db,
  { email, password }: { email: string; password: string },
  now = new Date(),
): Promise<number> {
  const wait = await secondsUntilUnlocked(db, email, now);
  if (wait > 0) {
    throw ApiError.rateLimited(
      wait,
      `Too many wrong passwords for this account. Please wait ${wait} seconds and try again, or reset your password.`,
    );
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  let correct = false;
  if (user?.password_hash) correct = await verifyPassword(password, user.password_hash);
  else await spendVerificationTime(password);
  if (!user || !correct) {
    await recordSignInFailure(db, email, now);
    throw new ApiError('UNAUTHENTICATED', WRONG_CREDENTIALS_MESSAGE);
  }
  await clearSignInFailures(db, email);
  return user.id;
}
