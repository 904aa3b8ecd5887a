import { E2E_DATABASE_URL } from '../../../playwright.config';
import { parseDatabaseUrl } from '../../../src-server/config';
import { createDatabase, type Db } from '../../../src-server/db/database';

/** Opens the e2e server's database (SQLite or PostgreSQL) for one piece of work, then closes it. */
export async function withE2eDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase(parseDatabaseUrl(E2E_DATABASE_URL));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
