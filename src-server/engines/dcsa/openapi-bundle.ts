import { publishedDcsaDocuments, type DcsaDocument } from './validator';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Component names in our document, by the DCSA document they come from. */
const PREFIXES: Record<string, string> = {
  'https://api.swaggerhub.com/apis/dcsaorg/DCSA_CS/1.0.3': 'DcsaCs_',
  'https://api.swaggerhub.com/apis/dcsaorg/DCSA_TNT/2.2.0': 'DcsaTnt_',
  'https://api.swaggerhub.com/domains/dcsaorg/DCSA_DOMAIN/1.0.3': 'DcsaDomain_',
  'https://api.swaggerhub.com/domains/dcsaorg/ERROR_DOMAIN/1.0.0': 'DcsaError_',
  'https://api.swaggerhub.com/domains/dcsaorg/EVENT_DOMAIN/1.0.4': 'DcsaEvent_',
};

const COMPONENT = /^\/components\/(schemas|parameters|headers|responses)\/([^/]+)$/;

function segment(raw: string): string {
  return decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
}

function atPointer(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = segment(raw);
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

export type Components = Record<'schemas' | 'parameters' | 'headers' | 'responses', Record<string, Json>>;

/**
 * Copies parts of the published DCSA specifications into one OpenAPI document: every `$ref`
 * (into the same file or another DCSA document) becomes a component of ours with a prefixed
 * name, so the operations are described by the standard's own schemas, word for word.
 */
export function createDcsaBundler() {
  const { documents, idOf } = publishedDcsaDocuments();
  const components: Components = { schemas: {}, parameters: {}, headers: {}, responses: {} };

  function copy(value: Json, baseId: string): Json {
    if (Array.isArray(value)) return value.map((item) => copy(item, baseId));
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') return reference(value.$ref, baseId);
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      // OpenAPI 3.1 schemas are JSON Schema, where `nullable` means nothing; DCSA only says false.
      if (key === 'nullable' && item === false) continue;
      result[key] = copy(item, baseId);
    }
    return result;
  }

  function reference(ref: string, baseId: string): Json {
    const [address = '', pointer = ''] = ref.split('#');
    const id = address === '' ? baseId : address;
    const target = atPointer((documents.get(id) ?? {}) as Json, pointer);
    const match = COMPONENT.exec(pointer);
    if (!match) return copy(target ?? {}, id);
    const kind = match[1] as keyof Components;
    const name = `${PREFIXES[id] ?? 'DcsaUnpublished_'}${segment(match[2]!).replace(/[^A-Za-z0-9._-]/g, '_')}`;
    if (!(name in components[kind])) {
      components[kind][name] = {};
      components[kind][name] = copy(target ?? {}, id);
    }
    return { $ref: `#/components/${kind}/${name}` };
  }

  return {
    /** One operation of a standard (`get` of `/v1/point-to-point-routes`, say), its references made ours. */
    operation(document: DcsaDocument, path: string, method: 'get'): JsonObject {
      const id = idOf(document);
      const operation = atPointer(
        (documents.get(id) ?? {}) as Json,
        `/paths/${path.replace(/\//g, '~1')}/${method}`,
      );
      if (!isObject(operation)) throw new Error(`The ${document} specification has no ${method} ${path}`);
      return copy(operation, id) as JsonObject;
    },
    /** A component schema of a standard, e.g. Commercial Schedules' ErrorResponse, as a reference of ours. */
    schema(document: DcsaDocument, name: string): Json {
      return reference(`#/components/schemas/${name}`, idOf(document));
    },
    components,
  };
}
