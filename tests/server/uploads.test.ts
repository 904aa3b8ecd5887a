import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createDirectoryEntry } from '../../src-server/features/directory/company-repository';
import { createSession, SESSION_COOKIE } from '../../src-server/features/session/sessions';
import { nextEmail, nextIp } from './support/auth';
import { insertMember } from './support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionOf(await insertMember(t.db, { email: nextEmail(), isAdmin: true }));
  member = await sessionOf(await companyWithProfile());
});
afterAll(async () => {
  await t?.close();
});

async function sessionOf(account: { userId: number }): Promise<string> {
  return (await createSession(t.db, account.userId)).token;
}

/** A member whose company has a directory profile, so it may have a logo. */
async function companyWithProfile() {
  const account = await insertMember(t.db, { email: nextEmail() });
  await createDirectoryEntry(t.db, account.companyId, {
    name: `Albatross Air Cargo ${account.hashId}`,
    country: 'AE',
    city: 'Dubai',
    services: ['air-freight'],
  });
  return account;
}

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

function postRaw(url: string, contentType: string, payload: string, session?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'content-type': contentType, 'x-requested-with': 'dfa-portal' },
    payload,
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

describe(`uploads on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const PART = '--edge\r\ncontent-disposition: form-data; name="file"; filename="logo.png"\r\n';
  const MALFORMED: [string, string, string][] = [
    ['without a boundary', 'multipart/form-data', `${PART}\r\nabc\r\n--edge--\r\n`],
    ['with the wrong boundary', 'multipart/form-data; boundary=other', `${PART}\r\nabc\r\n--edge--\r\n`],
    [
      'cut off inside a file',
      'multipart/form-data; boundary=edge',
      `${PART}content-type: image/png\r\n\r\nabc`,
    ],
    [
      'cut off inside a field',
      'multipart/form-data; boundary=edge',
      '--edge\r\ncontent-disposition: form-data; name="entryId"\r\n\r\n12',
    ],
    ['that is not multipart at all', 'multipart/form-data; boundary=edge', 'hello'],
  ];
  const ENDPOINTS: [string, string | undefined][] = [
    ['/api/blacklist/upload-files', 'admin'],
    ['/api/blacklist/response', undefined],
    ['/api/directory/my-company/logo', 'member'],
    ['/api/admin/upload-file', 'admin'],
  ];

  it.each(ENDPOINTS)(
    '%s answers a malformed multipart body with 400 and the error envelope',
    async (url, who) => {
      const session = who === 'admin' ? admin : who === 'member' ? member : undefined;
      for (const [what, contentType, payload] of MALFORMED) {
        const response = await postRaw(url, contentType, payload, session);
        expect(response.statusCode, `${url} ${what}: ${response.body}`).toBe(400);
        expect(errorOf(response), `${url} ${what}`).toMatchObject({
          code: 'VALIDATION',
          message: 'The upload arrived incomplete or garbled. Please send it again.',
        });
      }
    },
  );
});
