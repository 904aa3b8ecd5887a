import { EventEmitter } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import { Readable, Writable } from 'node:stream';
import type {
  FetchFunction,
  NetClientRequest,
  NetIncomingMessage,
  Network,
  RequestOptions,
} from '../../src-main/network';

/**
 * Stand-ins for Electron's `net.request` and `net.fetch`, over Node's http client, behaving as
 * Electron 45's own code does where that differs from Node's fetch. Modelled on
 * electron/electron's `lib/common/api/net-client-request.ts` (ClientRequest, IncomingMessage),
 * `lib/browser/api/net-fetch.ts` (net.fetch is built on ClientRequest), the URL loader in
 * `shell/common/api/electron_api_url_loader.cc`, and the behaviour `spec/api-net-spec.ts` pins:
 *
 * - A body written without `chunkedEncoding` is buffered whole (its `SlurpStream`) and the request
 *   starts only at `end()`; every write's callback runs at once. net.fetch pipes its body that way,
 *   so a streamed fetch body is buffered before a byte leaves (electron/electron#53858).
 * - With `chunkedEncoding = true` the first write starts the request, sent with
 *   `Transfer-Encoding: chunked` and no `Content-Length`; a write's callback runs once the network
 *   took the chunk (the upload pipe's write completed), and never if the request was aborted.
 * - Redirects: `follow` (the default) follows to any origin; `manual` emits `redirect` and, unless
 *   `followRedirect()` is called during it, fails with "Redirect was cancelled"; net.fetch adds no
 *   such listener, so `redirect: 'manual'` always rejects (electron/electron#43715); `error` fails.
 * - `IncomingMessage.headers`: `set-cookie` is always an array, other repeated headers are joined
 *   with ", " (or the first kept, for those Node discards duplicates of); net.fetch then joins
 *   every array with ", ", so several `Set-Cookie` headers become one string.
 * - Failures are `Error('net::ERR_…')`, Chromium's error names.
 * - No proxy is taken from the environment (`HTTP_PROXY`, `HTTPS_PROXY`): Chromium's proxy
 *   comes from the session's settings, and Node's fetch on Node 20 ignores them as well.
 *
 * `uplinkBytesPerSecond` paces bytes onto the wire, standing in for a member's slow uplink.
 */
export function electronNetwork({ uplinkBytesPerSecond }: { uplinkBytesPerSecond?: number } = {}): Network {
  const link = createLink(uplinkBytesPerSecond);
  const request = (options: ElectronRequestOptions) => new ClientRequestDouble(options, link);
  return { request, fetch: netFetch(request) };
}

/**
 * Node's own HTTP: its fetch, and its http client behind the `net.request` interface (a body
 * streams as written, redirects arrive as answers, `set-cookie` stays an array).
 */
export function nodeNetwork({ uplinkBytesPerSecond }: { uplinkBytesPerSecond?: number } = {}): Network {
  const link = createLink(uplinkBytesPerSecond);
  return {
    fetch: (input, init) => fetch(input, init),
    request: (options) => new NodeClientRequest(options, link),
  };
}

/** `[name, make]` pairs for `describe.each`, so a test runs over both. */
export const EACH_NETWORK = Object.entries({
  'Node’s fetch': nodeNetwork,
  'Electron’s net': electronNetwork,
});

/** Shares the uplink between requests; without a rate, bytes go out as fast as the socket takes them. */
interface Link {
  pace(bytes: number): Promise<void>;
}

