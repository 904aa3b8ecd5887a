/**
 * The deploy guide's nginx site (`deploy/nginx/`) as nginx reads it once installed, on loopback
 * ports with a throwaway certificate, in front of one portal server; beside its locations, one
 * of its own that sends `/` as kept, from a file, in the same TLS and HTTP/2 server. The page
 * cache's speed is that of the kept `/` against the file. `npm run test:ops`
 * (tests/ops/page-cache.test.ts) asserts it; `npm run bench` prints it with both load generators.
 * tests/ops/nginx-site.test.ts checks the same installed files with `nginx -t`.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForHttp, type LoadResult, type LoadTool } from './lib';

/** The host name the deploy site is written for; requests through it carry it. */
export const DEPLOY_HOST = 'portal.example.org';

/** What a portal server behind the deploy site runs with: its public address, and nginx trusted. */
export const BEHIND_DEPLOY_NGINX: Record<string, string> = {
  SITE_URL: `https://${DEPLOY_HOST}`,
  TRUST_PROXY: 'loopback',
};

/** Where the site's own baseline location serves `/` as kept, from a file. */
const SAME_BYTES_FROM_A_FILE = '/same-bytes-from-a-file';

/** Issue 32: through the deploy config, the kept `/` at ≥ 0.8 of nginx sending it from a file. */
export const KEPT_TO_FILE_TARGET = 0.8;

const ROOT = join(import.meta.dirname, '..');

interface Answer {
  status: number;
  /** nginx's `X-Cache-Status` */
  cache: string | undefined;
  requestId: string | undefined;
  /** as sent, still compressed */
  body: Buffer;
}

export interface DeployNginx {
  /** the TLS server's address (`https://127.0.0.1:port`) */
  url: string;
  /** A request as a browser of the site sends it (the certificate is this site's own). */
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  /**
   * Asks for `/` as a browser does and stores the answer's bytes as the file the baseline
   * location sends; returns that answer, the file's, and `/` asked for once more (from the cache).
   */
  keepHomeAsFile(): Promise<{ kept: Answer; file: Answer; keptAgain: Answer }>;
  /** Stops nginx and removes its directory. */
  stop(): Promise<void>;
}

/** What a browser accepts, so the kept page and the file are the same brotli bytes. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

function makeCertificate(work: string): void {
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${DEPLOY_HOST}`,
    '-days',
    '1',
    '-keyout',
    join(work, 'privkey.pem'),
    '-out',
    join(work, 'fullchain.pem'),
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
}

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      `${base}${path}`,
      { headers: { host: DEPLOY_HOST, ...headers }, rejectUnauthorized: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['x-cache-status'] as string | undefined,
            requestId: response.headers['x-request-id'] as string | undefined,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Installs the deploy site's files into `work` as the deploy guide's steps do, with this
 * machine's paths (a throwaway certificate, the snippets, the cache directory nginx packages come
 * with), and returns the site file as installed: still on ports 80 and 443, in front of port 3000.
 */
export function installDeploySite(work: string): string {
  makeCertificate(work);
  mkdirSync(join(work, 'cache'));
  // nginx's workers run as an unprivileged user and make the site's cache directory in it.
  chmodSync(join(work, 'cache'), 0o777);
  mkdirSync(join(work, 'snippets'));
  for (const snippet of ['dfa-proxy.conf', 'dfa-page-cache.conf']) {
    writeFileSync(join(work, 'snippets', snippet), readFileSync(join(ROOT, 'deploy/nginx', snippet)));
  }
  return readFileSync(join(ROOT, 'deploy/nginx/dfa-portal.conf'), 'utf8')
    .replaceAll('/etc/letsencrypt/live/portal.example.org/', `${work}/`)
    .replaceAll('/var/log/nginx/', `${work}/`)
    .replaceAll('/var/cache/nginx/', `${work}/cache/`)
    .replaceAll('include snippets/', `include ${work}/snippets/`);
}

