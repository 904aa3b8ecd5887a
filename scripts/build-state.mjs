import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_MARKER = join(root, 'dist/server/entry-server.js');
const SOURCES = ['src-renderer', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the website must be (re)built, or null when the build is current. */
export function buildReason() {
  if (!existsSync(BUILD_MARKER) || !existsSync(join(root, 'dist/client/index.html'))) return 'no build yet';
  const built = statSync(BUILD_MARKER).mtimeMs;
  const changed = SOURCES.filter(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
  return changed.length > 0 ? `sources changed since the last build (${changed.join(', ')})` : null;
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
  if (!existsSync(DESKTOP_MARKER) || !existsSync(join(root, 'out/main/index.js')))
    return 'no desktop build yet';
  const built = statSync(DESKTOP_MARKER).mtimeMs;
  const changed = DESKTOP_SOURCES.filter(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
  return changed.length > 0 ? `sources changed since the last desktop build (${changed.join(', ')})` : null;
}
