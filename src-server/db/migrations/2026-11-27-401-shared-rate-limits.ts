import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Rate-limit counters every server instance sees (PostgreSQL deployments with several servers).
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'varchar(400)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window_ends_at')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
