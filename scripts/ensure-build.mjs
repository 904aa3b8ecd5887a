import { execSync } from 'node:child_process';
import { buildReason, root } from './build-state.mjs';

/** Builds the website when it is missing or older than its sources. */
export function ensureBuild() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the website: ${reason}…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
