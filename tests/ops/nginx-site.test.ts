import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installDeploySite } from '../../bench/deploy-nginx';
import { MAX_UPLOAD_TOTAL_BYTES } from '../../shared/api/http';
import { SERVER_TIMEOUTS } from '../../src-server/http/timeouts';
import { ROOT } from './support/processes';

const work = mkdtempSync(join(tmpdir(), 'dfa-ops-nginx-site-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The site file an operator installs (docs/deploy.md), as nginx reads it once the deploy guide's
 * install steps are done: only the certificate and the paths of this machine differ.
 */
function installedSite(): string {
  writeFileSync(join(work, 'dfa-portal.conf'), installDeploySite(work));
  const main = join(work, 'nginx.conf');
  writeFileSync(
    main,
    `pid ${work}/nginx.pid;
error_log ${work}/error.log;
events {}
http { access_log off; include ${work}/dfa-portal.conf; }
`,
  );
  return main;
}

describe('the nginx site file in deploy/', () => {
  it('passes `nginx -t` as installed, with TLS, HTTP/2 and no second compression', () => {
    const result = spawnSync('nginx', ['-t', '-c', installedSite(), '-p', work]);
    const output = result.stderr.toString();
    expect(result.status, output).toBe(0);
    expect(output).toContain('syntax is ok');

    const site = readFileSync(join(ROOT, 'deploy/nginx/dfa-portal.conf'), 'utf8');
    expect(site).toMatch(/listen 443 ssl http2;/);
    // The portal compresses its own answers; nginx must not compress them again.
    expect(readFileSync(join(ROOT, 'deploy/nginx/dfa-proxy.conf'), 'utf8')).toMatch(/gzip off;/);
  });

  it('waits on a client as the server does, drops an idle server connection before the server does, and takes the largest upload', () => {
    const files = ['dfa-portal.conf', 'dfa-proxy.conf'].map((file) =>
      readFileSync(join(ROOT, 'deploy/nginx', file), 'utf8'),
    );
    const setting = (name: string) => {
      const found = files.map((text) => new RegExp(`^\\s*${name} (\\S+);`, 'm').exec(text)).find(Boolean);
      if (!found?.[1]) throw new Error(`${name} is not set in deploy/nginx`);
      return found[1];
    };
    expect(setting('client_body_timeout')).toBe(`${SERVER_TIMEOUTS.idleMs / 1000}s`);
    expect(setting('client_header_timeout')).toBe(`${SERVER_TIMEOUTS.headersMs / 1000}s`);
    // A request sent down a connection the server is just closing fails as a 502.
    expect(setting('keepalive_timeout')).toMatch(/^\d+s$/);
    expect(Number.parseInt(setting('keepalive_timeout'), 10) * 1000).toBeLessThan(
      SERVER_TIMEOUTS.keepAliveMs,
    );
    expect(setting('client_max_body_size')).toMatch(/^\d+m$/);
    const maxBodyBytes = Number.parseInt(setting('client_max_body_size'), 10) * 1024 * 1024;
    expect(maxBodyBytes).toBeGreaterThanOrEqual(MAX_UPLOAD_TOTAL_BYTES);
  });
});
