import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { buildApp } from '../../../src-server/app';
import { loadConfig, type Config } from '../../../src-server/config';
import { createDatabase, type Db } from '../../../src-server/db/database';
import { migrateToLatest } from '../../../src-server/db/migrate';
import type { ServerTimeouts } from '../../../src-server/http/timeouts';
import type { Clock } from '../../../src-server/core/clock';
import type { Site } from '../../../src-server/web/site';
import { adminSession, memberSession } from '../../support/members';
import { createPostgresDatabase, dropPostgresDatabase, isPostgresUrl } from '../../support/postgres';
import { startBotCheckServer, type BotCheckServer } from './bot-check';

export const TEST_SITE_URL = 'https://portal.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL points at one (CI runs both), otherwise a fresh SQLite file. */
export function usingPostgres(): boolean {
  return isPostgresUrl(process.env.DATABASE_URL);
}

/** A database of its own for one test: a fresh SQLite file, or a new PostgreSQL database. */
export async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!usingPostgres()) {
    const dir = mkdtempSync(join(tmpdir(), 'dfa-test-'));
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // Each test file gets its own database so files never see each other's rows.
  const serverUrl = process.env.DATABASE_URL!;
  const name = `dfa_test_${randomBytes(6).toString('hex')}`;
  return {
    url: await createPostgresDatabase(serverUrl, name),
    drop: () => dropPostgresDatabase(serverUrl, name),
  };
}

/** The real app on a real, migrated database, called through `app.inject`. */
export async function createTestApp({
  site,
  extend,
  env = {},
  clock,
  timeouts,
  logStream,
  metrics,
}: {
  site?: Site;
  /** how long the server waits on clients; the production figures when absent */
  timeouts?: ServerTimeouts;
  /** where the app's log lines go, for tests that read them */
  logStream?: Writable;
  /** where the app records request metrics, for tests that read them */
  metrics?: Registry;
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
  const app = await buildApp({
    config,
    db,
    ...(site ? { site } : {}),
    ...(clock ? { clock } : {}),
    ...(timeouts ? { timeouts } : {}),
    ...(logStream ? { logStream } : {}),
    ...(metrics ? { metrics } : {}),
  });
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

/** The app with a new signed-in admin and member: what most feature tests start from. */
export async function createTestAppWithSessions(): Promise<{ t: TestApp; admin: string; member: string }> {
  const t = await createTestApp();
  return { t, admin: await adminSession(t.db), member: await memberSession(t.db) };
}

/** The app with the bot check on, verified by a fake siteverify server that closes with it. */
export async function createTestAppWithBotCheck(): Promise<TestApp & { botCheck: BotCheckServer }> {
  const botCheck = await startBotCheckServer();
  const t = await createTestApp({ env: botCheck.env });
  return {
    ...t,
    botCheck,
    close: async () => {
      await t.close();
      await botCheck.close();
    },
  };
}
