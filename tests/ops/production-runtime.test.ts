import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freePort, ROOT, signIn, waitFor } from './support/processes';

const copy = mkdtempSync(join(tmpdir(), 'dfa-ops-production-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, {
    cwd: copy,
    env: { PATH: process.env.PATH, HOME: copy, npm_config_update_notifier: 'false', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('the production runtime', () => {
  it('starts, migrates, creates an admin and backs up after npm prune --omit=dev', async () => {
    // A copy of the built project; node_modules as hard links (fast, and the copy's prune
    // only unlinks), except npm's own record of it, which prune rewrites.
    for (const entry of ['package.json', 'package-lock.json', 'scripts', 'dist', 'reference-data']) {
      cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
    }
    execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(copy, 'node_modules')]);
    rmSync(join(copy, 'node_modules/.package-lock.json'));
    copyFileSync(
      join(ROOT, 'node_modules/.package-lock.json'),
      join(copy, 'node_modules/.package-lock.json'),
    );

    npm(['prune', '--omit=dev', '--no-audit', '--no-fund']);
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest']) {
      expect(existsSync(join(copy, 'node_modules', tool)), tool).toBe(false);
    }

    const env = {
      NODE_ENV: 'production',
      CAPTCHA: 'off',
      DATABASE_URL: `sqlite:${join(copy, 'data/dfa.sqlite')}`,
      FILES_DIR: join(copy, 'data/files'),
    };
    expect(npm(['run', 'migrate'], env)).toContain('Applied:');
    expect(
      npm(
        [
          'run',
          'admin',
          '--',
          'create',
          '--email',
          ADMIN.email,
          '--password',
          ADMIN.password,
          '--name',
          ADMIN.name,
        ],
        env,
      ),
    ).toContain('They can sign in now');

    const port = await freePort();
    const server = spawn('npm', ['start'], {
      cwd: copy,
      env: {
        PATH: process.env.PATH,
        HOME: copy,
        ...env,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const ready = await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/api/ready`).then(
            (response) => response.ok,
            () => false,
          ),
        60_000,
        250,
      );
      expect(ready, output).toBe(true);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Digital Freight Alliance');
      expect(await signIn(`http://127.0.0.1:${port}`)).toMatch(/^dfa_session=/);
      expect(npm(['run', 'backup', '--', '--out', join(copy, 'backups')], env)).toContain('dfa-backup-');
    } finally {
      // npm and the server it started, as a process manager would stop them.
      process.kill(-server.pid!, 'SIGTERM');
    }
    await exited;
    expect(await waitFor(() => output.includes('finishing in-flight requests'), 5000), output).toBe(true);
  });
});
