import { describe, expect, it } from 'vitest';
import { bytesSource, FileChanged, multipartBody } from './multipart';

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe('multipartBody', () => {
  it('writes what Node’s fetch writes for the same form, and knows its size beforehand', async () => {
    const statement = new Uint8Array(200_000).map((_, index) => index % 251);
    const form = new FormData();
    form.append('entryId', '7');
    form.append('note', 'Two invoices\nunpaid "since March"');
    form.append('files', new Blob([statement], { type: 'application/pdf' }), 'Kontoauszug "März"\r.pdf');
    const encoded = new Response(form);
    const boundary = /boundary=(.+)$/.exec(encoded.headers.get('content-type') ?? '')?.[1] ?? '';
    const expected = Buffer.from(await encoded.arrayBuffer());

    const body = multipartBody(
      [
        { name: 'entryId', value: '7' },
        { name: 'note', value: 'Two invoices\nunpaid "since March"' },
        {
          name: 'files',
          fileName: 'Kontoauszug "März"\r.pdf',
          type: 'application/pdf',
          ...bytesSource(statement),
        },
      ],
      boundary,
    );
    const written = await bytesOf(body.chunks());
    expect(written.equals(expected)).toBe(true);
    expect(body.totalBytes).toBe(written.byteLength);
    expect(body.contentType).toBe(encoded.headers.get('content-type'));
  });

  it('stops with FileChanged when a file yields fewer or more bytes than its size', async () => {
    for (const size of [1_000, 3_000]) {
      const body = multipartBody([
        {
          name: 'files',
          fileName: 'invoice.pdf',
          type: 'application/pdf',
          size,
          read: bytesSource(new Uint8Array(2_000)).read,
        },
      ]);
      await expect(bytesOf(body.chunks())).rejects.toThrow(FileChanged);
    }
  });
});
