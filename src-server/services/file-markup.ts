import { crc32 } from 'node:zlib';
import type { FileKind } from '../../shared/file-kinds';

/**
 * An upload is read as its format, not scanned for a few tags: a browser that is handed a PDF or
 * an image as a page renders every tag it finds, so a file may hold nothing outside its format
 * (bytes after its end, text outside a PDF's objects, a PDF stream whose length does not match),
 * and the text the format itself carries (PDF strings and plain streams, PNG and GIF text, JPEG
 * comments, ZIP comments) may hold no markup. Compressed and binary data are not read: files are
 * only ever served as downloads with `nosniff`, so this check is the second line, not the first.
 */
export type FileProblem = 'markup' | 'malformed';

/** Every element of HTML, and the SVG and MathML roots, lowercase. */
const ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption ' +
    'cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset ' +
    'figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i ' +
    'iframe img input ins kbd label legend li link main map mark marquee math menu meta meter nav ' +
    'noembed noframes noscript object ol optgroup option output p param picture plaintext pre progress ' +
    'q rp rt ruby s samp script search section select slot small source span strong style sub summary ' +
    'sup svg table tbody td template textarea tfoot th thead time title tr track u ul var video wbr xmp ' +
    'animate animatetransform foreignobject image set use'
  ).split(' '),
);

/** A start or end tag: its name, and what follows up to `>`. */
const TAG = /<\/?([A-Za-z][A-Za-z0-9:-]*)(?=[\s/>])([^<>]*)/g;
const ATTRIBUTE = /(?:^|\s)(?:on[a-z]+|href|src|srcdoc|action|formaction|xlink:href|style)\s*=/i;
const HEX_ONLY = /^[0-9a-f]+$/i;

/**
 * Whether text holds anything a browser would read as markup: an element of HTML or SVG, an
 * event handler or a link-bearing attribute on any tag, or a doctype. Names made only of hex
 * digits (`<ab>`) are PDF hex strings unless they carry attributes.
 */
export function looksLikeMarkup(text: string): boolean {
  if (/<!doctype\b/i.test(text)) return true;
  for (const [, name, rest] of text.matchAll(TAG)) {
    // A prefixed name (`rdf:li` in XMP metadata) is no HTML element, whatever follows the colon.
    const element = name!.toLowerCase();
    if (ATTRIBUTE.test(rest!)) return true;
    if (ELEMENTS.has(element) && !(HEX_ONLY.test(element) && rest!.trim() === '')) return true;
  }
  return false;
}

/** Zero bytes and white space: what some programs pad a file with after its end. */
function isPadding(bytes: Buffer): boolean {
  return bytes.every((byte) => byte === 0 || byte === 0x20 || (byte >= 0x09 && byte <= 0x0d));
}

/** What the bytes after a format's end make the file. */
function trailerProblem(trailer: Buffer): FileProblem | undefined {
  if (isPadding(trailer)) return undefined;
  return looksLikeMarkup(trailer.toString('latin1')) ? 'markup' : 'malformed';
}

/** A parser's verdict on the part it read, and where the format ends. */
type Read = { problem: FileProblem } | { end: number };

const textProblem = (text: string): FileProblem | undefined => (looksLikeMarkup(text) ? 'markup' : undefined);

/** PNG: chunks (length, type, data, CRC), IHDR first, text chunks read, up to IEND. */
function readPng(bytes: Buffer): Read {
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || dataEnd + 4 > bytes.length) return { problem: 'malformed' };
    if (first && type !== 'IHDR') return { problem: 'malformed' };
    first = false;
    if (crc32(bytes.subarray(offset + 4, dataEnd)) !== bytes.readUInt32BE(dataEnd)) {
      return { problem: 'malformed' };
    }
    const data = bytes.subarray(offset + 8, dataEnd);
    // tEXt is keyword\0text; iTXt is keyword\0flag\0method\0language\0translated\0text (when not compressed).
    const compressedText = type === 'iTXt' && data[data.indexOf(0) + 1] === 1;
    if ((type === 'tEXt' || type === 'iTXt') && !compressedText) {
      const problem = textProblem(data.toString('latin1'));
      if (problem) return { problem };
    }
    offset = dataEnd + 4;
    if (type === 'IEND') return { end: offset };
  }
  return { problem: 'malformed' };
}

