import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';

  // One row per reported shipment: the report, the association's confirmation, the claim and
  // its decision, so a case is read and moved in one place.
  await db.schema
    .createTable('protection_cases')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('creditor_company_id', 'integer', (col) =>
      col.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('debtor_company_id', 'integer', (col) =>
      col.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('creditor_office_id', 'integer', (col) =>
      col.references('company_offices.id').onDelete('set null'),
    )
    .addColumn('debtor_office_id', 'integer', (col) =>
      col.references('company_offices.id').onDelete('set null'),
    )
    .addColumn('reported_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('awaiting_confirmation', 'declined', 'covered', 'claim_open', 'paid_out', 'claim_rejected', 'settled')`,
        ),
    )
    .addColumn('invoice_number', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    // What the shipment takes from the creditor's yearly cover, in US cents.
    .addColumn('covered_usd_minor', 'integer', (col) => col.notNull().check(sql`covered_usd_minor > 0`))
    .addColumn('invoice_date', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('bl_number', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('charge_type', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('claim_opened_at', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('protection_cases_creditor_idx')
    .on('protection_cases')
    .columns(['creditor_company_id', 'invoice_date'])
    .execute();
  await db.schema
    .createIndex('protection_cases_debtor_idx')
    .on('protection_cases')
    .column('debtor_company_id')
    .execute();
  await db.schema
    .createIndex('protection_cases_status_idx')
    .on('protection_cases')
    .column('status')
    .execute();
  // The same invoice of the same creditor is reported once (a declined report may be made again).
  await sql`create unique index protection_cases_invoice_idx on protection_cases (creditor_company_id, invoice_number) where status <> 'declined'`.execute(
    db,
  );

  await db.schema
    .createTable('protection_case_history')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('case_id', 'integer', (col) =>
      col.notNull().references('protection_cases.id').onDelete('cascade'),
    )
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('protection_case_history_case_idx')
    .on('protection_case_history')
    .columns(['case_id', 'id'])
    .execute();

  await db.schema
    .createTable('protection_case_files')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('case_id', 'integer', (col) =>
      col.notNull().references('protection_cases.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (col) => col.notNull().check(sql`side in ('creditor', 'debtor')`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('protection_case_files_case_idx')
    .on('protection_case_files')
    .column('case_id')
    .execute();
  await db.schema
    .createIndex('protection_case_files_sha256_idx')
    .on('protection_case_files')
    .column('sha256')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('protection_case_files').execute();
  await db.schema.dropTable('protection_case_history').execute();
  await db.schema.dropTable('protection_cases').execute();
}
