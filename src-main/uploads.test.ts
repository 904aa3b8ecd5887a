import { once } from 'node:events';
import { truncateSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResponse, UploadProgress } from '../shared/bridge';
import { inProcessBridge, createTestDesktopHost } from '../tests/desktop-support/desktop-host';
import { EACH_NETWORK, electronNetwork } from '../tests/desktop-support/electron-net';
import { PDF } from '../tests/server/support/sample-files';
import { REDIRECT_MESSAGE } from './api-bridge';
import type { Network } from './network';
import { temporaryFolder } from './test-support';

/**
 * Uploads from disk through the bridge, as the app makes them, to a server on loopback that
 * records what it read and when.
 */
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

interface Receiver {
  origin: string;
  /** body bytes the server has read so far */
  read(): number;
  /** settles when a request ended: whole, or cut off by the client */
  done: Promise<'whole' | 'cut off'>;
}

async function receiver(
  answer: (request: IncomingMessage, response: ServerResponse, body: Buffer) => void = (_request, response) =>
    response.end('{"files":[]}'),
  { onHeaders }: { onHeaders?: (request: IncomingMessage, response: ServerResponse) => boolean } = {},
): Promise<Receiver> {
  let read = 0;
  let settle: (outcome: 'whole' | 'cut off') => void = () => undefined;
  const done = new Promise<'whole' | 'cut off'>((resolve) => (settle = resolve));
  server = createServer((request, response) => {
    if (onHeaders?.(request, response)) return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      read += chunk.byteLength;
      chunks.push(chunk);
    });
    request.on('end', () => {
      settle('whole');
      answer(request, response, Buffer.concat(chunks));
    });
    request.on('close', () => {
      if (!request.complete) settle('cut off');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, read: () => read, done };
}

function evidenceFile(name: string, bytes: number): string {
  const file = path.join(temporaryFolder('dfa-upload-'), name);
  writeFileSync(file, Buffer.concat([PDF, Buffer.alloc(bytes - PDF.byteLength, 32)]));
  return file;
}

/** Picks `files` in the native dialog and uploads them as blacklist evidence, through the bridge. */
async function uploadThroughBridge(
  origin: string,
  network: Network,
  files: string[],
  { timeoutMs, onProgress }: { timeoutMs?: number; onProgress?: (progress: UploadProgress) => void } = {},
) {
  const desktop = createTestDesktopHost({ apiOrigin: origin, network, ...(timeoutMs ? { timeoutMs } : {}) });
  const bridge = inProcessBridge(desktop);
  desktop.pickNext(files);
  const picked = await bridge.files.pick({ kinds: ['pdf'], multiple: true, maxBytes: 10 * 1024 * 1024 });
  const uploadId = `upload-${Math.random().toString(16).slice(2, 10)}`;
  const answer = bridge.files.upload(
    {
      uploadId,
      path: '/api/blacklist/upload-files',
      kinds: ['pdf'],
      maxBytes: 10 * 1024 * 1024,
      fields: [{ name: 'entryId', value: '7' }],
      files: picked.map((file) => ({ field: 'files', token: file.token })),
    },
    onProgress,
  );
  return { answer, cancel: () => bridge.files.cancelUpload(uploadId), desktop };
}

const errorOf = (answer: ApiResponse) => (JSON.parse(answer.body) as { error: { message: string } }).error;

describe('an upload of 25 MB at 5 Mbit/s through the bridge', () => {
  it('completes, with progress rising as the server reads and reaching 100% only once it read the last byte', async () => {
    const server = await receiver((_request, response, body) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ files: [], bytes: body.byteLength }));
    });
    const files = [
      evidenceFile('statement 2026-03.pdf', 10_000_000),
      evidenceFile('invoice 4471.pdf', 10_000_000),
      evidenceFile('bill of lading.pdf', 5_000_000),
    ];
    // 5 Mbit/s: 625,000 bytes a second leave the member's computer.
    const network = electronNetwork({ uplinkBytesPerSecond: 625_000 });
    const seen: { sentBytes: number; totalBytes: number; serverHad: number }[] = [];
    const started = Date.now();
    const { answer } = await uploadThroughBridge(server.origin, network, files, {
      onProgress: (progress) => seen.push({ ...progress, serverHad: server.read() }),
    });
    const response = await answer;
    const seconds = (Date.now() - started) / 1000;

    expect(response.status, response.body).toBe(200);
    const totalBytes = seen[0]?.totalBytes ?? 0;
    expect(totalBytes).toBeGreaterThan(25_000_000);
    expect((JSON.parse(response.body) as { bytes: number }).bytes).toBe(totalBytes);
    // Longer than the 30 s any single answer may take: the timeout restarts as bytes move.
    expect(seconds).toBeGreaterThan(38);

    expect(seen.length).toBeGreaterThan(100);
    const sent = seen.map((report) => report.sentBytes);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    for (const report of seen) {
      // What the bar says went out, the server has read, give or take what is in flight.
      expect(report.sentBytes).toBeLessThanOrEqual(report.serverHad + 512 * 1024);
      expect(report.sentBytes).toBeGreaterThanOrEqual(report.serverHad - 1024 * 1024);
      if (report.sentBytes === totalBytes) expect(report.serverHad).toBe(totalBytes);
    }
    expect(seen.at(-1)).toMatchObject({ sentBytes: totalBytes, serverHad: totalBytes });
  }, 120_000);
});

