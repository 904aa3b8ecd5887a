import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Endpoint } from '../shared/api/endpoint';
import { errorEnvelope } from '../shared/api/envelope';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../shared/api/http';
import type { Config, TrustProxy } from './config';
import type { Db } from './db/database';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { widgetPageRoutes } from './features/calculator-widget/widget-page';
import { FEATURES, type AppServices } from './features';
import type { Lifecycle } from './features/health/routes';
import { answerError } from './http/error-handler';
import { requestIdOf } from './http/request-ids';
import { installSecurityHeaders, staticSecurityHeaders } from './http/security-headers';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/timeouts';
import { createTurnAdmission } from './http/turn-admission';
import { ApiError } from './core/errors';
import { installAccessGuard, type RouteAccess } from './http/guards';
import { hostAllowed, hostCheck } from './http/host-check';
import { serializeRequest } from './http/log-redaction';
import { sameOriginCheck } from './http/same-origin';
import { createBotCheck } from './services/captcha';
import { systemClock, type Clock } from './core/clock';
import { createChangeFeed } from './services/change-feed';
import { markContentChanged, readContentVersion } from './services/content-version-repository';
import { createFileStore } from './services/file-store';
import { recordRequests } from './services/metrics';
import { PROJECT_ROOT } from './paths';
import { pageFastPath } from './web/page-fast-path';
import { sitePlugin, type Site, type SiteHandler } from './web/site';
import { createSiteHooks, PAGE_RENDER_HEADER } from './web/site-hooks';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** the built website; absent when only the API is served (tests, `npm run dev`) */
  site?: Site;
  /** "now" wherever dates decide something (invoices, renewals, claim windows); tests move it */
  clock?: Clock;
  /** where request counts and durations are recorded (see services/metrics.ts) */
  metrics?: Registry;
  /** how long clients are waited for; tests shorten them */
  timeouts?: ServerTimeouts;
  /** where log lines are written; standard output when absent */
  logStream?: Writable;
}

const APP_VERSION = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a direct client), so hops are
 * counted here: the socket's peer is hop 0, the address it forwarded hop 1, and so on.
 */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const API_ROUTES = new WeakMap<FastifyInstance, readonly RouteAccess[]>();
const ALL_ROUTES = new WeakMap<FastifyInstance, readonly RegisteredRoute[]>();

/** Every route of the API with the access rule it declared, as registered. */
export function apiRoutesOf(app: FastifyInstance): readonly RouteAccess[] {
  return API_ROUTES.get(app) ?? [];
}

export interface RegisteredRoute {
  method: string;
  path: string;
  /** the contract endpoint, for a route registered through `route()` */
  endpoint?: Endpoint;
}

/** Every route Fastify registered, inside the API scope or not (the website's own included). */
export function registeredRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return ALL_ROUTES.get(app) ?? [];
}

export async function buildApp({
  config,
  db,
  site,
  metrics,
  clock = systemClock,
  timeouts = SERVER_TIMEOUTS,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  /** Set once the website is registered: answers fresh cached pages before Fastify (web/page-fast-path.ts). */
  let answerFromCache: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined;
  const trustProxy = trustProxyOption(config.trustProxy);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Every log line of a request carries its id (`reqId`), and so does the response.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Fastify's own server, with the same limits, and the page fast path in front of Fastify;
    // requests start a turn's worth at a time, so a crowd of new connections is not kept waiting.
    serverFactory: (handler) => {
      const admit = createTurnAdmission();
      const server = createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
        (request, response) =>
          admit(() => {
            if (!answerFromCache?.(request, response)) handler(request, response);
          }),
      );
      server.keepAliveTimeout = timeouts.keepAliveMs;
      server.setTimeout(timeouts.idleMs);
      return server;
    },
  });

  const registered: RegisteredRoute[] = [];
  ALL_ROUTES.set(app, registered);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD')
        registered.push({ method, path: options.url, endpoint: options.config?.endpoint });
    }
  });

  const securityHeaders = staticSecurityHeaders({ siteUrl: config.siteUrl, captcha: config.captcha.enabled });
  installSecurityHeaders(app, securityHeaders);
  const hostRule = {
    siteUrl: config.siteUrl,
    allowedHosts: config.allowedHosts,
    allowLoopback: config.env !== 'production',
  };
  app.addHook('onRequest', hostCheck(hostRule));
  const recordRequest = metrics ? recordRequests(app, metrics) : undefined;
  const lifecycle: Lifecycle = { draining: false };
  app.addHook('preClose', (done) => {
    lifecycle.draining = true;
    done();
  });
  const changes = createChangeFeed(config.database, db, app.log);
  app.addHook('onClose', async () => changes.close());
  await app.register(cookie);

  app.setErrorHandler(answerError);

  const siteHooks = createSiteHooks({
    versions: { read: () => readContentVersion(db), mark: () => markContentChanged(db) },
    changes,
    onError: (error) => app.log.error({ err: error }, 'content version check failed'),
  });
  const fileStore = createFileStore(config.filesDir);
  let limitPages: ((request: FastifyRequest) => Promise<number | undefined>) | undefined;
  await app.register(async (api) => {
    await api.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 50, parts: 60 },
      throwFileSizeLimit: true,
    });
    await api.register(rateLimit, {
      // Several servers on one PostgreSQL share their counters; SQLite means one server.
      ...(config.database.dialect === 'postgres'
        ? { store: databaseRateLimitStore(db), skipOnError: true }
        : {}),
      max: config.apiRateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => request.headers[PAGE_RENDER_HEADER] === siteHooks.renderSecret,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          'RATE_LIMITED',
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    // Pages are rendered from the route table, so a visitor asking for many made-up paths costs
    // a render each: far more pages than a person reads in a minute are refused.
    const pageLimiter = api.createRateLimit({
      max: config.pageRateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `page:${request.ip}`,
    });
    limitPages = async (request) => {
      const result = await pageLimiter(request);
      return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
    };
    api.addHook('onRequest', sameOriginCheck(config.siteUrl));
    API_ROUTES.set(app, installAccessGuard(api, db, clock));
    const services: AppServices = {
      db,
      config,
      clock,
      botCheck: createBotCheck(config.captcha),
      changes,
      fileStore,
      site: siteHooks,
      lifecycle,
      version: APP_VERSION,
    };
    // Each feature in a plugin scope of its own: what one adds (hooks, parsers, an error
    // handler) stays with it, while the API scope's guard and limits reach every route.
    for (const feature of FEATURES) {
      await api.register(async (scope) => feature.routes(scope, services));
    }
  });

  let serveSite: SiteHandler | undefined;
  if (site) {
    widgetPageRoutes(app, { db, site });
    await app.register(sitePlugin, {
      site,
      hooks: siteHooks,
      expose: (handler, freshPage) => {
        serveSite = handler;
        answerFromCache = pageFastPath({
          freshPage,
          securityHeaders,
          hostAllowed: hostAllowed(hostRule),
          mayAnswer: () => !lifecycle.draining && siteHooks.checkedRecently(),
          ...(recordRequest ? { record: recordRequest } : {}),
          log: app.log,
          trustProxy,
        });
      },
      maxCacheBytes: config.pageCacheBytes,
      limitPages: limitPages!,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (serveSite && path !== '/api' && !path.startsWith('/api/')) return serveSite(request, reply);
    return reply.status(404).send(errorEnvelope('NOT_FOUND', `No API endpoint ${request.method} ${path}.`));
  });
  return app;
}
