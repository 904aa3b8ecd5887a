/**
 * `npm run bench`: measures the built site on this machine against baselines measured in the
 * same run, and prints ratios (absolute numbers vary by machine; ratios travel).
 *
 *   - HTML serving: our server's `/` against the same bytes from a minimal node:http server
 *     (and nginx when installed).
 *   - Initial JavaScript per page kind, gzip, against the 100 KB budget.
 *   - Directory search over 20,000 demo members against `/api/health`, at 50 and 200
 *     connections (bench/directory.ts); `--no-directory` skips it.
 *   - Ship schedules: route search with one transshipment and the port finder over the sample
 *     schedules against `/api/health`, on SQLite and PostgreSQL, and the shared snapshot search
 *     in one process (bench/schedules.ts); `--no-schedules` skips it, `--schedules-only` runs
 *     only it.
 *   - Lighthouse (mobile) on `/` with --lighthouse.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  load,
  startDfaServer,
  startProcess,
  stopProcess,
  waitForHttp,
  type LoadResult,
} from './lib';
import { benchDirectory } from './directory';
import { benchSchedules } from './schedules';
import { initialJavaScript, PAGE_KINDS, JS_BUDGET_BYTES } from './js-budget';

const args = new Set(process.argv.slice(2));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const work = mkdtempSync(join(tmpdir(), 'dfa-bench-'));
// nginx's workers run as an unprivileged user and must be able to read the page.
chmodSync(work, 0o755);

function row(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? `  ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`
    : '';
  return `${label.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms  errors ${result.errors + result.non2xx}${ratio}`;
}

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
  console.log(`\nInitial JavaScript per page kind (gzip, budget ${JS_BUDGET_BYTES / 1000} KB)`);
  let over = false;
  for (const kind of PAGE_KINDS) {
    const { bytes, files } = initialJavaScript(kind);
    over ||= bytes > JS_BUDGET_BYTES;
    console.log(
      `${kind.name.padEnd(22)} ${(bytes / 1000).toFixed(1).padStart(6)} KB  ${((bytes / JS_BUDGET_BYTES) * 100).toFixed(0)}% of budget  (${files.length} files)${bytes > JS_BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
    );
  }
  if (over) process.exitCode = 1;
}

async function benchLighthouse(): Promise<void> {
  console.log('\nLighthouse (mobile) on /');
  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(work, 'lighthouse.sqlite')}`,
  });
  try {
    execFileSync(process.execPath, ['bench/lighthouse.mjs', `http://127.0.0.1:${port}/`], {
      stdio: 'inherit',
    });
  } finally {
    await stopProcess(server);
  }
}

const only = args.has('--schedules-only');
if (!only) benchJavaScript();
if (!only && !args.has('--js-only')) await benchServing();
if (!only && !args.has('--js-only') && !args.has('--no-directory')) {
  if (!(await benchDirectory({ work, seconds, row }))) process.exitCode = 1;
}
if (!args.has('--js-only') && !args.has('--no-schedules')) {
  if (!(await benchSchedules({ work, seconds, row }))) process.exitCode = 1;
}
if (args.has('--lighthouse')) await benchLighthouse();
