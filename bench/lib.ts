import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { PRERENDER_DONE_MESSAGE } from '../src-server/web/site-hooks';

/**
 * A port nothing listens on: from `BENCH_PORTS` ("4502-4509") when set, so a shared machine's
 * port ranges are respected, otherwise any the system hands out. Ports handed out before stay
 * reserved, since the servers they were picked for may not listen yet.
 */
const portsHandedOut = new Set<number>();
export async function freePort(): Promise<number> {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
  if (process.env.BENCH_PORTS && !range) throw new Error('BENCH_PORTS is a range like 4502-4509.');
  const candidates = range ? rangeOf(Number(range[1]), Number(range[2])) : [0];
  for (const candidate of candidates) {
    if (portsHandedOut.has(candidate)) continue;
    const port = await listenBriefly(candidate);
    if (port === undefined) continue;
    portsHandedOut.add(port);
    return port;
  }
  throw new Error(`No free port left in BENCH_PORTS ${process.env.BENCH_PORTS}.`);
}

function rangeOf(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** The port a listener got (the one asked for, or the system's pick for 0), or undefined if taken. */
function listenBriefly(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.on('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const installed = (command: string) => spawnSync('which', [command]).status === 0;
/** Pinning needs taskset and two cores: the load generator takes the first, what it measures the second. */
const PINNING = installed('taskset') && os.cpus().length >= 2;
/** `wrk`, when installed (Debian: `apt-get install wrk`): the load generator the bench reports beside autocannon. */
const WRK_INSTALLED = installed('wrk');

/**
 * The command and arguments to run a process on one core (`generator`: the load generator's,
 * otherwise the measured server's), so the two do not take turns on the same core. Unpinned
 * where taskset or a second core is missing.
 */
function pinned(command: string, args: string[], role: 'generator' | 'server'): [string, string[]] {
  if (!PINNING) return [command, args];
  return ['taskset', ['-c', role === 'generator' ? '0' : '1', command, ...args]];
}

export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  [command, args] = pinned(command, args, 'server');
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/**
 * Starts the DFA server and resolves once it has rendered its pages ahead: measuring before
 * that would time the prerender's CPU work, not request serving.
 */
export async function startDfaServer(env: Record<string, string>): Promise<ChildProcess> {
  // Measured as deployed (production React and Fastify settings), minus the per-request access
  // log, which the baselines do not write either. The bot check needs a third-party service that
  // benchmarks do not reach.
  const server = startProcess(process.execPath, [join(import.meta.dirname, '../dist/node/main.js')], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    CAPTCHA: 'off',
    // In production the server answers only for its own host, which the load comes to.
    ...(env.PORT ? { SITE_URL: `http://127.0.0.1:${env.PORT}` } : {}),
    // Every benchmark request comes from loopback; a 429 is not what is measured.
    PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
    ...env,
  });
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    server.on('message', (message) => {
      if (message === PRERENDER_DONE_MESSAGE) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    timer = setTimeout(
      () => reject(new Error('server did not finish rendering pages within 120 s')),
      120_000,
    );
  }).finally(() => clearTimeout(timer));
  return server;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export function loadResult(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const WRK_DURATION_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A duration as wrk prints it (`812.00us`, `51.41ms`, `1.22s`), in milliseconds. */
function wrkMs(text: string | undefined): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '') ?? [];
  return value && unit ? Number(value) * WRK_DURATION_UNITS[unit]! : Number.NaN;
}

/**
 * The same bounded load as `autocannonLoad`, generated by wrk (one thread, on its own core when
 * it can be pinned; HTTP/1.1, over TLS for an `https:` base): `paths` are asked for in turn,
 * from a Lua script. wrk counts a 3xx as an answer and neither errors nor non-2xx, as autocannon
 * does not; the pages and searches measured here answer 200.
 */
export async function wrkLoad(
  base: string,
  paths: string[],
  { connections = 50, seconds = 8, headers = {} }: LoadOptions = {},
): Promise<LoadResult> {
  const work = mkdtempSync(join(tmpdir(), 'dfa-wrk-'));
  try {
    const script = join(work, 'paths.lua');
    writeFileSync(
      script,
      `local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }
local next = 0
-- The warm-up starts half-way through the paths, so the measured run does not begin on its answers.
init = function(args)
  next = tonumber(args[1] or "0")
end
request = function()
  next = next + 1
  return wrk.format("GET", paths[((next - 1) % #paths) + 1])
end
`,
    );
    const headerArgs = Object.entries({ 'accept-encoding': 'br, gzip', ...headers }).flatMap(
      ([name, value]) => ['-H', `${name}: ${value}`],
    );
    const run = (duration: number, start = 0) => {
      const [command, args] = pinned(
        'wrk',
        [
          '-t1',
          `-c${connections}`,
          `-d${duration}s`,
          '--latency',
          '--timeout',
          '10s',
          '-s',
          script,
          ...headerArgs,
          base,
          '--',
          String(start),
        ],
        'generator',
      );
      return promisify(execFile)(command, args, { maxBuffer: 1024 * 1024 });
    };
    await run(1, Math.floor(paths.length / 2)); // warm-up, not counted
    const { stdout } = await run(seconds);
    const match = (pattern: RegExp) => pattern.exec(stdout)?.slice(1) ?? [];
    const [rate] = match(/Requests\/sec:\s+([\d.]+)/);
    // wrk pads a figure in seconds (`1.20s `) with a trailing space.
    const [p50] = match(/^\s+50%\s+(\S+)\s*$/m);
    const [p99] = match(/^\s+99%\s+(\S+)\s*$/m);
    const socketErrors = match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
    const [non2xx] = match(/Non-2xx or 3xx responses: (\d+)/);
    return {
      requestsPerSecond: Number(rate),
      p50Ms: Math.round(wrkMs(p50)),
      p99Ms: Math.round(wrkMs(p99)),
      errors: socketErrors.reduce((sum, count) => sum + Number(count), 0),
      non2xx: Number(non2xx ?? 0),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One load's figures from each generator: autocannon always, wrk when installed. */
export interface ToolResults {
  autocannon: LoadResult;
  wrk?: LoadResult;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

/** A bounded load on `base`, asking for `paths` in turn, by one load generator. */
export type LoadTool = (base: string, paths: string[], options: LoadOptions) => Promise<LoadResult>;

/**
 * The bounded load from autocannon, in this process, on whichever core is free (HTTP/1.1, over
 * TLS for an `https:` base), after a second's warm-up that is not counted.
 */
async function autocannonLoad(
  base: string,
  paths: string[] | (() => string[]),
  { connections = 50, seconds = 8, headers = {} }: LoadOptions = {},
): Promise<LoadResult> {
  // A function gives each run paths of its own, so no run finds answers an earlier one left.
  const next = typeof paths === 'function' ? paths : () => paths;
  // One request that picks the next path: autocannon builds every listed request for each
  // connection, which for thousands of paths would weigh more than the load it sends.
  const requests = () => {
    const list = next();
    let turn = 0;
    return [
      {
        method: 'GET' as const,
        setupRequest: (request: object) => ({ ...request, path: list[turn++ % list.length] }),
      },
    ];
  };
  const sent = { 'accept-encoding': 'br, gzip', ...headers };
  await autocannon({ url: base, connections, duration: 1, requests: requests(), headers: sent }); // warm-up
  return loadResult(
    await autocannon({ url: base, connections, duration: seconds, requests: requests(), headers: sent }),
  );
}

/** The load generators on this machine by name: autocannon always, wrk when installed. */
export const LOAD_TOOLS: Record<string, LoadTool> = WRK_INSTALLED
  ? { autocannon: autocannonLoad, wrk: wrkLoad }
  : { autocannon: autocannonLoad };

/**
 * The same bounded load from autocannon (in this process, on whichever core is free) and then
 * from wrk (one thread, pinned to its own core): `paths` are asked for in turn by both.
 */
export async function loadBoth(
  base: string,
  paths: string[] | (() => string[]),
  options: LoadOptions = {},
): Promise<ToolResults> {
  const next = typeof paths === 'function' ? paths : () => paths;
  const measured = await autocannonLoad(base, next, options);
  if (!WRK_INSTALLED) return { autocannon: measured };
  return { autocannon: measured, wrk: await wrkLoad(base, next(), options) };
}

/** A load's lines, one per generator, each with its ratio to the same generator's baseline. */
export function rowsOf(label: string, results: ToolResults, baseline?: ToolResults): string {
  const lines = [row(`${label}, autocannon`, results.autocannon, baseline?.autocannon)];
  if (results.wrk) lines.push(row(`${label}, wrk`, results.wrk, baseline?.wrk));
  return lines.join('\n');
}

/** Whether every generator's run had no socket error, time-out or non-2xx answer. */
export const clean = (results: ToolResults): boolean =>
  [results.autocannon, results.wrk].every((result) => !result || result.errors + result.non2xx === 0);

/** The worst p99 of the generators' runs. */
export const worstP99 = (results: ToolResults): number =>
  Math.max(results.autocannon.p99Ms, results.wrk?.p99Ms ?? 0);

/** One result line: throughput, median and tail latency, errors, and the ratio to a baseline. */
export function row(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? `  ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`
    : '';
  return `${label.padEnd(46)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(result.p50Ms).padStart(4)} ms  p99 ${String(result.p99Ms).padStart(5)} ms  errors ${result.errors + result.non2xx}${ratio}`;
}

/** The machine's load average, printed with every figure: numbers from a busy machine mean little. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** A new, empty database on the PostgreSQL server of `adminUrl` (a role that may create them). */
export async function scratchPostgresDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `measure` against a production server on `databaseUrl`, with the API rate limit raised:
 * every benchmark request comes from loopback, and 429s are not what is being measured.
 */
export async function withBenchServer<T>(
  databaseUrl: string,
  measure: (base: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const port = await freePort();
  const server = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    ...env,
  });
  try {
    return await measure(`http://127.0.0.1:${port}`);
  } finally {
    await stopProcess(server);
  }
}
