/**
 * The mixed scenario: a bounded crowd of visitors (200 connections for 60 s by default;
 * BENCH_MIXED_CONNECTIONS and BENCH_MIXED_SECONDS change it) reading content pages and the
 * dictionary, searching the directory with varied filters, failing to sign in and sending
 * forms, against one production server on each database. Prints p50/p99 per kind; any
 * unexpected status or network error counts as an error; sign-ins turned away with 503 and
 * Retry-After while the password hashing is full are counted apart.
 */
import { randomUUID } from 'node:crypto';
import { ALL_TERMS } from '../shared/dictionary';
import { ROUTES } from '../shared/routes';
import { directorySearch, type BenchDatabase } from './directory';
import { loadAverage, withBenchServer } from './lib';

type Kind = 'content page' | 'dictionary' | 'directory search' | 'sign-in failure' | 'form post';

interface Request {
  kind: Kind;
  path: string;
  method: 'GET' | 'POST';
  body?: object;
  /** an address of the benchmarking range, so per-address limits see many visitors */
  client?: string;
  expected: number;
  /** may be turned away with 503 and Retry-After when the server has too much of it to do */
  sheddable?: boolean;
}

const CONTENT_PAGES = ROUTES.filter((route) => route.built && route.indexable && !route.pattern)
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/freight-dictionary'));

/** Out of every 100 requests: what a day on the portal looks like, roughly. */
const MIX: Array<[Kind, number]> = [
  ['content page', 30],
  ['dictionary', 25],
  ['directory search', 35],
  ['sign-in failure', 3],
  ['form post', 7],
];
const KIND_OF = MIX.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));

function client(i: number): string {
  return `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
}

function nextRequest(database: BenchDatabase, i: number): Request {
  const kind = KIND_OF[(i * 37) % KIND_OF.length]!;
  switch (kind) {
    case 'content page':
      return { kind, method: 'GET', path: CONTENT_PAGES[i % CONTENT_PAGES.length]!, expected: 200 };
    case 'dictionary':
      return {
        kind,
        method: 'GET',
        path:
          i % 10 === 0
            ? '/freight-dictionary'
            : `/freight-dictionary/${ALL_TERMS[i % ALL_TERMS.length]!.url}`,
        expected: 200,
      };
    case 'directory search':
      return { kind, method: 'GET', path: directorySearch(database, i), expected: 200 };
    case 'sign-in failure':
      return {
        kind,
        method: 'POST',
        path: '/api/auth/sign-in',
        body: { email: `visitor-${i}@bench.example`, password: 'not-the-password' },
        client: client(i),
        expected: 401,
        sheddable: true,
      };
    case 'form post':
      return {
        kind,
        method: 'POST',
        path: '/api/company/contact-us',
        body: {
          idempotencyKey: randomUUID(),
          name: 'Bench Visitor',
          email: `visitor-${i}@bench.example`,
          topic: 'membership',
          message: 'How does membership work for a forwarder with two offices in one country?',
          attribution: {},
        },
        client: client(i),
        expected: 200,
      };
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchMixed({
  databases,
  seconds,
  connections,
}: {
  databases: BenchDatabase[];
  seconds: number;
  connections: number;
}): Promise<boolean> {
  let clean = true;
  for (const database of databases) {
    await withBenchServer(
      database.url,
      async (base) => {
        const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
        const errors = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
        const turnedAway = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
        const examples: string[] = [];
        let next = 0;
        const deadline = performance.now() + seconds * 1000;
        const visitor = async () => {
          while (performance.now() < deadline) {
            const request = nextRequest(database, next++);
            const started = performance.now();
            try {
              const response = await fetch(`${base}${request.path}`, {
                method: request.method,
                headers: {
                  'accept-encoding': 'br, gzip',
                  ...(request.body ? { 'content-type': 'application/json' } : {}),
                  ...(request.client ? { 'x-forwarded-for': request.client } : {}),
                },
                ...(request.body ? { body: JSON.stringify(request.body) } : {}),
                signal: AbortSignal.timeout(30_000),
              });
              await response.arrayBuffer();
              if (request.sheddable && response.status === 503 && response.headers.has('retry-after')) {
                turnedAway.set(request.kind, turnedAway.get(request.kind)! + 1);
              } else if (response.status !== request.expected) {
                errors.set(request.kind, errors.get(request.kind)! + 1);
                if (examples.length < 5)
                  examples.push(`${request.method} ${request.path}: ${response.status}`);
              }
            } catch (error) {
              errors.set(request.kind, errors.get(request.kind)! + 1);
              if (examples.length < 5)
                examples.push(`${request.method} ${request.path}: ${(error as Error).message}`);
            }
            latencies.get(request.kind)!.push(performance.now() - started);
          }
        };
        console.log(
          `\nMixed load on ${database.label}: ${connections} connections for ${seconds} s (load average ${loadAverage()})`,
        );
        await Promise.all(Array.from({ length: connections }, visitor));
        let total = 0;
        for (const [kind] of MIX) {
          const sorted = latencies.get(kind)!.sort((a, b) => a - b);
          total += sorted.length;
          console.log(
            `${kind.padEnd(18)} ${String(sorted.length).padStart(7)} requests  ${(sorted.length / seconds).toFixed(0).padStart(5)}/s  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms  errors ${errors.get(kind)}${turnedAway.get(kind) ? `  turned away (503, Retry-After) ${turnedAway.get(kind)}` : ''}`,
          );
        }
        const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
        console.log(
          `all kinds          ${String(total).padStart(7)} requests  ${(total / seconds).toFixed(0).padStart(5)}/s  errors ${errorCount}`,
        );
        for (const example of examples) console.log(`  e.g. ${example}`);
        if (errorCount > 0) clean = false;
      },
      // The visitors come from many addresses, named by the bench as a proxy in front would.
      { TRUST_PROXY: 'loopback' },
    );
  }
  console.log(
    'Target: 0 errors of any kind. Password checks beyond what the cores can hash within 2 s are turned away with 503 and Retry-After, not counted as errors.',
  );
  return clean;
}
