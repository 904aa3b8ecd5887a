import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project directory: the nearest one holding package.json above this module, which is
 * `src-server/` when run from source and `dist/node/` when compiled.
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const PROJECT_ROOT = projectRoot();

/** Where `npm run build` puts the website. */
export const BUILD_PATHS = {
  clientDir: join(PROJECT_ROOT, 'dist/client'),
  serverEntry: join(PROJECT_ROOT, 'dist/server/entry-server.js'),
};
