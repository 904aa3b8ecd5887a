import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A logo is served only when some company uses it: that lookup runs on every logo request.
  await db.schema.createIndex('companies_logo_url').on('companies').column('logo_url').execute();
  // Filtering by membership status walks this in the listing's name order, without a sort.
  await db.schema
    .createIndex('companies_status_name_idx')
    .on('companies')
    .columns(['membership_type', 'search_text', 'slug'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('companies_status_name_idx').execute();
  await db.schema.dropIndex('companies_logo_url').execute();
}
