import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

const BEFORE = `'awaiting_confirmation', 'declined', 'covered', 'claim_open', 'paid_out', 'claim_rejected', 'settled'`;
const AFTER = `${BEFORE}, 'withdrawn'`;

/**
 * Sets the statuses a payment-protection case may take, and which cases hold their invoice
 * number (a declined or withdrawn report may be made again).
 */
async function allowStatuses(db: Kysely<any>, from: string, to: string, freeing: string): Promise<void> {
  await sql`drop index protection_cases_invoice_idx`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table protection_cases drop constraint protection_cases_status_check`.execute(db);
    await sql`alter table protection_cases add constraint protection_cases_status_check check (status in (${sql.raw(to)}))`.execute(
      db,
    );
  } else {
    // SQLite cannot change a CHECK constraint: the table is copied into one with the new
    // constraint, with foreign keys off so the case history and files stay attached to it.
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'table' and name = 'protection_cases'`.execute(db);
    const definition = rows[0]?.sql ?? '';
    const check = `status in (${from})`;
    if (!definition.includes(check)) throw new Error('protection_cases has an unexpected status constraint');
    const copy = definition
      .replace(check, `status in (${to})`)
      .replace(/^create table "?protection_cases"?/i, 'create table "protection_cases_rebuilt"');
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`begin`.execute(db);
      await sql.raw(copy).execute(db);
      await sql`insert into protection_cases_rebuilt select * from protection_cases`.execute(db);
      await sql`drop table protection_cases`.execute(db);
      await sql`alter table protection_cases_rebuilt rename to protection_cases`.execute(db);
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
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('protection_cases lost its references while rebuilt');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  await sql`create unique index protection_cases_invoice_idx on protection_cases (creditor_company_id, invoice_number) where status not in (${sql.raw(freeing)})`.execute(
    db,
  );
}

/** A member may withdraw its own report before the association decides it. */
export async function up(db: Kysely<any>): Promise<void> {
  await allowStatuses(db, BEFORE, AFTER, `'declined', 'withdrawn'`);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A withdrawn report is not covered either way; as declined it keeps its history.
  await sql`update protection_cases set status = 'declined' where status = 'withdrawn'`.execute(db);
  await allowStatuses(db, AFTER, BEFORE, `'declined'`);
}
