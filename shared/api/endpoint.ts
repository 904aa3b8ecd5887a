import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: the single declaration the server, the renderer and the desktop bridge share. */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  query?: Query;
  body?: Body;
  response: Response;
}

/** An endpoint whose declared query and body schemas are known to be present. */
export type DefinedEndpoint<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
> = Endpoint<Query, Body, Response> &
  (Query extends z.ZodType ? { query: Query } : unknown) &
  (Body extends z.ZodType ? { body: Body } : unknown);

export function defineEndpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: DefinedEndpoint<Query, Body, Response>): DefinedEndpoint<Query, Body, Response> {
  return endpoint;
}

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.infer<R> : never;
