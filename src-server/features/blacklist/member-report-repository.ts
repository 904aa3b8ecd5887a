import type { Db } from '../../db/database';

/** The entries members of a company reported, and who reported them. */

/** The reporting member and company, as the history and the admins' email name them. */
export async function reporterOf(
  db: Db,
  userId: number,
): Promise<{ first_name: string; last_name: string; company_id: number; company: string }> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.first_name', 'users.last_name', 'users.company_id', 'companies.name as company'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The entries a company's people (not DFA admins) filed, newest first. */
export async function entriesReportedByCompany(db: Db, companyId: number) {
  return db
    .selectFrom('blacklist_entries')
    .innerJoin('users', 'users.id', 'blacklist_entries.created_by')
    .select([
      'blacklist_entries.id',
      'blacklist_entries.company_name',
      'blacklist_entries.status',
      'blacklist_entries.created_at',
      'users.first_name',
      'users.last_name',
      'users.is_admin',
    ])
    .where('users.company_id', '=', companyId)
    .where('users.is_admin', '=', 0)
    .orderBy('blacklist_entries.id', 'desc')
    .execute();
}

/** How many entries the company's people filed after `since`. */
export async function countReportsSince(db: Db, companyId: number, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('blacklist_entries')
    .innerJoin('users', 'users.id', 'blacklist_entries.created_by')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('users.company_id', '=', companyId)
    .where('blacklist_entries.created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}
