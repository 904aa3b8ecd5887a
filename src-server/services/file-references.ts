import type { FastifyBaseLogger } from 'fastify';
import { companyLogoPath, LOGO_EXTENSIONS } from '../../shared/api/directory';
import type { Db } from '../db/database';
import type { FileStore } from './file-store';

/**
 * Whether any record still names the stored file: evidence, a payment protection case file, a
 * blog image or a company logo.
 */
async function isReferenced(db: Db, sha256: string): Promise<boolean> {
  const [evidence, caseFile, image, logo] = await Promise.all([
    db.selectFrom('blacklist_files').select('id').where('sha256', '=', sha256).limit(1).executeTakeFirst(),
    db
      .selectFrom('protection_case_files')
      .select('id')
      .where('sha256', '=', sha256)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('blog_images').select('sha256').where('sha256', '=', sha256).executeTakeFirst(),
    db
      .selectFrom('companies')
      .select('id')
      .where(
        'logo_url',
        'in',
        LOGO_EXTENSIONS.map((extension) => companyLogoPath(sha256, extension)),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(evidence ?? caseFile ?? image ?? logo);
}

/**
 * Deletes the stored files no record names any more. Call it once the change that dropped a
 * reference has committed (a rolled-back change must find its files still there), and after a
 * failed upload for the files it stored. The same content may be shared by several records, so
 * only a file nothing names is deleted. A failure is logged, never the caller's problem: the
 * change it follows has already happened.
 */
export async function deleteUnreferencedFiles(
  db: Db,
  store: FileStore,
  hashes: readonly (string | undefined)[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const sha256 of new Set(hashes)) {
    if (sha256 === undefined) continue;
    try {
      if (!(await isReferenced(db, sha256))) await store.remove(sha256);
    } catch (error) {
      log.error({ err: error, sha256 }, 'could not delete an unreferenced file');
    }
  }
}
