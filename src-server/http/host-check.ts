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

/**
 * Refuses requests addressed to another host than the site's: links the server builds from the
 * request (redirects, the same-origin check) then always point at the site, and a name an
 * attacker controls (DNS rebinding) cannot reach the server. Development and tests also answer
 * on loopback with any port; `allowedHosts` adds names such as a second domain.
 */
export function hostCheck({
  siteUrl,
  allowedHosts,
  allowLoopback,
}: {
  siteUrl: string;
  allowedHosts: readonly string[];
  allowLoopback: boolean;
}) {
  const site = new URL(siteUrl);
  const allowed = new Set([...hostsOf(site), ...allowedHosts]);
  const message = `This server answers only for ${site.host}. Open ${site.origin} instead.`;
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const host = (request.host ?? '').toLowerCase();
    const path = request.url.split('?')[0] ?? '';
    if (allowed.has(host) || (allowLoopback && LOOPBACK_NAMES.has(nameOf(host))) || PROBES.has(path)) {
      done();
      return;
    }
    void reply.status(400).send(errorEnvelope('VALIDATION', message));
  };
}
