import { execSync } from 'node:child_process';
import { buildReason, desktopBuildReason, root } from './build-state.mjs';

/** Builds the website when it is missing or older than its sources. */
export function ensureBuild() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the website: ${reason}…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

/** Builds the desktop app (out/) when it is missing or older than its sources. */
export function ensureDesktopBuild() {
  const reason = desktopBuildReason();
  if (!reason) return;
  console.log(`Building the desktop app: ${reason}…`);
  execSync('npm run build:desktop', { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--desktop')) ensureDesktopBuild();
  else ensureBuild();
}
