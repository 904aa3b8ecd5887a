import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GIF, JPEG, PAGE, PDF, PNG, WEBP } from '../../tests/server/support/sample-files';
import { fileProblem, looksLikeMarkup } from './file-markup';
import type { FileKind } from './file-store';

/** The end-of-central-directory record of an empty ZIP archive, with an optional comment. */
function emptyZip(comment = ''): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(comment.length, 20);
  return Buffer.concat([record, Buffer.from(comment, 'latin1')]);
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The sample PNG with one more chunk before its IEND. */
function pngWith(chunk: Buffer): Buffer {
  const iend = PNG.length - 12;
  return Buffer.concat([PNG.subarray(0, iend), chunk, PNG.subarray(iend)]);
}

/** A PDF whose objects are laid out as given, each stream with its true /Length unless overridden. */
function pdf(...objects: string[]): Buffer {
  return Buffer.from(
    `%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n${objects.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
const stream = (id: number, data: string | Buffer, dictionary = '') => {
  const bytes = Buffer.isBuffer(data) ? data.toString('latin1') : data;
  return `${id} 0 obj\n<< /Length ${Buffer.byteLength(bytes, 'latin1')} ${dictionary}>>\nstream\n${bytes}\nendstream\nendobj`;
};

const FILES: [FileKind, Buffer][] = [
  ['pdf', PDF],
  ['png', PNG],
  ['jpeg', JPEG],
  ['gif', GIF],
  ['webp', WEBP],
  ['docx', emptyZip()],
  ['xlsx', emptyZip()],
];

describe('reading an uploaded file as its format', () => {
  it.each(FILES)(
    'finds nothing wrong with a plain %s file, nor with zero padding after its end',
    (kind, bytes) => {
      expect(fileProblem(kind, bytes)).toBeUndefined();
      expect(fileProblem(kind, Buffer.concat([bytes, Buffer.from('\0\0\0\n')]))).toBeUndefined();
    },
  );

  it.each(FILES)('refuses a web page appended after the end of a %s file', (kind, bytes) => {
    expect(fileProblem(kind, Buffer.concat([bytes, PAGE]))).toBe('markup');
  });

  it.each(FILES)(
    'refuses text that is not markup after the end of a %s file as more than it should hold',
    (kind, bytes) => {
      expect(fileProblem(kind, Buffer.concat([bytes, Buffer.from('trailing notes 3 > 2\n')]))).toBe(
        'malformed',
      );
    },
  );

  it.each([
    [
      '<details open ontoggle=alert(document.domain)>',
      'an event handler on an element the old check did not know',
    ],
    ['<input autofocus onfocus=alert(1)>', 'a focus handler'],
    ['<video><source onerror="alert(1)"></video>', 'a media element'],
    ['<a href=javascript:alert(1)>x</a>', 'a link'],
  ])('refuses a PNG with %s appended (%s)', (markup) => {
    expect(fileProblem('png', Buffer.concat([PNG, Buffer.from(markup)]))).toBe('markup');
  });

  it('checks every PNG chunk: its CRC, IHDR first, and the text chunks', () => {
    const broken = Buffer.from(PNG);
    broken.writeUInt8(broken.readUInt8(broken.length - 5) ^ 0xff, broken.length - 5);
    expect(fileProblem('png', broken)).toBe('malformed');
    expect(
      fileProblem('png', pngWith(pngChunk('tEXt', Buffer.from('Comment\0Scanned at the port office')))),
    ).toBeUndefined();
    expect(fileProblem('png', pngWith(pngChunk('tEXt', Buffer.from('Comment\0<svg onload=alert(1)>'))))).toBe(
      'markup',
    );
    const xmp = Buffer.from(
      'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:li xml:lang="x-default">Bill</rdf:li></x:xmpmeta>',
    );
    expect(fileProblem('png', pngWith(pngChunk('iTXt', xmp)))).toBeUndefined();
    const noHeader = Buffer.concat([PNG.subarray(0, 8), PNG.subarray(8 + 25)]);
    expect(fileProblem('png', noHeader)).toBe('malformed');
  });

  it('refuses a GIF comment or a ZIP comment that holds markup', () => {
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, 25]),
      Buffer.from('<iframe srcdoc="x"></ifr>'),
      Buffer.from([0]),
    ]);
    expect(fileProblem('gif', Buffer.concat([GIF.subarray(0, 13 + 6), comment, GIF.subarray(13 + 6)]))).toBe(
      'markup',
    );
    expect(fileProblem('docx', emptyZip('<script>alert(1)</script>'))).toBe('markup');
    expect(fileProblem('docx', emptyZip('Exported by the ERP, March 2026'))).toBeUndefined();
  });

  it('lets a JPEG carry the extra pictures and the video of a phone photo after its end', () => {
    const motionVideo = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(64, 7),
    ]);
    expect(fileProblem('jpeg', Buffer.concat([JPEG, JPEG, motionVideo]))).toBeUndefined();
    expect(fileProblem('jpeg', Buffer.concat([JPEG, JPEG, PAGE]))).toBe('markup');
  });

  it('reads a PDF object by object, taking each stream by its stated length', () => {
    const compressed = deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Bill of lading 4471) Tj ET'));
    expect(
      fileProblem(
        'pdf',
        pdf(
          '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
          '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >> endobj',
          stream(4, compressed, '/Filter /FlateDecode '),
          stream(5, 'BT /F1 12 Tf 72 712 Td (Freight <invoice> no. 7) Tj <0041> Tj ET'),
          '6 0 obj\n<< /Length 7 0 R >>\nstream\nq 1 0 0 1 0 0 cm Q\nendstream\nendobj\n7 0 obj\n19\nendobj',
          'xref\n0 8\n0000000000 65535 f \n0000000015 00000 n \n',
        ),
      ),
    ).toBeUndefined();
  });

  it('refuses a PDF with HTML in a fake stream, between its objects, or in its strings', () => {
    const page = '<html><body><img src=x onerror=alert(document.domain)></body></html>';
    // A stream with no length: the old check skipped whatever lay between "stream" and "endstream".
    expect(fileProblem('pdf', pdf('1 0 obj\n<< >>\nstream\n' + page + '\nendstream\nendobj'))).toBe('markup');
    expect(fileProblem('pdf', pdf(`1 0 obj\n<< /Length 5 >>\nstream\n${page}\nendstream\nendobj`))).toBe(
      'markup',
    );
    expect(fileProblem('pdf', pdf(stream(1, page)))).toBe('markup');
    expect(fileProblem('pdf', pdf('1 0 obj << >> endobj', page, '2 0 obj << >> endobj'))).toBe('markup');
    expect(fileProblem('pdf', pdf(`1 0 obj << /Title (${page}) >> endobj`))).toBe('markup');
    expect(fileProblem('pdf', pdf('1 0 obj << >> endobj', 'stray words between objects'))).toBe('malformed');
    expect(fileProblem('pdf', Buffer.from('%PDF-1.7\nno objects, just text\n%%EOF\n'))).toBe('malformed');
  });

  it('does not mistake PDF hex strings or XMP metadata for markup', () => {
    expect(looksLikeMarkup('<a> Tj <dd> Tj <b>')).toBe(false);
    expect(looksLikeMarkup('<rdf:li xml:lang="x-default">Title</rdf:li>')).toBe(false);
    expect(looksLikeMarkup('<b>bold</b> and <a href="x">')).toBe(true);
    const xmp =
      '<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about=""/></rdf:RDF></x:xmpmeta>';
    expect(fileProblem('pdf', pdf(stream(1, xmp, '/Type /Metadata /Subtype /XML ')))).toBeUndefined();
  });

  it('survives a PDF nested deeper than any real one', () => {
    expect(fileProblem('pdf', pdf(`1 0 obj ${'['.repeat(100_000)} endobj`))).toBe('malformed');
  });
});