/** JPEG: marker segments (comments read) up to the scan, its entropy-coded data, up to EOI. */
function readJpeg(bytes: Buffer, start = 0): Read {
  let offset = start + 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return { problem: 'malformed' };
    const marker = bytes[offset + 1]!;
    if (marker === 0xd9) return { end: offset + 2 };
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    if (standalone) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return { problem: 'malformed' };
    const segmentEnd = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (segmentEnd > bytes.length) return { problem: 'malformed' };
    if (marker === 0xfe) {
      const problem = textProblem(bytes.toString('latin1', offset + 4, segmentEnd));
      if (problem) return { problem };
    }
    offset = segmentEnd;
    if (marker === 0xda) {
      // Inside scan data, 0xFF is followed by 0x00 (a data byte) or a restart marker.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1]!;
        if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        offset += 1;
      }
    }
  }
  return { problem: 'malformed' };
}

/**
 * What may follow a JPEG's end: more JPEGs (the extra pictures of a multi-picture file) and a
 * phone's motion-photo video (an ISO media file, `ftyp` first), besides padding.
 */
function jpegTrailerProblem(bytes: Buffer, end: number): FileProblem | undefined {
  let offset = end;
  while (offset + 3 <= bytes.length && bytes[offset] === 0xff && bytes[offset + 1] === 0xd8) {
    const next = readJpeg(bytes, offset);
    if ('problem' in next) return next.problem;
    offset = next.end;
  }
  if (bytes.toString('latin1', offset + 4, offset + 8) === 'ftyp') return undefined;
  return trailerProblem(bytes.subarray(offset));
}

/** GIF: header, screen descriptor and colour table, then blocks (text ones read) up to the trailer. */
function readGif(bytes: Buffer): Read {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  /** The sub-blocks from `start`: their data and where they end, or undefined past the file. */
  const subBlocks = (start: number) => {
    const parts: Buffer[] = [];
    let offset = start;
    while (offset < bytes.length && bytes[offset] !== 0) {
      parts.push(bytes.subarray(offset + 1, offset + 1 + bytes[offset]!));
      offset += bytes[offset]! + 1;
    }
    return offset < bytes.length ? { data: Buffer.concat(parts), end: offset + 1 } : undefined;
  };
  if (bytes.length < 13) return { problem: 'malformed' };
  let offset = 13 + colourTable(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return { end: offset + 1 };
    let blocks;
    if (block === 0x21 && offset + 2 < bytes.length) {
      const label = bytes[offset + 1];
      blocks = subBlocks(offset + 2);
      // Comments (0xFE) and plain text (0x01) are text a browser would read.
      if (blocks && (label === 0xfe || label === 0x01)) {
        const problem = textProblem(blocks.data.toString('latin1'));
        if (problem) return { problem };
      }
    } else if (block === 0x2c && offset + 10 <= bytes.length) {
      blocks = subBlocks(offset + 10 + colourTable(bytes[offset + 9]!) + 1);
    }
    if (!blocks) return { problem: 'malformed' };
    offset = blocks.end;
  }
  return { problem: 'malformed' };
}

/** WebP: a RIFF container whose chunks must fill exactly the size its header states. */
function readWebp(bytes: Buffer): Read {
  if (bytes.length < 12) return { problem: 'malformed' };
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return { problem: 'malformed' };
  let offset = 12;
  while (offset + 8 <= end) {
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return offset === end || offset === end + 1 ? { end } : { problem: 'malformed' };
}

const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** DOCX and XLSX are ZIP archives: the end-of-central-directory record, then its stated comment. */
function readZip(bytes: Buffer): Read {
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (bytes.readUInt32LE(offset) !== ZIP_END_OF_DIRECTORY) continue;
    const commentEnd = offset + 22 + bytes.readUInt16LE(offset + 20);
    if (commentEnd > bytes.length) continue;
    const problem = textProblem(bytes.toString('latin1', offset + 22, commentEnd));
    return problem ? { problem } : { end: commentEnd };
  }
  return { problem: 'malformed' };
}

const END_OF: Record<Exclude<FileKind, 'pdf'>, (bytes: Buffer) => Read> = {
  png: readPng,
  jpeg: (bytes) => readJpeg(bytes),
  gif: readGif,
  webp: readWebp,
  docx: readZip,
  xlsx: readZip,
};

