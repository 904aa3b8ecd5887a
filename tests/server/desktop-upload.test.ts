import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../shared/bridge';
import { apiRequestSchema } from '../../shared/bridge-schemas';
import { editableCompanySchema, uploadCompanyLogo } from '../../shared/api/directory';
import { createApiFileProxy, createApiForwarder } from '../../src-main/api-bridge';
import { createSessionJar } from '../../src-main/session-jar';
import { bridgeFetch } from '../../src-renderer/lib/platform';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail } from './support/auth';
import { insertMember } from '../support/members';
import { EXE, PNG } from './support/sample-files';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/**
 * The desktop app's whole path for one member: the renderer's fetch over the bridge, the main
 * process checking the IPC argument and forwarding it with the session it keeps, the real API.
 */
async function desktopMember() {
  const member = await insertMember(t.db, { email: nextEmail() });
  await createDirectoryEntry(t.db, member.companyId, {
    name: 'Albatross Air Cargo',
    country: 'AE',
    city: 'Dubai',
    services: ['air-freight'],
  });
  const jar = createSessionJar();
  jar.store([`${SESSION_COOKIE}=${(await createSession(t.db, member.userId)).token}; Path=/; HttpOnly`]);
  const forward = createApiForwarder({ apiBaseUrl: baseUrl, jar });
  const bridge: DesktopBridge = {
    platform: { info: () => Promise.reject(new Error('not used')) },
    // What crosses IPC is checked by the main process exactly as `ipc.ts` does.
    api: { request: (request) => forward(apiRequestSchema.parse(structuredClone(request))) },
  };
  return { desktopFetch: bridgeFetch(bridge), appFiles: createApiFileProxy({ apiBaseUrl: baseUrl, jar }) };
}

function logoForm(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  return form;
}

describe(`uploads from the desktop app on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('sends a logo through the bridge as multipart, with the session the main process keeps', async () => {
    const { desktopFetch, appFiles } = await desktopMember();
    const response = await desktopFetch(`app://dfa${uploadCompanyLogo.path}`, {
      method: 'POST',
      body: logoForm(PNG, 'albatross.png'),
      headers: { accept: 'application/json', 'x-requested-with': 'dfa-portal' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const company = editableCompanySchema.parse(await response.json());
    expect(company.logoUrl).toMatch(/^\/api\/directory\/logo\/[0-9a-f]{64}\.png$/);

    // The page's <img> loads it through the app:// scheme, as bytes.
    const image = await appFiles(new URL(`app://dfa${company.logoUrl}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('gets the server’s field message for a file that is not an image', async () => {
    const { desktopFetch } = await desktopMember();
    const response = await desktopFetch(`app://dfa${uploadCompanyLogo.path}`, {
      method: 'POST',
      body: logoForm(EXE, 'logo.png'),
      headers: { 'x-requested-with': 'dfa-portal' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { file: 'logo.png is not a PNG, JPEG or WebP file.' } },
    });
  });

  it('refuses, before anything is sent, a request with both a body and a form, or a file over 10 MB', () => {
    const base = { method: 'POST', path: '/api/directory/my-company/logo', headers: {} } as const;
    expect(apiRequestSchema.safeParse({ ...base, body: '{}', form: [] }).success).toBe(false);
    const huge = {
      name: 'file',
      fileName: 'big.png',
      type: 'image/png',
      bytes: new Uint8Array(10 * 1024 * 1024 + 1),
    };
    expect(apiRequestSchema.safeParse({ ...base, form: [huge] }).success).toBe(false);
    expect(
      apiRequestSchema.safeParse({ ...base, form: [{ ...huge, bytes: new Uint8Array(8) }] }).success,
    ).toBe(true);
  });
});
