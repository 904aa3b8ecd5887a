import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { errorEnvelope } from '../shared/api/envelope';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../shared/api/http';
import type { Config, TrustProxy } from './config';
import type { Db } from './db/database';
import { adminRoutes } from './features/admin/routes';
import { isDatabaseUnavailable, isStorageFull } from './db/failures';
import { apiDocsRoutes } from './features/api-docs/routes';
import { accountRoutes } from './features/auth/account-routes';
import { authRoutes } from './features/auth/routes';
import { emailConfirmationRoutes } from './features/auth/email-confirmation-routes';
import { blacklistRoutes } from './features/blacklist/routes';
import { carrierRoutes } from './features/carriers/routes';
import { scheduleRoutes } from './features/schedules/routes';
import { visitorScheduleRoutes } from './features/schedules/visitor-routes';
import { trackingRoutes } from './features/tracking/routes';
import { visitorTrackingRoutes } from './features/tracking/visitor-routes';
import { directoryRoutes } from './features/directory/routes';
import { blogRoutes } from './features/blog/routes';
import { eventRoutes } from './features/events/routes';
import { formRoutes } from './features/forms/routes';
import { freightForwarderRoutes } from './features/freight-forwarder/routes';
import { healthRoutes, NOT_READY_RETRY_SECONDS, type Lifecycle } from './features/health/routes';
import { siteRoutes } from './features/site/routes';
import { surveyRoutes } from './features/surveys/routes';
import { helpRoutes } from './features/help/routes';
import { memberApiRoutes } from './features/member-api/routes';
import { meetingRoutes } from './features/meetings/routes';
import { memberRoutes } from './features/members/routes';
import { paymentProtectionRoutes } from './features/payment-protection/routes';
import { userRoutes } from './features/user/routes';
import { virtualOfficeRoutes } from './features/virtual-office/routes';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { calculatorWidgetRoutes } from './features/calculator-widget/routes';
import { widgetPageRoutes } from './features/calculator-widget/widget-page';
import { placeRoutes } from './features/places/routes';
import { shippingLeadRoutes } from './features/shipping-leads/routes';
import { securityHeaders } from './http/security-headers';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/timeouts';
import { ApiError, codeForStatus } from './http/errors';
import { installAccessGuard, type RouteAccess } from './http/guards';
import { hostCheck } from './http/host-check';
import { serializeRequest } from './http/log-redaction';
import { sameOriginCheck } from './http/same-origin';
import { createBotCheck } from './services/captcha';
import { systemClock, type Clock } from './services/clock';
import { createChangeFeed } from './services/change-feed';
import { markContentChanged, readContentVersion } from './services/content-version';
import { createFileStore } from './services/file-store';
import { recordRequests } from './services/metrics';
import { PROJECT_ROOT } from './paths';
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

/**
 * Accepted from a proxy's or client's `X-Request-Id` only when it is shaped like an id (a UUID,
 * nginx's 32 hex digits, a short tag): nothing a log reader could take for a path or a value.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

/** Browser features no page of the site uses, so nothing embedded in a page can ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const APP_VERSION = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Where Cloudflare Turnstile's script and challenge frame come from. */
const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** Strict by default; the bot check's origin is let in only when a site key is configured. */
function contentSecurityPolicy(siteUrl: string, { captcha = false }: { captcha?: boolean } = {}) {
  const secure = siteUrl.startsWith('https://');
  const captchaSources = captcha ? [CAPTCHA_ORIGIN] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...captchaSources],
      ...(captcha ? { frameSrc: captchaSources } : {}),
      styleSrc: ["'self'"],
      // React writes style attributes for measured layout (e.g. the modal's custom styles).
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...captchaSources],
      manifestSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a direct client), so hops are
 * counted here: the socket's peer is hop 0, the address it forwarded hop 1, and so on.
 */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const API_ROUTES = new WeakMap<FastifyInstance, readonly RouteAccess[]>();

