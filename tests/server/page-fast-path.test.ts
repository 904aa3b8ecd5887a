import { randomBytes } from 'node:crypto';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articleCreate, type ArticleBody } from '../../shared/api/blog';
import { createSession } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { markContentChanged } from '../../src-server/services/content-version-repository';
import { loadSite } from '../../src-server/web/site';
import { CONTENT_CHECK_INTERVAL_MS } from '../../src-server/web/site-hooks';
import { insertMember } from '../support/members';
import { nextEmail, nextIp, post } from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/** Enough for the requests these tests send through Fastify from loopback, and soon used up. */
const PAGES_PER_MINUTE = 20;

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

const metrics = new Registry();
let t: TestApp;
let port: number;
let admin: string;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({
    site,
    logStream,
    metrics,
    env: { LOG_LEVEL: 'info', PAGE_RATE_LIMIT_PER_MINUTE: String(PAGES_PER_MINUTE) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const user = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  admin = (await createSession(t.db, user.userId, new Date())).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real connection, the body as sent (still compressed). */
function fetchRaw(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The same request through Fastify's handler (app.inject never passes the server's listener). */
async function throughFastify(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  // From an address of its own, so these requests leave loopback's page limit alone.
  const response = await t.app.inject({
    method: method as 'GET' | 'HEAD',
    url: path,
    headers,
    remoteAddress: nextIp(),
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

const newRequestId = () => `test-${randomBytes(8).toString('hex')}`;

/** The log lines of one request. */
const logOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

/** Whether a request was answered before Fastify: Fastify logs an "incoming request" line first. */
const answeredBeforeFastify = (requestId: string) =>
  logOf(requestId).length > 0 && !logOf(requestId).some((line) => line.msg === 'incoming request');

/** Headers that differ by nature between two answers, or that a real connection adds. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const comparable = (headers: IncomingHttpHeaders | OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Has the content version read now, as any request through Fastify's page handler does: for the
 * next second the fast path may answer, as on a site with visitors.
 */
async function contentChecked() {
  await throughFastify('/');
}

describe(`cached pages answered before Fastify, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('sends the same headers and bytes as Fastify, for brotli, gzip and no encoding, and HEAD', async () => {
    for (const encoding of ['br', 'gzip', 'identity', 'br;q=1.0, gzip;q=0.8, *;q=0.1']) {
      const headers = { 'accept-encoding': encoding };
      await throughFastify('/membership', { headers });
      const reference = await throughFastify('/membership', { headers });
      expect(reference.headers['x-page-cache']).toBe('hit');
      for (const method of ['GET', 'HEAD']) {
        const requestId = newRequestId();
        const fast = await fetchRaw('/membership', {
          method,
          headers: { ...headers, 'x-request-id': requestId },
        });
        expect(answeredBeforeFastify(requestId), `${method} ${encoding}`).toBe(true);
        const slow = await throughFastify('/membership', { method, headers });
        expect(comparable(fast.headers), `${method} ${encoding}`).toEqual(comparable(slow.headers));
        expect(fast.body.equals(method === 'HEAD' ? Buffer.alloc(0) : reference.body)).toBe(true);
        expect(fast.headers['x-request-id']).toBe(requestId);
      }
    }
    const brotli = await fetchRaw('/membership', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'x-page-cache': 'hit',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'content-length': String(brotli.body.length),
    });
    // No id offered, or one not shaped like an id: the server makes one, as Fastify's path does.
    for (const offered of [undefined, 'bad id with spaces']) {
      const answer = await fetchRaw('/membership', offered ? { headers: { 'x-request-id': offered } } : {});
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes the request line Fastify would, with the request id, method, URL, status and time', async () => {
    await contentChecked();
    const requestId = newRequestId();
    await fetchRaw('/membership', { headers: { 'x-request-id': requestId } });
    const [line, ...others] = logOf(requestId);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/membership', host: `127.0.0.1:${port}`, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('counts a page answered from the cache in the request metrics, with the labels of any page', async () => {
    await contentChecked();
    const count = async () => {
      const counter = (await metrics.getSingleMetric('http_requests_total')!.get()).values;
      return counter.find(
        ({ labels }) => labels.method === 'GET' && labels.route === 'site page' && labels.status === '200',
      )?.value;
    };
    await throughFastify('/membership');
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const requestId = newRequestId();
    await fetchRaw('/membership', { headers: { 'x-request-id': requestId } });
    expect(answeredBeforeFastify(requestId)).toBe(true);
    expect(await count()).toBe(before! + 1);
  });

  it('leaves to Fastify a wrong host, a query, a trailing slash, another method and an unknown path', async () => {
    await contentChecked();
    const wrongHost = await fetchRaw('/membership', { headers: { host: 'attacker.example' } });
    expect(wrongHost.status).toBe(400);
    expect(JSON.parse(wrongHost.body.toString('utf8'))).toMatchObject({ error: { code: 'VALIDATION' } });
    // A proxy's forwarded host is the host Fastify checks when the proxy is trusted.
    const forwarded = newRequestId();
    await fetchRaw('/membership', {
      headers: { 'x-forwarded-host': 'attacker.example', 'x-request-id': forwarded },
    });
    expect(answeredBeforeFastify(forwarded)).toBe(false);
    for (const [path, method] of [
      ['/membership?utm_source=mail', 'GET'],
      ['/membership/', 'GET'],
      ['/membership', 'POST'],
      ['/assets/none.js', 'GET'],
      ['/api/health', 'GET'],
    ] as const) {
      const requestId = newRequestId();
      const answer = await fetchRaw(path, { method, headers: { 'x-request-id': requestId } });
      expect(answeredBeforeFastify(requestId), `${method} ${path}`).toBe(false);
      expect(answer.headers['x-page-cache'], `${method} ${path}`).not.toBe('hit');
    }
  });

  it('shows an edit made through the site at once, and one made by another process within a second', async () => {
    const title = `Reefer plugs at Rotterdam ${randomBytes(4).toString('hex')}`;
    await throughFastify('/blog');
    expect((await fetchRaw('/blog')).body.toString('utf8')).not.toContain(title);
    const body: ArticleBody = {
      title,
      description: 'How many reefer plugs the Rotterdam terminals offer and how to book one for a box.',
      author: 'Anouk de Vries',
      tags: ['reefer'],
      markdown: 'Book the **plug** with the terminal before the box arrives.',
      status: 'published',
    };
    expect((await post(t.app, articleCreate.path, body, { session: admin })).statusCode).toBe(200);
    const after = await fetchRaw('/blog');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body.toString('utf8')).toContain(title);

    expect((await fetchRaw('/blog')).headers['x-page-cache']).toBe('hit');
    await markContentChanged(t.db);
    await pause(CONTENT_CHECK_INTERVAL_MS + 100);
    expect((await fetchRaw('/blog')).headers['x-page-cache']).toBe('miss');
  });

  it('renders a page again once it is older than the page lifetime', async () => {
    await contentChecked();
    await throughFastify('/membership');
    expect((await fetchRaw('/membership')).headers['x-page-cache']).toBe('hit');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    try {
      // The content was checked at the new time: only the page's age can send it to Fastify.
      await contentChecked();
      expect((await fetchRaw('/membership')).headers['x-page-cache']).toBe('miss');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers cached pages to an address over the page limit, which only bounds renders', async () => {
    await contentChecked();
    let refused = 0;
    for (let call = 0; call <= PAGES_PER_MINUTE && refused === 0; call += 1) {
      const answer = await fetchRaw(`/no-such-page-${randomBytes(6).toString('hex')}`);
      if (answer.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const cached = await fetchRaw('/membership');
    expect(cached.status).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    // A page that needs a render is still refused.
    expect((await fetchRaw('/no-such-page-at-all')).status).toBe(429);
  });
});
