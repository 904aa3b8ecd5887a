/**
 * `npm start`, `npm run migrate`, `admin`, `backup`, `restore`: runs the compiled server or tool
 * from `dist/node/` in this process. Outside production it first builds what is missing or out
 * of date; in production it never builds (the build tools are not installed there) and says
 * what to do when the build is missing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './build-state.mjs';

const entry = process.argv[2];
if (!entry || !(entry in SERVER_ENTRIES)) {
  console.error(`Usage: node scripts/run.mjs ${Object.keys(SERVER_ENTRIES).join('|')} [arguments]`);
  process.exit(2);
}
const compiled = join(SERVER_BUILD_DIR, `${entry}.js`);

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(compiled)) {
    console.error(
      `${compiled} is missing: run \`npm run build\` (with the dev dependencies installed) before starting in production.`,
    );
    process.exit(1);
  }
} else {
  const { ensureBuild, ensureServerBuild } = await import('./ensure-build.mjs');
  await (entry === 'main' ? ensureBuild() : ensureServerBuild());
}

// The tool reads its own arguments as if it had been started directly.
process.argv.splice(2, 1);
await import(pathToFileURL(compiled).href);
