import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // A few sentences an admin writes once an event is over: what a past event's page leads with.
  await db.schema.alterTable('events').addColumn('recap', 'text').execute();

  // People who asked to hear about the next event while none was announced. One row per address
  // (stored lowercased); `notified_at` is set once the announcement of an event has been queued.
  await db.schema
    .createTable('event_interest')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    // JSON of the marketing attribution of the sign-up form
    .addColumn('attribution', 'text')
    .addColumn('notified_at', 'text')
    .addColumn('notified_event', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_interest').execute();
  await db.schema.alterTable('events').dropColumn('recap').execute();
}
