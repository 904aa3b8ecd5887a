import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // When the outbox gave up on a message the provider will never deliver (an invalid number).
  await db.schema.alterTable('outbox').addColumn('abandoned_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('abandoned_at').execute();
}
