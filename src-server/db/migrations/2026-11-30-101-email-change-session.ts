import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The device that asked for an email change stays signed in when the link is opened; every
  // other session of the account ends.
  await db.schema.alterTable('email_changes').addColumn('session_public_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_changes').dropColumn('session_public_id').execute();
}
