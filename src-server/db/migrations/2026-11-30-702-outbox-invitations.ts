import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A calendar invitation sent with an email: JSON {method, filename, content} (iCalendar).
  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('calendar').execute();
}
