import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // What the member sees in the list of signed-in devices: read from the user agent at sign-in,
  // and the country only where the operator's edge network tells it.
  await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('country', 'text').execute();

  // An email change waits here until its link, sent to the new address, is opened.
  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.alterTable('sessions').dropColumn('country').execute();
  await db.schema.alterTable('sessions').dropColumn('device').execute();
}
