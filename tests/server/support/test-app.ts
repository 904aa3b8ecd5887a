import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src-server/app';
import { loadConfig, type Config } from '../../../src-server/config';
import { createDatabase, type Db } from '../../../src-server/db/database';
import { migrateToLatest } from '../../../src-server/db/migrate';
import type { Clock } from '../../../src-server/services/clock';
import type { Site } from '../../../src-server/web/site';

export const TEST_SITE_URL = 'https://portal.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL points at one (CI runs both), otherwise a fresh SQLite file. */
export function usingPostgres(): boolean {
  return /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
}

async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!usingPostgres()) {
    const dir = mkdtempSync(join(tmpdir(), 'dfa-test-'));
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // Each test file gets its own database so files never see each other's rows.
  const adminUrl = process.env.DATABASE_URL!;
  const name = `dfa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The real app on a real, migrated database, called through `app.inject`. */
export async function createTestApp({
  site,
  extend,
  env = {},
  clock,
}: {
  site?: Site;
  /** "now" for the app's date-driven work; the system clock when absent */
  clock?: Clock;
  extend?: (app: FastifyInstance) => void;
  /** more environment variables, e.g. the bot check's settings */
  env?: Record<string, string>;
} = {}): Promise<TestApp> {
  const database = await freshDatabaseUrl();
  const filesDir = mkdtempSync(join(tmpdir(), 'dfa-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SITE_URL: TEST_SITE_URL,
    FILES_DIR: filesDir,
    ...env,
  });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, ...(site ? { site } : {}), ...(clock ? { clock } : {}) });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
