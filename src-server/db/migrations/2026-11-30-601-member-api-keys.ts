import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // Keys a member company's own systems call the member API with. Only the SHA-256 of the
  // secret is kept; `hint` is its last four characters, so people can tell their keys apart.
  await db.schema
    .createTable('api_keys')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('hint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('api_keys_company_idx').on('api_keys').column('company_id').execute();

  // Requests answered per key and UTC day, for the key's page.
  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'integer', (col) => col.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('requests', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'day'])
    .execute();

  // Secrets the servers generate for themselves and share through the database (e.g. the key
  // that signs paging cursors), so every instance agrees without configuration.
  await db.schema
    .createTable('server_secrets')
    .addColumn('purpose', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('api_key_usage').execute();
  await db.schema.dropTable('api_keys').execute();
}
