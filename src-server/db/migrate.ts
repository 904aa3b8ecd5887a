import { Migrator, sql } from 'kysely';
import { loadPortTable } from './ports/port-table';
import type { Db } from './database';
import { MIGRATIONS } from './migrations';

/**
 * Brings the schema up to date, then the reference data the schema holds (the port list),
 * which migrations must not import. Every entry point that opens a database calls this.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  const applied = (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  const ports = await loadPortTable(db);
  return ports.loaded ? [...applied, `port list (${ports.ports} ports)`] : applied;
}

/**
 * The migrations this database has not run yet, read without writing anything (Kysely's own
 * migrator creates its bookkeeping tables first): for commands that must leave the database as
 * they found it.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const names = Object.keys(MIGRATIONS);
  let done: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    done = new Set(rows.map((row) => row.name));
  } catch {
    return names;
  }
  return names.filter((name) => !done.has(name));
}
