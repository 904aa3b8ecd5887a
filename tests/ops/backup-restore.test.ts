import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pngWithText } from '../server/support/sample-files';
import {
  contactForm,
  createAdmin,
  freshPostgresDatabase,
  postJson,
  runTool,
  signIn,
  startServer,
} from './support/processes';

const work = mkdtempSync(join(tmpdir(), 'dfa-ops-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

// A real picture that the server's image check accepts, with bytes of its own.
const IMAGE = pngWithText('restore drill');

/** A running server on the drill's storage, with the admin signed in (the admin survives too). */
async function serverSignedIn(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    return { server, cookie: await signIn(server.url) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const submissions = async (url: string, cookie: string) =>
  (await fetch(`${url}/api/admin/forms?format=json`, { headers: { cookie } })).json();

function restore(archive: string, env: Record<string, string>, force = false) {
  try {
    return { code: 0, output: runTool('restore', [archive, ...(force ? ['--force'] : [])], env) };
  } catch (error) {
    const failure = error as { status: number; stderr: string };
    return { code: failure.status, output: failure.stderr };
  }
}

describe.each(['sqlite', 'postgres'] as const)('the restore drill on %s', (dialect) => {
  it('brings back the same data after the database and the files are destroyed', async () => {
    const dir = mkdtempSync(join(work, `${dialect}-`));
    const postgres = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const env = {
      DATABASE_URL: postgres ? postgres.url : `sqlite:${join(dir, 'dfa.sqlite')}`,
      FILES_DIR: join(dir, 'files'),
    };
    runTool('migrate', [], env);
    createAdmin(env);

    // Data written through the running server: a form submission and an uploaded image.
    const before = await serverSignedIn(env);
    expect((await postJson(`${before.server.url}/api/company/contact-us`, contactForm())).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(IMAGE)], { type: 'image/png' }), 'quay.png');
    const upload = await fetch(`${before.server.url}/api/admin/upload-file`, {
      method: 'POST',
      headers: { cookie: before.cookie, 'x-requested-with': 'dfa-portal' },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { url: imageUrl } = (await upload.json()) as { url: string };
    const forms = await submissions(before.server.url, before.cookie);
    expect((forms as { data: unknown[] }).data).toHaveLength(1);

    // Backed up while the server runs.
    const report = runTool('backup', ['--out', join(dir, 'backups')], env);
    await before.server.stop();
    const [archive] = readdirSync(join(dir, 'backups'));
    expect(archive).toMatch(/^dfa-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(report).toContain(archive);
    const archivePath = join(dir, 'backups', archive!);

    // A restore never overwrites a database with data in it unless told to.
    const refused = restore(archivePath, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty.*--force/);

    // Disaster: the database and the files are gone.
    rmSync(env.FILES_DIR, { recursive: true, force: true });
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query('drop schema public cascade');
      await client.query('create schema public');
      await client.end();
    } else {
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(`${join(dir, 'dfa.sqlite')}${suffix}`, { force: true });
    }

    const restored = restore(archivePath, env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored the ${dialect} database and 1 files`);

    const after = await serverSignedIn(env);
    try {
      expect(await submissions(after.server.url, after.cookie)).toEqual(forms);
      const image = await fetch(`${after.server.url}${imageUrl}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE)).toBe(true);
    } finally {
      await after.server.stop();
    }

    // With --force it replaces a database that has data.
    expect(restore(archivePath, env, true).code).toBe(0);
  });
});
