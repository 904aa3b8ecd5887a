import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isDatabaseUnavailable } from '../db/failures';
import { poolStats, type Db } from '../db/database';
import { outboxBacklog } from './outbox-repository';

/**
 * Prometheus metrics of one server process: requests by route and status (count and duration),
 * the process's own (event-loop lag, memory, CPU), the outbox backlog and the database pool.
 */
export function createMetrics(db: Db): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  new Gauge({
    name: 'dfa_outbox_backlog',
    help: 'Email and text messages queued and not yet sent (including ones waiting for a retry).',
    registers: [registry],
    async collect() {
      try {
        this.set(await outboxBacklog(db));
      } catch (error) {
        // A scrape while the database is away still reports the rest.
        if (!isDatabaseUnavailable(error)) throw error;
      }
    },
  });
  const pool = new Gauge({
    name: 'dfa_db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle) and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (!stats) return;
      pool.set({ state: 'open' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return registry;
}

/** A request answered outside Fastify's hooks, counted as `recordRequests` counts the others. */
export type RequestRecorder = (
  labels: { method: string; route: string; status: string },
  seconds: number,
) => void;

/** The route label of a website page: pages have no route pattern of their own. */
export const SITE_PAGE_ROUTE = 'site page';

/**
 * Counts and times every request by its route pattern (never the raw URL: that would explode).
 * Returns the recorder, for requests answered before Fastify sees them.
 */
export function recordRequests(app: FastifyInstance, registry: Registry): RequestRecorder {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const record: RequestRecorder = (labels, seconds) => {
    requests.inc(labels);
    durations.observe(labels, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route =
      request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unknown API path' : SITE_PAGE_ROUTE);
    record({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  return record;
}

/** The metrics on a port of their own, so the public proxy never exposes them. */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
