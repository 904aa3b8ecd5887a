import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';

  // Browsers that signed in to an account (or opened an unlock link for it): after repeated
  // wrong passwords elsewhere, they still sign in without the bot check.
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').column('user_id').execute();

  // Emailed links that let the browser opening them sign in to a guarded account.
  await db.schema
    .createTable('sign_in_unlocks')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_unlocks_user_idx').on('sign_in_unlocks').column('user_id').execute();

  // Administrators' second factor: a TOTP secret, the last time step used (a code works once),
  // and single-use recovery codes kept as hashes.
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  // Between a correct password and the second factor: no session exists yet.
  await db.schema
    .createTable('second_factor_challenges')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pending_secret', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('device', 'text')
    .addColumn('country', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // A session has admin rights (and admin lengths) only when it began with the second factor;
  // sessions from before carry none, so every admin signs in again with it.
  await db.schema
    .alterTable('sessions')
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('is_admin').execute();
  await db.schema.dropTable('second_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('sign_in_unlocks').execute();
  await db.schema.dropTable('trusted_devices').execute();
}
