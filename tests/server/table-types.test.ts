import { resolve } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src-server/config';
import { createDatabase, type Db } from '../../src-server/db/database';
import { migrateToLatest } from '../../src-server/db/migrate';
import { freshDatabaseUrl, usingPostgres } from './support/test-app';

/**
 * `db/tables.ts` is written by hand, and every query is typed by it: a column it names that the
 * migrations never made, or a nullable column it calls required, is a type check that lies. This
 * migrates a fresh database (SQLite, or PostgreSQL when DATABASE_URL points at one), reads the
 * schema back, and compares it with the types column by column: the names, whether the column
 * takes null, and a coarse kind (text, number, bytes).
 */

/** `bigint`: PostgreSQL's driver reads a 64-bit integer as text, so the type says number or string. */
type Kind = 'text' | 'number' | 'bigint' | 'bytes' | 'boolean';

interface Column {
  nullable: boolean;
  kind: Kind;
}

type Schema = Record<string, Record<string, Column>>;

const TABLES_FILE = resolve(import.meta.dirname, '../../src-server/db/tables.ts');

/** The kind SQLite gives a declared type (its type affinity rules, sqlite.org/datatype3.html). */
function sqliteKind(declared: string): Kind {
  const type = declared.toUpperCase();
  if (type === 'BIGINT') return 'bigint';
  if (type.includes('INT')) return 'number';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'text';
  if (type === '' || type.includes('BLOB')) return 'bytes';
  return 'number';
}

function postgresKind(type: string): Kind {
  if (['text', 'character varying', 'character'].includes(type)) return 'text';
  if (type === 'bigint') return 'bigint';
  if (['smallint', 'integer', 'real', 'double precision', 'numeric'].includes(type)) return 'number';
  if (type === 'bytea') return 'bytes';
  if (type === 'boolean') return 'boolean';
  throw new Error(`a column of type ${type}, which this test does not know how the app reads`);
}

async function migratedSchema(db: Db): Promise<Schema> {
  const schema: Schema = {};
  const add = (table: string, column: string, value: Column) => {
    if (table.startsWith('kysely_')) return;
    (schema[table] ??= {})[column] = value;
  };
  if (usingPostgres()) {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: 'YES' | 'NO';
    }>`select table_name, column_name, data_type, is_nullable
         from information_schema.columns
        where table_schema = current_schema()`.execute(db);
    for (const row of rows) {
      add(row.table_name, row.column_name, {
        nullable: row.is_nullable === 'YES',
        kind: postgresKind(row.data_type),
      });
    }
  } else {
    const { rows } = await sql<{
      table_name: string;
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }>`
      select m.name as table_name, p.name, p.type, p."notnull", p.pk
        from sqlite_master m join pragma_table_info(m.name) p
       where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\'`.execute(db);
    for (const row of rows) {
      // SQLite lets a primary key column other than an integer rowid hold null unless told
      // otherwise; the app never writes one, so a key reads as required.
      add(row.table_name, row.name, {
        nullable: row.notnull === 0 && row.pk === 0,
        kind: sqliteKind(row.type),
      });
    }
  }
  return schema;
}

/** The columns `Database` in db/tables.ts declares, read with the TypeScript checker. */
function declaredSchema(): Schema {
  const program = ts.createProgram([TABLES_FILE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TABLES_FILE)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )!;
  const propertyType = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, database);

  const columnOf = (table: string, name: string, declared: ts.Type): Column => {
    // Generated<T> and ColumnType<S, I, U> carry the type a select reads as `__select__`.
    const selected = declared.getProperty('__select__');
    const type = selected ? propertyType(selected) : declared;
    const parts = type.isUnion() ? type.types : [type];
    const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
    const kinds = new Set<Kind>();
    for (const part of parts) {
      if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
      if (part.flags & ts.TypeFlags.StringLike) kinds.add('text');
      else if (part.flags & ts.TypeFlags.NumberLike) kinds.add('number');
      else if (part.flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
      else if (['Buffer', 'Uint8Array'].includes(part.getSymbol()?.name ?? '')) kinds.add('bytes');
      else
        throw new Error(`${table}.${name}: ${checker.typeToString(part)} is no column type this test knows`);
    }
    if (kinds.size === 2 && kinds.has('number') && kinds.has('text')) return { nullable, kind: 'bigint' };
    if (kinds.size !== 1) {
      throw new Error(`${table}.${name}: ${checker.typeToString(type)} mixes kinds of value`);
    }
    return { nullable, kind: [...kinds][0]! };
  };

  const schema: Schema = {};
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns: Record<string, Column> = {};
    for (const column of propertyType(table).getProperties()) {
      columns[column.name] = columnOf(table.name, column.name, propertyType(column));
    }
    schema[table.name] = columns;
  }
  return schema;
}

let db: Db;
let drop: () => Promise<void>;
let migrated: Schema;
let declared: Schema;

beforeAll(async () => {
  const database = await freshDatabaseUrl();
  drop = database.drop;
  db = createDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url }).database);
  await migrateToLatest(db);
  migrated = await migratedSchema(db);
  declared = declaredSchema();
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe(`db/tables.ts against the migrated schema on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('names the same tables', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
  });

  it('names the same columns, with the same nullability and kind of value', () => {
    for (const table of Object.keys(migrated)) {
      expect(declared[table], table).toEqual(migrated[table]);
    }
  });
});