describe.each(EACH_NETWORK)('uploads from disk over %s', (_name, makeNetwork) => {
  it('stops at once when the member cancels, and the server sees the upload cut off', async () => {
    const server = await receiver();
    const progress: UploadProgress[] = [];
    const upload = await uploadThroughBridge(
      server.origin,
      makeNetwork({ uplinkBytesPerSecond: 256 * 1024 }),
      [evidenceFile('statement.pdf', 4_000_000)],
      { onProgress: (report) => progress.push(report) },
    );
    await expect.poll(() => progress.some((report) => report.sentBytes > 0)).toBe(true);
    const cancelledAt = Date.now();
    await upload.cancel();
    const answer = await upload.answer;
    expect(Date.now() - cancelledAt).toBeLessThan(1_000);
    expect(answer.status).toBe(499);
    expect(errorOf(answer).message).toBe('The upload was cancelled.');
    expect(await server.done).toBe('cut off');
    expect(progress.every((report) => report.sentBytes < report.totalBytes)).toBe(true);
  });

  it('goes on as long as bytes move, and gives up once nothing moved for the timeout', async () => {
    const steady = await receiver();
    // 1.5 MB at 1 MB/s: twice the timeout in all, never half of it without progress.
    const moving = await uploadThroughBridge(
      steady.origin,
      makeNetwork({ uplinkBytesPerSecond: 1024 * 1024 }),
      [evidenceFile('statement.pdf', 1_500_000)],
      { timeoutMs: 700 },
    );
    expect((await moving.answer).status).toBe(200);
    await new Promise((resolve) => server?.close(resolve));

    // This server reads the headers and then nothing more.
    const stuck = await receiver(undefined, { onHeaders: (request) => Boolean(request.pause()) });
    const started = Date.now();
    const stalled = await uploadThroughBridge(
      stuck.origin,
      makeNetwork(),
      [evidenceFile('big.pdf', 9_000_000)],
      {
        timeoutMs: 700,
      },
    );
    const answer = await stalled.answer;
    expect(answer.status).toBe(504);
    expect(errorOf(answer).message).toBe('The DFA server took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops with a message when a picked file changes on disk while it is sent', async () => {
    const server = await receiver();
    const file = evidenceFile('statement.pdf', 2_000_000);
    let truncated = false;
    const upload = await uploadThroughBridge(
      server.origin,
      makeNetwork({ uplinkBytesPerSecond: 512 * 1024 }),
      [file],
      {
        onProgress: (report) => {
          if (report.sentBytes > 0 && !truncated) {
            truncated = true;
            truncateSync(file, 1_000_000);
          }
        },
      },
    );
    const answer = await upload.answer;
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toBe(
      'statement.pdf changed on disk while it was being sent. Choose it again.',
    );
    expect(await server.done).toBe('cut off');
  });

  it('ends with the server’s answer when it refuses the upload before reading it', async () => {
    const server = await receiver(undefined, {
      onHeaders: (_request, response) => {
        response.writeHead(413, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too large.' } }));
        return true;
      },
    });
    const progress: UploadProgress[] = [];
    const upload = await uploadThroughBridge(
      server.origin,
      makeNetwork(),
      [evidenceFile('big.pdf', 6_000_000)],
      {
        onProgress: (report) => progress.push(report),
      },
    );
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe('Too large.');
    expect(progress.every((report) => report.sentBytes < report.totalBytes)).toBe(true);
  });

  it('refuses a redirect as an error from the server, and the app stays online', async () => {
    const server = await receiver(undefined, {
      onHeaders: (_request, response) => {
        response.writeHead(307, { location: 'https://login.hotel-wifi.example/' });
        response.end();
        return true;
      },
    });
    const upload = await uploadThroughBridge(server.origin, makeNetwork(), [
      evidenceFile('statement.pdf', 200_000),
    ]);
    const answer = await upload.answer;
    expect(answer.status).toBe(502);
    expect(errorOf(answer).message).toBe(REDIRECT_MESSAGE);
    expect(upload.desktop.host.connectivity.state().online).toBe(true);
  });
});
