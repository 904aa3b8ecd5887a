import type { z } from 'zod';
import type { FileKind } from '../file-kinds';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A multipart upload: its text fields are checked with `fields`, its files against the limits
 * here, before the route sees either. The OpenAPI document describes it as `multipart/form-data`.
 */
export interface Upload {
  fields: z.ZodType;
  /** the form field the files come in, and the one their messages are shown beside */
  fileField: 'file' | 'files';
  kinds: readonly FileKind[];
  maxFiles: number;
  maxFileBytes: number;
  /** for an upload that needs a file: what the person is told when none came */
  missing?: string;
}

/** One API call: the single declaration the server, the renderer and the desktop bridge share. */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** `:name` segments are path parameters, checked with `params` */
  path: `/api/${string}`;
  /** the path parameters; one that fails its schema names nothing, so it answers 404 with its message */
  params?: z.ZodType;
  query?: Query;
  body?: Body;
  upload?: Upload;
  response: Response;
  /**
   * The media types a success may answer with, when not JSON alone (a CSV export, a calendar, a
   * stored file); `application/json` among them is the answer `response` describes. The server
   * refuses to send a type not listed here, so the OpenAPI document tells the truth.
   */
  produces?: readonly string[];
}

/** An export answered as JSON, or as a spreadsheet download with `format=csv`. */
export const JSON_OR_CSV = ['application/json', 'text/csv'] as const;

/** The media types of a success; JSON alone unless the endpoint says otherwise. */
export function producedTypes(endpoint: Endpoint): readonly string[] {
  return endpoint.produces ?? ['application/json'];
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
