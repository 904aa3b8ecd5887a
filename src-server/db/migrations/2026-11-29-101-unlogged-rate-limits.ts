import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Every counted API request writes its counter. Written to PostgreSQL's log, each of those
  // writes waits for a disk flush; the counters are worth nothing after a crash (the windows
  // simply start again), so they skip the log. Other servers still see every count.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table rate_limit_hits set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table rate_limit_hits set logged`.execute(db);
}
