import { FileChanged, type StreamedBody } from './multipart';
import type { NetClientRequest, NetIncomingMessage, RequestFunction } from './network';
import { setCookieLines } from './session-jar';
import {
  DEFAULT_TIMEOUT_MS,
  isAbort,
  isRedirectStatus,
  isTimeout,
  RedirectRefused,
  UploadInterrupted,
  type SessionTransport,
} from './session-transport';

export interface StreamedAnswer {
  status: number;
  headers: Headers;
  body: string;
}

interface StreamedSend {
  method: string;
  /** what the page may set (see createApiForwarder); the content type and cookie are added here */
  headers: Headers;
  body: StreamedBody;
  signal?: AbortSignal | undefined;
  /**
   * Bytes the network has taken and sent. It stays below the body's size until the server has
   * answered, which it does only once it has read the last byte: bytes handed to the operating
   * system may still sit in its buffers, so "all sent" is the server's to say.
   */
  onProgress?: ((sentBytes: number) => void) | undefined;
}

/** How often the network stack's own count is read between writes, so the bar moves smoothly. */
const PROGRESS_POLL_MS = 200;

/**
 * Sends a body as it is read, with `net.request` and chunked encoding: net.fetch (and a
 * ClientRequest without `chunkedEncoding`) buffers the whole body before a byte leaves
 * (electron/electron#53858), which would cost memory and make progress meaningless. The upload
 * may take as long as it keeps moving: the timeout restarts whenever bytes go out or come back.
 */
function sendStreamed(
  request: RequestFunction,
  target: URL,
  { method, headers, body, signal, onProgress }: StreamedSend,
  idleTimeoutMs: number,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let answered = false;
    let bodyDone = false;
    let written = 0;
    let sent = 0;
    let stopWriting: () => void = () => undefined;
    const stopped = new Promise<void>((resolveStop) => (stopWriting = resolveStop));
    const client: NetClientRequest = request({
      method,
      url: target.href,
      redirect: 'manual',
      credentials: 'omit',
    });

    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const stillMoving = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(
        () => fail(new DOMException('The upload stalled: no bytes moved for too long.', 'TimeoutError')),
        idleTimeoutMs,
      );
    };
    const noteProgress = () => {
      // Electron counts what its network stack sent; a network without that count, what it accepted.
      const stack = client.getUploadProgress();
      const now = stack.active ? Math.min(stack.current, written) : written;
      if (now <= sent) return;
      sent = now;
      stillMoving();
      onProgress?.(Math.min(sent, body.totalBytes - 1));
    };
    const poll = setInterval(noteProgress, PROGRESS_POLL_MS);

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(idleTimer);
      clearInterval(poll);
      signal?.removeEventListener('abort', cancel);
      stopWriting();
      outcome();
    };
    const fail = (error: unknown) =>
      finish(() => {
        client.abort();
        reject(error);
      });
    const cancel = () => fail(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      cancel();
      return;
    }
    signal?.addEventListener('abort', cancel, { once: true });

    client.on('redirect', () => fail(new RedirectRefused(`${method} ${target.pathname} was redirected`)));
    client.on('error', (error) => fail(error));
    client.on('response', (response: NetIncomingMessage) => {
      answered = true;
      stillMoving();
      if (isRedirectStatus(response.statusCode)) {
        fail(new RedirectRefused(`${method} ${target.pathname} was redirected`));
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => {
        chunks.push(chunk);
        stillMoving();
      });
      response.on('error', (error) => fail(error));
      response.on('end', () =>
        finish(() => {
          // An answer before the whole body went out (a refusal) ends the upload here.
          if (!bodyDone) client.abort();
          if (response.statusCode >= 200 && response.statusCode < 300) onProgress?.(body.totalBytes);
          resolve({
            status: response.statusCode,
            headers: headersOf(response.headers),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        }),
      );
    });

    for (const [name, value] of headers) client.setHeader(name, value);
    client.setHeader('content-type', body.contentType);
    client.chunkedEncoding = true;
    stillMoving();

    const write = (chunk: Uint8Array) =>
      new Promise<void>((resolveWrite, rejectWrite) => {
        client.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), undefined, (error) =>
          error ? rejectWrite(error) : resolveWrite(),
        );
      });
    const pump = async () => {
      for await (const chunk of body.chunks()) {
        // Electron never calls back a write pending when the request is aborted: stop waiting then.
        await Promise.race([write(chunk), stopped]);
        if (settled || answered) return;
        written += chunk.byteLength;
        noteProgress();
      }
      bodyDone = true;
      client.end();
    };
    pump().catch((error: unknown) => {
      if (!answered) fail(error);
    });
  });
}

function headersOf(received: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(received)) {
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * A streamed upload with the member's session, teaching the connection state as `sendWithSession`
 * does: a failure before any byte moved means the server cannot be reached; after, it means the
 * connection broke off.
 */
export async function sendStreamedWithSession(
  { jar, network, connectivity, timeoutMs = DEFAULT_TIMEOUT_MS }: SessionTransport,
  target: URL,
  send: StreamedSend,
): Promise<StreamedAnswer> {
  const cookie = jar.cookieHeader(target);
  if (cookie) send.headers.set('cookie', cookie);
  let moved = false;
  const onProgress = send.onProgress;
  try {
    const answer = await sendStreamed(
      network.request,
      target,
      {
        ...send,
        onProgress: (sentBytes) => {
          moved = true;
          onProgress?.(sentBytes);
        },
      },
      timeoutMs,
    );
    connectivity?.reached();
    jar.store(setCookieLines(answer.headers), target);
    return answer;
  } catch (error) {
    if (error instanceof RedirectRefused || moved) connectivity?.reached();
    const told = isTimeout(error) || isAbort(error) || error instanceof RedirectRefused;
    if (told || error instanceof FileChanged) throw error;
    if (moved) {
      throw new UploadInterrupted(
        'The connection to the DFA server broke off during the upload. Check your connection and try again.',
      );
    }
    connectivity?.unreachable();
    throw error;
  }
}
