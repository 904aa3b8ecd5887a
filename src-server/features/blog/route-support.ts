import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import type { FileStore } from '../../services/file-store';
import type { SiteHooks } from '../../web/site-hooks';
import { findArticleRow } from './article-repository';

export const MINUTE = 60 * 1000;

export interface BlogDependencies {
  db: Db;
  siteUrl: string;
  site: SiteHooks;
  fileStore: FileStore;
  clock: Clock;
}

export const postNotFound = (slug: string) =>
  new ApiError('NOT_FOUND', `There is no blog post “${slug}”. It may have been moved or removed.`);

/** A post readers may see: published, or any post for an admin. */
export async function visiblePost(db: Db, slug: string, { asAdmin }: { asAdmin: boolean }) {
  const row = await findArticleRow(db, { slug });
  if (!row || (row.status !== 'published' && !asAdmin)) throw postNotFound(slug);
  return row;
}
