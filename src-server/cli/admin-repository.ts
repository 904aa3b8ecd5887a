import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CompaniesTable, Database } from '../db/tables';

export async function findCompanyIdByName(db: Db, name: string): Promise<number | undefined> {
  const row = await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

/** Grants or takes back admin rights; false when no account has the email. */
export async function setAdminRights(
  db: Db,
  email: string,
  { isAdmin, nowIso }: { isAdmin: boolean; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: nowIso })
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

/** The account with this email and whether its company may hold member API keys. */
export async function findAccountWithStanding(
  db: Db,
  email: string,
): Promise<
  | (Pick<Selectable<Database['users']>, 'id' | 'company_id'> &
      Pick<Selectable<CompaniesTable>, 'name' | 'membership_type' | 'suspended_at'>)
  | undefined
> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.company_id',
      'companies.name',
      'companies.membership_type',
      'companies.suspended_at',
    ])
    .where('users.email', '=', email)
    .executeTakeFirst();
}
