import { describe, expect, it } from 'vitest';
import { GIF, JPEG, PAGE, PDF, PNG, WEBP } from '../../tests/server/support/sample-files';
import { carriesMarkup } from './file-markup';
import type { FileKind } from './file-store';

/** The end-of-central-directory record of an empty ZIP archive, with an optional comment. */
function emptyZip(comment = ''): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(comment.length, 20);
  return Buffer.concat([record, Buffer.from(comment, 'latin1')]);
}

const FILES: [FileKind, Buffer][] = [
  ['pdf', PDF],
  ['png', PNG],
  ['jpeg', JPEG],
  ['gif', GIF],
  ['webp', WEBP],
  ['docx', emptyZip()],
  ['xlsx', emptyZip()],
];

describe('markup hidden in uploaded files', () => {
  it.each(FILES)('finds none in a plain %s file, nor in harmless bytes after its end', (kind, bytes) => {
    expect(carriesMarkup(kind, bytes)).toBe(false);
    expect(carriesMarkup(kind, Buffer.concat([bytes, Buffer.from('\0\0 trailing padding <3 > 2\n')]))).toBe(
      false,
    );
  });

  it.each(FILES)('finds a web page appended after the end of a %s file', (kind, bytes) => {
    expect(carriesMarkup(kind, Buffer.concat([bytes, PAGE]))).toBe(true);
  });

  it('finds markup between the objects of a PDF, but not inside its streams', () => {
    const [head, tail] = [PDF.subarray(0, 9), PDF.subarray(9)];
    expect(carriesMarkup('pdf', Buffer.concat([head, PAGE, tail]))).toBe(true);
    const stream = Buffer.from(
      '2 0 obj<<>>stream\n<svg xmlns="http://www.w3.org/2000/svg"/>\nendstream\nendobj\n',
    );
    expect(carriesMarkup('pdf', Buffer.concat([head, stream, tail]))).toBe(false);
  });

  it('finds markup in the comment of a ZIP archive', () => {
    expect(carriesMarkup('docx', emptyZip('<script>alert(1)</script>'))).toBe(true);
  });
});
