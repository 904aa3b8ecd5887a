import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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

export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
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

/** A bounded load run on loopback: fixed duration, fixed connections, no pipelining. */
export async function load(url: string, { connections = 50, seconds = 8 } = {}): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 1 }); // warm-up, not counted
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return loadResult(result);
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

/** One result line: throughput, median and tail latency, errors, and the ratio to a baseline. */
export function row(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? `  ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`
    : '';
  return `${label.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(result.p50Ms).padStart(4)} ms  p99 ${String(result.p99Ms).padStart(5)} ms  errors ${result.errors + result.non2xx}${ratio}`;
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
