import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../paths';

/** The copies of the DCSA specifications that ship with the portal (see SOURCE.md there). */
const DCSA_SPEC_DIR = `${join(PROJECT_ROOT, 'reference-data/dcsa')}/`;

/**
 * Every document by the address other documents use in their `$ref`s. Track & Trace names its
 * domains by SwaggerHub URL; the event domain it asks for (1.0.4) was never published in the
 * repository, so the nearest published one (1.1.1) answers for it.
 */
const DOCUMENTS = {
  CS: { file: 'CS_v1.0.3.yaml', id: 'https://api.swaggerhub.com/apis/dcsaorg/DCSA_CS/1.0.3' },
  TNT: { file: 'TNT_v2.2.0.yaml', id: 'https://api.swaggerhub.com/apis/dcsaorg/DCSA_TNT/2.2.0' },
  DCSA_DOMAIN: {
    file: 'dcsa_domain_v1.0.3.yaml',
    id: 'https://api.swaggerhub.com/domains/dcsaorg/DCSA_DOMAIN/1.0.3',
  },
  ERROR_DOMAIN: {
    file: 'error_domain_v1.0.0.yaml',
    id: 'https://api.swaggerhub.com/domains/dcsaorg/ERROR_DOMAIN/1.0.0',
  },
  EVENT_DOMAIN: {
    file: 'event_domain_v1.1.1.yaml',
    id: 'https://api.swaggerhub.com/domains/dcsaorg/EVENT_DOMAIN/1.0.4',
  },
} as const;

export type DcsaDocument = keyof typeof DOCUMENTS;

/** A schema inside one of the documents, named by its JSON pointer. */
export interface DcsaSchemaRef {
  document: DcsaDocument;
  pointer: string;
}

