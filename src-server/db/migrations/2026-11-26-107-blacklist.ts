import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('blacklist_entries')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_name', 'text', (col) => col.notNull())
    // JSON arrays of strings: small lists always read and written with their entry.
    .addColumn('aliases', 'text', (col) => col.notNull())
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('managers', 'text', (col) => col.notNull())
    // Lowercased name and aliases, one per line: a plain LIKE searches them alike on both dialects.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('reported', 'under_review', 'listed', 'disputed', 'resolved', 'removed')`),
    )
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('blacklist_entries_status_idx')
    .on('blacklist_entries')
    .column('status')
    .execute();

  // One row per country, or per city within it, so countries and cities are plain queries.
  await db.schema
    .createTable('blacklist_places')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('blacklist_entries.id').onDelete('cascade'),
    )
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .execute();
  await db.schema
    .createIndex('blacklist_places_country_city_idx')
    .on('blacklist_places')
    .columns(['country', 'city'])
    .execute();
  await db.schema
    .createIndex('blacklist_places_entry_idx')
    .on('blacklist_places')
    .column('entry_id')
    .execute();

  await db.schema
    .createTable('blacklist_response_links')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('blacklist_entries.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('responded_at', 'text')
    .addColumn('responder_name', 'text')
    .addColumn('statement', 'text')
    .execute();
  await db.schema
    .createIndex('blacklist_response_links_entry_idx')
    .on('blacklist_response_links')
    .column('entry_id')
    .execute();

  await db.schema
    .createTable('blacklist_files')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('blacklist_entries.id').onDelete('cascade'),
    )
    // Set when the listed company sent the file with its response.
    .addColumn('response_id', 'integer', (col) =>
      col.references('blacklist_response_links.id').onDelete('cascade'),
    )
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blacklist_files_entry_idx').on('blacklist_files').column('entry_id').execute();

  await db.schema
    .createTable('blacklist_history')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) =>
      col.notNull().references('blacklist_entries.id').onDelete('cascade'),
    )
    // 'user' (actor_user_id says who) or 'company' (through its response link)
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('user', 'company')`))
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('blacklist_history_entry_idx')
    .on('blacklist_history')
    .column('entry_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blacklist_history').execute();
  await db.schema.dropTable('blacklist_files').execute();
  await db.schema.dropTable('blacklist_response_links').execute();
  await db.schema.dropTable('blacklist_places').execute();
  await db.schema.dropTable('blacklist_entries').execute();
}