/** What is wrong with an uploaded file of this kind, or undefined when it is only what it claims to be. */
export function fileProblem(format: FileKind, bytes: Buffer): FileProblem | undefined {
  if (format === 'pdf') return readPdf(bytes);
  const read = END_OF[format](bytes);
  if ('problem' in read) {
    // A broken structure is most often a page dressed up as the format; say so when it is.
    return read.problem === 'markup' || looksLikeMarkup(bytes.toString('latin1')) ? 'markup' : 'malformed';
  }
  if (format === 'jpeg') return jpegTrailerProblem(bytes, read.end);
  return trailerProblem(bytes.subarray(read.end));
}

// PDF -----------------------------------------------------------------------------------------

type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'ref'; id: number }
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'other' };

class PdfSyntaxError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
  }
}

const DELIMITERS = new Set('()<>[]{}/%'.split(''));
const isWhite = (char: string | undefined) => char !== undefined && ' \t\r\n\f\0'.includes(char);

/**
 * A reader of PDF syntax over the file as latin1 text: objects, their values, and streams taken
 * by their stated /Length. Literal strings and plain streams are checked for markup as they go.
 */
class PdfReader {
  pos = 0;
  constructor(
    readonly text: string,
    /** objects that are a bare number, for a /Length given as a reference */
    readonly numbers: Map<number, number>,
  ) {}

  fail(problem: FileProblem = 'malformed'): never {
    throw new PdfSyntaxError(problem);
  }

  skipSpace(): void {
    for (;;) {
      while (isWhite(this.text[this.pos])) this.pos += 1;
      if (this.text[this.pos] !== '%') return;
      while (this.pos < this.text.length && !'\r\n'.includes(this.text[this.pos]!)) this.pos += 1;
    }
  }

  /** A keyword or number: the regular characters from here. */
  word(): string {
    const start = this.pos;
    while (
      this.pos < this.text.length &&
      !isWhite(this.text[this.pos]) &&
      !DELIMITERS.has(this.text[this.pos]!)
    ) {
      this.pos += 1;
    }
    return this.text.slice(start, this.pos);
  }

  peekWord(): string {
    const start = this.pos;
    const word = this.word();
    this.pos = start;
    return word;
  }

  literalString(): void {
    let depth = 0;
    let content = '';
    for (; this.pos < this.text.length; this.pos += 1) {
      const char = this.text[this.pos]!;
      if (char === '\\') {
        this.pos += 1;
        content += this.text[this.pos] ?? '';
        continue;
      }
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (depth === 0) {
        this.pos += 1;
        if (looksLikeMarkup(content.slice(1))) this.fail('markup');
        return;
      }
      content += char;
    }
    this.fail();
  }