/** Starts nginx with the deploy site in front of the portal server on `upstreamPort`. */
export async function startDeployNginx(upstreamPort: number): Promise<DeployNginx> {
  const work = mkdtempSync(join(tmpdir(), 'dfa-deploy-nginx-'));
  // nginx's workers run as an unprivileged user.
  chmodSync(work, 0o755);
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopProcess(nginx);
    rmSync(work, { recursive: true, force: true });
  };
  const [sitePort, plainPort] = [await freePort(), await freePort()];
  try {
    const temp = join(work, 'temp');
    mkdirSync(temp);
    chmodSync(temp, 0o777);
    mkdirSync(join(work, 'static'));
    const site = installDeploySite(work)
      .replaceAll('server 127.0.0.1:3000', `server 127.0.0.1:${upstreamPort}`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${sitePort} ssl http2;`)
      .replace(/listen 80;/, `listen 127.0.0.1:${plainPort};`)
      .replace(/^\s*listen \[::\]:\d+.*$/gm, '')
      .replace(
        '    location /api/ {',
        `    location = ${SAME_BYTES_FROM_A_FILE} {
        root ${work}/static;
        default_type text/html;
        add_header Content-Encoding br;
        add_header Vary Accept-Encoding;
        try_files /index.html.br =404;
    }

    location /api/ {`,
      );
    writeFileSync(join(work, 'dfa-portal.conf'), site);
    writeFileSync(
      join(work, 'nginx.conf'),
      `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${work}/dfa-portal.conf;
}
`,
    );
    nginx = startProcess('nginx', ['-c', join(work, 'nginx.conf'), '-p', work]);
    await waitForHttp(`http://127.0.0.1:${plainPort}/.well-known/acme-challenge/none`);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `https://127.0.0.1:${sitePort}`;
  return {
    url,
    get: (path, headers) => get(url, path, headers),
    async keepHomeAsFile() {
      const kept = await get(url, '/', BROWSER);
      writeFileSync(join(work, 'static', 'index.html.br'), kept.body);
      const file = await get(url, SAME_BYTES_FROM_A_FILE, BROWSER);
      const keptAgain = await get(url, '/', BROWSER);
      return { kept, file, keptAgain };
    },
    stop,
  };
}

/** Turns of each side, alternating, so a busy spell of the machine does not fall on one side. */
const ROUNDS = 3;
const ROUND_SECONDS = 2;
const CONNECTIONS = 50;

type Side = 'kept' | 'file';
const PATHS: Record<Side, string> = { kept: '/', file: SAME_BYTES_FROM_A_FILE };

export interface KeptAgainstFileTurn {
  side: Side;
  /** from 1 */
  round: number;
  tool: string;
  result: LoadResult;
}

/**
 * Loads the kept `/` and the same bytes from a file in alternating turns, each turn by every
 * tool in `tools`, and returns every turn's result. `keepHomeAsFile` must have run first.
 */
export async function loadKeptAgainstFile(
  site: DeployNginx,
  tools: Record<string, LoadTool>,
): Promise<KeptAgainstFileTurn[]> {
  // `Host` as wrk spells it, so it replaces wrk's own rather than making a second one.
  const load = {
    connections: CONNECTIONS,
    seconds: ROUND_SECONDS,
    headers: { Host: DEPLOY_HOST, ...BROWSER },
  };
  const turns: KeptAgainstFileTurn[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const side of ['kept', 'file'] as const) {
      for (const [tool, run] of Object.entries(tools)) {
        turns.push({ side, round, tool, result: await run(site.url, [PATHS[side]], load) });
      }
    }
  }
  return turns;
}

/** One tool's fastest turn on one side, with the errors and non-2xx answers of all its turns. */
export function bestTurn(turns: KeptAgainstFileTurn[], side: Side, tool: string): LoadResult {
  const own = turns.filter((turn) => turn.side === side && turn.tool === tool).map((turn) => turn.result);
  const best = own.reduce((fastest, result) =>
    result.requestsPerSecond > fastest.requestsPerSecond ? result : fastest,
  );
  return {
    ...best,
    errors: own.reduce((sum, result) => sum + result.errors, 0),
    non2xx: own.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

/** How the turns were taken, for a printed figure. */
export const KEPT_AGAINST_FILE_METHOD = `best of ${ROUNDS} alternating ${ROUND_SECONDS} s turns, ${CONNECTIONS} connections`;
