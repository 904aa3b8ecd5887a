import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('transport_units')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('registration_number', 'text', (col) => col.notNull())
    .addColumn('rate_model', 'text', (col) => col.notNull())
    .addColumn('rate_amount_minor', 'bigint', (col) => col.notNull().check(sql`rate_amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('available_from', 'text', (col) => col.notNull())
    .addColumn('available_until', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('transport_units_dates_ordered', sql`available_until >= available_from`)
    .execute();
  await db.schema
    .createIndex('transport_units_company_idx')
    .on('transport_units')
    .column('company_id')
    .execute();
  await db.schema
    .createIndex('transport_units_created_by_idx')
    .on('transport_units')
    .column('created_by')
    .execute();
  await db.schema
    .createIndex('transport_units_type_updated_idx')
    .on('transport_units')
    .columns(['type', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('transport_units_updated_idx')
    .on('transport_units')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('transport_unit_zones')
    .addColumn('unit_id', 'integer', (col) =>
      col.notNull().references('transport_units.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    /** the city lower-cased, for case-insensitive search; null when the zone is the whole country */
    .addColumn('city_key', 'text')
    .addPrimaryKeyConstraint('transport_unit_zones_pk', ['unit_id', 'position'])
    .execute();
  await db.schema
    .createIndex('transport_unit_zones_place_idx')
    .on('transport_unit_zones')
    .columns(['country', 'city_key', 'unit_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transport_unit_zones').execute();
  await db.schema.dropTable('transport_units').execute();
}
