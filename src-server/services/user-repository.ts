import type { UserRecord } from '../../shared/api/user';
import type { Db } from '../db/database';
import { companyState } from './membership-state-repository';

/** The public user record, mapped from the row in this one place. */
export async function findUserRecord(
  db: Db,
  userId: number,
  sessionPublicId: string,
): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.user_id', '=', 'users.id').on('sessions.public_id', '=', sessionPublicId),
    )
    .select([
      'sessions.is_admin as session_is_admin',
      'users.hash_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.is_admin',
      'users.company_id',
      'companies.name as company_name',
      'companies.logo_url',
      'companies.membership_type',
      'companies.valid_until',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    company: row.company_name,
    logo: row.logo_url,
    validity: row.valid_until,
    first_name: row.first_name,
    type: row.membership_type,
    state: await companyState(db, row.company_id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    // As the guard sees it: admin rights come with a session begun with the second factor.
    isAdmin: Number(row.is_admin) === 1 && Number(row.session_is_admin) === 1,
    hash_id: row.hash_id,
    hash: sessionPublicId,
  };
}

/** The association's administrators, to tell of what waits for them. */
export async function administratorEmails(db: Db): Promise<string[]> {
  const admins = await db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
  return admins.map((admin) => admin.email);
}

/** The people of a company, in the order they signed up. */
export async function companyPeople(
  db: Db,
  companyId: number,
): Promise<{ email: string; first_name: string }[]> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}