function createLink(bytesPerSecond: number | undefined): Link {
  let free = 0;
  return {
    async pace(bytes) {
      if (!bytesPerSecond) return;
      const now = performance.now();
      free = Math.max(free, now) + (bytes / bytesPerSecond) * 1000;
      const wait = free - now;
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

/** Slices small enough that pacing is smooth, as a link sends packets rather than whole chunks. */
const WIRE_SLICE_BYTES = 16 * 1024;

async function sendPaced(link: Link, outgoing: http.ClientRequest, bytes: Buffer, sent: (n: number) => void) {
  for (let offset = 0; offset < bytes.length; offset += WIRE_SLICE_BYTES) {
    const slice = bytes.subarray(offset, offset + WIRE_SLICE_BYTES);
    await link.pace(slice.length);
    if (outgoing.destroyed) throw new Error('net::ERR_ABORTED');
    await new Promise<void>((resolve, reject) =>
      outgoing.write(slice, (error) => (error ? reject(error) : resolve())),
    );
    sent(slice.length);
  }
}

/** Chromium's names for what Node reports. */
function netError(error: Error & { code?: string }): Error {
  if (error.message.startsWith('net::')) return error;
  const names: Record<string, string> = {
    ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
    ECONNRESET: 'net::ERR_CONNECTION_RESET',
    EPIPE: 'net::ERR_CONNECTION_RESET',
    ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
    ETIMEDOUT: 'net::ERR_CONNECTION_TIMED_OUT',
  };
  return new Error(names[error.code ?? ''] ?? 'net::ERR_FAILED');
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** net-client-request.ts: headers whose repeats Node (and Electron after it) drop. */
const DISCARDABLE_DUPLICATES = new Set([
  'content-type',
  'content-length',
  'user-agent',
  'referer',
  'host',
  'authorization',
  'proxy-authorization',
  'if-modified-since',
  'if-unmodified-since',
  'from',
  'location',
  'max-forwards',
  'retry-after',
  'etag',
  'last-modified',
  'server',
  'age',
  'expires',
]);

function headerLists(rawHeaders: string[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    lists.set(name, [...(lists.get(name) ?? []), rawHeaders[index + 1] ?? '']);
  }
  return lists;
}

class IncomingMessageDouble extends Readable implements NetIncomingMessage {
  constructor(private readonly source: http.IncomingMessage) {
    super();
    source.on('data', (chunk: Buffer) => {
      if (!this.push(chunk)) source.pause();
    });
    source.on('end', () => this.push(null));
    source.on('error', (error) => this.destroy(netError(error)));
  }

  override _read(): void {
    this.source.resume();
  }

  get statusCode(): number {
    return this.source.statusCode ?? 0;
  }

  get statusMessage(): string {
    return this.source.statusMessage ?? '';
  }

  get headers(): Record<string, string | string[]> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, values] of headerLists(this.source.rawHeaders)) {
      headers[name] =
        name === 'set-cookie'
          ? values
          : DISCARDABLE_DUPLICATES.has(name)
            ? (values[0] ?? '')
            : values.join(', ');
    }
    return headers;
  }
}

/** What net.fetch passes to ClientRequest besides the options an upload uses. */
type ElectronRequestOptions = Omit<RequestOptions, 'redirect' | 'credentials'> & {
  redirect?: RequestRedirect;
  credentials?: RequestCredentials;
  origin?: string | undefined;
  cache?: RequestCache;
  referrerPolicy?: ReferrerPolicy;
};

class ClientRequestDouble extends Writable implements NetClientRequest {
  private readonly url: URL;
  private readonly method: string;
  private readonly redirectPolicy: RequestRedirect;
  private readonly requestHeaders = new Map<string, { name: string; value: string }>();
  private chunked: boolean | undefined;
  private started = false;
  private firstWrite = false;
  private aborted = false;
  /** failed, aborted or refused; the Writable itself is destroyed as soon as `end()` finished */
  private dead = false;
  private readonly slurped: Buffer[] = [];
  private outgoing: http.ClientRequest | undefined;
  private response: IncomingMessageDouble | undefined;
  private progress = { active: false, started: false, current: 0, total: 0 };
  private followRedirectCallback: (() => void) | undefined;

  constructor(
    options: ElectronRequestOptions,
    private readonly link: Link,
  ) {
    super({ autoDestroy: true });
    this.url = new URL(options.url);
    if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') {
      throw new Error('ClientRequest only supports http: and https: protocols');
    }
    this.method = (options.method || 'GET').toUpperCase();
    this.redirectPolicy = options.redirect ?? 'follow';
  }

  get chunkedEncoding(): boolean {
    return this.chunked ?? false;
  }

  set chunkedEncoding(value: boolean) {
    if (this.started) throw new Error('chunkedEncoding can only be set before the request is started');
    if (this.chunked !== undefined) throw new Error('chunkedEncoding can only be set once');
    this.chunked = value;
  }

  setHeader(name: string, value: string): void {
    if (this.started || this.firstWrite) throw new Error("Can't set headers after they are sent");
    this.requestHeaders.set(name.toLowerCase(), { name, value: String(value) });
  }

  followRedirect(): void {
    if (!this.followRedirectCallback) {
      throw new Error('followRedirect() called, but was not waiting for a redirect');
    }
    this.followRedirectCallback();
  }

  getUploadProgress() {
    return { ...this.progress };
  }

  abort(): void {
    if (!this.aborted) process.nextTick(() => this.emit('abort'));
    this.aborted = true;
    this.die();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.firstWrite = true;
    if (!this.chunked) {
      this.slurped.push(chunk);
      callback();
      return;
    }
    if (!this.started) this.start(undefined);
    const outgoing = this.outgoing;
    if (!outgoing) return;
    sendPaced(this.link, outgoing, chunk, (n) => (this.progress.current += n)).then(
      () => {
        if (!this.aborted) callback();
      },
      (error: Error) => {
        if (!this.aborted) callback(netError(error));
      },
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.chunked) {
      if (!this.started) this.start(undefined);
      this.outgoing?.end();
    } else {
      this.start(this.slurped.length > 0 ? Buffer.concat(this.slurped) : undefined);
    }
    callback();
  }

  private start(body: Buffer | undefined): void {
    this.started = true;
    this.progress = { active: true, started: true, current: 0, total: body?.length ?? 0 };
    this.open(this.url, this.method, body);
  }

  private open(url: URL, method: string, body: Buffer | undefined): void {
    const headers: Record<string, string> = {};
    for (const { name, value } of this.requestHeaders.values()) headers[name] = value;
    if (body) headers['Content-Length'] = String(body.length);
    const outgoing = (url.protocol === 'https:' ? https : http).request(url, { method, headers });
    this.outgoing = outgoing;
    outgoing.on('response', (incoming) => this.answered(incoming, url, method, body));
    outgoing.on('error', (error) => {
      if (!this.dead && this.outgoing === outgoing) this.die(netError(error));
    });
    if (this.chunked) return;
    if (!body) {
      outgoing.end();
      return;
    }
    sendPaced(this.link, outgoing, body, (n) => (this.progress.current += n)).then(
      () => outgoing.end(),
      (error: Error) => {
        if (!this.dead) this.die(netError(error));
      },
    );
  }

  private answered(incoming: http.IncomingMessage, url: URL, method: string, body: Buffer | undefined): void {
    if (this.dead) return;
    const status = incoming.statusCode ?? 0;
    const location = incoming.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      incoming.resume();
      this.redirected(status, new URL(location, url), incoming, method, body);
      return;
    }
    const response = new IncomingMessageDouble(incoming);
    this.response = response;
    this.emit('response', response);
  }

  private redirected(
    status: number,
    target: URL,
    incoming: http.IncomingMessage,
    method: string,
    body: Buffer | undefined,
  ): void {
    const newMethod =
      (status === 303 && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')
        ? 'GET'
        : method;
    if (this.redirectPolicy === 'error') {
      this.die(new Error("Attempted to redirect, but redirect policy was 'error'"));
      return;
    }
    let follow = this.redirectPolicy === 'follow';
    this.followRedirectCallback = () => {
      follow = true;
    };
    try {
      this.emit(
        'redirect',
        status,
        newMethod,
        target.href,
        Object.fromEntries(headerLists(incoming.rawHeaders)),
      );
    } finally {
      this.followRedirectCallback = undefined;
    }
    if (!follow) {
      if (!this.aborted) this.die(new Error('Redirect was cancelled'));
      return;
    }
    // A streamed body cannot be read a second time ("Tried to read twice from a JSChunkedDataPipeGetter").
    if (this.chunked) {
      this.die(new Error('net::ERR_FAILED'));
      return;
    }
    this.open(target, newMethod, newMethod === 'GET' ? undefined : body);
  }

  private die(error?: Error): void {
    this.dead = true;
    // Electron's own words: a Writable that ended emits no more events by itself, this one must.
    if (this.destroyed && error) this.emit('error', error);
    this.destroy(error);
    const outgoing = this.outgoing;
    this.outgoing = undefined;
    outgoing?.destroy();
    this.response?.destroy(error);
  }
}

