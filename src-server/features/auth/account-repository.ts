import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** An account as sign-in, links and resets find it by the address typed in. */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; first_name: string; password_hash: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export interface Account {
  id: number;
  email: string;
  firstName: string;
  phone: string | null;
  passwordHash: string | null;
}

export async function findAccount(db: Db, userId: number): Promise<Account> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'phone', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    phone: row.phone,
    passwordHash: row.password_hash,
  };
}

export async function emailBelongsToAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.is_admin) === 1;
}

export async function insertUser(trx: Db, user: Insertable<Database['users']>): Promise<number> {
  const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setUserName(
  db: Db,
  userId: number,
  { firstName, lastName }: { firstName: string; lastName: string },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/** Answers whom to tell about the change. */
export async function setUserPhone(
  trx: Db,
  userId: number,
  phone: string,
  nowIso: string,
): Promise<{ email: string; first_name: string }> {
  return trx
    .updateTable('users')
    .set({ phone, updated_at: nowIso })
    .where('id', '=', userId)
    .returning(['email', 'first_name'])
    .executeTakeFirstOrThrow();
}

export async function setUserEmail(trx: Db, userId: number, email: string, nowIso: string): Promise<void> {
  await trx.updateTable('users').set({ email, updated_at: nowIso }).where('id', '=', userId).execute();
}

/** Answers whom to tell about the change. */
export async function setUserPassword(
  trx: Db,
  userId: number,
  passwordHash: string,
  nowIso: string,
): Promise<{ email: string; first_name: string }> {
  return trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso })
    .where('id', '=', userId)
    .returning(['email', 'first_name'])
    .executeTakeFirstOrThrow();
}

export async function insertCompany(trx: Db, company: Insertable<Database['companies']>): Promise<number> {
  const { id } = await trx.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setCompanyCreator(trx: Db, companyId: number, userId: number): Promise<void> {
  await trx.updateTable('companies').set({ created_by: userId }).where('id', '=', companyId).execute();
}
