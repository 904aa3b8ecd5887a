import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', idType, (col) => col.primaryKey())
    // 'contact-us' today; no CHECK, so the other public forms can add their kinds without
    // rebuilding the table on SQLite (the application's types hold the list).
    .addColumn('kind', 'text', (col) => col.notNull())
    // The database, not the application, guarantees one row per filled-in form, even under a race.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_kind_created_idx')
    .on('form_submissions')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submissions').execute();
}
