import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './tables';

/**
 * The database, or a transaction inside it (a Kysely transaction is a Kysely instance): every
 * repository function takes this one type, so the same code runs alone or inside a caller's
 * transaction.
 */
export type Db = Kysely<Database>;

/** How busy a database's connection pool is (PostgreSQL; SQLite has one in-process connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();

export function poolStats(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export function createDatabase(target: DatabaseTarget): Db {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection that dies (the database restarts) is reported here; without a listener
    // the error would end the process. The pool opens a new connection on the next query.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.path !== ':memory:') mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SQLite(target.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Enough for every query the server writes, with room for lists of varying length. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as the SQLite dialect sees it, keeping each prepared statement for the next
 * query with the same SQL: preparing costs more than running most of the server's queries.
 * The dialect runs one query at a time on its one connection, so a statement is never in use
 * twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the oldest is the one dropped.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Whether a trivial query succeeds within `timeoutMs`: a probe must never hang with the database. */
export async function isDatabaseReachable(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
