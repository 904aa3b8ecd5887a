import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src-server/app';
import { loadConfig } from '../../src-server/config';
import { createDatabase, type Db } from '../../src-server/db/database';
import { post, sessionCookie, signInAsAdmin } from './support/auth';

const run = promisify(execFile);
const ADMIN = { email: 'chief@dfa.test', password: 'quay-lighthouse-orbit-9' };

let dir: string;
let databaseUrl: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dfa-admin-cli-'));
  databaseUrl = `sqlite:${join(dir, 'admin.sqlite')}`;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src-server/cli/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withApp<T>(
  use: (app: Awaited<ReturnType<typeof buildApp>>, db: Db) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, SITE_URL: 'https://portal.test' });
  const db = createDatabase(config.database);
  const app = await buildApp({ config, db });
  try {
    return await use(app, db);
  } finally {
    await app.close();
    await db.destroy();
  }
}

describe('the admin command', () => {
  it('creates an admin who signs in with isAdmin true', async () => {
    const created = await admin(
      'create',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--name',
      'Nadia Okafor',
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Created the admin Nadia Okafor'),
    });
    await withApp(async (app) => {
      // The password first; an admin then sets up the second factor before any session exists.
      const password = await post(app, '/api/auth/sign-in', ADMIN);
      expect(password.statusCode).toBe(200);
      expect(password.json().secondFactor).toMatchObject({ step: 'setup' });
      expect(sessionCookie(password)).toBeUndefined();
      const { session } = await signInAsAdmin(app, ADMIN);
      const user = await app.inject({ method: 'GET', url: '/api/user', cookies: { dfa_session: session } });
      expect(user.json().data).toMatchObject({
        isAdmin: true,
        first_name: 'Nadia',
        name: 'Nadia Okafor',
        company: 'DFA Administration',
      });
    });
  }, 60_000);

  it('removes a lost second factor, so the admin sets up a new one at the next sign-in', async () => {
    expect((await admin('reset-second-factor', '--email', ADMIN.email)).stdout).toContain(
      `${ADMIN.email} has no second factor now`,
    );
    await withApp(async (app) => {
      const password = await post(app, '/api/auth/sign-in', ADMIN);
      expect(password.json().secondFactor).toMatchObject({ step: 'setup' });
    });
  }, 60_000);

  it('demotes and promotes, and reuses the administration company', async () => {
    expect((await admin('demote', '--email', ADMIN.email)).stdout).toContain('no longer an admin');
    const second = await admin(
      'create',
      '--email',
      'deputy@dfa.test',
      '--password',
      ADMIN.password,
      '--name',
      'Tomas de la Cruz',
    );
    expect(second.code).toBe(0);
    await withApp(async (_app, db) => {
      const rows = await db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select(['users.email', 'users.is_admin', 'users.last_name', 'companies.id as company'])
        .orderBy('users.id')
        .execute();
      expect(rows.map((row) => [row.email, Number(row.is_admin), row.last_name])).toEqual([
        [ADMIN.email, 0, 'Okafor'],
        ['deputy@dfa.test', 1, 'de la Cruz'],
      ]);
      expect(rows[0]!.company).toBe(rows[1]!.company);
    });
    expect((await admin('promote', '--email', ADMIN.email)).stdout).toContain('is now an admin');
  }, 60_000);

  it('explains mistakes and exits with a non-zero code', async () => {
    const [unknown, duplicate, short, oneName, badCommand] = await Promise.all([
      admin('promote', '--email', 'nobody@dfa.test'),
      admin('create', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Again Twice'),
      admin('create', '--email', 'x@dfa.test', '--password', 'short', '--name', 'A B'),
      admin('create', '--email', 'x@dfa.test', '--password', ADMIN.password, '--name', 'Cher'),
      admin('elevate'),
    ]);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the email nobody@dfa.test'),
    });
    expect(duplicate).toMatchObject({ code: 1, stderr: expect.stringContaining('already has an account') });
    expect(short).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--password: Use at least 8 characters.'),
    });
    expect(oneName).toMatchObject({ code: 1, stderr: expect.stringContaining('first and last name') });
    expect(badCommand).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "elevate"'),
    });
  }, 60_000);
});
