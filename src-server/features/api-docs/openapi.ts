import { z } from 'zod';
import { CONTRACT_MODULES } from '../../../shared/api/contract';
import { producedTypes, type Endpoint, type Upload } from '../../../shared/api/endpoint';
import { MEMBER_API_COMMON_NOTES, MEMBER_API_OPERATIONS } from '../../../shared/api/dcsa';
import { errorEnvelopeSchema } from '../../../shared/api/envelope';
import { mediaTypesOf } from '../../../shared/file-kinds';
import { createDcsaBundler, type Components } from '../../engines/dcsa/openapi-bundle';

type JsonSchema = Record<string, unknown>;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    METHODS.has(candidate.method) &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/api/') &&
    candidate.response instanceof z.ZodType
  );
}

/**
 * zod 4's JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Requests are described as
 * the client sends them (`input`: before defaults and transforms), answers as the server
 * sends them (`output`). What JSON Schema cannot say (a custom check) is left open.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', shared: Shared, name: string): JsonSchema {
  const {
    $schema: _dialect,
    $defs: defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  if (!defs) return rest;
  // A schema used twice or recursively gets local definitions (`#/$defs/…`); in the document
  // `#` is the document itself, so they move to the components under names of their own.
  const renamed = (ref: string) => `#/components/schemas/${name}_${ref.slice('#/$defs/'.length)}`;
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? renamed(inner)
          : relink(inner),
      ]),
    );
  };
  for (const [defName, definition] of Object.entries(defs as Record<string, unknown>)) {
    shared[`${name}_${defName}`] = relink(definition) as JsonSchema;
  }
  return relink(rest) as JsonSchema;
}

/** Definitions several parts of the document refer to, by their component name. */
type Shared = Record<string, JsonSchema>;

/** A query's or a path's schema: its properties become parameters, each with its own schema. */
function parameters(schema: z.ZodType, where: 'query' | 'path', shared: Shared, name: string): JsonSchema[] {
  const described = jsonSchema(schema, 'input', shared, name);
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    // A path parameter is always there, or the path would be another.
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** `/api/events/:slug/calendar.ics` as OpenAPI writes it: `/api/events/{slug}/calendar.ics`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

/** A multipart upload: its text fields, and its files as binary parts of the declared kinds. */
function uploadBody(upload: Upload, shared: Shared, name: string): JsonSchema {
  const fields = jsonSchema(upload.fields, 'input', shared, name);
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    'multipart/form-data': {
      schema: {
        ...fields,
        type: 'object',
        properties: {
          ...(fields.properties as JsonSchema | undefined),
          [upload.fileField]:
            upload.maxFiles === 1
              ? { ...file, description: `At most ${upload.maxFileBytes} bytes.` }
              : {
                  type: 'array',
                  items: file,
                  maxItems: upload.maxFiles,
                  description: `Each file at most ${upload.maxFileBytes} bytes.`,
                },
        },
        required: [
          ...((fields.required as string[] | undefined) ?? []),
          ...(upload.missing ? [upload.fileField] : []),
        ],
      },
      encoding: { [upload.fileField]: { contentType: mediaTypesOf(upload.kinds).join(', ') } },
    },
  };
}

/** A success's content, by media type: JSON as the response schema says, text and files as strings. */
function successContent(endpoint: Endpoint, shared: Shared, name: string): JsonSchema {
  return Object.fromEntries(
    producedTypes(endpoint).map((type) => [
      type,
      {
        schema:
          type === 'application/json'
            ? jsonSchema(endpoint.response, 'output', shared, name)
            : type.startsWith('text/')
              ? { type: 'string' }
              : { type: 'string', contentMediaType: type },
      },
    ]),
  );
}

