import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistEntrySchema, uploadBlacklistFiles } from '../../shared/api/blacklist';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '../../src-server/http/timeouts';
import { adminSession } from '../support/members';
import { nextIp, post } from './support/auth';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * Clients that send slowly, over a real socket: an upload on a slow uplink must arrive however
 * long it takes while its bytes keep coming, and a client that stops sending, or sends just
 * enough never to be idle, must not hold a connection for long.
 */

interface Server {
  t: TestApp;
  port: number;
  admin: string;
}

async function startServer(timeouts: ServerTimeouts): Promise<Server> {
  const t = await createTestApp({ timeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port, admin: await adminSession(t.db) };
}

async function newEntry({ t, admin }: Server): Promise<number> {
  const created = await post(
    t.app,
    '/api/blacklist/blacklist-item',
    {
      companyName: 'Slowpoke Consolidators',
      aliases: [],
      countries: [{ country: 'NL', cities: ['Rotterdam'] }],
      reasons: ['Held the shipper’s cargo in the warehouse until an invented fee was paid.'],
      managers: [],
    },
    { session: admin, ip: nextIp() },
  );
  return blacklistEntrySchema.parse(created.json()).id;
}

async function storedFileNames({ t, admin }: Server, entryId: number): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/blacklist/get-all-companies',
    cookies: { [SESSION_COOKIE]: admin },
    remoteAddress: nextIp(),
  });
  const entry = response.json<{ items: { id: number }[] }>().items.find((item) => item.id === entryId);
  return blacklistEntrySchema.parse(entry).files.map((file) => file.name);
}

