import { MAX_UPLOAD_TOTAL_BYTES } from '../../shared/api/http';

/**
 * How long the server waits on a client. An upload may take as long as its bytes keep coming at a
 * modest speed; a connection on which nothing moves is closed much sooner, so neither an idle
 * client nor one that trickles its headers holds a connection for long.
 */
export interface ServerTimeouts {
  /** the whole request, headers and body, must have arrived by then (Node's `requestTimeout`) */
  requestMs: number;
  /** the request's headers must have arrived by then (Node's `headersTimeout`) */
  headersMs: number;
  /** a connection on which no byte moves either way for this long is closed */
  idleMs: number;
  /** a kept-alive connection waits this long for its next request */
  keepAliveMs: number;
  /** how often Node looks for requests past `requestMs` or `headersMs`: how late it may cut them */
  checkIntervalMs: number;
}

/** The slowest uplink on which the largest upload still arrives whole: 1 Mbit/s. */
const SLOWEST_UPLINK_BYTES_PER_SECOND = 1_000_000 / 8;

const MINUTE_MS = 60_000;

/**
 * The largest request (ten evidence files of 10 MB and their fields, about 105 MB) takes 14
 * minutes at 1 Mbit/s; one more minute covers headers, multipart framing and TCP/TLS overhead.
 */
const LARGEST_UPLOAD_MS =
  Math.ceil(MAX_UPLOAD_TOTAL_BYTES / SLOWEST_UPLINK_BYTES_PER_SECOND / 60 + 1) * MINUTE_MS;

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: LARGEST_UPLOAD_MS,
  headersMs: 30_000,
  // nginx's client_body_timeout (deploy/nginx/dfa-proxy.conf) is the same silence, seen from nginx.
  idleMs: 60_000,
  // nginx's upstream keepalive_timeout (deploy/nginx/dfa-portal.conf) stays below it.
  keepAliveMs: 5_000,
  checkIntervalMs: 5_000,
};
