import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('calculator_widgets')
    .addColumn('id', idType, (col) => col.primaryKey())
    // one calculator per member company
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().unique().references('companies.id').onDelete('cascade'),
    )
    // the random id in the widget's public address
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('primary_color', 'text', (col) => col.notNull())
    .addColumn('accent_color', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('notify_email', 'text', (col) => col.notNull())
    // JSON: the sites allowed to frame it, and the rate sheet in minor units
    .addColumn('allowed_sites', 'text', (col) => col.notNull())
    .addColumn('rates', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calculator_widgets').execute();
}
