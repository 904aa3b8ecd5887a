import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MODULES } from '../../shared/api/contract';
import { producedTypes, type Endpoint } from '../../shared/api/endpoint';
import { MEMBER_API_OPERATIONS } from '../../shared/api/dcsa';
import { registeredRoutesOf, type RegisteredRoute } from '../../src-server/app';
import { openApiPath } from '../../src-server/features/api-docs/openapi';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * The only routes registered without a contract endpoint, each because it is not an API call.
 * A route added here needs the same kind of reason.
 */
const NOT_API: Record<string, string> = {
  // The API reference: an HTML page for a person, and the viewer's script, styles and icon.
  'GET /api/docs': 'web page',
  'GET /api/docs/assets/:file': 'static files',
  // The blog's web feed, at a website address that feed readers subscribe to.
  'GET /blog/rss.xml': 'web feed',
};

/**
 * The member API's operations are described by their DCSA standards (Commercial Schedules,
 * Track & Trace), answer in the standards' own error shape, and are listed in
 * `MEMBER_API_OPERATIONS`, from which the OpenAPI document takes them as published.
 */
const MEMBER_API = new Set(MEMBER_API_OPERATIONS.map((operation) => `GET ${operation.path}`));

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function contractEndpoints(): Map<Endpoint, string> {
  const endpoints = new Map<Endpoint, string>();
  for (const module of Object.values(CONTRACT_MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      const candidate = value as Partial<Endpoint> | null;
      if (typeof candidate?.method === 'string' && typeof candidate.path === 'string' && candidate.response) {
        endpoints.set(candidate as Endpoint, name);
      }
    }
  }
  return endpoints;
}

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  parameters?: { name: string; in: string }[];
};

let t: TestApp;
let routes: readonly RegisteredRoute[];
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  routes = registeredRoutesOf(t.app);
  const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  paths = (document.json() as { paths: typeof paths }).paths;
});
afterAll(async () => {
  await t?.close();
});

describe(`every route through the contract, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('registers every route but the excused few from a contract endpoint, through route()', () => {
    const endpoints = contractEndpoints();
    expect(routes.length).toBeGreaterThan(200);
    const outside = routes.filter(
      (route) => !route.endpoint && !(key(route) in NOT_API) && !MEMBER_API.has(key(route)),
    );
    expect(outside.map(key)).toEqual([]);
    for (const route of routes.filter((route) => route.endpoint)) {
      // Registered from the contract's own declaration, not a copy of its path.
      expect(endpoints.has(route.endpoint!), key(route)).toBe(true);
      expect(key(route.endpoint!)).toBe(key(route));
    }
    // Every excuse is still used, so the list never outlives its routes.
    for (const excused of [...Object.keys(NOT_API), ...MEMBER_API]) {
      expect(routes.map(key), excused).toContain(excused);
    }
  });

  it('serves every endpoint of the contract', () => {
    const served = new Set(routes.map(key));
    const unserved = [...contractEndpoints().keys()].filter((endpoint) => !served.has(key(endpoint)));
    expect(unserved.map(key)).toEqual([]);
  });

  it('describes every API route in the OpenAPI document with the content types it really answers', () => {
    for (const route of routes) {
      if (key(route) in NOT_API) continue;
      const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, key(route)).toBeDefined();
      const endpoint = route.endpoint;
      if (!endpoint) continue;
      const success = operation!.responses['200'] ?? operation!.responses['204'];
      expect(Object.keys(success?.content ?? {}).sort(), key(route)).toEqual(
        operation!.responses['204'] ? [] : [...producedTypes(endpoint)].sort(),
      );
      for (const name of route.path.match(/(?<=:)\w+/g) ?? []) {
        expect(operation!.parameters, `${key(route)} ${name}`).toContainEqual(
          expect.objectContaining({ name, in: 'path' }),
        );
      }
      if (endpoint.upload) {
        const form = operation!.requestBody?.content['multipart/form-data'];
        expect(Object.keys(operation!.requestBody?.content ?? {}), key(route)).toEqual([
          'multipart/form-data',
        ]);
        expect(Object.keys(form?.schema.properties ?? {}), key(route)).toContain(endpoint.upload.fileField);
      } else if (endpoint.body) {
        expect(Object.keys(operation!.requestBody?.content ?? {}), key(route)).toEqual(['application/json']);
      } else {
        expect(operation!.requestBody, key(route)).toBeUndefined();
      }
    }
  });

  it('answers a CSV export and a calendar with the types the document gives them', async () => {
    const csv = paths['/api/admin/events/next-event']?.get?.responses['200']?.content ?? {};
    expect(Object.keys(csv)).toEqual(['application/json', 'text/csv']);
    const calendar = await t.app.inject({ method: 'GET', url: '/api/events/no-such-event/calendar.ics' });
    expect(calendar.statusCode).toBe(404);
    expect(calendar.json().error.message).toContain('no-such-event');
    expect(
      Object.keys(paths['/api/events/{slug}/calendar.ics']?.get?.responses['200']?.content ?? {}),
    ).toEqual(['text/calendar']);
  });
});
