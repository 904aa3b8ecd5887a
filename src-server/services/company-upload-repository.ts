import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { CompanyUploadsTable } from '../db/tables';

/** When the company's uploads of a kind since `sinceIso` were made, newest first, at most `limit`. */
export async function uploadTimesSince(
  db: Db,
  {
    companyId,
    kind,
    sinceIso,
    limit,
  }: { companyId: number; kind: CompanyUploadsTable['kind']; sinceIso: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('company_uploads')
    .select('created_at')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertCompanyUpload(db: Db, upload: Insertable<CompanyUploadsTable>): Promise<void> {
  await db.insertInto('company_uploads').values(upload).execute();
}
