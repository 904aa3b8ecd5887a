import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The member company whose signed-in member sent the request, so bidders can meet them.
  await db.schema
    .alterTable('shipping_leads')
    .addColumn('requester_company_id', 'integer', (col) =>
      col.references('companies.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shipping_leads').dropColumn('requester_company_id').execute();
}
