/**
 * Compiles the server and its command-line tools into plain JavaScript under `dist/node/`, so
 * production runs `node` alone: TypeScript tooling (tsx, esbuild) stays a build-time dependency
 * and `npm prune --omit=dev` leaves a working server.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root, SERVER_BUILD_DIR, SERVER_ENTRIES } from './build-state.mjs';

export async function buildServer() {
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_BUILD_DIR,
    bundle: true,
    // Dependencies are installed beside the build; only our own code is compiled in.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
  });
  // Read at run time beside the code that reads it (import.meta.url), so it travels with it.
  mkdirSync(SERVER_BUILD_DIR, { recursive: true });
  copyFileSync(
    join(root, 'src-server/features/auth/common-passwords.txt'),
    join(SERVER_BUILD_DIR, 'common-passwords.txt'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
