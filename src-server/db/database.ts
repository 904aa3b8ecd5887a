import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Compilable, type SqliteDatabase } from 'kysely';
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
/** For each SQLite database in a file: a way to open another, read-only connection to it. */
const readers = new WeakMap<Db, () => SQLite.Database>();

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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  if (target.path !== ':memory:') {
    readers.set(db, () => {
      const reader = new SQLite(target.path, { readonly: true, fileMustExist: true });
      reader.pragma('busy_timeout = 5000');
      return reader;
    });
  }
  return db;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of a large read, a slice at a time, with the event loop free between slices so the
 * server goes on answering requests meanwhile. SQLite reads synchronously, so a file database
 * is read step by step through a connection of the read's own, leaving the server's connection
 * free for other queries; otherwise the rows arrive whole and are handed over in slices.
 */
export async function* readInSlices<Row>(
  db: Db,
  query: Compilable<Row>,
  sliceSize = 250,
): AsyncGenerator<Row[]> {
  const openReader = readers.get(db);
  if (!openReader) {
    const { rows } = await db.executeQuery(query.compile());
    for (let start = 0; start < rows.length; start += sliceSize) {
      if (start > 0) await nextTurn();
      yield rows.slice(start, start + sliceSize);
    }
    return;
  }
  const reader = openReader();
  try {
    const { sql: text, parameters } = query.compile();
    let slice: Row[] = [];
    for (const row of reader.prepare(text).iterate(...parameters) as IterableIterator<Row>) {
      slice.push(row);
      if (slice.length === sliceSize) {
        yield slice;
        slice = [];
        await nextTurn();
      }
    }
    if (slice.length > 0) yield slice;
  } finally {
    reader.close();
  }
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
