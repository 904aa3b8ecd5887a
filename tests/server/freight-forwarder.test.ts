import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_GUIDES } from '../../shared/freight-forwarder/guides/country-guides';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/freight-forwarder/country', () => {
  it('answers one country’s guide and its ports', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/freight-forwarder/country?slug=greece' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ guide: { lead: string }; ports: { gateways: { unlocode: string }[] } }>();
    expect(body.guide.lead).toBe(COUNTRY_GUIDES.greece!.lead);
    expect(body.ports.gateways.map((port) => port.unlocode)).toContain('GRPIR');
  });

  it('answers 404 for a country without a page and 400 for a malformed slug', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/freight-forwarder/country?slug=atlantis',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'We have no freight forwarding page for that country yet.' },
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/freight-forwarder/country?slug=..%2Fetc',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.slug).toBe('A country slug has lowercase letters and hyphens only.');
  });
});
