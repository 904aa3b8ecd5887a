/**
 * `npm run test:desktop`: builds the desktop app (main, preload, renderer and the bundled
 * schedules snapshot into out/), then runs its end-to-end tests against that build: the
 * renderer's desktop mode in Chromium always, and the app in Electron where its binary is installed. Where it is not, this says so in a line
 * of its own rather than passing in silence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findElectronBinary } from './electron-binary';

const projectRoot = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[]): void {
  const { status } = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run('npm', ['run', 'build:desktop']);
for (const part of ['main', 'preload', 'renderer', 'schedules-snapshot.json']) {
  if (!existsSync(path.join(projectRoot, 'out', part))) {
    console.error(`The desktop build left no out/${part}.`);
    process.exit(1);
  }
}

run('npx', ['playwright', 'test', '--project=desktop-renderer']);

if (findElectronBinary(projectRoot)) {
  run('npx', ['playwright', 'test', '--project=desktop']);
} else {
  console.log(
    '\nSKIPPED: the desktop end-to-end tests (tests/desktop) did not run: the Electron binary is ' +
      'not installed (node_modules/electron/dist; its download needs network access). The desktop ' +
      'app was built and its main-process modules are tested with the unit tests.\n',
  );
}
