import type { FastifyRequest } from 'fastify';
import { EVIDENCE_KINDS_LABEL, EVIDENCE_MAX_BYTES } from '../../../shared/api/blacklist';
import { fieldErrors } from '../../../shared/api/envelope';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { detectKind, type FileKind, type FileStore } from '../../services/file-store';
import { sanitiseFileName, type StoredUpload } from './file-repository';

const EVIDENCE_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'docx', 'xlsx'];
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
  for (const file of files) {
    if (!(await detectKind(file.bytes, EVIDENCE_KINDS))) {
      const message = `${file.name} is not a ${EVIDENCE_KINDS_LABEL} file.`;
      throw new ApiError('VALIDATION', message, { files: message });
    }
  }
  const stored: StoredUpload[] = [];
  for (const file of files) {
    const { sha256, mime, size } = await store.put(file.bytes, EVIDENCE_KINDS, file.name);
    stored.push({ sha256, mime, size, name: file.name });
  }
  return stored;
}
