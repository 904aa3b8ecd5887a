import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // The directory companies that attended an event: a registration an admin marked as attended,
  // or a line of an attendance list an admin imported. A company has a row per registration marked
  // for it and at most one imported row.
  await db.schema
    .createTable('event_attendees')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // the registration marked as attended; null for a company imported from a list
    .addColumn('registration_id', 'integer', (col) =>
      col.references('event_registrations.id').onDelete('set null'),
    )
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('registration', 'import')`))
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .execute();
  // A company is listed once however many of its people were marked as attended.
  await db.schema
    .createIndex('event_attendees_event_company_idx')
    .on('event_attendees')
    .columns(['event_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('event_attendees_registration_idx')
    .on('event_attendees')
    .column('registration_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_attendees').execute();
}
