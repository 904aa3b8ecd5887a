/**
 * `npm run bench`: measures the built site on this machine against baselines measured in the
 * same run, and prints ratios (absolute numbers vary by machine; ratios travel). Every load is
 * generated twice, by autocannon (in this process) and by wrk (pinned to the first core, the
 * measured server to the second, when taskset and wrk are installed): docs/performance.md says
 * why their figures differ.
 *
 *   - JavaScript each public page kind fetches by `load` + 1 s in Chromium, gzip, against its
 *     budget (bench/js-budget.ts), the calculator widget members embed included.
 *   - HTML serving: our server's `/` against the same brotli bytes from a minimal node:http
 *     server and from nginx serving a file; then `/` through the deploy nginx site (TLS, its page
 *     cache) against that site sending the same bytes from a file (bench/deploy-nginx.ts, which
 *     `npm run test:ops` asserts too); `--only-html` runs only these.
 *   - Directory search over 20,000 demo members against `/api/health`: one repeated search and
 *     varied searches at 50 connections, a repeated one at 200 (bench/directory.ts);
 *     `--no-directory` skips it.
 *   - The mixed scenario: pages, dictionary, searches, failed sign-ins and forms at 200
 *     connections for 60 s (bench/mixed.ts); `--no-mixed` skips it.
 *   - Ship schedules over the sample schedules: route search with one transshipment and the
 *     port finder against `/api/health`, and the shared snapshot search in one process
 *     (bench/schedules.ts); `--no-schedules` skips it, `--schedules-only` runs only it.
 *   The server benchmarks run on SQLite, and on PostgreSQL when DATABASE_URL names one.
 *   - With --lighthouse, Lighthouse (mobile) on each public page kind beside the same HTML without
 *     its scripts, median of LIGHTHOUSE_RUNS (3) runs (bench/page-speed.ts);
 *     `--lighthouse-only=home,sign-up` runs only that, on the page kinds named.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  clean,
  freePort,
  LOAD_TOOLS,
  loadAverage,
  loadBoth,
  rowsOf,
  startDfaServer,
  startProcess,
  stopProcess,
  waitForHttp,
  type ToolResults,
} from './lib';
import {
  BEHIND_DEPLOY_NGINX,
  bestTurn,
  KEPT_AGAINST_FILE_METHOD,
  KEPT_TO_FILE_TARGET,
  loadKeptAgainstFile,
  startDeployNginx,
  type DeployNginx,
} from './deploy-nginx';
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

/** A response's body as sent, still compressed (fetch would decode it). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

/** Node alone serving `/` against nginx serving the same bytes from a file (issue 32: ≥ 0.4). */
const NODE_TO_NGINX_TARGET = 0.4;

async function benchServing(): Promise<void> {
  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(work, 'bench.sqlite')}`,
  });
  try {
    // The bytes a browser gets (brotli, as the server stored them), so all three send one body.
    const page = await rawBody(`http://127.0.0.1:${port}/`, { 'accept-encoding': 'br' });
    writeFileSync(join(work, 'index.html.br'), page);

    const baselinePort = await freePort();
    const baseline = startProcess(process.execPath, [
      '--import',
      'tsx',
      'bench/baseline-server.ts',
      String(baselinePort),
      join(work, 'index.html.br'),
    ]);
    await waitForHttp(`http://127.0.0.1:${baselinePort}/`);
    const baselineResult = await loadBoth(`http://127.0.0.1:${baselinePort}/`, ['/'], { seconds });
    await stopProcess(baseline);

    const ours = await loadBoth(`http://127.0.0.1:${port}`, ['/'], { seconds });
    console.log(`\nHTML serving of / (50 connections, loopback, brotli; load average ${loadAverage()})`);
    console.log(rowsOf('node:http, bytes in memory', baselineResult));
    console.log(rowsOf('DFA server', ours, baselineResult));

    if (spawnSync('which', ['nginx']).status !== 0) {
      console.log(
        'nginx is not installed: the nginx comparison is skipped (apt-get install nginx to add it).',
      );
      return;
    }
    const nginxPort = await freePort();
    writeFileSync(
      join(work, 'nginx.conf'),
      `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${nginxPort}; root ${work};
  location = / { default_type text/html; add_header Content-Encoding br; add_header Vary Accept-Encoding; try_files /index.html.br =404; } } }`,
    );
    const nginx = startProcess('nginx', ['-c', join(work, 'nginx.conf')]);
    await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
    const nginxResult = await loadBoth(`http://127.0.0.1:${nginxPort}`, ['/'], { seconds });
    await stopProcess(nginx);
    console.log(rowsOf('nginx, the same bytes from a file', nginxResult));
    const ratio = (tool: keyof ToolResults) => {
      const theirs = nginxResult[tool];
      const mine = ours[tool];
      return theirs && mine ? (mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2) : 'n/a';
    };
    console.log(
      `DFA / nginx: ${ratio('autocannon')} by autocannon, ${ratio('wrk')} by wrk (target from Node alone ≥ ${NODE_TO_NGINX_TARGET})`,
    );
  } finally {
    await stopProcess(server);
  }
  await benchDeployPageCache();
}

