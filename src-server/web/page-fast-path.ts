import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { requestIdOf } from '../http/request-ids';
import { SITE_PAGE_ROUTE, type RequestRecorder } from '../services/metrics';
import type { FreshPageLookup, PageAnswer } from './site';

/** The log levels at which Fastify writes a line per request (it logs them at `info`). */
const LEVELS_LOGGING_REQUESTS = new Set(['info', 'debug', 'trace']);

/** Which proxies are trusted, as the app passes it to Fastify's `trustProxy`. */
type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

export interface PageFastPathOptions {
  freshPage: FreshPageLookup;
  /** every response's security headers (http/security-headers.ts), the same object Fastify's hook sends */
  securityHeaders: Readonly<Record<string, string>>;
  /** the host check's rule (http/host-check.ts) */
  hostAllowed: (host: string, path: string) => boolean;
  /**
   * False while a cached page may be stale without the cache knowing it (the content version is
   * due to be read) and while the server drains: then Fastify answers, and checks.
   */
  mayAnswer: () => boolean;
  /** the request metrics, when the server records them */
  record?: RequestRecorder;
  log: FastifyBaseLogger;
  trustProxy: TrustedProxies;
}

/**
 * Answers a request for a page the cache holds fresh before Fastify builds its request and
 * reply, runs its hooks and routes: that machinery cost about three quarters of the time of
 * such a request (docs/performance.md). What the hooks do for these requests is done here from
 * the same sources: the security headers, the host check, the request id, the metrics and the
 * access log line. Returns false, having written nothing, for every other request, which then
 * goes to Fastify unchanged: another method, a query, a path the cache does not hold fresh, a
 * host the check refuses or that a proxy rewrote.
 *
 * The page rate limit is not counted here: it bounds renders (a visitor asking for many made-up
 * paths costs a render each), and a fresh cached page costs none.
 */
export function pageFastPath({
  freshPage,
  securityHeaders,
  hostAllowed,
  mayAnswer,
  record,
  log,
  trustProxy,
}: PageFastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  // Fastify reads the client's address with the same library and trust rule.
  const trusted =
    trustProxy === false ? undefined : Array.isArray(trustProxy) ? proxyAddr.compile(trustProxy) : trustProxy;
  const clientAddress = (request: IncomingMessage) =>
    trusted ? proxyAddr(request, trusted) : request.socket.remoteAddress;
  const labels = {
    GET: { method: 'GET', route: SITE_PAGE_ROUTE, status: '200' },
    HEAD: { method: 'HEAD', route: SITE_PAGE_ROUTE, status: '200' },
  };
  // Each answer's headers as one flat list, built once: the request id is all that changes.
  const headerLists = new WeakMap<PageAnswer, string[]>();
  const headerListOf = (answer: PageAnswer) => {
    let list = headerLists.get(answer);
    if (!list) {
      list = Object.entries({
        ...securityHeaders,
        ...answer.headers,
        'content-length': String(answer.body.length),
      }).flat();
      headerLists.set(answer, list);
    }
    return list;
  };

  return (request, response) => {
    const started = performance.now();
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url || url.includes('?')) return false;
    const host = request.headers.host ?? '';
    // Fastify takes X-Forwarded-Host for the host when the proxy is trusted; when it says the
    // same as Host (as the deploy proxy sends it), trusted or not makes no difference.
    const forwardedHost = request.headers['x-forwarded-host'];
    if (forwardedHost !== undefined && forwardedHost !== host) return false;
    if (!hostAllowed(host, url) || !mayAnswer()) return false;
    const page = freshPage(url, request.headers['accept-encoding']);
    if (!page) return false;

    const requestId = requestIdOf(request);
    response.writeHead(200, [...headerListOf(page), 'x-request-id', requestId]);
    response.end(method === 'HEAD' ? undefined : page.body);

    const seconds = (performance.now() - started) / 1000;
    record?.(labels[method], seconds);
    if (LEVELS_LOGGING_REQUESTS.has(log.level)) {
      // The fields of Fastify's own line; `req` goes through the app's request serializer
      // (http/log-redaction.ts), which reads these names.
      log.info(
        {
          reqId: requestId,
          req: { method, url, host, ip: clientAddress(request), socket: request.socket },
          res: { statusCode: 200 },
          responseTime: seconds * 1000,
        },
        'request completed',
      );
    }
    return true;
  };
}
