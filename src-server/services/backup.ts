import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  ConfigError,
  DEFAULT_DATABASE_URL,
  DEFAULT_FILES_DIR,
  parseDatabaseUrl,
  type DatabaseTarget,
} from '../config';

const run = promisify(execFile);

/** What a backup archive holds besides the data, so a restore can check it fits. */
interface Manifest {
  format: 1;
  createdAt: string;
  dialect: DatabaseTarget['dialect'];
  files: number;
}

const MANIFEST = 'manifest.json';
const SQLITE_DUMP = 'database.sqlite';
const POSTGRES_DUMP = 'database.pgdump';
const FILES = 'files';

/** A problem the operator can fix; the command prints it without a stack trace. */
class BackupError extends Error {
  override name = 'BackupError';
}

export interface Storage {
  database: DatabaseTarget;
  filesDir: string;
}

/** The database and files directory the server uses, from DATABASE_URL and FILES_DIR. */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): Storage {
  return {
    database: parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL),
    filesDir: env.FILES_DIR || DEFAULT_FILES_DIR,
  };
}

/** Runs a backup command: its report on success, the problem without a stack trace otherwise. */
export async function runStorageCommand(command: () => Promise<string>): Promise<number> {
  try {
    console.log(await command());
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** `2026-11-27T09-30-00Z`: sortable, and safe in a file name on every system. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * Writes one dated archive (`dfa-backup-<time>.tar.gz` in `outDir`) holding a consistent copy of
 * the database, taken while the server runs (SQLite's online backup, or pg_dump's snapshot), and
 * the uploaded files. Returns the archive's path.
 */
export async function createBackup(storage: Storage, outDir: string, now = new Date()): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'dfa-backup-'));
  try {
    const { database } = storage;
    if (database.dialect === 'sqlite') {
      if (!existsSync(database.path)) throw new BackupError(`There is no database at ${database.path}.`);
      const source = new SQLite(database.path, { readonly: true, fileMustExist: true });
      try {
        await source.backup(join(work, SQLITE_DUMP));
      } finally {
        source.close();
      }
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${join(work, POSTGRES_DUMP)}`,
        database.url,
      ]).catch((error: Error & { stderr?: string }) => {
        throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
      });
    }
    mkdirSync(join(work, FILES));
    const filesDir = resolve(storage.filesDir);
    if (existsSync(filesDir)) await run('cp', ['-a', `${filesDir}/.`, join(work, FILES)]);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      dialect: database.dialect,
      files: countFiles(join(work, FILES)),
    };
    writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(outDir, { recursive: true });
    const archive = resolve(outDir, `dfa-backup-${stamp(now)}.tar.gz`);
    // Written under a temporary name, so a half-written archive is never mistaken for a backup.
    await run('tar', [
      '-czf',
      `${archive}.part`,
      '-C',
      work,
      MANIFEST,
      database.dialect === 'sqlite' ? SQLITE_DUMP : POSTGRES_DUMP,
      FILES,
    ]);
    renameSync(`${archive}.part`, archive);
    return archive;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

function sqliteTableCount(path: string): number {
  if (!existsSync(path)) return 0;
  const db = new SQLite(path, { readonly: true });
  try {
    const row = db.prepare("select count(*) as count from sqlite_master where type = 'table'").get() as {
      count: number;
    };
    return row.count;
  } finally {
    db.close();
  }
}

export interface RestoreReport {
  dialect: DatabaseTarget['dialect'];
  files: number;
  createdAt: string;
}

/**
 * Puts an archive from `createBackup` back: the database (refused when the target already has
 * tables, unless `force`) and the uploaded files. The server must be stopped meanwhile.
 */
export async function restoreBackup(
  storage: Storage,
  archive: string,
  { force = false } = {},
): Promise<RestoreReport> {
  if (!existsSync(archive)) throw new BackupError(`There is no archive at ${archive}.`);
  const work = mkdtempSync(join(tmpdir(), 'dfa-restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', work]).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(
        `${basename(archive)} is not a readable backup archive: ${error.stderr?.trim() || error.message}`,
      );
    });
    if (!existsSync(join(work, MANIFEST)))
      throw new BackupError(`${basename(archive)} is not a DFA Portal backup (no ${MANIFEST}).`);
    const manifest = JSON.parse(readFileSync(join(work, MANIFEST), 'utf8')) as Manifest;
    const { database } = storage;
    if (manifest.dialect !== database.dialect) {
      throw new BackupError(
        `The archive holds a ${manifest.dialect} database but DATABASE_URL points at ${database.dialect}.`,
      );
    }
    const tables =
      database.dialect === 'sqlite'
        ? sqliteTableCount(database.path)
        : await postgresTableCount(database.url);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables} tables). Restoring would replace it: add --force to do that.`,
      );
    }
    if (database.dialect === 'sqlite') {
      mkdirSync(dirname(resolve(database.path)), { recursive: true });
      for (const suffix of ['-wal', '-shm']) rmSync(`${database.path}${suffix}`, { force: true });
      // A rename replaces the database in one step: never half the old file and half the new.
      const incoming = `${database.path}.restoring`;
      await run('cp', [join(work, SQLITE_DUMP), incoming]);
      renameSync(incoming, database.path);
    } else {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('drop schema if exists public cascade');
        await client.query('create schema public');
      } finally {
        await client.end();
      }
      await run('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${database.url}`,
        join(work, POSTGRES_DUMP),
      ]).catch((error: Error & { stderr?: string }) => {
        throw new BackupError(`pg_restore failed: ${error.stderr?.trim() || error.message}`);
      });
    }
    const filesDir = resolve(storage.filesDir);
    mkdirSync(filesDir, { recursive: true });
    // Files are named by their content hash, so copying over what is there never changes a file.
    await run('cp', ['-a', `${join(work, FILES)}/.`, filesDir]);
    return { dialect: manifest.dialect, files: manifest.files, createdAt: manifest.createdAt };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
