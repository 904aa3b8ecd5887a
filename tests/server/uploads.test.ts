import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_UPLOADS_PER_DAY } from '../../shared/api/directory';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { insertMember } from '../support/members';
import { pdfWithComment, pngWithText } from './support/sample-files';
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
  return (await createSession(t.db, account.userId, new Date())).token;
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
        // The company's answer looks for its link before any file: a file first has none.
        const fileBeforeLink = url === '/api/blacklist/response' && what === 'cut off inside a file';
        expect(errorOf(response), `${url} ${what}`).toMatchObject({
          code: 'VALIDATION',
          message: fileBeforeLink
            ? 'This link is incomplete. Open it again from the email.'
            : 'The upload arrived incomplete or garbled. Please send it again.',
        });
      }
    },
  );
});

/** A PNG with its own content (a text chunk changes the hash, not the picture). */
let pictures = 0;
function distinctPng(): Buffer {
  pictures += 1;
  return pngWithText(`variant ${pictures}`);
}
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const isStored = (sha256: string) => existsSync(join(t.config.filesDir, sha256.slice(0, 2), sha256));

function multipartPost(
  url: string,
  session: string,
  files: { field: string; name: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'x-requested-with': 'dfa-portal' },
    payload: form,
    cookies: { [SESSION_COOKIE]: session },
  });
}

const uploadLogo = (session: string, bytes: Buffer, slug?: string) =>
  multipartPost(`/api/directory/my-company/logo${slug ? `?slug=${slug}` : ''}`, session, [
    { field: 'file', name: 'logo.png', bytes },
  ]);

describe(`stored files nothing refers to on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('deletes a replaced or removed logo, and keeps one another company still shows', async () => {
    const owner = await sessionOf(await companyWithProfile());
    const [first, second] = [distinctPng(), distinctPng()];
    expect((await uploadLogo(owner, first)).statusCode).toBe(200);
    expect(isStored(sha256Of(first))).toBe(true);
    expect((await uploadLogo(owner, second)).statusCode).toBe(200);
    expect(isStored(sha256Of(first))).toBe(false);
    expect(isStored(sha256Of(second))).toBe(true);

    // The same picture as another company's logo: one stored file, two references.
    const neighbour = await sessionOf(await companyWithProfile());
    expect((await uploadLogo(neighbour, second)).statusCode).toBe(200);
    const removed = await post(
      t.app,
      '/api/directory/my-company/logo/remove',
      {},
      { session: owner, ip: nextIp() },
    );
    expect(removed.statusCode).toBe(200);
    expect(isStored(sha256Of(second))).toBe(true);
    await post(t.app, '/api/directory/my-company/logo/remove', {}, { session: neighbour, ip: nextIp() });
    expect(isStored(sha256Of(second))).toBe(false);
  });

  it('deletes evidence with its file or its entry, but not content another entry still holds', async () => {
    const entryOf = async () => {
      const response = await post(
        t.app,
        '/api/blacklist/blacklist-item',
        {
          companyName: 'Harbourside Shadow Cargo',
          aliases: [],
          countries: [{ country: 'NL', cities: [] }],
          reasons: ['Kept the freight paid by the shipper.'],
          managers: [],
        },
        { session: admin, ip: nextIp() },
      );
      return response.json<{ id: number }>().id;
    };
    const [first, second] = [await entryOf(), await entryOf()];
    const invoice = pdfWithComment('invoice 1');
    const ledger = pdfWithComment('ledger 1');
    const added = await multipartPost(
      '/api/blacklist/upload-files',
      admin,
      [
        { field: 'files', name: 'invoice.pdf', bytes: invoice },
        { field: 'files', name: 'ledger.pdf', bytes: ledger },
      ],
      { entryId: String(first) },
    );
    expect(added.statusCode, added.body).toBe(200);
    await multipartPost(
      '/api/blacklist/upload-files',
      admin,
      [{ field: 'files', name: 'copy.pdf', bytes: ledger }],
      {
        entryId: String(second),
      },
    );
    const [invoiceFile] = added.json<{ files: { id: number }[] }>().files;

    const deleteFile = await t.app.inject({
      method: 'DELETE',
      url: `/api/blacklist/blacklist-delete-file?id=${invoiceFile!.id}`,
      remoteAddress: nextIp(),
      headers: { 'x-requested-with': 'dfa-portal' },
      cookies: { [SESSION_COOKIE]: admin },
    });
    expect(deleteFile.json()).toEqual({ id: invoiceFile!.id, entryId: first });
    expect(isStored(sha256Of(invoice))).toBe(false);

    const deleteEntry = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/blacklist/blacklist-delete?id=${id}`,
        remoteAddress: nextIp(),
        headers: { 'x-requested-with': 'dfa-portal' },
        cookies: { [SESSION_COOKIE]: admin },
      });
    expect((await deleteEntry(first)).statusCode).toBe(200);
    expect(isStored(sha256Of(ledger))).toBe(true);
    expect((await deleteEntry(second)).statusCode).toBe(200);
    expect(isStored(sha256Of(ledger))).toBe(false);
  });
});

describe(`the daily upload allowance on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it(`lets a company upload ${LOGO_UPLOADS_PER_DAY} logos a day, then says when it may upload again`, async () => {
    const account = await companyWithProfile();
    const owner = await sessionOf(account);
    const colleagueAccount = await insertMember(t.db, { email: nextEmail() });
    await t.db
      .updateTable('users')
      .set({ company_id: account.companyId })
      .where('id', '=', colleagueAccount.userId)
      .execute();
    const colleague = await sessionOf(colleagueAccount);
    for (let upload = 1; upload <= LOGO_UPLOADS_PER_DAY; upload += 1) {
      const response = await uploadLogo(upload % 2 ? owner : colleague, distinctPng());
      expect(response.statusCode, `upload ${upload}: ${response.body}`).toBe(200);
    }
    const refused = distinctPng();
    const response = await uploadLogo(colleague, refused);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(errorOf(response)).toEqual({
      code: 'RATE_LIMITED',
      message: `Your company has uploaded ${LOGO_UPLOADS_PER_DAY} logos in the last 24 hours, the most a day allows. Try again in 24 hours.`,
    });
    expect(isStored(sha256Of(refused))).toBe(false);

    // Another company, and an administrator working on this one, are not held back.
    expect((await uploadLogo(await sessionOf(await companyWithProfile()), distinctPng())).statusCode).toBe(
      200,
    );
    const slug = (
      await t.db
        .selectFrom('companies')
        .select('slug')
        .where('id', '=', account.companyId)
        .executeTakeFirstOrThrow()
    ).slug!;
    expect((await uploadLogo(admin, distinctPng(), slug)).statusCode).toBe(200);

    // A day later the oldest uploads no longer count.
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000 - 1000).toISOString();
    const oldest = await t.db
      .selectFrom('company_uploads')
      .select('id')
      .where('company_id', '=', account.companyId)
      .orderBy('id')
      .limit(2)
      .execute();
    await t.db
      .updateTable('company_uploads')
      .set({ created_at: dayAgo })
      .where(
        'id',
        'in',
        oldest.map((row) => row.id),
      )
      .execute();
    expect((await uploadLogo(owner, distinctPng())).statusCode).toBe(200);
  });
});