/** Every route of the API with the access rule it declared, as registered. */
export function apiRoutesOf(app: FastifyInstance): readonly RouteAccess[] {
  return API_ROUTES.get(app) ?? [];
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
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Every log line of a request carries its id (`reqId`), and so does the response.
    requestIdHeader: false,
    genReqId: (request) => {
      const offered = request.headers['x-request-id'];
      return typeof offered === 'string' && WELL_FORMED_REQUEST_ID.test(offered) ? offered : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
  });

  const headers = {
    ...securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config.siteUrl, { captcha: config.captcha.enabled }),
      hsts: config.siteUrl.startsWith('https://'),
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook(
    'onRequest',
    hostCheck({
      siteUrl: config.siteUrl,
      allowedHosts: config.allowedHosts,
      allowLoopback: config.env !== 'production',
    }),
  );
  if (metrics) recordRequests(app, metrics);
  const lifecycle: Lifecycle = { draining: false };
  app.addHook('preClose', (done) => {
    lifecycle.draining = true;
    done();
  });
  const changes = createChangeFeed(config.database, db, app.log);
  app.addHook('onClose', async () => changes.close());
  await app.register(cookie);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toEnvelope());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = ApiError.unavailable(NOT_READY_RETRY_SECONDS);
      return reply
        .status(503)
        .header('retry-after', String(NOT_READY_RETRY_SECONDS))
        .send(unavailable.toEnvelope());
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return reply
        .status(507)
        .send(
          errorEnvelope(
            'INSUFFICIENT_STORAGE',
            'The server has run out of storage space, so nothing was saved. Please try again later.',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(errorEnvelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send(errorEnvelope('PAYLOAD_TOO_LARGE', 'Each file may be at most 10 MB. Choose a smaller file.'));
    }
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply
        .status(413)
        .send(errorEnvelope('PAYLOAD_TOO_LARGE', `Send at most ${MAX_UPLOAD_FILES} files at a time.`));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorEnvelope('PAYLOAD_TOO_LARGE', 'The request is too large.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorEnvelope('VALIDATION', 'Send the request as JSON.'));
    }
    const message = error.code?.startsWith('FST_ERR_CTP')
      ? 'The request body is not valid JSON.'
      : error.message;
    return reply.status(status).send(errorEnvelope(codeForStatus(status), message));
  });

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
    API_ROUTES.set(app, installAccessGuard(api, db));
    healthRoutes(api, { db, dialect: config.database.dialect, lifecycle });
    userRoutes(api, { db });
    const botCheck = createBotCheck(config.captcha);
    authRoutes(api, { db, config, botCheck, clock });
    emailConfirmationRoutes(api, { db, siteUrl: config.siteUrl, clock });
    accountRoutes(api, { db, config, clock });
    formRoutes(api, { db, config, botCheck, clock });
    eventRoutes(api, {
      db,
      siteUrl: config.siteUrl,
      geolocationSource: config.geolocationSource,
      botCheck,
      site: siteHooks,
      clock,
    });
    blogRoutes(api, { db, siteUrl: config.siteUrl, site: siteHooks, fileStore, clock });
    freightForwarderRoutes(api);
    surveyRoutes(api, { db, geolocationSource: config.geolocationSource, clock });
    virtualOfficeRoutes(api, { db, clock });
    blacklistRoutes(api, { db, siteUrl: config.siteUrl, fileStore, clock });
    directoryRoutes(api, {
      db,
      dialect: config.database.dialect,
      fileStore,
      cacheSeconds: config.directoryCacheSeconds,
      changes,
      site: siteHooks,
      clock,
    });
    helpRoutes(api, { db, site: siteHooks, clock });
    siteRoutes(api, { site: siteHooks, support: config.support });
    placeRoutes(api, { db });
    shippingLeadRoutes(api, { db, config, botCheck, clock });
    calculatorWidgetRoutes(api, { db, siteUrl: config.siteUrl, clock });
    memberRoutes(api, {
      db,
      siteUrl: config.siteUrl,
      clock,
      paymentInstructions: config.invoicePaymentInstructions,
      site: siteHooks,
    });
    paymentProtectionRoutes(api, {
      db,
      siteUrl: config.siteUrl,
      clock,
      fileStore,
      claimWindowDays: config.protectionClaimWindowDays,
    });
    meetingRoutes(api, { db, clock, siteUrl: config.siteUrl, mailFrom: config.mailFrom });
    adminRoutes(api, { db });
    carrierRoutes(api, { db, siteUrl: config.siteUrl, site: siteHooks, clock });
    scheduleRoutes(api, { db, indexMaxCalls: config.scheduleIndexMaxCalls, clock });
    visitorScheduleRoutes(api, { db, indexMaxCalls: config.scheduleIndexMaxCalls, clock });
    trackingRoutes(api, { db, siteUrl: config.siteUrl, clock });
    visitorTrackingRoutes(api, { db });
    memberApiRoutes(api, {
      db,
      clock,
      siteUrl: config.siteUrl,
      indexMaxCalls: config.scheduleIndexMaxCalls,
      requestsPerMinute: config.apiKeyRequestsPerMinute,
    });
    apiDocsRoutes(api, { siteUrl: config.siteUrl, version: APP_VERSION });
  });

  let serveSite: SiteHandler | undefined;
  if (site) {
    widgetPageRoutes(app, { db, site });
    await app.register(sitePlugin, {
      site,
      hooks: siteHooks,
      expose: (handler) => (serveSite = handler),
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
