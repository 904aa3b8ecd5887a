import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // JSON of the hidden marketing fields; null for submissions stored before they were collected.
  await db.schema.alterTable('form_submissions').addColumn('attribution', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').dropColumn('attribution').execute();
}
