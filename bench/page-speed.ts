/**
 * Lighthouse (mobile) on each public page kind, beside its no-JavaScript ceiling: the same
 * served HTML with its module scripts and module preloads removed, so it shows what the page
 * would score if its JavaScript cost nothing. Both variants go through the same small proxy in
 * front of the DFA server (one passes everything through, the other strips the HTML), so they
 * pay the same for the extra hop and get the same compressed assets.
 */
import { execFile } from 'node:child_process';
import { request, createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { freePort, startDfaServer, stopProcess } from './lib';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The page kinds, each found from a page that links to it when its path depends on content. */
const PAGE_KINDS: { name: string; path: string | { linkedFrom: string; pattern: RegExp } }[] = [
  { name: 'home', path: '/' },
  {
    name: 'dictionary term',
    path: { linkedFrom: '/freight-dictionary', pattern: /href="(\/freight-dictionary\/[^"/?#]+)"/ },
  },
  { name: 'dictionary index', path: '/freight-dictionary' },
  { name: 'content page', path: '/benefits/payment-protection' },
  {
    name: 'country page',
    path: { linkedFrom: '/freight-forwarder', pattern: /href="(\/freight-forwarder\/[^"/?#]+)"/ },
  },
  {
    name: 'blog post',
    path: { linkedFrom: '/blog', pattern: /href="(\/blog\/(?!editor\b|rss\.xml\b)[^"/?#]+)"/ },
  },
  { name: 'directory', path: '/directory' },
  { name: 'sign-up', path: '/auth/sign-up' },
];

const MODULE_SCRIPTS =
  /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body);
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

/** A proxy to the DFA server; with `withoutScripts`, HTML loses its module scripts on the way. */
function startProxy(
  upstreamPort: number,
  withoutScripts: boolean,
): Promise<{ server: Server; port: number }> {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: incoming.url,
        method: incoming.method,
        // The server answers only for its own host, as it would behind nginx.
        headers: { ...incoming.headers, host: `127.0.0.1:${upstreamPort}` },
      },
      (answer: IncomingMessage) => {
        const html = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!withoutScripts || !html) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const page = decode(Buffer.concat(parts), encoding).toString('utf8').replace(MODULE_SCRIPTS, '');
          const body = encode(Buffer.from(page), encoding);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    void freePort().then((port) => server.listen(port, '127.0.0.1', () => resolve({ server, port })));
  });
}

async function resolvePath(base: string, path: PageKindPath): Promise<string | undefined> {
  if (typeof path === 'string') return path;
  const html = await (await fetch(`${base}${path.linkedFrom}`)).text();
  return path.pattern.exec(html)?.[1];
}
type PageKindPath = (typeof PAGE_KINDS)[number]['path'];

interface Run {
  url: string;
  /** why this run has no figures, after Lighthouse's own retries */
  error?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Lighthouse runs in a child process, so this one keeps answering as the proxy meanwhile. */
async function lighthouseRuns(urls: string[]): Promise<Run[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, 'lighthouse.mjs'), ...urls],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Run);
}

const summary = (runs: Run[]) => ({
  performance: median(runs.map((run) => run.performance)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  cls: Math.max(...runs.map((run) => run.cls)),
  others: `${Math.min(...runs.map((run) => run.accessibility))}/${Math.min(...runs.map((run) => run.bestPractices))}/${Math.min(...runs.map((run) => run.seo))}`,
});

/**
 * Prints, per page kind (every kind, or those named in `only`), the median of RUNS Lighthouse
 * runs beside its no-JavaScript ceiling.
 */
export async function benchLighthouse(work: string, only?: string[]): Promise<void> {
  console.log(
    `\nLighthouse 12 (mobile), median of ${RUNS} runs per page kind, beside the same HTML without its scripts`,
  );
  const port = await freePort();
  const dfa = await startDfaServer({
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(work, 'lighthouse.sqlite')}`,
  });
  let real: Awaited<ReturnType<typeof startProxy>> | undefined;
  let ceiling: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    real = await startProxy(port, false);
    ceiling = await startProxy(port, true);
    console.log(
      `${'page kind'.padEnd(18)} ${'score'.padStart(5)} ${'ceiling'.padStart(7)}  ${'TBT ms'.padStart(7)} ${'ceiling'.padStart(7)}  ${'LCP ms'.padStart(7)} ${'ceiling'.padStart(7)}  ${'CLS'.padStart(5)}  a11y/bp/seo`,
    );
    for (const kind of PAGE_KINDS.filter((kind) => !only || only.includes(kind.name))) {
      const path = await resolvePath(`http://127.0.0.1:${port}`, kind.path);
      if (!path) {
        console.log(`${kind.name.padEnd(18)} skipped: no such page in this database`);
        continue;
      }
      // Alternated, so a change in the machine's load falls on both variants alike.
      const realUrl = `http://127.0.0.1:${real.port}${path}`;
      const ceilingUrl = `http://127.0.0.1:${ceiling.port}${path}`;
      let runs: Run[];
      try {
        runs = await lighthouseRuns(Array.from({ length: RUNS }, () => [realUrl, ceilingUrl]).flat());
      } catch (error) {
        console.log(`${kind.name.padEnd(18)} Lighthouse failed: ${(error as Error).message}`);
        process.exitCode = 1;
        continue;
      }
      const failures = runs.filter((run) => run.error);
      const measured = runs.filter((run) => !run.error);
      const withScriptRuns = measured.filter((run) => run.url === realUrl);
      const withoutScriptRuns = measured.filter((run) => run.url === ceilingUrl);
      if (withScriptRuns.length === 0 || withoutScriptRuns.length === 0) {
        console.log(
          `${kind.name.padEnd(18)} no figures: ${failures[0]?.error ?? 'Lighthouse printed nothing'}`,
        );
        process.exitCode = 1;
        continue;
      }
      const withScripts = summary(withScriptRuns);
      const withoutScripts = summary(withoutScriptRuns);
      const failed =
        failures.length > 0 ? `  (${failures.length} failed runs left out: ${failures[0]?.error})` : '';
      console.log(
        `${kind.name.padEnd(18)} ${String(withScripts.performance).padStart(5)} ${String(withoutScripts.performance).padStart(7)}  ${withScripts.tbtMs.toFixed(0).padStart(7)} ${withoutScripts.tbtMs.toFixed(0).padStart(7)}  ${withScripts.lcpMs.toFixed(0).padStart(7)} ${withoutScripts.lcpMs.toFixed(0).padStart(7)}  ${withScripts.cls.toFixed(3).padStart(5)}  ${withScripts.others}  ${path}${failed}`,
      );
    }
  } finally {
    real?.server.close();
    ceiling?.server.close();
    await stopProcess(dfa);
  }
}
