import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { healthResponseSchema } from '../../shared/api/health';
import { insertMember } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
});

async function openApiDocument(): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe(`the API reference on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('serves an OpenAPI 3.1 document of the shared contract that a validator accepts', async () => {
    const document = await openApiDocument();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<
      string,
      Record<string, { operationId: string; parameters?: unknown[]; responses?: Record<string, unknown> }>
    >;
    expect(paths['/api/directory/members']?.get?.operationId).toBe('listMembers');
    expect(paths['/api/directory/members']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'country', in: 'query', required: false }),
    );
    expect(paths['/api/company/contact-us']?.post).toBeDefined();
    expect(paths['/api/shipping-leads/bid']?.post).toBeDefined();
    expect(paths['/api/widgets/quote-request']?.post).toBeDefined();
    // A carrier's notification is accepted with 204 and no body, as Track & Trace expects.
    expect(Object.keys(paths['/api/tracking/notifications']?.post?.responses ?? {})).toEqual([
      '204',
      'default',
    ]);
    expect(Object.keys(paths).length).toBeGreaterThan(50);
  });

  it('shows a reference page whose code all comes from the site itself, under the strict policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(page.body).not.toMatch(/<script>|<style>|https?:\/\//);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/start.js']);
    for (const src of [...scripts, '/api/docs/assets/swagger-ui.css']) {
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length, src).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docs/assets/..%2Fpackage.json' })).statusCode,
    ).toBe(404);
  });

  it('is usable through a client that a third-party generator writes from the document', async () => {
    await insertMember(t.db, { email: 'generated@client.example' });
    const work = mkdtempSync(join(tmpdir(), 'dfa-openapi-client-'));
    try {
      const input = join(work, 'openapi.json');
      writeFileSync(input, JSON.stringify(await openApiDocument()));
      await createClient({
        input,
        output: { path: join(work, 'client') },
        plugins: ['@hey-api/client-fetch', '@hey-api/sdk'],
        logs: { level: 'silent' },
      });
      expect(readdirSync(join(work, 'client'))).toContain('sdk.gen.ts');
      const sdk = (await import(pathToFileURL(join(work, 'client', 'index.ts')).href)) as Record<
        string,
        (options: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>
      >;

      const health = await sdk.getHealth!({ baseUrl });
      expect(health.response.status).toBe(200);
      expect(healthResponseSchema.parse(health.data).database).toBe('up');

      const members = await sdk.listMembers!({ baseUrl, query: { page: 1 } });
      expect(members.response.status).toBe(200);
      expect(members.data).toMatchObject({ page: 1 });

      const refused = await sdk.listMembers!({ baseUrl, query: { page: 0 } });
      expect(refused.response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.error).error.fields).toHaveProperty('page');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
