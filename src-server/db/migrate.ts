import { Migrator } from 'kysely';
import { loadPortTable } from '../services/ports/port-table';
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
