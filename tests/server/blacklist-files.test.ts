import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistEntrySchema, type BlacklistEntry } from '../../shared/api/blacklist';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextIp, post } from './support/auth';
import { blacklistRowCounts, responseLinkFrom } from './support/blacklist';
import { EXE, PAGE, PDF, PNG } from './support/sample-files';
import { createTestAppWithSessions, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  ({ t, admin, member } = await createTestAppWithSessions());
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

function form(fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return data;
}

function upload(data: FormData, session: string | null = admin, path = '/api/blacklist/upload-files') {
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'x-requested-with': 'dfa-portal' },
    payload: data,
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

function download(id: number, session?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/blacklist/file?id=${id}`,
    remoteAddress: nextIp(),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

async function newEntry(status: 'reported' | 'listed' = 'listed'): Promise<BlacklistEntry> {
  const created = await post(
    t.app,
    '/api/blacklist/blacklist-item',
    {
      companyName: 'Harbourside Shadow Cargo',
      aliases: [],
      countries: [{ country: 'NL', cities: ['Rotterdam'] }],
      reasons: ['Kept the freight paid by the shipper and never released the cargo.'],
      managers: [],
    },
    { session: admin, ip: nextIp() },
  );
  const entry = blacklistEntrySchema.parse(created.json());
  if (status === 'reported') return entry;
  for (const next of ['under_review', 'listed']) {
    await post(
      t.app,
      '/api/blacklist/change-status',
      { id: entry.id, status: next, note: 'Documents checked.' },
      { session: admin, ip: nextIp() },
    );
  }
  return { ...entry, status: 'listed' };
}

async function entryById(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/blacklist/get-all-companies',
    cookies: { [SESSION_COOKIE]: admin },
    remoteAddress: nextIp(),
  });
  const found = response
    .json<{ items: unknown[] }>()
    .items.find((item) => (item as { id: number }).id === id);
  return blacklistEntrySchema.parse(found);
}

const storedBlobs = () => readdirSync(t.config.filesDir, { recursive: true }).length;

describe(`blacklist evidence files on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('stores several files in one upload, by content, and records them in the history', async () => {
    const entry = await newEntry();
    const response = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'invoice INV-2291.pdf', bytes: PDF },
        { name: '../../etc/bill of lading.png', bytes: PNG, type: 'application/pdf' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { files } = response.json<{ files: { id: number; name: string; mime: string; size: number }[] }>();
    expect(files.map(({ name, mime, size }) => ({ name, mime, size }))).toEqual([
      { name: 'invoice INV-2291.pdf', mime: 'application/pdf', size: PDF.length },
      // The path is dropped and the type comes from the bytes, not from what the browser claimed.
      { name: 'bill of lading.png', mime: 'image/png', size: PNG.length },
    ]);
    const stored = await entryById(entry.id);
    expect(stored.files.map((file) => file.name)).toEqual(['invoice INV-2291.pdf', 'bill of lading.png']);
    expect(stored.history[0]).toMatchObject({
      action: 'files-added',
      summary: 'Added invoice INV-2291.pdf, bill of lading.png.',
    });
  });

  it('refuses a renamed executable by name and stores nothing of that upload', async () => {
    const entry = await newEntry();
    const before = await blacklistRowCounts(t.db);
    const blobs = storedBlobs();
    const response = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'statement.pdf', bytes: PDF },
        { name: 'evidence.pdf', bytes: EXE },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION',
      message: 'evidence.pdf is not a PDF, PNG, JPEG, DOCX or XLSX file.',
      fields: { files: 'evidence.pdf is not a PDF, PNG, JPEG, DOCX or XLSX file.' },
    });
    expect(await blacklistRowCounts(t.db)).toEqual(before);
    expect(storedBlobs()).toBe(blobs);
  });

  it('names a file after what its content is, so a PDF sent as statement.html downloads as statement.pdf', async () => {
    const entry = await newEntry();
    const response = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'statement.html', bytes: PDF, type: 'text/html' },
        { name: 'bank transfer', bytes: PNG },
        { name: 'Invoice.PDF', bytes: PDF },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { files } = response.json<{ files: { id: number; name: string }[] }>();
    expect(files.map((file) => file.name)).toEqual(['statement.pdf', 'bank transfer.png', 'Invoice.pdf']);
    const download0 = await download(files[0]!.id, member);
    expect(download0.headers['content-disposition']).toMatch(/^attachment; filename="statement\.pdf";/);
    expect(download0.headers['content-type']).toBe('application/pdf');
  });

  it('drops right-to-left overrides and other direction controls from file names', async () => {
    const entry = await newEntry();
    // Shown as "invoice-exe.pdf" by the override, though the name ends in ".exe.pdf".
    const response = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'invoice-\u202Efdp.exe', bytes: PDF },
        { name: '\u2067bill\u2069 of \u200Flading\u061C.png', bytes: PNG },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { files } = response.json<{ files: { id: number; name: string }[] }>();
    expect(files.map((file) => file.name)).toEqual(['invoice-fdp.pdf', 'bill of lading.png']);
    const downloaded = await download(files[0]!.id, member);
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="invoice-fdp.pdf"; filename*=UTF-8''invoice-fdp.pdf`,
    );
  });

  it('downloads a file stored under another extension by the name of its type', async () => {
    const entry = await newEntry();
    const uploaded = await upload(form({ entryId: String(entry.id) }, [{ name: 'ledger.pdf', bytes: PDF }]));
    const [file] = uploaded.json<{ files: { id: number }[] }>().files;
    await t.db
      .updateTable('blacklist_files')
      .set({ name: 'ledger.html' })
      .where('id', '=', file!.id)
      .execute();
    const response = await download(file!.id, member);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ledger\.pdf";/);
  });

  it('refuses a PDF or an image that carries a web page, and stores nothing of that upload', async () => {
    const entry = await newEntry();
    const before = await blacklistRowCounts(t.db);
    const blobs = storedBlobs();
    for (const [name, bytes] of [
      ['statement.pdf', Buffer.concat([PDF, PAGE])],
      ['statement.pdf', Buffer.concat([PDF.subarray(0, 9), PAGE, PDF.subarray(9)])],
      ['receipt.png', Buffer.concat([PNG, PAGE])],
      // The four files of the second probe: tags and handlers the first check did not list.
      ['toggle.png', Buffer.concat([PNG, Buffer.from('<details open ontoggle=alert(document.domain)>')])],
      ['focus.png', Buffer.concat([PNG, Buffer.from('<input autofocus onfocus=alert(document.domain)>')])],
      [
        'video.png',
        Buffer.concat([PNG, Buffer.from('<video><source onerror=alert(document.domain)></video>')]),
      ],
      [
        'fake-stream.pdf',
        Buffer.concat([
          PDF.subarray(0, 9),
          Buffer.from('2 0 obj\n<< >>\nstream\n'),
          PAGE,
          Buffer.from('endstream\nendobj\n'),
          PDF.subarray(9),
        ]),
      ],
    ] as const) {
      const response = await upload(
        form({ entryId: String(entry.id) }, [
          { name: 'invoice.pdf', bytes: PDF },
          { name, bytes },
        ]),
      );
      expect(response.statusCode).toBe(400);
      const message = `${name} has web page code hidden in it. Save it again from the program that made it and upload the new file.`;
      expect(errorOf(response)).toEqual({ code: 'VALIDATION', message, fields: { files: message } });
    }
    expect(await blacklistRowCounts(t.db)).toEqual(before);
    expect(storedBlobs()).toBe(blobs);
  });

  it('refuses a file whose structure is broken or holds more than its format', async () => {
    const entry = await newEntry();
    const response = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'scan.png', bytes: Buffer.concat([PNG, Buffer.from('notes')]) },
      ]),
    );
    expect(response.statusCode).toBe(400);
    const message =
      'scan.png is damaged or holds more than a PNG file should. Save it again from the program that made it and upload the new file.';
    expect(errorOf(response)).toEqual({ code: 'VALIDATION', message, fields: { files: message } });
  });

  it('refuses a file over 10 MB with 413 and its name', async () => {
    const entry = await newEntry();
    const before = await blacklistRowCounts(t.db);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(
      form({ entryId: String(entry.id) }, [{ name: 'scanned ledger.pdf', bytes: big }]),
    );
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'scanned ledger.pdf is larger than 10 MB. Choose a smaller file or split it.',
    });
    expect(await blacklistRowCounts(t.db)).toEqual(before);
  });

  it('explains a missing entry, a missing file and a request that is not multipart', async () => {
    const none = await upload(form({ entryId: '999999' }, [{ name: 'a.pdf', bytes: PDF }]));
    expect(none.statusCode).toBe(404);
    const noId = await upload(form({}, [{ name: 'a.pdf', bytes: PDF }]));
    expect(noId.statusCode).toBe(400);
    expect(errorOf(noId).fields).toEqual({ entryId: 'Give the entry’s number.' });
    const entry = await newEntry();
    const noFiles = await upload(form({ entryId: String(entry.id) }, []));
    expect(noFiles.statusCode).toBe(400);
    expect(errorOf(noFiles).fields).toEqual({ files: 'Choose at least one file.' });
    const json = await post(t.app, '/api/blacklist/upload-files', { entryId: entry.id }, { session: admin });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).message).toBe('Send the files as multipart form data.');
  });

  it('lets only admins upload: 401 for anonymous callers, 403 for members', async () => {
    const entry = await newEntry();
    const data = () => form({ entryId: String(entry.id) }, [{ name: 'a.pdf', bytes: PDF }]);
    expect((await upload(data(), null)).statusCode).toBe(401);
    const asMember = await upload(data(), member);
    expect(asMember.statusCode).toBe(403);
    expect(errorOf(asMember).message).toBe('Only DFA administrators can do this.');
  });

  it('sends a file to members as a nosniff attachment, and to no one else', async () => {
    const entry = await newEntry();
    const uploaded = await upload(
      form({ entryId: String(entry.id) }, [{ name: 'Rechnung für März.pdf', bytes: PDF }]),
    );
    const [file] = uploaded.json<{ files: { id: number }[] }>().files;
    const response = await download(file!.id, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung f_r M_rz.pdf"; filename*=UTF-8''${encodeURIComponent('Rechnung für März.pdf')}`,
    );
    expect(response.rawPayload.equals(PDF)).toBe(true);

    const anonymous = await download(file!.id);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Please sign in to continue.');
    expect((await download(999_999, member)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/blacklist/file?id=x',
      cookies: { [SESSION_COOKIE]: member },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hides the files of unpublished entries from members', async () => {
    const entry = await newEntry('reported');
    const uploaded = await upload(form({ entryId: String(entry.id) }, [{ name: 'draft.pdf', bytes: PDF }]));
    const [file] = uploaded.json<{ files: { id: number }[] }>().files;
    expect((await download(file!.id, member)).statusCode).toBe(404);
    expect((await download(file!.id, admin)).statusCode).toBe(200);
  });

  it('removes a file by id, records it, and says when there is none', async () => {
    const entry = await newEntry();
    const uploaded = await upload(
      form({ entryId: String(entry.id) }, [
        { name: 'keep.pdf', bytes: PDF },
        { name: 'wrong photo.png', bytes: PNG },
      ]),
    );
    const [, photo] = uploaded.json<{ files: { id: number }[] }>().files;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/blacklist/blacklist-delete-file?id=${photo!.id}`,
      headers: { 'x-requested-with': 'dfa-portal' },
      cookies: { [SESSION_COOKIE]: admin },
    });
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toEqual({ id: photo!.id, entryId: entry.id });
    const after = await entryById(entry.id);
    expect(after.files.map((file) => file.name)).toEqual(['keep.pdf']);
    expect(after.history[0]).toMatchObject({ action: 'file-removed', summary: 'Removed wrong photo.png.' });
    expect((await download(photo!.id, member)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/blacklist/blacklist-delete-file?id=${photo!.id}`,
      headers: { 'x-requested-with': 'dfa-portal' },
      cookies: { [SESSION_COOKIE]: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(
      `There is no evidence file number ${photo!.id}. It may have been removed.`,
    );
  });
});

