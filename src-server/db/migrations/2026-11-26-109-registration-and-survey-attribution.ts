import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // JSON of the hidden marketing fields; null for rows stored before they were collected.
  await db.schema.alterTable('event_registrations').addColumn('attribution', 'text').execute();
  await db.schema.alterTable('survey_responses').addColumn('attribution', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('survey_responses').dropColumn('attribution').execute();
  await db.schema.alterTable('event_registrations').dropColumn('attribution').execute();
}
