import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * A shipper accepts a quote with a code emailed to the request's address, not with the link
 * alone: one row per code sent, so sends and tries can be limited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('quote_acceptance_codes')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('shipping_leads.id').onDelete('cascade'),
    )
    .addColumn('bid_id', 'integer', (col) => col.notNull().references('lead_bids.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quote_acceptance_codes_lead_idx')
    .on('quote_acceptance_codes')
    .columns(['lead_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_acceptance_codes').execute();
}