/** net-fetch.ts `fetchWithSession`, over the ClientRequest above. */
function netFetch(request: (options: ElectronRequestOptions) => ClientRequestDouble): FetchFunction {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      let req: Request;
      try {
        req = new Request(input, init);
      } catch (error) {
        reject(error);
        return;
      }
      const abortError = () =>
        (req.signal.reason as unknown) ?? new DOMException('The operation was aborted.', 'AbortError');
      if (req.signal.aborted) {
        reject(abortError());
        void req.body?.cancel(abortError()).catch(() => undefined);
        return;
      }
      let locallyAborted = false;
      const origin = req.headers.get('origin') ?? undefined;
      const r = request({
        method: req.method,
        url: req.url,
        origin,
        credentials: req.credentials === 'same-origin' && !origin ? 'include' : req.credentials,
        cache: req.cache,
        referrerPolicy: req.referrerPolicy,
        redirect: req.redirect,
      });
      req.signal.addEventListener(
        'abort',
        () => {
          locallyAborted = true;
          reject(abortError());
          void req.body?.cancel(abortError()).catch(() => undefined);
          r.abort();
        },
        { once: true },
      );
      if (req.mode && (req.mode !== 'cors' || origin)) r.setHeader('Sec-Fetch-Mode', req.mode);
      for (const [name, value] of req.headers) r.setHeader(name, value);
      r.on('response', (response: IncomingMessageDouble) => {
        if (locallyAborted) return;
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const nullBody = [101, 204, 205, 304].includes(response.statusCode) || req.method === 'HEAD';
        resolve(
          new Response(nullBody ? null : webStreamOf(response), {
            headers,
            status: response.statusCode,
            statusText: response.statusMessage,
          }),
        );
      });
      r.on('error', reject);
      const writable = Writable.toWeb(r) as WritableStream<Uint8Array>;
      // Electron leaves a failed pipe's rejection unhandled; here it would fail the test run.
      if (
        !req.body?.pipeTo(writable).then(
          () => r.end(),
          () => undefined,
        )
      )
        r.end();
    });
}

