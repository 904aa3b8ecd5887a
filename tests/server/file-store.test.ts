import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { ApiError } from '../../src-server/core/errors';
import { createFileStore, storedFileAnswer } from '../../src-server/services/file-store';
import { route } from '../../src-server/http/route';

const dir = mkdtempSync(join(tmpdir(), 'dfa-file-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = createFileStore(dir);

/** A minimal but real PDF and PNG, and a Windows executable's first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

describe('the file store', () => {
  it('recognises files by their content and stores the same content once', async () => {
    const pdf = await store.put(PDF, ['pdf', 'png']);
    expect(pdf).toMatchObject({ kind: 'pdf', mime: 'application/pdf', extension: 'pdf', size: PDF.length });
    expect(pdf.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.put(PDF, ['pdf'])).toEqual(pdf);
    expect(readdirSync(join(dir, pdf.sha256.slice(0, 2)))).toEqual([pdf.sha256]);
    expect((await store.read(pdf.sha256))?.equals(PDF)).toBe(true);
    expect((await store.put(PNG, ['pdf', 'png'])).kind).toBe('png');
  });

  it('refuses a renamed executable with a message that names the file and the accepted kinds', async () => {
    const refusal = await store
      .put(EXE, ['pdf', 'png', 'jpeg'], 'evidence.pdf')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).statusCode).toBe(400);
    expect((refusal as ApiError).message).toBe('evidence.pdf is not a PDF, PNG or JPEG file.');
    await expect(store.put(PNG, ['pdf'], 'photo.pdf')).rejects.toThrow('photo.pdf is not a PDF file.');
  });

  it('reads nothing for unknown or malformed names, so a path can never escape the store', async () => {
    expect(await store.read('0'.repeat(64))).toBeUndefined();
    expect(await store.read('../../etc/passwd')).toBeUndefined();
  });

  it('sends a file as a download that browsers must not sniff, with its name intact', async () => {
    const { sha256, mime } = await store.put(PDF, ['pdf']);
    const app = Fastify();
    const getFile = {
      method: 'GET',
      path: '/api/file',
      response: z.never(),
      produces: ['application/pdf'],
    } as const satisfies Endpoint;
    route(
      app,
      getFile,
      () =>
        storedFileAnswer(store, {
          sha256,
          mime,
          fileName: 'Délai "final".pdf',
          disposition: 'attachment',
        }),
      { access: 'anyone' },
    );
    const response = await app.inject({ method: 'GET', url: '/api/file' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="D_lai _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Délai "final".pdf')}`,
    );
    expect(response.headers['cache-control']).toContain('private');
    expect(response.rawPayload.equals(PDF)).toBe(true);
    await app.close();
  });

  it('refuses to send a file of a type its endpoint does not declare, so the API reference stays true', async () => {
    const { sha256, mime } = await store.put(PNG, ['png']);
    const app = Fastify({ logger: false });
    const getDocument = {
      method: 'GET',
      path: '/api/document',
      response: z.never(),
      produces: ['application/pdf'],
    } as const satisfies Endpoint;
    route(
      app,
      getDocument,
      () => storedFileAnswer(store, { sha256, mime, fileName: 'photo.png', disposition: 'inline' }),
      { access: 'anyone' },
    );
    const response = await app.inject({ method: 'GET', url: '/api/document' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).not.toContain('image/png');
    await app.close();
  });
});
