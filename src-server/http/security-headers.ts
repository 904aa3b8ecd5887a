import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for these options, computed once at start-up. Our options hold no
 * per-request values (no nonces, no functions), so every response gets the same headers;
 * building them per request, as @fastify/helmet does, re-parses the CSP each time and cost a
 * few percent of the server's throughput.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

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

/** Where Cloudflare Turnstile's script and challenge frame come from. */
const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** Strict by default; the bot check's origin is let in only when a site key is configured. */
function contentSecurityPolicy(siteUrl: string, { captcha }: { captcha: boolean }) {
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
 * The security headers every response carries (CSP, HSTS on HTTPS, the permissions policy),
 * computed once: the Fastify hook and the website's cached-page fast path both send these.
 */
export function staticSecurityHeaders({
  siteUrl,
  captcha,
}: {
  siteUrl: string;
  captcha: boolean;
}): Readonly<Record<string, string>> {
  return {
    ...securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(siteUrl, { captcha }),
      hsts: siteUrl.startsWith('https://'),
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Every response, page or API, carries the site's security headers and the id its log lines carry. */
export function installSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