/** A real PDF of about `size` bytes: one stream object of plain text. */
function scannedStatement(size: number): Buffer {
  const text = 'Freight invoice INV-2291, ocean freight Rotterdam to Jebel Ali, unpaid. '
    .repeat(Math.ceil(size / 72))
    .slice(0, size);
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Length ${text.length}>>stream\n${text}\nendstream endobj\ntrailer<<>>\n%%EOF\n`,
  );
}

/** The evidence upload as a browser sends it: headers, then a multipart body of known length. */
function evidenceUpload(server: Server, entryId: number, fileName: string, file: Buffer) {
  const boundary = 'dfa-slow-upload-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="entryId"\r\n\r\n${entryId}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = Buffer.from(
    [
      `POST ${uploadBlacklistFiles.path} HTTP/1.1`,
      `host: 127.0.0.1:${server.port}`,
      `content-type: multipart/form-data; boundary=${boundary}`,
      `content-length: ${body.length}`,
      `cookie: ${SESSION_COOKIE}=${server.admin}`,
      `${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}`,
      'connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  return { head, body };
}

interface Exchange {
  socket: Socket;
  /** everything the server answered, once it closed the connection, and when that was */
  closed: Promise<{ answer: string; afterMs: number }>;
}

function open(port: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const started = Date.now();
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    // A server that closes the connection under a write makes the next write fail: that is the cut.
    socket.on('error', () => undefined);
    const closed = new Promise<{ answer: string; afterMs: number }>((resolveClosed) =>
      socket.on('close', () =>
        resolveClosed({ answer: Buffer.concat(received).toString('utf8'), afterMs: Date.now() - started }),
      ),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Writes `bytes` in `pieces` slices, one every `everyMs`, for as long as the server listens. */
async function trickle(
  socket: Socket,
  bytes: Buffer,
  { pieces, everyMs }: { pieces: number; everyMs: number },
) {
  const size = Math.ceil(bytes.length / pieces);
  for (let offset = 0; offset < bytes.length && !socket.destroyed; offset += size) {
    socket.write(bytes.subarray(offset, offset + size));
    if (offset + size < bytes.length) await sleep(everyMs);
  }
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

describe(`slow clients on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('with the production timeouts', () => {
    let server: Server;
    beforeAll(async () => {
      // Node looks for overdue requests every few seconds; here often, so a cut is not missed.
      server = await startServer({ ...SERVER_TIMEOUTS, checkIntervalMs: 200 });
    });
    afterAll(async () => {
      await server?.t.close();
    });

    it(
      'stores an evidence upload that takes more than 30 seconds to arrive',
      { timeout: 90_000 },
      async () => {
        const entryId = await newEntry(server);
        const file = scannedStatement(64 * 1024);
        const { head, body } = evidenceUpload(server, entryId, 'statement of account.pdf', file);
        const { socket, closed } = await open(server.port);
        socket.write(head);
        const startedAt = Date.now();
        // 34 slices a second apart: slower than the old 30-second limit on a whole request.
        await trickle(socket, body, { pieces: 34, everyMs: 1_000 });
        const { answer } = await closed;
        expect(statusOf(answer), answer).toBe(200);
        expect(Date.now() - startedAt).toBeGreaterThan(32_000);
        const json = uploadBlacklistFiles.response.parse(
          JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)),
        );
        expect(json.files.map(({ name, size }) => ({ name, size }))).toEqual([
          { name: 'statement of account.pdf', size: file.length },
        ]);
        expect(await storedFileNames(server, entryId)).toEqual(['statement of account.pdf']);
      },
    );
  });

  describe('with the timeouts shortened to seconds', () => {
    const SHORT: ServerTimeouts = {
      requestMs: 6_000,
      headersMs: 1_500,
      idleMs: 1_500,
      keepAliveMs: 1_000,
      checkIntervalMs: 100,
    };
    let server: Server;
    beforeAll(async () => {
      server = await startServer(SHORT);
    });
    afterAll(async () => {
      await server?.t.close();
    });

    it('lets an upload take several times the idle limit while its bytes keep coming', async () => {
      const entryId = await newEntry(server);
      const { head, body } = evidenceUpload(
        server,
        entryId,
        'bill of lading.pdf',
        scannedStatement(16 * 1024),
      );
      const { socket, closed } = await open(server.port);
      socket.write(head);
      await trickle(socket, body, { pieces: 12, everyMs: 400 });
      const { answer, afterMs } = await closed;
      expect(afterMs).toBeGreaterThan(2 * SHORT.idleMs);
      expect(statusOf(answer), answer).toBe(200);
      expect(await storedFileNames(server, entryId)).toEqual(['bill of lading.pdf']);
    });

    it('closes an upload that stops sending, long before the request limit, and stores nothing', async () => {
      const entryId = await newEntry(server);
      const { head, body } = evidenceUpload(server, entryId, 'stalled.pdf', scannedStatement(16 * 1024));
      const { socket, closed } = await open(server.port);
      socket.write(Buffer.concat([head, body.subarray(0, body.length / 2)]));
      const { afterMs } = await closed;
      expect(afterMs).toBeGreaterThanOrEqual(SHORT.idleMs - 100);
      expect(afterMs).toBeLessThan(SHORT.requestMs);
      expect(await storedFileNames(server, entryId)).toEqual([]);
    });

    it('answers 408 to an upload that trickles in too slowly to ever be idle, and stores nothing', async () => {
      const entryId = await newEntry(server);
      const { head, body } = evidenceUpload(server, entryId, 'trickled.pdf', scannedStatement(16 * 1024));
      const { socket, closed } = await open(server.port);
      socket.write(head);
      void trickle(socket, body, { pieces: 100, everyMs: 300 });
      const { answer, afterMs } = await closed;
      expect(statusOf(answer), answer).toBe(408);
      expect(afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
      expect(afterMs).toBeLessThan(SHORT.requestMs + 3_000);
      expect(await storedFileNames(server, entryId)).toEqual([]);
    });

    it('answers 408 to headers sent a line at a time (slow loris)', async () => {
      const { socket, closed } = await open(server.port);
      const lines = ['GET /api/health HTTP/1.1\r\n', 'host: 127.0.0.1\r\n'];
      for (let index = 0; index < 40; index += 1) lines.push(`x-padding-${index}: still here\r\n`);
      void trickle(socket, Buffer.from(lines.join('')), { pieces: lines.length, everyMs: 300 });
      const { answer, afterMs } = await closed;
      expect(statusOf(answer), answer).toBe(408);
      expect(afterMs).toBeLessThan(SHORT.requestMs);
    });
  });
});
