import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';

export async function findPersonName(
  db: Db,
  userId: number,
): Promise<{ first_name: string; last_name: string }> {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function insertAuditEntry(
  trx: Db,
  entry: Insertable<Database['member_audit_log']>,
): Promise<void> {
  await trx.insertInto('member_audit_log').values(entry).execute();
}

/** A company's entries, newest first; `null` reads the association-wide entries (fees). */
export async function auditEntriesOf(
  db: Db,
  companyId: number | null,
): Promise<Selectable<Database['member_audit_log']>[]> {
  return db
    .selectFrom('member_audit_log')
    .selectAll()
    .where('company_id', companyId === null ? 'is' : '=', companyId)
    .orderBy('id', 'desc')
    .execute();
}
