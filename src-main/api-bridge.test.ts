import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../shared/bridge';
import { apiRequestSchema } from '../shared/bridge-schemas';
import { EACH_NETWORK } from '../tests/desktop-support/electron-net';
import { createApiFileProxy, createApiForwarder, OFFLINE_MESSAGE, REDIRECT_MESSAGE } from './api-bridge';
import { createConnectivity } from './connectivity';
import type { Network } from './network';
import { createSessionJar } from './session-jar';

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

type Responder = (request: ReceivedRequest, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: ReceivedRequest[] = [];
let respond: Responder;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  received = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe.each(EACH_NETWORK)('createApiForwarder over %s', (_name, makeNetwork) => {
  /** A forwarder to the test server, fed exactly what the IPC handler would pass on. */
  function desktopClient(options: { timeoutMs?: number; network?: Network } = {}) {
    const jar = createSessionJar({ origin: baseUrl });
    const connectivity = createConnectivity({ offlineData: () => [] });
    const transport = { apiOrigin: baseUrl, jar, network: makeNetwork(), connectivity, ...options };
    const forwarder = createApiForwarder(transport);
    return {
      jar,
      connectivity,
      send: (request: ApiRequest) => forwarder(apiRequestSchema.parse(request)),
      file: createApiFileProxy(transport),
    };
  }

  it('forwards method, path, query and body, and returns status, headers and text', async () => {
    respond = (_request, response) => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-dfa-trace': 't-1' });
      response.end('{"id":7}');
    };
    const response = await desktopClient().send({
      method: 'POST',
      path: '/api/blog/posts?draft=1',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Hi"}',
    });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/blog/posts?draft=1',
      body: '{"title":"Hi"}',
    });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(response).toEqual({
      status: 201,
      headers: expect.objectContaining({
        'content-type': 'application/json',
        'x-dfa-trace': 't-1',
      }),
      body: '{"id":7}',
    });
  });

  it('passes only allow-listed request headers', async () => {
    respond = (_request, response) => response.end('ok');
    await desktopClient().send({
      method: 'GET',
      path: '/api/user',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'dfa-desktop',
        'X-DFA-Client': 'desktop',
        Cookie: 'dfa_session=stolen',
        Authorization: 'Bearer nope',
        Host: 'evil.example',
        Origin: 'https://evil.example',
        'X-Forwarded-For': '10.0.0.1',
      },
    });

    const headers = received[0]?.headers ?? {};
    expect(headers.accept).toBe('application/json');
    expect(headers['x-requested-with']).toBe('dfa-desktop');
    expect(headers['x-dfa-client']).toBe('desktop');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.host).toBe(new URL(baseUrl).host);
    expect(headers.origin).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('keeps the session cookie in the main process and sends it on later calls', async () => {
    respond = (request, response) => {
      if (request.url === '/api/auth/sign-in') {
        response.setHeader('set-cookie', [
          'dfa_session=s3cret; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Lax',
          'dfa_seen=1; Path=/',
        ]);
      }
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    };
    const { send, jar } = desktopClient();

    const signIn = await send({
      method: 'POST',
      path: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.example","password":"long enough"}',
    });
    expect(received[0]?.headers.cookie).toBeUndefined();
    expect(Object.keys(signIn.headers)).not.toContain('set-cookie');
    expect(JSON.stringify(signIn)).not.toContain('s3cret');
    expect(jar.cookieHeader(new URL('/api/user', baseUrl))).toBe('dfa_session=s3cret; dfa_seen=1');

    const user = await send({ method: 'GET', path: '/api/user' });
    expect(received[1]?.headers.cookie).toBe('dfa_session=s3cret; dfa_seen=1');
    expect(JSON.stringify(user)).not.toContain('s3cret');
  });

  it('does not send a body with GET', async () => {
    respond = (_request, response) => response.end('ok');
    await desktopClient().send({ method: 'GET', path: '/api/user', body: 'ignored' });
    expect(received[0]?.body).toBe('');
  });

  it('shows a redirect as an error from the server, never as offline, and does not follow it', async () => {
    respond = (request, response) => {
      if (request.url === '/api/elsewhere') response.writeHead(302, { location: '/api/landing' });
      response.end();
    };
    const { send, connectivity, file } = desktopClient();
    const changes: boolean[] = [];
    connectivity.onChange((state) => changes.push(state.online));

    const response = await send({ method: 'GET', path: '/api/elsewhere' });
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'INTERNAL', message: REDIRECT_MESSAGE } });
    expect(connectivity.state().online).toBe(true);
    expect(changes).toEqual([]);

    const image = await file(new URL('app://dfa/api/elsewhere'));
    expect(image.status).toBe(502);
    expect(await image.text()).toBe(REDIRECT_MESSAGE);
    expect(received.map((request) => request.url)).toEqual(['/api/elsewhere', '/api/elsewhere']);
  });

  it('serves a proxied answer with the server’s CSP, and sandboxed so that it runs nothing as the app', async () => {
    const policy = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
    respond = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
      });
      response.end('<!doctype html><script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    };
    const page = await desktopClient().file(new URL('app://dfa/api/docs'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`${policy}, sandbox`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never takes the session to another origin a redirect names', async () => {
    const elsewhere: string[] = [];
    const other = createServer((request, response) => {
      elsewhere.push(`${request.url} ${request.headers.cookie ?? ''}`);
      response.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    respond = (_request, response) => {
      response.writeHead(307, { location: `${otherOrigin}/api/user` });
      response.end();
    };
    const { send, jar } = desktopClient();
    jar.store(['dfa_session=s3cret; Path=/'], new URL('/api/auth/sign-in', baseUrl));
    const response = await send({ method: 'POST', path: '/api/user', body: '{}' });
    other.closeAllConnections();
    await new Promise<void>((resolve) => other.close(() => resolve()));
    expect(response.status).toBe(502);
    expect(elsewhere).toEqual([]);
  });

  it('answers 503 in the error envelope when the server cannot be reached, and reports offline', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const connectivity = createConnectivity({ offlineData: () => [] });
    const changes: boolean[] = [];
    connectivity.onChange((state) => changes.push(state.online));
    const forwarder = createApiForwarder({
      apiOrigin: origin,
      jar: createSessionJar({ origin }),
      network: makeNetwork(),
      connectivity,
    });

    const response = await forwarder(apiRequestSchema.parse({ method: 'GET', path: '/api/user' }));

    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'UNAVAILABLE', message: OFFLINE_MESSAGE } });
    expect(connectivity.state().online).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('reports online again as soon as the server answers, whatever the status', async () => {
    respond = (_request, response) => {
      response.writeHead(500);
      response.end();
    };
    const { send, connectivity } = desktopClient();
    connectivity.unreachable();
    await send({ method: 'GET', path: '/api/user' });
    expect(connectivity.state()).toMatchObject({ online: true, lastOnlineAt: expect.any(String) });
  });

  it('uses the network it is given (Electron’s net in the app), never a global one', async () => {
    const calls: string[] = [];
    const jar = createSessionJar({ origin: 'https://portal.dfa.test' });
    const forwarder = createApiForwarder({
      apiOrigin: 'https://portal.dfa.test',
      jar,
      network: {
        ...makeNetwork(),
        fetch: async (input) => {
          calls.push(input);
          return new Response('{}', { headers: { 'set-cookie': 'dfa_session=x; Path=/; Secure' } });
        },
      },
    });
    await forwarder(apiRequestSchema.parse({ method: 'GET', path: '/api/user' }));
    expect(calls).toEqual(['https://portal.dfa.test/api/user']);
    expect(jar.cookieHeader(new URL('https://portal.dfa.test/api/user'))).toBe('dfa_session=x');
  });

  it('refuses a path that escapes /api/ through encoded dots before sending anything', async () => {
    respond = (_request, response) => response.end('should not be reached');
    await expect(desktopClient().send({ method: 'GET', path: '/api/%2e%2e/admin' })).rejects.toThrow(
      /encoded dot or separator/,
    );
    expect(received).toHaveLength(0);
  });

  it('answers 504 with code TIMEOUT when the server is too slow', async () => {
    respond = (_request, response) => {
      setTimeout(() => response.end('late'), 1_000);
    };
    const started = Date.now();
    const response = await desktopClient({ timeoutMs: 100 }).send({
      method: 'GET',
      path: '/api/slow',
    });

    expect(Date.now() - started).toBeLessThan(900);
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'TIMEOUT' } });
  });

  it('streams a form past the answer timeout while its bytes keep moving, and stops one that stalls', async () => {
    respond = (request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ bytes: request.body.length }));
    };
    const form = [
      { name: 'caption', value: 'Port of Jebel Ali' },
      {
        name: 'file',
        fileName: 'berth.png',
        type: 'image/png',
        bytes: new Uint8Array(2 * 1024 * 1024).fill(7),
      },
    ];
    // 2 MiB at 1 MiB/s: about 2 s, over three times the timeout, with bytes moving all along.
    const slow = desktopClient({
      timeoutMs: 600,
      network: makeNetwork({ uplinkBytesPerSecond: 1024 * 1024 }),
    });
    const response = await slow.send({ method: 'POST', path: '/api/directory/logo', form });
    expect(response.status, response.body).toBe(200);
    expect(received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('Port of Jebel Ali');
    expect(received[0]?.body).toContain('filename="berth.png"');

    // A server that stops reading: nothing moves, and the upload ends once the timeout has passed.
    const stalled = createServer((request) => request.pause());
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const stalledOrigin = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const forwarder = createApiForwarder({
      apiOrigin: stalledOrigin,
      jar: createSessionJar({ origin: stalledOrigin }),
      network: makeNetwork(),
      timeoutMs: 300,
    });
    const big = [
      { name: 'file', fileName: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array(8 * 1024 * 1024) },
    ];
    const started = Date.now();
    const stalledAnswer = await forwarder(
      apiRequestSchema.parse({ method: 'POST', path: '/api/x', form: big }),
    );
    stalled.closeAllConnections();
    await new Promise<void>((resolve) => stalled.close(() => resolve()));
    expect(stalledAnswer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