/**
 * `Readable.toWeb`, which Electron uses here, without a fault of Node 20's: data already flowing
 * when the body is cancelled is still enqueued, and throws.
 */
function webStreamOf(readable: Readable): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      readable.pause();
      readable.on('data', (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) readable.pause();
      });
      readable.on('end', () => {
        if (!cancelled) controller.close();
      });
      readable.on('error', (error) => {
        if (!cancelled) controller.error(error);
      });
    },
    pull() {
      readable.resume();
    },
    cancel() {
      cancelled = true;
      readable.destroy();
    },
  });
}

/** Node's http client behind the `net.request` interface. */
class NodeClientRequest extends EventEmitter implements NetClientRequest {
  chunkedEncoding = false;
  private readonly outgoing: http.ClientRequest;
  private queue: Promise<void> = Promise.resolve();
  private aborted = false;

  constructor(
    options: RequestOptions,
    private readonly link: Link,
  ) {
    super();
    const url = new URL(options.url);
    this.outgoing = (url.protocol === 'https:' ? https : http).request(url, { method: options.method });
    this.outgoing.on('response', (incoming) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(incoming.headers))
        if (value !== undefined) headers[name] = value;
      this.emit('response', Object.assign(incoming, { statusCode: incoming.statusCode ?? 0, headers }));
    });
    this.outgoing.on('error', (error) => {
      if (!this.aborted) this.emit('error', error);
    });
  }

  setHeader(name: string, value: string): void {
    this.outgoing.setHeader(name, value);
  }

  write(chunk: Buffer, _encoding?: string, callback?: (error?: Error | null) => void): void {
    this.queue = this.queue.then(() => sendPaced(this.link, this.outgoing, chunk, () => undefined));
    this.queue.then(
      () => callback?.(),
      (error: Error) => callback?.(error),
    );
  }

  end(): void {
    void this.queue.then(
      () => this.outgoing.end(),
      () => undefined,
    );
  }

  abort(): void {
    this.aborted = true;
    this.outgoing.destroy();
  }

  getUploadProgress() {
    return { active: false, current: 0, total: 0 };
  }
}

/** A network whose cable can be pulled: while unplugged, every request fails as Chromium's does. */
export function unpluggable(network: Network): { network: Network; unplug(): void; plugIn(): void } {
  let plugged = true;
  const disconnected = () => new Error('net::ERR_INTERNET_DISCONNECTED');
  return {
    network: {
      fetch: (input, init) => (plugged ? network.fetch(input, init) : Promise.reject(disconnected())),
      request: (options) => (plugged ? network.request(options) : new DisconnectedRequest(disconnected())),
    },
    unplug: () => {
      plugged = false;
    },
    plugIn: () => {
      plugged = true;
    },
  };
}

class DisconnectedRequest extends EventEmitter implements NetClientRequest {
  chunkedEncoding = false;
  private failed = false;

  constructor(private readonly error: Error) {
    super();
  }

  setHeader(): void {}

  write(): void {
    this.fail();
  }

  end(): void {
    this.fail();
  }

  abort(): void {
    this.failed = true;
  }

  getUploadProgress() {
    return { active: false, current: 0, total: 0 };
  }

  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    process.nextTick(() => this.emit('error', this.error));
  }
}
