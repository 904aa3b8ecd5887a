import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, invalidFieldsMessage } from '../../shared/api/envelope';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { ApiError } from './errors';
import type { Access } from './guards';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? Parsed<B> : never;
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

function parseOrThrow(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new ApiError('VALIDATION', invalidFieldsMessage(fields), fields);
  }
  return result.data;
}

/**
 * Registers one endpoint of the shared contract: its query and body are validated with the
 * contract's schemas (field messages in the error envelope), and its answer is checked against
 * the response schema so the server can never drift from what the clients parse.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<ResponseOf<E> | CheckedJson<ResponseOf<E>>>,
  options: RouteOptions,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: options.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: async (request, reply) => {
      const query = parseOrThrow(endpoint.query, request.query) as QueryOf<E>;
      const body = parseOrThrow(endpoint.body, request.body) as BodyOf<E>;
      const result = await handler({ request, reply, query, body } as RouteContext<E>);
      if (result instanceof CheckedJson)
        return reply.type('application/json; charset=utf-8').send(result.json);
      return endpoint.response.parse(result);
    },
  });
}
