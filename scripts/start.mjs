/**
 * `npm start`: builds the website if needed, then runs the server, which migrates the
 * database and serves the site and the API (see README for the environment variables).
 */
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';
import { root } from './build-state.mjs';

ensureBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
