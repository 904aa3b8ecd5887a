import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './tables';

/**
 * The database, or a transaction inside it (a Kysely transaction is a Kysely instance): every
 * repository function takes this one type, so the same code runs alone or inside a caller's
 * transaction.
 */
export type Db = Kysely<Database>;

export function createDatabase(target: DatabaseTarget): Db {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.path !== ':memory:') mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SQLite(target.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