describe(`blacklist company response on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  async function notified(status: 'reported' | 'listed' = 'listed') {
    const entry = await newEntry(status);
    const email = `accounts-${entry.id}@shadow-cargo.test`;
    await post(
      t.app,
      '/api/blacklist/notify-company',
      { id: entry.id, email },
      { session: admin, ip: nextIp() },
    );
    return { entry, token: (await responseLinkFrom(t.db, email)).token };
  }

  const respond = (token: string, files: { name: string; bytes: Buffer }[] = [], statement?: string) =>
    upload(
      form(
        {
          token,
          responderName: 'Pieter de Vries, finance director',
          statement: statement ?? 'We paid both invoices on 14 February; the bank confirmation is attached.',
        },
        files,
      ),
      null,
      '/api/blacklist/response',
    );

  it('takes the statement and files once, disputes the listing, and then reports the link as used', async () => {
    const { entry, token } = await notified();
    const response = await respond(token, [{ name: 'bank confirmation.pdf', bytes: PDF }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'received' });

    const after = await entryById(entry.id);
    expect(after.status).toBe('disputed');
    expect(after.blacklisted).toBe(true);
    expect(after.responses).toEqual([
      expect.objectContaining({
        responderName: 'Pieter de Vries, finance director',
        statement: 'We paid both invoices on 14 February; the bank confirmation is attached.',
      }),
    ]);
    expect(after.files).toEqual([
      expect.objectContaining({ name: 'bank confirmation.pdf', fromCompany: true }),
    ]);
    expect(after.history[0]).toMatchObject({
      action: 'company-responded',
      actor: 'The company (response link)',
      summary:
        'Responded as Pieter de Vries, finance director with bank confirmation.pdf. The status moved to Blacklisted, disputed.',
    });

    const view = await t.app.inject({ method: 'GET', url: `/api/blacklist/response?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'answered' });
    const again = await respond(token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/^This link has already been used/);
    expect((await entryById(entry.id)).responses).toHaveLength(1);
  });

  it('keeps an entry under review in review when the company answers before a decision', async () => {
    const { entry, token } = await notified('reported');
    expect((await respond(token)).statusCode).toBe(200);
    const after = await entryById(entry.id);
    expect(after.status).toBe('reported');
    expect(after.blacklisted).toBe(false);
    expect(after.responses).toHaveLength(1);
  });

  it('accepts exactly one of two simultaneous answers on one link', async () => {
    const { entry, token } = await notified();
    const answers = await Promise.all([respond(token), respond(token), respond(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await entryById(entry.id)).responses).toHaveLength(1);
  });

  it('refuses a renamed executable, a short statement and a dead link, spending nothing', async () => {
    const { entry, token } = await notified();
    const before = await blacklistRowCounts(t.db);
    const exe = await respond(token, [{ name: 'evidence.pdf', bytes: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe).message).toBe('evidence.pdf is not a PDF, PNG, JPEG, DOCX or XLSX file.');
    const short = await respond(token, [], 'No.');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ statement: 'Write at least 20 characters.' });
    const dead = await respond('b'.repeat(43));
    expect(dead.statusCode).toBe(404);
    expect(await blacklistRowCounts(t.db)).toEqual(before);
    // The link still works after the refusals.
    expect((await respond(token)).statusCode).toBe(200);
    expect((await entryById(entry.id)).status).toBe('disputed');
  });

  it('checks the link before reading any file: a stranger gets an answer while the file is still coming', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    /** Sends the fields and the first megabyte of a promised 50 MB file, then answers the status. */
    const startUpload = (fields: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const boundary = 'dfa-probe-boundary';
        const fieldParts = Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
        const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            [
              'POST /api/blacklist/response HTTP/1.1',
              'Host: 127.0.0.1',
              'X-Requested-With: dfa-portal',
              `Content-Type: multipart/form-data; boundary=${boundary}`,
              `Content-Length: ${50 * 1024 * 1024}`,
              '',
              '',
            ].join('\r\n'),
          );
          socket.write(fieldParts.join('') + fileHead);
          socket.write(Buffer.alloc(1024 * 1024, 0x20));
        });
        let answer = '';
        socket.on('data', (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
          if (status) {
            resolve(Number(status[1]));
            socket.destroy();
          }
        });
        socket.on('error', reject);
        socket.setTimeout(10_000, () => reject(new Error('no answer while the file was still coming')));
      });
    expect(await startUpload({ token: 'c'.repeat(43), responderName: 'A stranger' })).toBe(404);
    expect(await startUpload({ responderName: 'No link at all' })).toBe(400);
  }, 30_000);

  it('refuses files sent before the link token', async () => {
    const { token } = await notified();
    const data = new FormData();
    data.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'proof.pdf');
    data.append('token', token);
    data.append('responderName', 'Pieter de Vries, finance director');
    data.append('statement', 'We paid both invoices on 14 February; the bank confirmation is attached.');
    const response = await upload(data, null, '/api/blacklist/response');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      token: 'This link is incomplete. Open it again from the email.',
    });
  });

  it('never answers a 5xx to malformed multipart fields', async () => {
    const { token } = await notified();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('token', 'responderName', 'statement', 'entryId', 'extra'),
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.constant(token),
            fc.string({ minLength: 9000, maxLength: 12000 }),
          ),
        ),
        fc.constantFrom('/api/blacklist/response', '/api/blacklist/upload-files'),
        async (fields, path) => {
          const response = await upload(form(fields, []), admin, path);
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
