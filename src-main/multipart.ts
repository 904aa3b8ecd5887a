import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A text field, or a file whose size is known and whose bytes are read only as they are sent. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; type: string; size: number; read: () => AsyncIterable<Uint8Array> };

/** A request body written as it is sent, with its size known beforehand (for progress). */
export interface StreamedBody {
  contentType: string;
  totalBytes: number;
  chunks(): AsyncIterable<Uint8Array>;
}

/** A file changed on disk between its check and its sending; what was sent is not what was checked. */
export class FileChanged extends Error {
  override name = 'FileChanged';
  constructor(fileName: string) {
    super(`${fileName} changed on disk while it was being sent. Choose it again.`);
  }
}

const CHUNK_BYTES = 64 * 1024;

/** The WHATWG multipart encoding (and Node's fetch): `"`, CR and LF in names are percent-escaped. */
const escapeName = (name: string) => name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
const normaliseLineBreaks = (text: string) => text.replace(/\r?\n|\r/g, '\r\n');

export function bytesSource(bytes: Uint8Array): { size: number; read: () => AsyncIterable<Uint8Array> } {
  return {
    size: bytes.byteLength,
    async *read() {
      for (let offset = 0; offset < bytes.byteLength; offset += CHUNK_BYTES) {
        yield bytes.subarray(offset, offset + CHUNK_BYTES);
      }
    },
  };
}

/** A file on disk, read in chunks as the upload takes them; the stream closes if the upload stops. */
export function fileSource(
  filePath: string,
  size: number,
): { size: number; read: () => AsyncIterable<Uint8Array> } {
  return {
    size,
    read: () => createReadStream(filePath, { highWaterMark: CHUNK_BYTES }),
  };
}

/**
 * multipart/form-data byte for byte as browsers and Node's fetch write it, but with the total
 * size known before the first byte and each file read only as it is sent. A file that yields
 * more or fewer bytes than its size stops the body with `FileChanged`.
 */
export function multipartBody(
  parts: readonly MultipartPart[],
  boundary = `----dfa-desktop-${randomUUID().replaceAll('-', '')}`,
): StreamedBody {
  const encoder = new TextEncoder();
  const heads = parts.map((part) =>
    encoder.encode(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(normaliseLineBreaks(part.name))}"\r\n\r\n${normaliseLineBreaks(part.value)}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(normaliseLineBreaks(part.name))}"; filename="${escapeName(part.fileName)}"\r\nContent-Type: ${part.type || 'application/octet-stream'}\r\n\r\n`,
    ),
  );
  const lineBreak = encoder.encode('\r\n');
  const closing = encoder.encode(`--${boundary}--\r\n`);
  const totalBytes =
    heads.reduce((total, head) => total + head.byteLength, 0) +
    parts.reduce((total, part) => total + ('value' in part ? 0 : part.size + lineBreak.byteLength), 0) +
    closing.byteLength;

  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    totalBytes,
    async *chunks() {
      for (const [index, part] of parts.entries()) {
        yield heads[index] as Uint8Array;
        if ('value' in part) continue;
        let sent = 0;
        for await (const chunk of part.read()) {
          sent += chunk.byteLength;
          if (sent > part.size) throw new FileChanged(part.fileName);
          yield chunk;
        }
        if (sent !== part.size) throw new FileChanged(part.fileName);
        yield lineBreak;
      }
      yield closing;
    },
  };
}
