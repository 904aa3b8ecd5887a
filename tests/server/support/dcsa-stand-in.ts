import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received, for assertions about what the portal sent. */
interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  apiVersion: string | undefined;
  /** the parsed JSON body, when one was sent */
  body: unknown;
}

/** What the stand-in answers to one request: a status, a JSON body, optional headers, a delay. */
export interface StandInAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** raw text instead of JSON, for malformed answers */
  raw?: string;
  delayMs?: number;
}

export type StandInRoute = (request: ReceivedRequest) => StandInAnswer;

/**
 * A carrier's DCSA API on 127.0.0.1 (an ephemeral port): each path answers through its route,
 * and every request is recorded. Routes decide paging, errors and malformed pages.
 */
export async function startDcsaStandIn(routes: Record<string, StandInRoute>) {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: ReceivedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: incoming.headers.authorization,
      apiVersion: incoming.headers['api-version'] as string | undefined,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    received.push(request);
    const route = routes[url.pathname];
    const answer: StandInAnswer = route
      ? route(request)
      : { status: 404, body: { statusCode: 404, statusCodeText: 'Not Found', errors: [] } };
    const send = () => {
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'api-version': '1.0.3',
        ...answer.headers,
      });
      response.end(answer.raw ?? JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A DCSA error answer, as the standard shapes it. */
export function dcsaError(status: number, text: string, message: string) {
  return {
    httpMethod: 'GET',
    requestUri: '/v1/vessel-schedules',
    statusCode: status,
    statusCodeText: text,
    statusCodeMessage: message,
    errorDateTime: new Date().toISOString(),
    errors: [{ errorCodeText: 'internalError', errorCodeMessage: message }],
  };
}
