import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const now = new Date().toISOString();

  // The tier a company pays for stays known while its status lapses or is suspended, so a late
  // payment or a reinstatement restores the right one.
  await db.schema
    .alterTable('companies')
    .addColumn('tier', 'text', (col) => col.check(sql`tier in ('standard', 'premium')`))
    .execute();
  await db.schema.alterTable('companies').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('companies').addColumn('suspension_reason', 'text').execute();
  // Payment protection cover a year, in US cents; null: the plan's smallest cover.
  await db.schema.alterTable('companies').addColumn('protection_cover_minor', 'integer').execute();
  await db
    .updateTable('companies')
    .set({ tier: 'premium' })
    .where('membership_type', '=', 'premium')
    .execute();
  await db
    .updateTable('companies')
    .set({ tier: 'standard' })
    .where('membership_type', 'in', ['standard_active', 'standard_inactive'])
    .execute();

  // A company without a row here that is still pending is an application nobody has touched.
  await db.schema
    .createTable('membership_applications')
    .addColumn('company_id', 'integer', (col) =>
      col.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('submitted', 'info_requested', 'info_received', 'approved', 'rejected')`),
    )
    .addColumn('tier', 'text', (col) => col.check(sql`tier in ('standard', 'premium')`))
    .addColumn('rejection_reason', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('application_messages')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('author', 'text', (col) => col.notNull().check(sql`author in ('association', 'applicant')`))
    .addColumn('author_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_messages_company_idx')
    .on('application_messages')
    .columns(['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('membership_prices')
    .addColumn('tier', 'text', (col) => col.primaryKey().check(sql`tier in ('standard', 'premium')`))
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Starting values only: the association sets its real fees on the admin page.
  await db
    .insertInto('membership_prices')
    .values([
      { tier: 'standard', amount_minor: 150_000, currency: 'USD', updated_at: now },
      { tier: 'premium', amount_minor: 450_000, currency: 'USD', updated_at: now },
    ])
    .execute();

  await db.schema
    .createTable('membership_invoices')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('membership', 'renewal')`))
    .addColumn('tier', 'text', (col) => col.notNull().check(sql`tier in ('standard', 'premium')`))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    // A renewal invoice names the last day of the period it renews: one invoice per period.
    .addColumn('renews_until', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'paid', 'void')`))
    .addColumn('paid_on', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('confirmed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('membership_invoices_renewal_idx')
    .on('membership_invoices')
    .columns(['company_id', 'renews_until'])
    .unique()
    .execute();
  await db.schema
    .createIndex('membership_invoices_status_idx')
    .on('membership_invoices')
    .columns(['status', 'due_on'])
    .execute();

  // One row per reminder sent: the key makes every reminder once per membership period.
  await db.schema
    .createTable('membership_reminders')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('membership_reminders_pk', ['company_id', 'period_end', 'kind'])
    .execute();

  // No foreign keys: the record of what happened outlives the company and the admin it names.
  await db.schema
    .createTable('member_audit_log')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer')
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('member_audit_log_company_idx')
    .on('member_audit_log')
    .columns(['company_id', 'id'])
    .execute();

  // Append-only in the database itself, whatever code runs against it.
  if (postgres) {
    await sql`
      create function member_audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'member_audit_log is append-only';
      end;
      $$`.execute(db);
    await sql`
      create trigger member_audit_log_append_only before update or delete on member_audit_log
      for each row execute function member_audit_log_append_only()`.execute(db);
  } else {
    await sql`
      create trigger member_audit_log_no_update before update on member_audit_log
      begin select raise(abort, 'member_audit_log is append-only'); end`.execute(db);
    await sql`
      create trigger member_audit_log_no_delete before delete on member_audit_log
      begin select raise(abort, 'member_audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('member_audit_log').execute();
  if (postgres) await sql`drop function if exists member_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('membership_reminders').execute();
  await db.schema.dropTable('membership_invoices').execute();
  await db.schema.dropTable('membership_prices').execute();
  await db.schema.dropTable('application_messages').execute();
  await db.schema.dropTable('membership_applications').execute();
  for (const column of ['protection_cover_minor', 'suspension_reason', 'suspended_at', 'tier']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
}
