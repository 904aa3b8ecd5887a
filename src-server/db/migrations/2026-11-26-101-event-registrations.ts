import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // normalised (trimmed, lower case) by the contract, so the pair below is one person per event
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    // SHA-256 of the personal link's token; a repeat registration replaces it with a fresh one
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'cancelled')`))
    // the form that last wrote the row, so a retry of that same form sends no second email
    .addColumn('last_idempotency_key', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addUniqueConstraint('event_registrations_event_email_key', ['event_id', 'email'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
}
