import type { FileKind } from '../../shared/file-kinds';

/**
 * A file can be two things at once: a valid PDF or PNG with a web page appended after the
 * format's own end (or, in a PDF, between its objects), which a browser renders when the
 * download is opened under another name. For the formats whose end can be found, what follows
 * it must not look like markup; in a PDF, nothing outside its streams may.
 */

/** Tags that make a browser treat text as a page (long enough never to occur by chance in binary data). */
const MARKUP =
  /<\s*\/?\s*(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|img|meta|link|style|form|base)[\s/>]/i;

const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** PNG: chunks (length, type, data, CRC) after the 8-byte signature, up to IEND. */
function pngEnd(bytes: Buffer): number | undefined {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return undefined;
}

/** JPEG: marker segments up to the scan, then entropy-coded data until the next marker, up to EOI. */
function jpegEnd(bytes: Buffer): number | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xd9) return offset + 2;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    offset += standalone ? 2 : 2 + bytes.readUInt16BE(offset + 2);
    if (marker === 0xda) {
      // Inside scan data, 0xFF is followed by 0x00 (a data byte) or a restart marker.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1]!;
        if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        offset += 1;
      }
    }
  }
  return undefined;
}

/** GIF: header, screen descriptor and colour table, then blocks of sub-blocks up to the trailer. */
function gifEnd(bytes: Buffer): number | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (start: number) => {
    let offset = start;
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset]! + 1;
    return offset + 1;
  };
  if (bytes.length < 13) return undefined;
  let offset = 13 + colourTable(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) offset = skipSubBlocks(offset + 2);
    else if (block === 0x2c && offset + 10 <= bytes.length) {
      offset = skipSubBlocks(offset + 10 + colourTable(bytes[offset + 9]!) + 1);
    } else return undefined;
  }
  return undefined;
}

/** WebP: a RIFF container whose header states its size. */
function webpEnd(bytes: Buffer): number | undefined {
  if (bytes.length < 12) return undefined;
  const size = bytes.readUInt32LE(4);
  return 8 + size + (size % 2);
}

/** DOCX and XLSX are ZIP archives: the end-of-central-directory record, then its comment. */
function zipEnd(bytes: Buffer): number | undefined {
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (bytes.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) {
      // The comment is free text inside the format: it is checked with what follows.
      return offset + 22;
    }
  }
  return undefined;
}

const END_OF: Record<Exclude<FileKind, 'pdf'>, (bytes: Buffer) => number | undefined> = {
  png: pngEnd,
  jpeg: jpegEnd,
  gif: gifEnd,
  webp: webpEnd,
  docx: zipEnd,
  xlsx: zipEnd,
};

/** PDF syntax is text; only its streams (page content, fonts, images, metadata) hold other data. */
const PDF_STREAM = /stream\r?\n[\s\S]*?endstream/g;

/** Whether the file carries markup outside what its format holds. */
export function carriesMarkup(format: FileKind, bytes: Buffer): boolean {
  if (format === 'pdf') return MARKUP.test(bytes.toString('latin1').replace(PDF_STREAM, ''));
  const end = END_OF[format](bytes);
  if (end === undefined || end >= bytes.length) return false;
  return MARKUP.test(bytes.toString('latin1', end));
}
