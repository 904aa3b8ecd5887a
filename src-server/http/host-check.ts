import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errorEnvelope } from '../../shared/api/envelope';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Load balancers probe an instance by its own address, and these answers reveal nothing. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** `name` and `name:port` of a URL, the explicit default port included, lowercase. */
function hostsOf(url: URL): string[] {
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return [url.host, `${url.hostname}:${url.port || defaultPort}`].map((host) => host.toLowerCase());
}

/** The name part of a Host value: `[::1]:3000` → `[::1]`, `localhost:3000` → `localhost`. */
function nameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

interface HostRule {
  siteUrl: string;
  allowedHosts: readonly string[];
  allowLoopback: boolean;
}

/**
 * Refuses requests addressed to another host than the site's: links the server builds from the
 * request (redirects, the same-origin check) then always point at the site, and a name an
 * attacker controls (DNS rebinding) cannot reach the server. Development and tests also answer
 * on loopback with any port; `allowedHosts` adds names such as a second domain.
 */
export function hostCheck(options: HostRule) {
  const allowed = hostAllowed(options);
  const site = new URL(options.siteUrl);
  const message = `This server answers only for ${site.host}. Open ${site.origin} instead.`;
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (allowed(request.host ?? '', request.url.split('?')[0] ?? '')) {
      done();
      return;
    }
    void reply.status(400).send(errorEnvelope('VALIDATION', message));
  };
}

/** Whether a request for `path` addressed to `host` (as Fastify reads it) is answered. */
export function hostAllowed({ siteUrl, allowedHosts, allowLoopback }: HostRule) {
  const allowed = new Set([...hostsOf(new URL(siteUrl)), ...allowedHosts]);
  return (host: string, path: string): boolean => {
    const name = host.toLowerCase();
    return allowed.has(name) || (allowLoopback && LOOPBACK_NAMES.has(nameOf(name))) || PROBES.has(path);
  };
}