/**
 * `/` through the deploy guide's nginx site (TLS, its page cache) against the same site sending
 * the same bytes from a file, as `npm run test:ops` measures and asserts it, by both tools.
 */
async function benchDeployPageCache(): Promise<void> {
  const missing = ['nginx', 'openssl'].filter((command) => spawnSync('which', [command]).status !== 0);
  if (missing.length > 0) {
    console.log(`${missing.join(' and ')} not installed: the deploy nginx page cache is not measured.`);
    return;
  }
  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(work, 'deploy-nginx.sqlite')}`,
    ...BEHIND_DEPLOY_NGINX,
  });
  let site: DeployNginx | undefined;
  try {
    site = await startDeployNginx(port);
    const { kept, file, keptAgain } = await site.keepHomeAsFile();
    if (kept.status !== 200 || !file.body.equals(kept.body) || keptAgain.cache !== 'HIT') {
      throw new Error(
        `the deploy nginx site did not keep / (status ${kept.status}, cache ${keptAgain.cache}, file the same bytes: ${file.body.equals(kept.body)})`,
      );
    }
    const turns = await loadKeptAgainstFile(site, LOAD_TOOLS);
    const best = (side: 'kept' | 'file'): ToolResults => ({
      autocannon: bestTurn(turns, side, 'autocannon'),
      ...('wrk' in LOAD_TOOLS ? { wrk: bestTurn(turns, side, 'wrk') } : {}),
    });
    const [keptResults, fileResults] = [best('kept'), best('file')];
    console.log(
      `\n/ through the deploy nginx site (HTTP/1.1 over TLS from both tools, brotli; ${KEPT_AGAINST_FILE_METHOD}; errors of every turn; load average ${loadAverage()})`,
    );
    console.log(rowsOf('deploy nginx, from a file', fileResults));
    console.log(rowsOf('deploy nginx, kept / (page cache)', keptResults, fileResults));
    const ratio = (tool: keyof ToolResults) => {
      const [mine, theirs] = [keptResults[tool], fileResults[tool]];
      return mine && theirs ? (mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2) : 'n/a';
    };
    console.log(
      `kept / file: ${ratio('autocannon')} by autocannon, ${ratio('wrk')} by wrk (target through the deploy nginx config ≥ ${KEPT_TO_FILE_TARGET}, by wrk; asserted by npm run test:ops)`,
    );
    if (!clean(keptResults) || !clean(fileResults)) process.exitCode = 1;
  } finally {
    await site?.stop();
    await stopProcess(server);
  }
}

async function benchJavaScript(): Promise<void> {
  console.log('');
  if (!(await reportJavaScriptBudgets())) process.exitCode = 1;
}

/** `--lighthouse-only=home,directory`: Lighthouse alone, on the page kinds named. */
const lighthouseOnly = process.argv
  .find((arg) => arg.startsWith('--lighthouse-only='))
  ?.slice('--lighthouse-only='.length)
  .split(',');
if (lighthouseOnly) {
  await benchLighthouse(work, lighthouseOnly);
  process.exit();
}
if (args.has('--only-html')) {
  await benchServing();
  process.exit();
}
const schedulesOnly = args.has('--schedules-only');
const serverBenchmarks = !args.has('--js-only');
if (!schedulesOnly) await benchJavaScript();
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
