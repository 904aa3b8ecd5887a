import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // Rows from before sign-up existed keep empty values; sign-up always fills them.
  await db.schema
    .alterTable('companies')
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('companies').addColumn('website', 'text').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('services', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('phone_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('consumed_at', 'text')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('phone_verifications_phone_created_idx')
    .on('phone_verifications')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('email', 'sms')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();

  // Keyed by the normalised email, whether or not an account exists, so backoff reveals nothing.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('phone_verifications').execute();
  for (const column of ['created_by', 'services', 'website', 'city', 'country']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
}
