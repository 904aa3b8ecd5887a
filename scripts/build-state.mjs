import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_MARKER = join(root, 'dist/server/entry-server.js');
const SOURCES = ['src-renderer', 'shared', 'vite.config.ts', 'package-lock.json'];

/** The compiled server and tools (`npm run build:server`): what production runs. */
export const SERVER_BUILD_DIR = join(root, 'dist/node');
export const SERVER_ENTRIES = {
  main: 'src-server/main.ts',
  migrate: 'src-server/db/migrate-cli.ts',
  admin: 'src-server/cli/admin.ts',
  memberships: 'src-server/cli/memberships.ts',
  backup: 'src-server/cli/backup.ts',
  restore: 'src-server/cli/restore.ts',
  'schedules-import': 'src-server/cli/schedules-import.ts',
  'schedules-sample': 'src-server/cli/schedules-sample.ts',
};
const SERVER_SOURCES = ['src-server', 'shared', 'scripts/build-server.mjs', 'package-lock.json'];

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function staleReason(marker, sources) {
  if (!existsSync(marker)) return 'no build yet';
  const built = statSync(marker).mtimeMs;
  const changed = sources.filter(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
  return changed.length > 0 ? `sources changed since the last build (${changed.join(', ')})` : null;
}

/** Why the website must be (re)built, or null when the build is current. */
export function buildReason() {
  if (!existsSync(join(root, 'dist/client/index.html'))) return 'no build yet';
  return staleReason(BUILD_MARKER, SOURCES);
}

/** Why the compiled server must be (re)built, or null when it is current. */
export function serverBuildReason() {
  return staleReason(join(SERVER_BUILD_DIR, 'main.js'), SERVER_SOURCES);
}

const DESKTOP_MARKER = join(root, 'out/renderer/index.html');
const DESKTOP_SOURCES = [
  'src-renderer',
  'src-main',
  'src-preload',
  'shared',
  'electron.vite.config.ts',
  'package-lock.json',
];

/** Why the desktop app (out/) must be (re)built, or null when the build is current. */
export function desktopBuildReason() {
  if (!existsSync(join(root, 'out/main/index.js'))) return 'no desktop build yet';
  return staleReason(DESKTOP_MARKER, DESKTOP_SOURCES);
}
