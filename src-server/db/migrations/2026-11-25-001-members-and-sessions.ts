import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('companies')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('membership_type', 'text', (col) =>
      col
        .notNull()
        .check(sql`membership_type in ('premium', 'standard_active', 'standard_inactive', 'pending')`),
    )
    .addColumn('valid_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('hash_id', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_company_id_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('companies').execute();
}
