import type { FastifyRequest } from 'fastify';
import { EVIDENCE_FILE_KINDS, EVIDENCE_MAX_BYTES } from '../../../shared/api/blacklist';
import { fieldErrors } from '../../../shared/api/envelope';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import {
  checkedKind,
  fileNameForKind,
  uploadReadError,
  type FileKind,
  type FileStore,
} from '../../services/file-store';
import { sanitiseFileName, type StoredUpload } from './file-repository';

const EVIDENCE_KINDS: readonly FileKind[] = EVIDENCE_FILE_KINDS;
const MEGABYTES = EVIDENCE_MAX_BYTES / (1024 * 1024);

interface ReceivedFile {
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
): Promise<{ fields: z.output<S>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    throw new ApiError('VALIDATION', 'Send the files as multipart form data.');
  }
  const values: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = part.value;
        continue;
      }
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
    throw new ApiError('VALIDATION', 'The form has invalid fields.', fieldErrors(parsed.error));
  }
  return { fields: parsed.data, files };
}

/**
 * Checks every file's content first and stores them only if all pass: one renamed program
 * among the evidence refuses the whole upload, with its name in the message.
 */
export async function storeEvidence(store: FileStore, files: ReceivedFile[]): Promise<StoredUpload[]> {
  for (const file of files) await checkedKind(file.bytes, EVIDENCE_KINDS, file.name);
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const { sha256, mime, size, kind } = await store.put(file.bytes, EVIDENCE_KINDS, file.name);
    // Named after what the content is, so `statement.html` holding a PDF downloads as `statement.pdf`.
    stored.push({ sha256, mime, size, name: fileNameForKind(file.name, kind) });
  }
  return stored;
}
