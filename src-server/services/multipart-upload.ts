import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, invalidFieldsMessage } from '../../shared/api/envelope';
import { MAX_UPLOAD_BYTES } from '../../shared/api/http';
import { ApiError } from '../http/errors';
import {
  checkedKind,
  fileNameForKind,
  uploadReadError,
  withoutDirectionControls,
  type FileKind,
  type FileStore,
} from './file-store';

const MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export interface StoredUpload {
  sha256: string;
  name: string;
  mime: string;
  size: number;
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

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a whole multipart request: its text fields, checked with `schema`, and its files in
 * memory (the multipart limits cap them at 10 × 10 MB), so nothing is stored until all of it
 * has arrived and been checked.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  {
    beforeFiles,
  }: {
    /**
     * Runs on the fields sent before the first file (or on all of them when there is no file)
     * and may refuse the request before any file is read, e.g. when a link's token is dead.
     */
    beforeFiles?: (fieldsSoFar: Record<string, unknown>) => Promise<void>;
  } = {},
): Promise<{ fields: z.output<S>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    throw new ApiError('VALIDATION', 'Send the files as multipart form data.');
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
      try {
        const bytes = await part.toBuffer();
        // A form's file input left empty still sends a nameless, empty part.
        if (part.filename === '' && bytes.length === 0) continue;
        files.push({ name, bytes });
      } catch (error) {
        if (!isFileTooLarge(error)) throw error;
        const message = `${name} is larger than ${MEGABYTES} MB. Choose a smaller file or split it.`;
        throw new ApiError('PAYLOAD_TOO_LARGE', message, { files: message });
      }
    }
  } catch (error) {
    throw uploadReadError(error, 'files');
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new ApiError('VALIDATION', invalidFieldsMessage(fields), fields);
  }
  // Without files, the fields are checked first, so their own mistakes are named.
  await check();
  return { fields: parsed.data, files };
}

/**
 * Checks every file's content first and stores them only if all pass: one renamed program
 * among the evidence refuses the whole upload, with its name in the message.
 */
export async function storeEvidence(
  store: FileStore,
  files: ReceivedFile[],
  kinds: readonly FileKind[],
): Promise<StoredUpload[]> {
  for (const file of files) await checkedKind(file.bytes, kinds, file.name);
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const { sha256, mime, size, kind } = await store.put(file.bytes, kinds, file.name);
    // Named after what the content is, so `statement.html` holding a PDF downloads as `statement.pdf`.
    stored.push({ sha256, mime, size, name: fileNameForKind(file.name, kind) });
  }
  return stored;
}
