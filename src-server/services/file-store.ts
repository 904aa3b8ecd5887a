import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { isStorageFull } from '../db/failures';
import { ApiError } from '../http/errors';

/** The kinds of file the portal accepts, each recognised by its content, never by its name. */
export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  png: { mime: 'image/png', extension: 'png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP' },
  gif: { mime: 'image/gif', extension: 'gif', label: 'GIF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'DOCX',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'XLSX',
  },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export interface StoredFile {
  /** hex SHA-256 of the content: the file's name in the store */
  sha256: string;
  size: number;
  mime: string;
  extension: string;
  kind: FileKind;
}

/** "PDF, PNG or JPEG" */
function kindList(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The kind a file's bytes really are, among the allowed ones; undefined for anything else. */
export async function detectKind(bytes: Buffer, allowed: readonly FileKind[]): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  return allowed.find((kind) => FILE_KINDS[kind].mime === detected.mime);
}

export interface FileStore {
  /**
   * Checks the content against the allowed kinds and stores it under its hash (the same content
   * is stored once). `fileName` only words the error a person sees.
   */
  put(bytes: Buffer, allowed: readonly FileKind[], fileName?: string): Promise<StoredFile>;
  /** The content, or undefined when the store has no such file. */
  read(sha256: string): Promise<Buffer | undefined>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The one file of a single-file upload (multipart, any field), checked by content and stored.
 * Every problem answers VALIDATION under the field `file`, where the form shows it.
 */
export async function storeUploadedFile(
  request: FastifyRequest,
  fileStore: FileStore,
  { kinds, maxBytes, missing }: { kinds: readonly FileKind[]; maxBytes?: number; missing: string },
): Promise<StoredFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part) throw new ApiError('VALIDATION', missing, { file: missing });
  const bytes = await part.toBuffer();
  if (maxBytes !== undefined && bytes.length > maxBytes) {
    const message = `${part.filename || 'This file'} is larger than ${maxBytes / 1024 / 1024} MB. Choose a smaller one.`;
    throw new ApiError('VALIDATION', message, { file: message });
  }
  return fileStore.put(bytes, kinds, part.filename || 'This file').catch((error: unknown) => {
    throw error instanceof ApiError
      ? new ApiError(error.code, error.message, { file: error.message })
      : error;
  });
}

function storageFull(fileName: string): ApiError {
  return new ApiError(
    'INSUFFICIENT_STORAGE',
    `${fileName} could not be saved: the server has run out of storage space. Nothing was saved; please try again later or tell us at the contact page.`,
  );
}

/** Files on the local disk under `dir` (two directory levels by hash prefix, like Git). */
export function createFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);
  return {
    async put(bytes, allowed, fileName = 'This file') {
      const kind = await detectKind(bytes, allowed);
      if (!kind) {
        throw new ApiError('VALIDATION', `${fileName} is not a ${kindList(allowed)} file.`, {
          files: `${fileName} is not a ${kindList(allowed)} file.`,
        });
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const target = pathOf(sha256);
      const existing = await stat(target).catch(() => undefined);
      if (!existing) {
        // Written beside the target and renamed, so a reader never sees half a file.
        const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
        try {
          await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
          await writeFile(partial, bytes);
          await rename(partial, target);
        } catch (error) {
          await rm(partial, { force: true });
          if (isStorageFull(error)) throw storageFull(fileName);
          throw error;
        }
      }
      const { mime, extension } = FILE_KINDS[kind];
      return { sha256, size: bytes.length, mime, extension, kind };
    },
    async read(sha256) {
      if (!SHA256_HEX.test(sha256)) return undefined;
      return readFile(pathOf(sha256)).catch(() => undefined);
    },
  };
}

/** A file name safe in a Content-Disposition header: the ASCII form plus the exact UTF-8 form. */
function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file. `nosniff` stops a browser from running a file as something other than
 * its checked type; `attachment` downloads instead of opening it in the site's origin.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  {
    sha256,
    mime,
    fileName,
    disposition,
    cache = 'private',
  }: {
    sha256: string;
    mime: string;
    fileName: string;
    disposition: 'attachment' | 'inline';
    /** `public` for content anyone may see (blog images); it is immutable because it is named by hash */
    cache?: 'private' | 'public';
  },
): Promise<FastifyReply> {
  const content = await store.read(sha256);
  if (!content) throw new ApiError('NOT_FOUND', 'This file is no longer available.');
  return reply
    .type(mime)
    .header('content-disposition', contentDisposition(disposition, fileName))
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      cache === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=0, must-revalidate',
    )
    .send(content);
}