function operation(tag: string, operationId: string, endpoint: Endpoint, shared: Shared): JsonSchema {
  const allParameters = [
    ...(endpoint.params ? parameters(endpoint.params, 'path', shared, `${operationId}Path`) : []),
    ...(endpoint.query ? parameters(endpoint.query, 'query', shared, `${operationId}Query`) : []),
  ];
  return {
    operationId,
    tags: [tag],
    ...(allParameters.length > 0 ? { parameters: allParameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(endpoint.body, 'input', shared, `${operationId}Body`),
              },
            },
          },
        }
      : {}),
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: uploadBody(endpoint.upload, shared, `${operationId}Fields`),
          },
        }
      : {}),
    responses: {
      // An endpoint whose answer is nothing at all (a carrier's callback) answers 204.
      ...(endpoint.response.safeParse(undefined).success
        ? { '204': { description: 'Accepted; no body' } }
        : {
            '200': {
              description: 'Success',
              content: successContent(endpoint, shared, `${operationId}Response`),
            },
          }),
      default: {
        description:
          'Any failure: 4xx for a request to correct (field messages in `fields`), 429 and 503 with Retry-After, 5xx otherwise.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  };
}

const SECURITY_SCHEME = 'memberApiKey';

/** Failures the portal answers besides those the standard lists, in the standard's error shape. */
const REFUSALS = {
  '401': 'No API key, or one that is unknown or revoked.',
  '403': 'The key’s company is not a member in good standing (not yet approved, lapsed or suspended).',
  '429': 'The key has made its requests for this minute; `Retry-After` says how many seconds to wait.',
} as const;

/**
 * The member API: each operation exactly as its DCSA standard publishes it (parameters,
 * answers, schemas), with the portal's notes, its key, and the refusals and headers it adds.
 */
function memberApiPaths(): { paths: Record<string, Record<string, JsonSchema>>; components: Components } {
  const bundler = createDcsaBundler();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const described of MEMBER_API_OPERATIONS) {
    const standard = bundler.operation(described.standard, described.standardPath, 'get');
    const responses = { ...(standard.responses as Record<string, JsonSchema>) };
    const errorSchema =
      described.standard === 'CS'
        ? bundler.schema('CS', 'ErrorResponse')
        : ((responses.default?.content as JsonSchema | undefined)?.['application/json'] as JsonSchema)
            ?.schema;
    const success = responses['200'] as JsonSchema;
    responses['200'] = {
      ...success,
      headers: {
        ...(success.headers as JsonSchema),
        'DFA-Data': {
          description:
            '`sample` when the answer is built from the portal’s generated sample data (invented vessels and events), `carrier` when from carriers’ data.',
          schema: { type: 'string', enum: ['sample', 'carrier'] },
        },
      },
    };
    for (const [status, description] of Object.entries(REFUSALS)) {
      responses[status] = {
        description,
        ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: errorSchema } },
      };
    }
    paths[described.path] = {
      get: {
        ...standard,
        operationId: described.operationId,
        tags: [
          described.standard === 'CS'
            ? 'member-api: commercial schedules 1.0.3'
            : 'member-api: track & trace 2.2',
        ],
        description: [
          ...described.notes,
          ...MEMBER_API_COMMON_NOTES,
          '---',
          String(standard.description ?? ''),
        ]
          .join('\n\n')
          .trim(),
        security: [{ [SECURITY_SCHEME]: [] }],
        responses,
      },
    };
  }
  return { paths, components: bundler.components };
}

/** The OpenAPI 3.1 document of every endpoint in the shared contract. */
export function buildOpenApiDocument({ serverUrl, version }: { serverUrl: string; version: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared: Shared = {};
  for (const [tag, module] of Object.entries(CONTRACT_MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      const method = value.method.toLowerCase();
      const path = openApiPath(value.path);
      paths[path] ??= {};
      if (paths[path]![method]) {
        throw new Error(`Two contract endpoints declare ${value.method} ${value.path} (${name})`);
      }
      paths[path]![method] = operation(tag, name, value, shared);
    }
  }
  const memberApi = memberApiPaths();
  Object.assign(paths, memberApi.paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'DFA Portal API',
      version,
      description:
        'The API of the Digital Freight Alliance portal, generated from the contract the website, the desktop app and the server share. Signed-in calls use the session cookie set by sign-in; state-changing calls need a JSON body or the `x-requested-with: dfa-portal` header. Every answer carries `X-Request-Id`.\n\nThe member API (`/api/dcsa/...`) is for members’ own systems: DCSA Commercial Schedules 1.0.3 and Track & Trace 2.2, called with an API key from the account page instead of a session. Its answers may be built from sample data: the `DFA-Data` header says so (`sample`), and sample vessels are marked `isDummyVessel: true`.',
    },
    servers: [{ url: serverUrl }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: {
        ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output', shared, 'ErrorEnvelope'),
        ...shared,
        ...memberApi.components.schemas,
      },
      parameters: memberApi.components.parameters,
      headers: memberApi.components.headers,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'A member API key (`dfa_…`), made and revoked on the account page.',
        },
      },
    },
  };
}
