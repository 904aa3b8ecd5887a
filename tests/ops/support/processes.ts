/**
 * Real server processes for the fault and two-instance tests: the compiled production build
 * (`dist/node/main.js`, as deployed), started on loopback ports, stopped by signal, and the
 * small real services around them (SMTP capture, a private PostgreSQL, nginx).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, scratchPostgresDatabase } from '../../../bench/lib';
import { PRERENDER_DONE_MESSAGE } from '../../../src-server/web/site-hooks';
import { freshAuthenticatorCode } from '../../support/authenticator';

export { freePort };

/** A database of its own on the PostgreSQL of DATABASE_URL (CI's role by default), dropped by `drop()`. */
export function freshPostgresDatabase() {
  const url = process.env.DATABASE_URL?.startsWith('postgres')
    ? process.env.DATABASE_URL
    : 'postgres://dfa_ci:dfa_ci@127.0.0.1:5432/dfa_ci';
  return scratchPostgresDatabase(url, 'dfa_ops');
}

export const ROOT = join(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'dist/node/main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is truthy or `timeoutMs` passes; returns the last value. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs: number, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await check();
  while (!value && Date.now() < deadline) {
    await sleep(stepMs);
    value = await check();
  }
  return value;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** everything the process wrote (JSON log lines) */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs` */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Starts the compiled server in production mode and resolves once it has rendered its pages
 * ahead (so a test's load never competes with that start-up work). Bot check off: the tests
 * cannot reach its third-party service.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first.`);
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      CAPTCHA: 'off',
      LOG_LEVEL: 'info',
      PORT: String(listenPort),
      SITE_URL: `http://127.0.0.1:${listenPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 90 s:\n${output}`)), 90_000);
    child.on('message', (message) => {
      if (message === PRERENDER_DONE_MESSAGE) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return {
    child,
    port: listenPort,
    url: `http://127.0.0.1:${listenPort}`,
    output: () => output,
    exited,
    stop,
  };
}

/** Runs one of the compiled command-line tools (`admin`, `backup`, …) and returns its output. */
export function runTool(tool: string, args: string[], env: Record<string, string>): string {
  return execFileSync(process.execPath, [join(ROOT, 'dist/node', `${tool}.js`), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export const ADMIN = {
  email: 'ops.admin@portal.example',
  password: 'Quay-crane-4471-ops',
  name: 'Ops Admin',
};

/** Creates the admin with the compiled admin tool, as a deployer would. */
export function createAdmin(env: Record<string, string>): void {
  runTool(
    'admin',
    ['create', '--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.name],
    env,
  );
}

/**
 * The admin's TOTP secret, kept from the first sign-in's set-up as their app would keep it: the
 * same admin signs in to a restored or second server with the secret it set up on the first.
 */
let adminSecret: string | undefined;

async function postAuth(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
    body: JSON.stringify(body),
  });
}

/**
 * Signs the admin in over HTTP, the second factor included (its code computed from the secret
 * as an authenticator app would), and returns the session cookie to send back (`name=value`).
 */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await postAuth(`${baseUrl}/api/auth/sign-in`, {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const { secondFactor } = (await response.json()) as {
    secondFactor: { challenge: string; secret?: string };
  };
  const secret = secondFactor.secret ?? adminSecret;
  if (!secret) throw new Error('the admin set up the second factor with another test: no secret kept');
  adminSecret = secret;
  const completed = await postAuth(`${baseUrl}/api/auth/second-factor`, {
    challenge: secondFactor.challenge,
    code: await freshAuthenticatorCode(secret),
  });
  if (completed.status !== 200)
    throw new Error(`second factor: ${completed.status} ${await completed.text()}`);
  const cookie = completed.headers.getSetCookie().find((value) => value.startsWith('dfa_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

let clients = 0;
/**
 * A distinct client address per call (the benchmarking range, never routed), sent as nginx
 * forwards it, so per-address limits see many visitors as they would in production.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A contact form as the website sends it, with its own idempotency key. */
export function contactForm(idempotencyKey: string = randomUUID()) {
  return {
    idempotencyKey,
    name: 'Maren Olsen',
    company: 'Fjord Forwarding AS',
    email: 'maren.olsen@fjord.example',
    topic: 'membership',
    message: 'We would like to know how membership works for a forwarder with two offices.',
    attribution: {},
  };
}

/** POSTs JSON as the portal's client does; never waits longer than `timeoutMs`. */
export function postJson(
  url: string,
  body: unknown,
  { headers = {}, timeoutMs = 10_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

interface CapturedMail {
  subject: string;
  to: string;
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `close()` takes it down again. */
export async function startSmtp(port: number) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ subject, to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster of this test's own (never the shared one), run as the
 * `postgres` system user because PostgreSQL refuses to run as root; trust auth on loopback.
 */
export async function startPrivatePostgres(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'dfa-private-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The lines of a server's JSON log. */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
