import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithText } from '../server/support/sample-files';
import { createAdmin, runTool, signIn, startServer, type ServerProcess } from './support/processes';

const work = mkdtempSync(join(tmpdir(), 'dfa-ops-disk-'));
const filesDir = join(work, 'files');
const env = { DATABASE_URL: `sqlite:${join(work, 'dfa.sqlite')}`, FILES_DIR: filesDir };
let server: ServerProcess;
let mounted = false;

/** A real PNG the server's image check accepts, grown to the size wanted by a text chunk. */
function pngOf(bytes: number): Buffer {
  const padding = bytes - pngWithText('').length;
  return pngWithText('x'.repeat(padding));
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  // FILES_DIR on a 1 MB tmpfs of its own: filling it harms nothing else on the machine.
  mkdirSync(filesDir);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0755', 'tmpfs', filesDir]);
  mounted = true;
  runTool('migrate', [], env);
  createAdmin(env);
  server = await startServer(env);
});
afterAll(async () => {
  await server?.stop(5000);
  if (mounted) execFileSync('umount', [filesDir]);
  rmSync(work, { recursive: true, force: true });
});

async function uploadImage(cookie: string, image: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'harbour-at-dawn.png');
  return fetch(`${server.url}/api/admin/upload-file`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'dfa-portal' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
}

describe('a full disk under an upload', () => {
  it('answers 507 with a message, and leaves no database row and no partial file', async () => {
    const cookie = await signIn(server.url);
    // Leave less room than the image needs.
    const { bavail, bsize } = statfsSync(filesDir);
    const filler = join(filesDir, 'filler');
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 200 * 1024));

    const refused = await uploadImage(cookie, pngOf(600 * 1024));
    expect(refused.status).toBe(507);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('INSUFFICIENT_STORAGE');
    expect(body.error.message).toMatch(/out of storage space.*Nothing was saved/);
    expect(filesIn(filesDir)).toEqual([filler]);
    const db = new SQLite(env.DATABASE_URL.slice('sqlite:'.length), { readonly: true });
    const images = () =>
      (db.prepare('select count(*) as count from blog_images').get() as { count: number }).count;
    expect(images()).toBe(0);

    // The server is fine and takes the same upload once there is room again.
    rmSync(filler);
    const accepted = await uploadImage(cookie, pngOf(600 * 1024));
    expect(accepted.status).toBe(200);
    expect(images()).toBe(1);
    expect(filesIn(filesDir).filter((path) => path.endsWith('.part'))).toEqual([]);
    db.close();
  });
});
