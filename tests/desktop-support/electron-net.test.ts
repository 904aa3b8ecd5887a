import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NetIncomingMessage } from '../../src-main/network';
import { electronNetwork, nodeNetwork } from './electron-net';

/**
 * The double of Electron's `net` behaves as Electron's source and spec say (see electron-net.ts);
 * where Node's fetch differs, the difference is shown side by side.
 */
let server: Server;
let origin: string;
let handle: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The request body; empty when the client gave up halfway (some tests abort on purpose). */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of request) chunks.push(chunk as Buffer);
  } catch {
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}

function textOf(response: NetIncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

describe('the double of net.fetch', () => {
  it('buffers a streamed body: the server hears nothing until the stream ends', async () => {
    const arrived: string[] = [];
    handle = (request, response) => {
      void bodyOf(request).then((body) => {
        arrived.push(body);
        response.end('ok');
      });
    };
    let finish: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('first part, '));
        finish = () => {
          controller.enqueue(new TextEncoder().encode('last part'));
          controller.close();
        };
      },
    });
    const answer = electronNetwork().fetch(`${origin}/upload`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(arrived).toEqual([]);
    finish();
    expect(await (await answer).text()).toBe('ok');
    expect(arrived).toEqual(['first part, last part']);
  });

  it('rejects a redirect with redirect: manual, where Node’s fetch hands the 302 back', async () => {
    handle = (_request, response) => {
      response.writeHead(302, { location: '/elsewhere' });
      response.end();
    };
    const init: RequestInit = { redirect: 'manual' };
    await expect(electronNetwork().fetch(`${origin}/api/user`, init)).rejects.toThrow(
      'Redirect was cancelled',
    );
    expect((await nodeNetwork().fetch(`${origin}/api/user`, init)).status).toBe(302);
  });

  it('joins several Set-Cookie headers into one string', async () => {
    handle = (_request, response) => {
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT']);
      response.end();
    };
    const electron = await electronNetwork().fetch(`${origin}/`, {});
    expect(electron.headers.getSetCookie()).toEqual([
      'a=1; Path=/, b=2; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT',
    ]);
    const node = await nodeNetwork().fetch(`${origin}/`, {});
    expect(node.headers.getSetCookie()).toEqual([
      'a=1; Path=/',
      'b=2; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT',
    ]);
  });

  it('fails with Chromium’s error name when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(electronNetwork().fetch(`http://127.0.0.1:${port}/`, {})).rejects.toThrow(
      'net::ERR_CONNECTION_REFUSED',
    );
  });

  it('takes no proxy from the environment', async () => {
    vi.stubEnv('HTTP_PROXY', 'http://127.0.0.1:9');
    vi.stubEnv('http_proxy', 'http://127.0.0.1:9');
    try {
      handle = (_request, response) => response.end('direct');
      expect(await (await electronNetwork().fetch(`${origin}/`, {})).text()).toBe('direct');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the double of net.request', () => {
  it('with chunkedEncoding starts at the first write and streams without a Content-Length', async () => {
    let heard: IncomingMessage | undefined;
    handle = (request, response) => {
      heard = request;
      void bodyOf(request).then((body) => response.end(`got ${body}`));
    };
    const request = electronNetwork().request({
      method: 'POST',
      url: `${origin}/upload`,
      redirect: 'manual',
      credentials: 'omit',
    });
    request.chunkedEncoding = true;
    request.write(Buffer.from('part one, '));
    await vi.waitFor(() => expect(heard).toBeDefined());
    expect(heard?.headers['transfer-encoding']).toBe('chunked');
    expect(heard?.headers['content-length']).toBeUndefined();
    const response = new Promise<NetIncomingMessage>((resolve) => request.on('response', resolve));
    request.write(Buffer.from('part two'));
    request.end();
    expect(await textOf(await response)).toBe('got part one, part two');
  });

  it('without chunkedEncoding runs every write’s callback at once and sends nothing before end()', async () => {
    let requests = 0;
    handle = (request, response) => {
      requests += 1;
      void bodyOf(request).then(() => response.end());
    };
    const request = electronNetwork({ uplinkBytesPerSecond: 1024 }).request({
      method: 'POST',
      url: `${origin}/upload`,
      redirect: 'manual',
      credentials: 'omit',
    });
    const written = await new Promise<number>((resolve) => {
      const started = Date.now();
      request.write(Buffer.alloc(64 * 1024), undefined, () => resolve(Date.now() - started));
    });
    // 64 KiB at 1 KiB/s would take a minute on the wire; the callback did not wait for it.
    expect(written).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toBe(0);
    expect(request.getUploadProgress()).toMatchObject({ active: false, current: 0 });
    request.abort();
  });

  it('paces a chunked body at the uplink’s rate and counts what went out', async () => {
    handle = (request, response) => void bodyOf(request).then(() => response.end());
    const request = electronNetwork({ uplinkBytesPerSecond: 256 * 1024 }).request({
      method: 'POST',
      url: `${origin}/upload`,
      redirect: 'manual',
      credentials: 'omit',
    });
    request.chunkedEncoding = true;
    const started = Date.now();
    await new Promise((resolve) => request.write(Buffer.alloc(128 * 1024), undefined, resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(request.getUploadProgress()).toMatchObject({ active: true, current: 128 * 1024 });
    request.abort();
  });

  it('with redirect: manual emits redirect, and fails unless followRedirect() is called in it', async () => {
    handle = (request, response) => {
      if (request.url === '/start') {
        response.writeHead(307, { location: '/moved' });
        response.end();
      } else response.end(`at ${request.url}`);
    };
    const network = electronNetwork();
    const refused = network.request({
      method: 'GET',
      url: `${origin}/start`,
      redirect: 'manual',
      credentials: 'omit',
    });
    const redirects: string[] = [];
    refused.on('redirect', (_status, _method, url) => redirects.push(url));
    const failed = new Promise<Error>((resolve) => refused.on('error', resolve));
    refused.end();
    expect((await failed).message).toBe('Redirect was cancelled');
    expect(redirects).toEqual([`${origin}/moved`]);

    const followed = network.request({
      method: 'GET',
      url: `${origin}/start`,
      redirect: 'manual',
      credentials: 'omit',
    });
    followed.on('redirect', () => (followed as unknown as { followRedirect(): void }).followRedirect());
    const response = new Promise<NetIncomingMessage>((resolve) => followed.on('response', resolve));
    followed.end();
    expect(await textOf(await response)).toBe('at /moved');
  });

  it('keeps set-cookie as an array on the response', async () => {
    handle = (_request, response) => {
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.setHeader('x-one', ['p', 'q']);
      response.end();
    };
    const request = electronNetwork().request({
      method: 'GET',
      url: `${origin}/`,
      redirect: 'manual',
      credentials: 'omit',
    });
    const response = new Promise<NetIncomingMessage>((resolve) => request.on('response', resolve));
    request.end();
    const { headers } = await response;
    expect(headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(headers['x-one']).toBe('p, q');
  });

  it('never runs a pending write’s callback once aborted', async () => {
    handle = (request) => request.pause();
    const request = electronNetwork({ uplinkBytesPerSecond: 16 * 1024 }).request({
      method: 'POST',
      url: `${origin}/upload`,
      redirect: 'manual',
      credentials: 'omit',
    });
    request.chunkedEncoding = true;
    const callback = vi.fn();
    request.write(Buffer.alloc(256 * 1024), undefined, callback);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const aborted = once(request as unknown as NodeJS.EventEmitter, 'abort');
    request.abort();
    await aborted;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callback).not.toHaveBeenCalled();
  });
});
