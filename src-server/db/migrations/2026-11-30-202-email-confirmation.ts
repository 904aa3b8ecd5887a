import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The links that confirm the email address given at sign-up, one row per link sent (so resends
 * can be limited). An account with links has confirmed its address once one is used; accounts
 * made before sign-ups were confirmed, or by an administrator, have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('email_confirmations')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_confirmations_user_idx')
    .on('email_confirmations')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
}
