import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CLIENT_HEADERS } from '../shared/api/http';
import type { ApiResponse, PickedFile, UploadProgress } from '../shared/bridge';
import type { filePickRequestSchema, uploadRequestSchema } from '../shared/bridge-schemas';
import { FILE_KINDS, kindList, type FileKind } from '../shared/file-kinds';
import { errorResponse, failureResponse, headersForRenderer, type ApiForwarderOptions } from './api-bridge';
import { apiTargetUrl } from './api-target';
import { bytesSource, FileChanged, fileSource, multipartBody, type MultipartPart } from './multipart';
import { sendStreamedWithSession } from './upload-transport';

type PickRequest = z.output<typeof filePickRequestSchema>;
type UploadRequest = z.output<typeof uploadRequestSchema>;

/** The slice of Electron's dialog module the picker needs. */
export type ShowOpenDialog = (options: {
  title: string;
  properties: ('openFile' | 'multiSelections')[];
  filters: { name: string; extensions: string[] }[];
}) => Promise<{ canceled: boolean; filePaths: string[] }>;

export interface Uploads {
  pick(request: PickRequest): Promise<PickedFile[]>;
  upload(request: UploadRequest, onProgress: (progress: UploadProgress) => void): Promise<ApiResponse>;
  cancel(uploadId: string): void;
}

export interface UploadsOptions extends ApiForwarderOptions {
  showOpenDialog: ShowOpenDialog;
  /** the kind a file's bytes really are, or undefined when unknown */
  sniff: (bytes: Uint8Array) => Promise<string | undefined>;
  /** how many bytes go out between two progress reports */
  progressStepBytes?: number;
}

const PROGRESS_STEP_BYTES = 64 * 1024;
/** Picked files are forgotten once sent, or after this long. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Admins' uploads from disk: the native picker, files read by the main process (the page only
 * ever holds a token, never a path), checked for kind and size before a byte is sent, then
 * streamed to the API from disk with progress as the network sends it, and a way to cancel.
 */
export function createUploads({
  showOpenDialog,
  sniff,
  progressStepBytes = PROGRESS_STEP_BYTES,
  apiOrigin,
  ...sendOptions
}: UploadsOptions): Uploads {
  const picked = new Map<string, { filePath: string; name: string; pickedAt: number }>();
  const running = new Map<string, AbortController>();

  const forgetOldTokens = () => {
    for (const [token, file] of picked) {
      if (Date.now() - file.pickedAt > TOKEN_LIFETIME_MS) picked.delete(token);
    }
  };

  /** The file's kind by its content, or what is wrong with it, worded for the member. */
  async function check(
    name: string,
    bytes: Uint8Array,
    kinds: readonly FileKind[],
    maxBytes: number,
  ): Promise<{ kind: FileKind } | { problem: string }> {
    if (bytes.byteLength > maxBytes) {
      return {
        problem: `${name} is ${megabytes(bytes.byteLength)}; each file may be at most ${megabytes(maxBytes)}.`,
      };
    }
    const mime = await sniff(bytes);
    const kind = kinds.find((candidate) => FILE_KINDS[candidate].mime === mime);
    return kind ? { kind } : { problem: `${name} is not a ${kindList(kinds)} file.` };
  }

  /**
   * A file to send, checked now (a picked file may have changed on disk since it was picked) and
   * then read again as it is sent: from disk for a picked file, from memory for a dropped one.
   */
  async function prepare(
    file: UploadRequest['files'][number],
    { kinds, maxBytes }: Pick<UploadRequest, 'kinds' | 'maxBytes'>,
  ): Promise<{ part: MultipartPart } | { problem: string }> {
    let name: string;
    let bytes: Uint8Array;
    let source: { size: number; read: () => AsyncIterable<Uint8Array> };
    if ('bytes' in file) {
      ({ name, bytes } = file);
      source = bytesSource(bytes);
    } else {
      const chosen = picked.get(file.token);
      if (!chosen) return { problem: 'This file is no longer available: choose it again.' };
      name = chosen.name;
      try {
        bytes = new Uint8Array(await readFile(chosen.filePath));
      } catch {
        return { problem: `${name} can no longer be read: choose it again.` };
      }
      source = fileSource(chosen.filePath, bytes.byteLength);
    }
    const verdict = await check(name, bytes, kinds, maxBytes);
    if ('problem' in verdict) return verdict;
    return { part: { name: file.field, fileName: name, type: FILE_KINDS[verdict.kind].mime, ...source } };
  }

  return {
    async pick({ kinds, multiple, maxBytes }) {
      forgetOldTokens();
      const extensions = kinds.flatMap((kind) => [...FILE_KINDS[kind].extensions]);
      const result = await showOpenDialog({
        title: 'Choose files to upload',
        properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
        filters: [{ name: kindList(kinds), extensions }],
      });
      if (result.canceled) return [];
      return Promise.all(
        result.filePaths.map(async (filePath): Promise<PickedFile> => {
          const name = path.basename(filePath);
          const { size } = await stat(filePath);
          // Reading a file far over the limit only to refuse it would waste time and memory.
          const verdict =
            size > maxBytes
              ? { problem: `${name} is ${megabytes(size)}; each file may be at most ${megabytes(maxBytes)}.` }
              : await check(name, new Uint8Array(await readFile(filePath)), kinds, maxBytes);
          const token = randomUUID();
          if ('problem' in verdict) return { token, name, size, problem: verdict.problem };
          picked.set(token, { filePath, name, pickedAt: Date.now() });
          return { token, name, size };
        }),
      );
    },

    async upload(request, onProgress) {
      const target = apiTargetUrl(apiOrigin, request.path);
      const parts: MultipartPart[] = [...request.fields];
      for (const file of request.files) {
        const prepared = await prepare(file, request);
        if ('problem' in prepared) return errorResponse(400, 'VALIDATION', prepared.problem);
        parts.push(prepared.part);
      }
      const body = multipartBody(parts);
      const totalBytes = body.totalBytes;

      const controller = new AbortController();
      running.set(request.uploadId, controller);
      let reportedBytes = 0;
      const report = (sentBytes: number) => {
        reportedBytes = sentBytes;
        onProgress({ uploadId: request.uploadId, sentBytes, totalBytes });
      };
      report(0);
      try {
        const answer = await sendStreamedWithSession(sendOptions, target, {
          method: 'POST',
          headers: new Headers(CLIENT_HEADERS),
          body,
          signal: controller.signal,
          onProgress: (sentBytes) => {
            if (sentBytes - reportedBytes >= progressStepBytes || sentBytes === totalBytes) report(sentBytes);
          },
        });
        return { status: answer.status, headers: headersForRenderer(answer.headers), body: answer.body };
      } catch (error) {
        if (controller.signal.aborted) return errorResponse(499, 'UNAVAILABLE', 'The upload was cancelled.');
        if (error instanceof FileChanged) return errorResponse(400, 'VALIDATION', error.message);
        return failureResponse(error);
      } finally {
        running.delete(request.uploadId);
        for (const file of request.files) if ('token' in file) picked.delete(file.token);
      }
    },

    cancel(uploadId) {
      running.get(uploadId)?.abort();
    },
  };
}
