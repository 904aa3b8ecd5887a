import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS, kindList, type FileKind } from '../../shared/file-kinds';
import { isStorageFull } from '../db/failures';
import { RawAnswer } from '../core/answers';
import { ApiError } from '../core/errors';
import { fileProblem } from './file-markup';

export type { FileKind } from '../../shared/file-kinds';

export interface StoredFile {
  /** hex SHA-256 of the content: the file's name in the store */
  sha256: string;
  size: number;
  mime: string;
  extension: string;
  kind: FileKind;
}

/**
 * Bidirectional controls (a right-to-left override makes `invoice-\u202Efdp.exe` read as
 * `invoice-exe.pdf`) have no place in a file name: they only disguise what it ends with.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutDirectionControls(fileName: string): string {
  return fileName.replace(DIRECTION_CONTROLS, '');
}

/** The kind a file's bytes really are, among the allowed ones; undefined for anything else. */
async function detectKind(bytes: Buffer, allowed: readonly FileKind[]): Promise<FileKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  return allowed.find((kind) => FILE_KINDS[kind].mime === detected.mime);
}

/**
 * The kind of a file a person uploads, or a VALIDATION error naming the file (under `files`):
 * its content must be one of the allowed kinds and carry no web page beside it.
 */
export async function checkedKind(
  bytes: Buffer,
  allowed: readonly FileKind[],
  fileName: string,
): Promise<FileKind> {
  const kind = await detectKind(bytes, allowed);
  if (!kind) return refuse(`${fileName} is not a ${kindList(allowed)} file.`);
  const found = fileProblem(kind, bytes);
  if (found === 'markup') {
    return refuse(
      `${fileName} has web page code hidden in it. Save it again from the program that made it and upload the new file.`,
    );
  }
  if (found === 'malformed') {
    return refuse(
      `${fileName} is damaged or holds more than a ${kindList([kind])} file should. Save it again from the program that made it and upload the new file.`,
    );
  }
  return kind;
}

function refuse(message: string): never {
  throw new ApiError('VALIDATION', message, { files: message });
}

/** The file's name with the extension of its checked kind, so it opens as what it is. */
export function fileNameForKind(fileName: string, kind: FileKind): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${stem}.${FILE_KINDS[kind].extension}`;
}

/** The kind a stored MIME type stands for. */
export function kindOfMime(mime: string): FileKind | undefined {
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].mime === mime);
}

export interface FileStore {
  /**
   * Checks the content against the allowed kinds and stores it under its hash (the same content
   * is stored once). `fileName` only words the error a person sees.
   */
  put(bytes: Buffer, allowed: readonly FileKind[], fileName?: string): Promise<StoredFile>;
  /** The content, or undefined when the store has no such file. */
  read(sha256: string): Promise<Buffer | undefined>;
  /** Deletes the content; a file already gone is not an error. */
  remove(sha256: string): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The one file of a single-file upload, checked by content and stored. Every problem answers
 * VALIDATION under the field `file`, where the form shows it.
 */
export async function storeReceivedFile(
  fileStore: FileStore,
  file: { name: string; bytes: Buffer },
  kinds: readonly FileKind[],
): Promise<StoredFile> {
  return fileStore.put(file.bytes, kinds, file.name).catch((error: unknown) => {
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
      const kind = await checkedKind(bytes, allowed, fileName);
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
    async remove(sha256) {
      if (SHA256_HEX.test(sha256)) await rm(pathOf(sha256), { force: true });
    },
  };
}

/** A file name safe in a Content-Disposition header: the ASCII form plus the exact UTF-8 form. */
function contentDisposition(disposition: 'attachment' | 'inline', storedName: string): string {
  // Names stored before direction controls were dropped at upload lose them here.
  const fileName = withoutDirectionControls(storedName);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored file as an answer. `nosniff` stops a browser from running a file as something other than
 * its checked type; `attachment` downloads instead of opening it in the site's origin.
 */
export async function storedFileAnswer(
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
): Promise<RawAnswer> {
  const content = await store.read(sha256);
  if (!content) throw new ApiError('NOT_FOUND', 'This file is no longer available.');
  return new RawAnswer(mime, content, {
    'content-disposition': contentDisposition(disposition, fileName),
    'x-content-type-options': 'nosniff',
    'cache-control':
      cache === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=0, must-revalidate',
  });
}
