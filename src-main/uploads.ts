import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CLIENT_HEADERS } from '../shared/api/http';
import type { ApiResponse, PickedFile, UploadProgress } from '../shared/bridge';
import type { filePickRequestSchema, uploadRequestSchema } from '../shared/bridge-schemas';
import { FILE_KINDS, kindList, type FileKind } from '../shared/file-kinds';
import {
  errorResponse,
  failureResponse,
  headersForRenderer,
  isAbort,
  sendWithSession,
  type ApiForwarderOptions,
} from './api-bridge';
import { apiTargetUrl } from './api-target';

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

const CHUNK_BYTES = 64 * 1024;
/** Picked files are forgotten once sent, or after this long. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Admins' uploads from disk: the native picker, files read by the main process (the page only
 * ever holds a token, never a path), checked for kind and size before a byte is sent, then
 * streamed to the API with progress reports and a way to cancel.
 */
export function createUploads({
  showOpenDialog,
  sniff,
  progressStepBytes = CHUNK_BYTES,
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

  async function readChosen(
    file: UploadRequest['files'][number],
  ): Promise<{ name: string; bytes: Uint8Array }> {
    if ('bytes' in file) return { name: file.name, bytes: file.bytes };
    const chosen = picked.get(file.token);
    if (!chosen) throw new Error('This file is no longer available: choose it again.');
    return { name: chosen.name, bytes: new Uint8Array(await readFile(chosen.filePath)) };
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
      const files: { field: string; name: string; bytes: Uint8Array; kind: FileKind }[] = [];
      for (const file of request.files) {
        let chosen: { name: string; bytes: Uint8Array };
        try {
          chosen = await readChosen(file);
        } catch (error) {
          return errorResponse(400, 'VALIDATION', error instanceof Error ? error.message : String(error));
        }
        // Checked again when sent: a picked file may have changed on disk since.
        const verdict = await check(chosen.name, chosen.bytes, request.kinds, request.maxBytes);
        if ('problem' in verdict) return errorResponse(400, 'VALIDATION', verdict.problem);
        files.push({ field: file.field, ...chosen, kind: verdict.kind });
      }

      const form = new FormData();
      for (const field of request.fields) form.append(field.name, field.value);
      for (const file of files) {
        form.append(
          file.field,
          new Blob([new Uint8Array(file.bytes)], { type: FILE_KINDS[file.kind].mime }),
          file.name,
        );
      }
      // Encoded once, so the total is known and progress can be told as a share of it.
      const encoded = new Response(form);
      const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
      const body = new Uint8Array(await encoded.arrayBuffer());
      const totalBytes = body.byteLength;

      const controller = new AbortController();
      running.set(request.uploadId, controller);
      let sentBytes = 0;
      let reportedBytes = 0;
      const report = () => {
        reportedBytes = sentBytes;
        onProgress({ uploadId: request.uploadId, sentBytes, totalBytes });
      };
      report();
      const stream = new ReadableStream<Uint8Array>({
        pull(streamController) {
          if (sentBytes >= totalBytes) {
            streamController.close();
            return;
          }
          const chunk = body.subarray(sentBytes, Math.min(sentBytes + CHUNK_BYTES, totalBytes));
          streamController.enqueue(chunk);
          sentBytes += chunk.byteLength;
          if (sentBytes - reportedBytes >= progressStepBytes || sentBytes === totalBytes) report();
        },
      });

      try {
        const headers = new Headers(CLIENT_HEADERS);
        headers.set('content-type', contentType);
        const response = await sendWithSession(sendOptions, target, {
          method: 'POST',
          headers,
          body: stream,
          signal: controller.signal,
        });
        return {
          status: response.status,
          headers: headersForRenderer(response.headers),
          body: await response.text(),
        };
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) {
          return errorResponse(499, 'UNAVAILABLE', 'The upload was cancelled.');
        }
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