  value(depth = 0): PdfValue {
    // Real files nest a few levels; thousands would only exhaust the stack.
    if (depth > 64) this.fail();
    this.skipSpace();
    const char = this.text[this.pos];
    if (char === undefined) this.fail();
    if (this.text.startsWith('<<', this.pos)) return this.dictionary(depth);
    if (char === '<') {
      const end = this.text.indexOf('>', this.pos);
      if (end < 0 || !/^[0-9A-Fa-f\s]*$/.test(this.text.slice(this.pos + 1, end))) this.fail();
      this.pos = end + 1;
      return { kind: 'other' };
    }
    if (char === '(') {
      this.literalString();
      return { kind: 'other' };
    }
    if (char === '[' || char === '{') {
      const close = char === '[' ? ']' : '}';
      this.pos += 1;
      for (;;) {
        this.skipSpace();
        if (this.text[this.pos] === close) {
          this.pos += 1;
          return { kind: 'other' };
        }
        this.value(depth + 1);
      }
    }
    if (char === '/') {
      this.pos += 1;
      return { kind: 'name', value: this.word() };
    }
    const word = this.word();
    if (word === '') this.fail();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      // `12 0 R` is a reference to object 12.
      const save = this.pos;
      this.skipSpace();
      const generation = this.word();
      this.skipSpace();
      if (/^\d+$/.test(word) && /^\d+$/.test(generation) && this.peekWord() === 'R') {
        this.word();
        return { kind: 'ref', id: Number(word) };
      }
      this.pos = save;
      return { kind: 'number', value: Number(word) };
    }
    if (['true', 'false', 'null'].includes(word)) return { kind: 'other' };
    // Content streams are operators in PostScript syntax; anything else outside them is not PDF.
    return this.fail();
  }

  dictionary(depth: number): PdfValue {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith('>>', this.pos)) {
        this.pos += 2;
        return { kind: 'dict', entries };
      }
      if (this.text[this.pos] !== '/') this.fail();
      this.pos += 1;
      const key = this.word();
      entries.set(key, this.value(depth + 1));
    }
  }

  /** The stream after `dictionary`, taken by its /Length; plain streams are checked for markup. */
  stream(dictionary: PdfValue): void {
    if (dictionary.kind !== 'dict') this.fail();
    while (this.text[this.pos] === ' ') this.pos += 1;
    if (this.text.startsWith('\r\n', this.pos)) this.pos += 2;
    else if (this.text[this.pos] === '\n' || this.text[this.pos] === '\r') this.pos += 1;
    else this.fail();
    const length = dictionary.entries.get('Length');
    const size =
      length?.kind === 'number'
        ? length.value
        : length?.kind === 'ref'
          ? this.numbers.get(length.id)
          : undefined;
    if (size === undefined || !Number.isInteger(size) || size < 0) this.fail();
    const data = this.text.slice(this.pos, this.pos + size);
    this.pos += size;
    // Some writers count a line break or two more or fewer than they write; no more than that.
    const endstream = this.text.indexOf('endstream', this.pos);
    const gap = this.text.slice(this.pos, endstream);
    if (endstream < 0 || (gap.trim() !== '' && gap.length > 2)) this.fail();
    this.pos = endstream + 'endstream'.length;
    const filtered = dictionary.entries.has('Filter');
    const metadata = dictionary.entries.get('Subtype');
    // XMP metadata is XML by design: only a handler or a link in it would be a page's.
    const xml = metadata?.kind === 'name' && metadata.value === 'XML';
    if (filtered) return;
    if (xml ? ATTRIBUTE.test(data) || /<script\b/i.test(data) : looksLikeMarkup(data)) this.fail('markup');
  }

  /** `N G obj … endobj`, from the object number. */
  object(): void {
    this.word();
    this.skipSpace();
    this.word();
    this.skipSpace();
    if (this.word() !== 'obj') this.fail();
    let last: PdfValue | undefined;
    for (;;) {
      this.skipSpace();
      const next = this.peekWord();
      if (next === 'endobj') {
        this.word();
        return;
      }
      if (next === 'stream') {
        this.word();
        this.stream(last ?? this.fail());
        continue;
      }
      last = this.value();
    }
  }

  /** The body: objects, cross-reference tables, trailers and comments, nothing else. */
  document(): void {
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) return;
      const word = this.peekWord();
      if (/^\d+$/.test(word)) this.object();
      else if (word === 'xref') {
        this.word();
        while (/^[\d\s]*$/.test(this.peekLine()) || /^\d{10} \d{5} [nf]\s*$/.test(this.peekLine())) {
          if (!this.skipLine()) return;
        }
      } else if (word === 'trailer') {
        this.word();
        this.value();
      } else if (word === 'startxref') {
        this.word();
        this.skipSpace();
        if (!/^\d+$/.test(this.word())) this.fail();
      } else this.fail();
    }
  }

  peekLine(): string {
    const rest = this.text.slice(this.pos, this.pos + 40);
    return /^[^\r\n]*/.exec(rest)![0];
  }

  skipLine(): boolean {
    const next = this.text.slice(this.pos).search(/[\r\n]/);
    if (next < 0) {
      this.pos = this.text.length;
      return false;
    }
    this.pos += next;
    this.skipSpace();
    return this.pos < this.text.length;
  }
}

/** Objects whose whole value is a whole number, by their number: where indirect /Lengths point. */
function numberObjects(text: string): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const match of text.matchAll(/(?:^|[\s>\]])(\d+)\s+\d+\s+obj\s+(\d+)\s+endobj/g)) {
    numbers.set(Number(match[1]), Number(match[2]));
  }
  return numbers;
}

function readPdf(bytes: Buffer): FileProblem | undefined {
  const text = bytes.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (!/^%PDF-\d\.\d/.test(text) || end < 0) return 'malformed';
  const trailer = trailerProblem(bytes.subarray(end + 5));
  if (trailer) return trailer;
  try {
    new PdfReader(text, numberObjects(text)).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
    return error.problem === 'markup' || looksLikeMarkup(text) ? 'markup' : 'malformed';
  }
}
