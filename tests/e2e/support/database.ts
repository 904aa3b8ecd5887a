import { E2E_SITE } from '../../../playwright.config';
import { parseDatabaseUrl } from '../../../src-server/config';
import { createDatabase, type Db } from '../../../src-server/db/database';
import type { E2eSite } from './e2e-site';

/**
 * Opens an e2e server's database (SQLite or PostgreSQL) for one piece of work, then closes it:
 * the shared server's, or that of a test's own site.
 */
export async function withE2eDatabase<T>(work: (db: Db) => Promise<T>, site: E2eSite = E2E_SITE): Promise<T> {
  const db = createDatabase(parseDatabaseUrl(site.databaseUrl));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
