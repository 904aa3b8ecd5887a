import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

const KINDS_BEFORE = `'membership', 'renewal'`;
const KINDS_AFTER = `'membership', 'renewal', 'upgrade'`;

/**
 * Sets the kinds a membership invoice may be. SQLite cannot change a CHECK constraint, so there
 * the table is copied into one with the new constraint (foreign keys off meanwhile, checked after).
 */
async function allowKinds(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table membership_invoices drop constraint membership_invoices_kind_check`.execute(db);
    await sql`alter table membership_invoices add constraint membership_invoices_kind_check check (kind in (${sql.raw(to)}))`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'membership_invoices'`.execute(db);
  const definition = rows[0]?.sql ?? '';
  const check = `kind in (${from})`;
  if (!definition.includes(check)) throw new Error('membership_invoices has an unexpected kind constraint');
  const copy = definition
    .replace(check, `kind in (${to})`)
    .replace(/^create table "?membership_invoices"?/i, 'create table "membership_invoices_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(copy).execute(db);
    await sql`insert into membership_invoices_rebuilt select * from membership_invoices`.execute(db);
    await sql`drop table membership_invoices`.execute(db);
    await sql`alter table membership_invoices_rebuilt rename to membership_invoices`.execute(db);
    await db.schema
      .createIndex('membership_invoices_status_idx')
      .on('membership_invoices')
      .columns(['status', 'due_on'])
      .execute();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('membership_invoices lost its references while rebuilt');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Changing tier costs or credits money: an upgrade is invoiced pro rata for the rest of the paid
 * period (the period it covers is kept on the invoice), an unpaid renewal is voided and replaced
 * at the new fee (the replacement names the invoice it replaces, and only a live invoice holds
 * its renewal period), and a Standard member may ask for Premium, once at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop index membership_invoices_renewal_idx`.execute(db);
  await allowKinds(db, KINDS_BEFORE, KINDS_AFTER);
  await db.schema.alterTable('membership_invoices').addColumn('period_from', 'text').execute();
  await db.schema.alterTable('membership_invoices').addColumn('period_until', 'text').execute();
  // Plain ids, no foreign key: invoices are never deleted, and SQLite cannot drop a referencing column.
  await db.schema.alterTable('membership_invoices').addColumn('replaces_invoice_id', 'integer').execute();
  await sql`create unique index membership_invoices_renewal_idx on membership_invoices (company_id, renews_until) where status <> 'void'`.execute(
    db,
  );

  await db.schema
    .createTable('tier_requests')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('tier', 'text', (col) => col.notNull().check(sql`tier in ('standard', 'premium')`))
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('open', 'approved', 'declined', 'withdrawn')`),
    )
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create unique index tier_requests_open_idx on tier_requests (company_id) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('tier_requests_status_idx')
    .on('tier_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tier_requests').execute();
  await sql`drop index membership_invoices_renewal_idx`.execute(db);
  await db.deleteFrom('membership_invoices').where('kind', '=', 'upgrade').execute();
  await db
    .deleteFrom('membership_invoices')
    .where('status', '=', 'void')
    .where('kind', '=', 'renewal')
    .execute();
  for (const column of ['replaces_invoice_id', 'period_until', 'period_from']) {
    await db.schema.alterTable('membership_invoices').dropColumn(column).execute();
  }
  await allowKinds(db, KINDS_AFTER, KINDS_BEFORE);
  await db.schema
    .createIndex('membership_invoices_renewal_idx')
    .on('membership_invoices')
    .columns(['company_id', 'renews_until'])
    .unique()
    .execute();
}
