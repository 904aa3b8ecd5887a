import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The plan an applicant chose on the membership page ('standard' or 'premium'); the association
  // still decides the tier when it approves.
  await db.schema.alterTable('companies').addColumn('requested_tier', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('requested_tier').execute();
}
