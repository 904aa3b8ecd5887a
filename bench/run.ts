/**
 * `npm run bench`: measures the built site on this machine against baselines measured in the
 * same run, and prints ratios (absolute numbers vary by machine; ratios travel).
 *
 *   - HTML serving: our server's `/` against the same bytes from a minimal node:http server
 *     (and nginx when installed).
 *   - Initial JavaScript per page kind, gzip, against its budget (bench/js-budget.ts), the
 *     calculator widget members embed included (20 KB).
 *   - Directory search over 20,000 demo members against `/api/health`: uncached searches at 50
 *     connections, a repeated one at 200 (bench/directory.ts); `--no-directory` skips it.
 *   - The mixed scenario: pages, dictionary, searches, failed sign-ins and forms at 200
 *     connections for 60 s (bench/mixed.ts); `--no-mixed` skips it.
 *   - Ship schedules over the sample schedules: route search with one transshipment and the
 *     port finder against `/api/health`, and the shared snapshot search in one process
 *     (bench/schedules.ts); `--no-schedules` skips it, `--schedules-only` runs only it.
 *   The server benchmarks run on SQLite, and on PostgreSQL when DATABASE_URL names one.
 *   - With --lighthouse, Lighthouse (mobile) on each public page kind beside the same HTML without
 *     its scripts, median of LIGHTHOUSE_RUNS (3) runs (bench/page-speed.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, row, startDfaServer, startProcess, stopProcess, waitForHttp } from './lib';
import { benchDirectory, prepareDatabases } from './directory';
import { benchMixed } from './mixed';
import { benchSchedules } from './schedules';
import { reportJavaScriptBudgets } from './js-budget';
import { benchLighthouse } from './page-speed';

const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const work = mkdtempSync(join(tmpdir(), 'dfa-bench-'));
// nginx's workers run as an unprivileged user and must be able to read the page.
chmodSync(work, 0o755);

async function benchServing(): Promise<void> {
  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(work, 'bench.sqlite')}`,
  });
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    writeFileSync(join(work, 'index.html'), html);

    const baselinePort = await freePort();
    const baseline = startProcess(process.execPath, [
      '--import',
      'tsx',
      'bench/baseline-server.ts',
      String(baselinePort),
      join(work, 'index.html'),
    ]);
    await waitForHttp(`http://127.0.0.1:${baselinePort}/`);
    const baselineResult = await load(`http://127.0.0.1:${baselinePort}/`, { seconds });
    await stopProcess(baseline);

    const ours = await load(`http://127.0.0.1:${port}/`, { seconds });
    console.log('\nHTML serving of / (50 connections, loopback)');
    console.log(row('node:http, bytes in memory', baselineResult));
    console.log(row('DFA server', ours, baselineResult));

    const nginx = spawnSync('which', ['nginx']).status === 0;
    if (nginx) {
      const nginxPort = await freePort();
      writeFileSync(
        join(work, 'nginx.conf'),
        `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${nginxPort}; root ${work}; location = / { try_files /index.html =404; } } }`,
      );
      const server = startProcess('nginx', ['-c', join(work, 'nginx.conf')]);
      await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
      const nginxResult = await load(`http://127.0.0.1:${nginxPort}/`, { seconds });
      await stopProcess(server);
      console.log(row('nginx, static file', nginxResult));
      console.log(
        `DFA / nginx ratio: ${(ours.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2)} (budget ≥ 0.45)`,
      );
    } else {
      console.log(
        'nginx is not installed: the nginx comparison is skipped (apt-get install nginx to add it).',
      );
    }
  } finally {
    await stopProcess(server);
  }
}

function benchJavaScript(): void {
  console.log('');
  if (!reportJavaScriptBudgets()) process.exitCode = 1;
}

const schedulesOnly = args.has('--schedules-only');
const serverBenchmarks = !args.has('--js-only');
if (!schedulesOnly) benchJavaScript();
if (serverBenchmarks && !schedulesOnly) await benchServing();
const directory = serverBenchmarks && !schedulesOnly && !args.has('--no-directory');
const mixed = serverBenchmarks && !schedulesOnly && !args.has('--no-mixed');
if (directory || mixed) {
  const databases = await prepareDatabases(work);
  try {
    if (directory && !(await benchDirectory({ databases, seconds }))) process.exitCode = 1;
    if (mixed) {
      const clean = await benchMixed({
        databases,
        seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
        connections: Number(process.env.BENCH_MIXED_CONNECTIONS ?? 200),
      });
      if (!clean) process.exitCode = 1;
    }
  } finally {
    for (const database of databases) await database.drop();
  }
}
if (serverBenchmarks && !args.has('--no-schedules')) {
  if (!(await benchSchedules({ work, seconds }))) process.exitCode = 1;
}
if (args.has('--lighthouse')) await benchLighthouse(work);
