import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/api/envelope';
import {
  producedTypes,
  type BodyOf,
  type Endpoint,
  type QueryOf,
  type ResponseOf,
  type Upload,
} from '../../shared/api/endpoint';
import { RawAnswer } from '../core/answers';
import { ApiError } from '../core/errors';
import type { Access } from './guards';
import { readUpload, type ReadUploadOptions, type ReceivedFile } from './uploads';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract endpoint a route was registered from, by `route()` */
    endpoint?: Endpoint;
  }
}

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? Parsed<B> : never;
  params: E extends { params: infer P } ? Parsed<P> : undefined;
  /**
   * Reads the multipart body the endpoint's `upload` declares: fields checked, files within
   * its limits. Called by the route, so it may first refuse a caller without reading a byte.
   */
  upload: E extends { upload: infer U extends Upload }
    ? (options?: ReadUploadOptions) => Promise<{ fields: z.output<U['fields']>; files: ReceivedFile[] }>
    : undefined;
}

export interface RouteOptions {
  /** who may call it, checked before anything else (see `Access`) */
  access: Access;
  /** Fastify route config, e.g. a tighter `rateLimit` */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /** checks that run after the body is parsed and before validation, e.g. per-account rate limits */
  preHandler?: ((request: FastifyRequest) => Promise<void>)[];
  /** checks on the request's head that run before its body is read */
  onRequest?: ((request: FastifyRequest) => Promise<void>)[];
}

/**
 * An answer already checked against its endpoint's response schema and written as JSON. Cached
 * answers are checked and serialised once, then sent as they are.
 */
export class CheckedJson<T> {
  declare private readonly answer: T;
  constructor(readonly json: string) {}
}

export function checkedJson<E extends Endpoint>(
  endpoint: E,
  answer: ResponseOf<E>,
): CheckedJson<ResponseOf<E>> {
  return new CheckedJson(JSON.stringify(endpoint.response.parse(answer)));
}

/** The one place a request's zod failure becomes the error envelope: field messages and a sentence. */
function parseOrThrow(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw ApiError.invalidFields(fields);
  }
  return result.data;
}

/** A path that names nothing: its parameter schema's own message says what was not found. */
function parseParams(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiError('NOT_FOUND', result.error.issues[0]!.message);
  return result.data;
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/** Writes a raw answer, once its type is one the endpoint declares (a 304 has none). */
function sendRaw(endpoint: Endpoint, reply: FastifyReply, answer: RawAnswer): FastifyReply {
  if (answer.status !== 304 && !producedTypes(endpoint).includes(mediaType(answer.contentType))) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${answer.contentType}, which its contract does not list in \`produces\``,
    );
  }
  reply.status(answer.status).headers(answer.headers);
  if (answer.body === undefined) return reply.send();
  return reply.type(answer.contentType).send(answer.body);
}

/**
 * Registers one endpoint of the shared contract: its query and body are validated with the
 * contract's schemas (field messages in the error envelope), and its answer is checked against
 * the response schema so the server can never drift from what the clients parse.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<ResponseOf<E> | CheckedJson<ResponseOf<E>> | RawAnswer>,
  options: RouteOptions,
): void {
  const upload = endpoint.upload;
  if (upload && endpoint.body) {
    throw new Error(`${endpoint.method} ${endpoint.path} declares both a JSON body and an upload`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: options.access, endpoint },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: async (request, reply) => {
      const params = parseParams(endpoint.params, request.params);
      const query = parseOrThrow(endpoint.query, request.query) as QueryOf<E>;
      const body = parseOrThrow(endpoint.body, request.body) as BodyOf<E>;
      const context = {
        request,
        reply,
        query,
        body,
        params,
        upload: upload && ((options?: ReadUploadOptions) => readUpload(request, upload, options)),
      };
      const result = await handler(context as RouteContext<E>);
      if (result instanceof RawAnswer) return sendRaw(endpoint, reply, result);
      if (result instanceof CheckedJson)
        return reply.type('application/json; charset=utf-8').send(result.json);
      return endpoint.response.parse(result);
    },
  });
}
