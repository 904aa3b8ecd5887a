import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Upload } from '../../shared/api/endpoint';
import { fieldErrors } from '../../shared/api/envelope';
import { MAX_UPLOAD_BYTES } from '../../shared/api/http';
import { withoutDirectionControls } from '../services/file-store';
import { ApiError } from '../core/errors';

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

/**
 * A file name safe to show and to send back in Content-Disposition: no path, no control
 * characters, no direction controls.
 */
function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutDirectionControls(base.normalize('NFC'))
    .replace(/\p{Cc}/gu, '')
    .replace(/["<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'evidence';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * What reading a multipart body throws, as the caller should hear it. Fastify's own limits
 * (`FST_…`: too large, too many files) are answered by the app's error handler; anything else
 * the parser throws (no or wrong boundary, a body cut off mid-part) is the client's malformed
 * request, never a fault of the server.
 */
function uploadReadError(error: unknown, field: Upload['fileField']): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  const message = 'The upload arrived incomplete or garbled. Please send it again.';
  return new ApiError('VALIDATION', message, { [field]: message });
}

function refused(field: string, message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') {
  return new ApiError(code, message, { [field]: message });
}

export interface ReadUploadOptions {
  /**
   * Runs on the fields sent before the first file (or on all of them when there is no file)
   * and may refuse the request before any file is read, e.g. when a link's token is dead.
   */
  beforeFiles?: (fieldsSoFar: Record<string, unknown>) => Promise<void>;
}

/**
 * Reads a whole multipart request as its endpoint's `upload` declares it: the text fields,
 * checked with the contract's schema, and the files in memory (the multipart limits cap them
 * at 10 × 10 MB) within the contract's count and size, so nothing is stored until all of it
 * has arrived and been checked.
 */
export async function readUpload<U extends Upload>(
  request: FastifyRequest,
  upload: U,
  { beforeFiles }: ReadUploadOptions = {},
): Promise<{ fields: z.output<U['fields']>; files: ReceivedFile[] }> {
  const field = upload.fileField;
  if (!request.isMultipart()) {
    // A single-file form only has its file to send; a form of several parts is told how to send them.
    throw upload.missing && field === 'file'
      ? refused(field, upload.missing)
      : new ApiError('VALIDATION', 'Send the files as multipart form data.');
  }
  const values: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  let checked = false;
  const check = async () => {
    if (checked || !beforeFiles) return;
    checked = true;
    await beforeFiles(values);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = part.value;
        continue;
      }
      await check();
      const name = sanitiseFileName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!isFileTooLarge(error)) throw error;
        const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
        throw refused(
          field,
          `${name} is larger than ${megabytes} MB. Choose a smaller file or split it.`,
          'PAYLOAD_TOO_LARGE',
        );
      }
      // A form's file input left empty still sends a nameless, empty part.
      if (part.filename === '' && bytes.length === 0) continue;
      if (bytes.length > upload.maxFileBytes) {
        throw refused(
          field,
          `${name} is larger than ${upload.maxFileBytes / (1024 * 1024)} MB. Choose a smaller one.`,
        );
      }
      files.push({ name, bytes });
      if (files.length > upload.maxFiles) {
        throw refused(
          field,
          upload.maxFiles === 1 ? 'Send one file at a time.' : `Attach at most ${upload.maxFiles} files.`,
        );
      }
    }
  } catch (error) {
    throw uploadReadError(error, field);
  }
  const parsed = (upload.fields as U['fields']).safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw ApiError.invalidFields(fields);
  }
  // Without files, the fields are checked first, so their own mistakes are named.
  await check();
  if (upload.missing && files.length === 0) throw refused(field, upload.missing);
  return { fields: parsed.data, files };
}