/** One reason a document does not meet the standard, at a JSON pointer into the document. */
export interface DcsaProblem {
  pointer: string;
  message: string;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A named component schema, e.g. `component('CS', 'PointToPoint')`. */
function component(document: DcsaDocument, name: string): DcsaSchemaRef {
  return { document, pointer: `/components/schemas/${escapePointer(name)}` };
}

/** The JSON body of an operation's answer, e.g. `responseBody('CS', 'get', '/v1/vessel-schedules')`. */
export function responseBody(
  document: DcsaDocument,
  method: 'get' | 'post',
  path: string,
  status = '200',
): DcsaSchemaRef {
  return {
    document,
    pointer: `/paths/${escapePointer(path)}/${method}/responses/${status}/content/application~1json/schema`,
  };
}

/** The schemas the portal checks against, named once. */
export const DCSA_SCHEMAS = {
  vesselSchedules: responseBody('CS', 'get', '/v1/vessel-schedules'),
  pointToPointRoutes: responseBody('CS', 'get', '/v1/point-to-point-routes'),
  pointToPoint: component('CS', 'PointToPoint'),
  trackingEvents: responseBody('TNT', 'get', '/v2/events'),
  eventSubscription: responseBody('TNT', 'post', '/v2/event-subscriptions', '201'),
  transportEvent: component('EVENT_DOMAIN', 'transportEvent'),
  shipmentEvent: component('EVENT_DOMAIN', 'shipmentEvent'),
  equipmentEvent: component('EVENT_DOMAIN', 'equipmentEvent'),
} as const satisfies Record<string, DcsaSchemaRef>;

/** A document refused by the standard: the message names the first problem's JSON pointer. */
export class DcsaValidationError extends Error {
  override name = 'DcsaValidationError';
  constructor(
    readonly what: string,
    readonly problems: DcsaProblem[],
  ) {
    const first = problems[0];
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(
      first
        ? `${what} does not follow the DCSA standard: at ${first.pointer || '/'} it ${first.message}${more}.`
        : `${what} does not follow the DCSA standard.`,
    );
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(value: Json, visit: (node: JsonObject) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (isObject(value)) {
    visit(value);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}

function splitRef(ref: string, baseId: string): { id: string; pointer: string } {
  const [address = '', pointer = ''] = ref.split('#');
  return { id: address === '' ? baseId : address, pointer };
}

function atPointer(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

function setAtPointer(root: JsonObject, pointer: string, value: Json): void {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((raw) => decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = root;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) node[segment] = value;
    else {
      const next = node[segment];
      node = isObject(next) ? next : (node[segment] = {});
    }
  });
}

interface Loaded {
  documents: Map<string, JsonObject>;
  /** `$ref`s to documents that were never published: accepted as anything, listed here */
  unchecked: string[];
}

/**
 * Documents referenced but absent get a stand-in that accepts any value at each referenced
 * pointer, so the rest of a schema can still be checked; they are reported as unchecked.
 */
function addStandIns(loaded: Loaded): void {
  const missing = new Map<string, Set<string>>();
  for (const [id, document] of loaded.documents) {
    walk(document, (node) => {
      if (typeof node.$ref !== 'string') return;
      const target = splitRef(node.$ref, id);
      if (!loaded.documents.has(target.id)) {
        (missing.get(target.id) ?? missing.set(target.id, new Set()).get(target.id)!).add(target.pointer);
      }
    });
  }
  for (const [id, pointers] of missing) {
    const standIn: JsonObject = {};
    for (const pointer of pointers) {
      setAtPointer(standIn, pointer, {});
      loaded.unchecked.push(`${id}#${pointer}`);
    }
    loaded.documents.set(id, standIn);
  }
  loaded.unchecked.sort();
}

/** Follows `$ref`s (across documents) until a schema with content is reached. */
function resolve(
  loaded: Loaded,
  schema: Json | undefined,
  baseId: string,
): { schema?: JsonObject; id: string } {
  let current = schema;
  let id = baseId;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const target = splitRef(current.$ref, id);
    id = target.id;
    current = atPointer(loaded.documents.get(id) ?? {}, target.pointer);
  }
  return isObject(current) ? { schema: current, id } : { id };
}

/** The values a branch allows for the tag property, looking through its `allOf` chain. */
function tagValues(loaded: Loaded, branch: Json, baseId: string, tag: string, depth = 0): string[] {
  const { schema, id } = resolve(loaded, branch, baseId);
  if (!schema || depth > 10) return [];
  const property = resolve(
    loaded,
    isObject(schema.properties) ? schema.properties[tag] : undefined,
    id,
  ).schema;
  if (property) {
    if (typeof property.const === 'string') return [property.const];
    if (Array.isArray(property.enum)) return property.enum.filter((value) => typeof value === 'string');
  }
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [...new Set(parts.flatMap((part) => tagValues(loaded, part, id, tag, depth + 1)))];
}

/**
 * Ajv reads an OpenAPI discriminator only when every `oneOf` branch names the tag's values at
 * its top level and requires the tag, and it does not read `mapping`. DCSA's event schemas
 * declare the tag deep in `allOf` chains, so each branch is wrapped with its values hoisted;
 * where a branch's values cannot be found, the discriminator is dropped and plain `oneOf`
 * (which the branches satisfy exclusively anyway) does the checking.
 */
function normaliseDiscriminators(loaded: Loaded): void {
  for (const [id, document] of loaded.documents) {
    walk(document, (node) => {
      const discriminator = node.discriminator;
      if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return;
      const tag = discriminator.propertyName;
      const branches = Array.isArray(node.oneOf) ? node.oneOf : [];
      const values = branches.map((branch) => tagValues(loaded, branch, id, tag));
      const seen = values.flat();
      if (
        branches.length === 0 ||
        values.some((list) => list.length === 0) ||
        new Set(seen).size !== seen.length
      ) {
        delete node.discriminator;
        return;
      }
      node.oneOf = branches.map((branch, index) => ({
        properties: { [tag]: { enum: values[index]! } },
        required: [tag],
        allOf: [branch],
      }));
      node.discriminator = { propertyName: tag };
    });
  }
}

function readDocuments(directory: string): Loaded {
  const loaded: Loaded = { documents: new Map(), unchecked: [] };
  for (const { file, id } of Object.values(DOCUMENTS)) {
    loaded.documents.set(id, parse(readFileSync(`${directory}${file}`, 'utf8')) as JsonObject);
  }
  addStandIns(loaded);
  return loaded;
}

function loadDocuments(directory: string): Loaded {
  const loaded = readDocuments(directory);
  normaliseDiscriminators(loaded);
  return loaded;
}

/**
 * The specifications as published (parsed, nothing rewritten), by the address their `$ref`s
 * use, with an accept-anything stand-in for each document DCSA never published: for describing
 * the standard's operations in our own OpenAPI document.
 */
export function publishedDcsaDocuments(): {
  documents: ReadonlyMap<string, Record<string, unknown>>;
  idOf: (document: DcsaDocument) => string;
} {
  const { documents } = readDocuments(DCSA_SPEC_DIR);
  return { documents, idOf: (document) => DOCUMENTS[document].id };
}

const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

const KEYWORD_MESSAGES: Partial<Record<string, (error: ErrorObject) => string>> = {
  required: (error) => `lacks the required property “${String(error.params.missingProperty)}”`,
  enum: (error) =>
    `must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`,
  additionalProperties: (error) =>
    `has a property “${String(error.params.additionalProperty)}” the standard does not allow`,
  format: (error) => `must be a valid ${String(error.params.format)}`,
};

function problemOf(error: ErrorObject): DcsaProblem {
  const describe = KEYWORD_MESSAGES[error.keyword];
  return {
    pointer: error.instancePath,
    message: describe ? describe(error) : (error.message ?? 'is not valid'),
  };
}

/** Ajv's errors are listed outermost first; the deepest ones say most about what to fix. */
function problemsOf(errors: ErrorObject[]): DcsaProblem[] {
  const unique = new Map<string, DcsaProblem>();
  for (const error of [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)) {
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const problem = problemOf(error);
    unique.set(`${problem.pointer} ${problem.message}`, problem);
  }
  const problems = [...unique.values()];
  return problems.length > 0 ? problems : errors.slice(0, 1).map(problemOf);
}

export interface DcsaValidator {
  /** Problems of `data` against the schema; empty when it meets the standard. */
  check(schema: DcsaSchemaRef, data: unknown): DcsaProblem[];
  /** Throws a DcsaValidationError naming `what` and the first problem's pointer. */
  assertValid(schema: DcsaSchemaRef, data: unknown, what: string): void;
  /** `$ref`s into documents DCSA never published, which accept any value */
  uncheckedReferences: readonly string[];
}

/** Loads the specifications (YAML), resolves their `$ref`s and compiles schemas on first use. */
function createDcsaValidator(directory = DCSA_SPEC_DIR): DcsaValidator {
  const loaded = loadDocuments(directory);
  // OpenAPI 3.0 schemas carry `nullable`, `discriminator`, `example` and other annotations that
  // are not JSON Schema keywords, hence `strict: false`; `discriminator: true` makes Ajv pick
  // the one branch a tagged object is checked against, so errors describe that branch.
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true, validateSchema: false });
  addFormats(ajv);
  // RFC 3339, which OpenAPI's date-time means, requires the offset; ajv-formats 2 lets it go.
  const dateTime = {
    type: 'string' as const,
    validate: (value: string) => RFC3339_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
  };
  ajv.addFormat('date-time', dateTime);
  // The error domain 1.0.0 spells its errorDateTime's format `$date-time`, meaning the same.
  ajv.addFormat('$date-time', dateTime);
  for (const [id, document] of loaded.documents) ajv.addSchema(document, id);
  const compiled = new Map<string, ValidateFunction>();

  const validatorFor = (schema: DcsaSchemaRef): ValidateFunction => {
    const key = `${DOCUMENTS[schema.document].id}#${schema.pointer}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: key });
      compiled.set(key, validate);
    }
    return validate;
  };

  const check = (schema: DcsaSchemaRef, data: unknown): DcsaProblem[] => {
    const validate = validatorFor(schema);
    return validate(data) ? [] : problemsOf(validate.errors ?? []);
  };

  return {
    check,
    assertValid(schema, data, what) {
      const problems = check(schema, data);
      if (problems.length > 0) throw new DcsaValidationError(what, problems.slice(0, 10));
    },
    uncheckedReferences: loaded.unchecked,
  };
}

let shared: DcsaValidator | undefined;

/** One validator per process: the specifications are parsed once, each schema compiled once. */
export function dcsaValidator(): DcsaValidator {
  shared ??= createDcsaValidator();
  return shared;
}
