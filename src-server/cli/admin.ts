import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '../../shared/api/auth';
import { ConfigError, DEFAULT_DATABASE_URL, parseDatabaseUrl } from '../config';
import { createDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../features/auth/passwords';
import { createCompanyKey } from '../features/member-api/api-key-repository';
import { newApiKeySchema } from '../../shared/api/api-keys';
import { GOOD_STANDING } from '../../shared/domain/standing';
import { ApiError } from '../core/errors';
import { findUserByEmail, insertCompany, insertUser } from '../features/auth/account-repository';
import { resetSecondFactor } from '../features/auth/second-factor';
import { findAccountWithStanding, findCompanyIdByName, setAdminRights } from './admin-repository';

const USAGE = `Usage:
  npm run admin -- create --email E --password P --name "First Last"
  npm run admin -- promote --email E
  npm run admin -- demote --email E
  npm run admin -- reset-second-factor --email E   (a lost authenticator: set up anew at the next sign-in)
  npm run admin -- api-key create --email E --name "Key name"

api-key create makes a member API key for the company of the account with email E and prints
the key alone on the last line (it is shown this once; only its hash is kept).

Uses the database of DATABASE_URL, like the server.`;

const ADMIN_COMPANY = 'DFA Administration';

/** A mistake the person running the command can fix; printed without a stack trace. */
class CommandError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new CommandError(`Missing --${flag}.\n\n${USAGE}`);
  return value;
}

function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: string,
  flag: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CommandError(`--${flag}: ${result.error.issues[0]?.message ?? 'invalid value'}`);
  return result.data;
}

async function createAdmin(
  db: Db,
  options: { email?: string; password?: string; name?: string },
): Promise<string> {
  const email = parsed(emailSchema, required(options.email, 'email'), 'email');
  const password = parsed(passwordSchema, required(options.password, 'password'), 'password');
  if (isCommonPassword(password)) throw new CommandError(`--password: ${COMMON_PASSWORD_MESSAGE}`);
  const [firstName, ...rest] = required(options.name, 'name').trim().split(/\s+/);
  const lastName = rest.join(' ');
  if (!firstName || !lastName)
    throw new CommandError('--name: give the first and last name, like --name "Amira Haddad".');
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email))
      throw new CommandError(
        `${email} already has an account. Use: npm run admin -- promote --email ${email}`,
      );
    const companyId =
      (await findCompanyIdByName(trx, ADMIN_COMPANY)) ??
      (await insertCompany(trx, {
        name: ADMIN_COMPANY,
        logo_url: null,
        membership_type: 'premium',
        valid_until: null,
        created_at: now,
      }));
    await insertUser(trx, {
      hash_id: randomBytes(8).toString('hex'),
      email,
      first_name: firstName,
      last_name: lastName,
      phone: null,
      password_hash: passwordHash,
      company_id: companyId,
      is_admin: 1,
      created_at: now,
      updated_at: now,
    });
  });
  return `Created the admin ${firstName} ${lastName} <${email}>. They can sign in now, and set up their authenticator app (the second factor) at the first sign-in.`;
}

async function setAdmin(db: Db, emailOption: string | undefined, isAdmin: boolean): Promise<string> {
  const email = parsed(emailSchema, required(emailOption, 'email'), 'email');
  const found = await setAdminRights(db, email, { isAdmin, nowIso: new Date().toISOString() });
  if (!found) throw new CommandError(`No account has the email ${email}.`);
  return isAdmin ? `${email} is now an admin.` : `${email} is no longer an admin.`;
}

/** A member API key for the company of the account with `email`: answers the lines to print, the key last. */
async function createApiKey(db: Db, options: { email?: string; name?: string }): Promise<string[]> {
  const email = parsed(emailSchema, required(options.email, 'email'), 'email');
  const name = parsed(newApiKeySchema.shape.name, required(options.name, 'name'), 'name');
  const account = await findAccountWithStanding(db, email);
  if (!account) throw new CommandError(`No account has the email ${email}.`);
  if (!GOOD_STANDING.includes(account.membership_type) || account.suspended_at !== null)
    throw new CommandError(
      `${account.name}'s membership is not in good standing, so the member API would refuse its keys.`,
    );
  try {
    const { secret } = await createCompanyKey(
      db,
      { companyId: account.company_id, userId: account.id, name },
      new Date(),
    );
    return [`Created the API key "${name}" for ${account.name}. It is shown this once:`, secret];
  } catch (error) {
    if (error instanceof ApiError) throw new CommandError(error.message);
    throw error;
  }
}

async function resetAdminSecondFactor(db: Db, emailOption: string | undefined): Promise<string> {
  const email = parsed(emailSchema, required(emailOption, 'email'), 'email');
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandError(`No account has the email ${email}.`);
  await resetSecondFactor(db, user.id);
  return `${email} has no second factor now: they set up a new authenticator app at their next sign-in, which asks for it.`;
}

async function main(argv: string[]): Promise<number> {
  let values: { email?: string; password?: string; name?: string };
  let command: string | undefined;
  let subcommand: string | undefined;
  try {
    const args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
    values = args.values;
    [command, subcommand] = args.positionals;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const apiKeyCommand = command === 'api-key';
  if (apiKeyCommand && subcommand !== 'create') {
    console.error(`Unknown api-key command${subcommand ? ` "${subcommand}"` : ''}.\n\n${USAGE}`);
    return 2;
  }
  if (!['create', 'promote', 'demote', 'reset-second-factor', 'api-key'].includes(command ?? '')) {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  let db: Db;
  try {
    db = createDatabase(parseDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await migrateToLatest(db);
    const lines = apiKeyCommand
      ? await createApiKey(db, values)
      : [
          command === 'create'
            ? await createAdmin(db, values)
            : command === 'reset-second-factor'
              ? await resetAdminSecondFactor(db, values.email)
              : await setAdmin(db, values.email, command === 'promote'),
        ];
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
