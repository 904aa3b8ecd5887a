import { companyLogoPath, LOGO_EXTENSIONS } from '../../shared/api/directory';
import type { Db } from '../db/database';

/**
 * Whether any record still names the stored file: evidence, a payment protection case file, a
 * blog image or a company logo.
 */
export async function isFileReferenced(db: Db, sha256: string): Promise<boolean> {
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
