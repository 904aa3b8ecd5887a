import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src-server/config';
import { createDatabase } from '../../src-server/db/database';
import { migrateToLatest } from '../../src-server/db/migrate';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { insertMember } from '../support/members';
import { freshDatabaseUrl } from './support/test-app';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The key as scripts and operators meet it: made with `npm run admin -- api-key create`, then
 * used against a real server process that logs every request at its most talkative level —
 * and whose log never holds the secret, whatever the key's fate.
 */
describe('a member API key made on the command line', { timeout: 120_000 }, () => {
  it('is printed alone on the last line, pages through every sailing with the documented example, and never reaches the server’s log', async () => {
    const database = await freshDatabaseUrl();
    const db = createDatabase(parseDatabaseUrl(database.url));
    let server: ReturnType<typeof spawn> | undefined;
    try {
      await migrateToLatest(db);
      await loadSampleSchedules(db);
      const member = await insertMember(db, {
        email: 'systems@kestrel.test',
        companyName: 'Kestrel Forwarding',
      });
      const env = { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test' };

      const created = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'src-server/cli/admin.ts',
          'api-key',
          'create',
          '--email',
          member.email,
          '--name',
          'Nightly sync',
        ],
        { env },
      );
      const lines = created.stdout.trimEnd().split('\n');
      const key = lines.at(-1)!;
      expect(key).toMatch(/^dfa_[A-Za-z0-9_-]{43}$/);
      expect(lines.slice(0, -1).join('\n')).toContain('Kestrel Forwarding');
      const refused = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'src-server/cli/admin.ts',
          'api-key',
          'create',
          '--email',
          'nobody@kestrel.test',
          '--name',
          'X',
        ],
        { env },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('No account has the email') });

      const port = await freePort();
      let output = '';
      server = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
        env: { ...env, PORT: String(port), LOG_LEVEL: 'trace' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const base = `http://127.0.0.1:${port}`;
      let health: Response | undefined;
      for (let tries = 0; !health && tries < 400; tries += 1) {
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(health?.status, output).toBe(200);

      // The Node example of docs/member-api.md, as a member would run it, pages through every sailing.
      const example = /```js\n([\s\S]*?)```/.exec(readFileSync('docs/member-api.md', 'utf8'))![1]!;
      const work = mkdtempSync(join(tmpdir(), 'dfa-member-api-example-'));
      try {
        writeFileSync(join(work, 'sailings.mjs'), example);
        const listed = await run(process.execPath, [join(work, 'sailings.mjs')], {
          env: { ...process.env, DFA_PORTAL: base, DFA_API_KEY: key },
        });
        const count = Number(/^(\d+) sailings$/m.exec(listed.stdout)?.[1]);
        expect(count).toBeGreaterThan(20);
        expect(listed.stdout.trim().split('\n')).toHaveLength(count + 1);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }

      const events = (secret: string) =>
        fetch(`${base}/api/dcsa/tnt/v2/events?limit=5`, { headers: { authorization: `Bearer ${secret}` } });
      expect((await events(key)).status).toBe(200);
      const mistyped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      expect((await events(mistyped)).status).toBe(401);
      await db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).execute();
      const revoked = await events(key);
      expect(revoked.status).toBe(401);
      expect(await revoked.text()).not.toContain(key.slice(4));
      // Flushed by the time the server has answered, but give the pipe a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(output).toContain('/api/dcsa/tnt/v2/events');
      expect(output).toContain('"statusCode":401');
      for (const secret of [key, mistyped]) expect(output).not.toContain(secret.slice(4));
    } finally {
      server?.kill('SIGKILL');
      await db.destroy();
      await database.drop();
    }
  });
});
