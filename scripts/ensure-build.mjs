import { execSync } from 'node:child_process';
import { buildReason, desktopBuildReason, root, serverBuildReason } from './build-state.mjs';

/** Compiles the server and tools when they are missing or older than their sources. */
export async function ensureServerBuild() {
  const reason = serverBuildReason();
  if (!reason) return;
  console.log(`Compiling the server: ${reason}…`);
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

/** Builds the website and the server when either is missing or older than its sources. */
export async function ensureBuild() {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the website: ${reason}…`);
    execSync('npm run build:site', { cwd: root, stdio: 'inherit' });
  }
  await ensureServerBuild();
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
  else await ensureBuild();
}
