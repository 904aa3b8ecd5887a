/**
 * How the main process speaks HTTP. In the app both are Electron's `net` (Chromium's network
 * stack: the system's proxy settings and certificate store, like a browser), so members behind
 * a corporate proxy are not "offline". Tests give stand-ins with the same behaviour.
 */
export interface Network {
  /** `net.fetch`: requests whose body is small or absent */
  fetch: FetchFunction;
  /** `net.request`: uploads, whose body must stream with progress and a way to cancel */
  request: RequestFunction;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** What an upload asks of `net.request`. */
export interface RequestOptions {
  method: string;
  url: string;
  /** a redirect is announced with the `redirect` event and followed only if asked to */
  redirect: 'manual';
  /** Chromium's own cookie jar stays out of it: the session lives in the main process's jar */
  credentials: 'omit';
}

export type RequestFunction = (options: RequestOptions) => NetClientRequest;

/** The slice of Electron's `ClientRequest` (a Node `Writable`) the uploads use. */
export interface NetClientRequest {
  /** true: the body streams as it is written; false (Electron's default): buffered until `end()` */
  chunkedEncoding: boolean;
  setHeader(name: string, value: string): void;
  /** `callback` runs once the network has taken the chunk (Electron: the upload pipe accepted it) */
  write(chunk: Buffer, encoding?: string, callback?: (error?: Error | null) => void): unknown;
  end(): unknown;
  abort(): void;
  /** how much of the body the network stack has read and sent, once the upload has started */
  getUploadProgress(): { active: boolean; current: number; total: number };
  on(event: 'response', listener: (response: NetIncomingMessage) => void): this;
  on(event: 'redirect', listener: (statusCode: number, method: string, redirectUrl: string) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

/** The slice of Electron's `IncomingMessage` (a Node `Readable`) the uploads use. */
export interface NetIncomingMessage {
  statusCode: number;
  /** lower-case names; `set-cookie` as an array, other repeated headers joined with ", " */
  headers: Record<string, string | string[]>;
  on(event: 'data', listener: (chunk: Buffer) => void): this;
  on(event: 'end', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}
