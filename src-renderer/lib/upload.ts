import { errorEnvelopeSchema } from '../../shared/api/envelope';
import type { FilePickRequest } from '../../shared/bridge';
import type { FileKind } from '../../shared/file-kinds';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { ApiCallError } from './api-call-error';
import { platform } from './platform';

const NETWORK_MESSAGE = 'The upload did not reach the DFA server. Check your connection and try again.';

function errorFrom(status: number, responseText: string): ApiCallError {
  let json: unknown = null;
  try {
    json = JSON.parse(responseText);
  } catch {
    // not JSON: reported below by its status
  }
  const parsed = errorEnvelopeSchema.safeParse(json);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiCallError(status, code, message, fields);
  }
  if (status === 413) {
    return new ApiCallError(status, 'PAYLOAD_TOO_LARGE', 'These files are too large to upload.');
  }
  return new ApiCallError(status, 'INTERNAL', 'The server sent an unexpected answer. Please try again.');
}

/**
 * The desktop app sends the files through its main process in one message, so progress jumps
 * from nothing to done: there is no upload stream to watch from the page.
 */
async function uploadThroughBridge({
  path,
  formData,
  onProgress,
  signal,
}: {
  path: string;
  formData: FormData;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<unknown> {
  onProgress?.(0);
  const response = await platform.fetch(path, {
    method: 'POST',
    body: formData,
    headers: CLIENT_HEADERS,
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw errorFrom(response.status, text);
  onProgress?.(1);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errorFrom(response.status, '');
  }
}

/**
 * Sends files as multipart form data and reports progress (0 to 1) while they go up. `fetch`
 * cannot report upload progress over HTTP/1.1, so this uses XMLHttpRequest. The answer is
 * returned as parsed JSON for the caller to check with its endpoint's schema.
 */
export function uploadFiles({
  path,
  formData,
  onProgress,
  signal,
}: {
  path: string;
  formData: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<unknown> {
  if (platform.kind !== 'web') return uploadThroughBridge({ path, formData, onProgress, signal });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(CLIENT_HEADERS)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(request.responseText) as unknown);
        } catch {
          reject(errorFrom(request.status, ''));
        }
      } else {
        reject(errorFrom(request.status, request.responseText));
      }
    });
    request.addEventListener('error', () => reject(new ApiCallError(0, 'UNAVAILABLE', NETWORK_MESSAGE)));
    request.addEventListener('abort', () =>
      reject(new ApiCallError(0, 'UNAVAILABLE', 'The upload was cancelled.')),
    );
    if (signal) {
      if (signal.aborted) return request.abort();
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(formData);
  });
}

/**
 * A file the member chose to upload: a browser `File` (from a file input or a drop), or a token
 * for a file the desktop host read from disk after its native picker (the page never learns its
 * path). `problem` is set when the host already found it cannot be sent.
 */
export type LocalFile = { name: string; size: number; problem?: string | undefined } & (
  { file: File } | { token: string }
);

export function localFilesFrom(files: Iterable<File>): LocalFile[] {
  return [...files].map((file) => ({ name: file.name, size: file.size, file }));
}

/** The desktop host's native picker, where there is one; the web uses a file input instead. */
export const pickFilesNatively: ((request: FilePickRequest) => Promise<LocalFile[]>) | undefined =
  platform.files
    ? async (request) => (await platform.files!.pick(request)).map((picked) => ({ ...picked }))
    : undefined;

export interface LocalUpload {
  path: string;
  /** text fields sent with the files, such as the id of the record they belong to */
  fields: Record<string, string>;
  /** the multipart field the files go in */
  field: string;
  files: readonly LocalFile[];
  /** the kinds the server accepts here, checked by content before sending */
  kinds: FileKind[];
  maxBytes: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const CANCELLED = 'The upload was cancelled.';

/**
 * Sends chosen files with progress (0 to 1) and a way to cancel (`signal`). On the desktop the
 * host reads picked files from disk, checks each file's kind and size, and streams the upload;
 * on the web the browser sends them. Returns the parsed JSON answer for the caller to check.
 */
export async function uploadLocalFiles(upload: LocalUpload): Promise<unknown> {
  const files = platform.files;
  if (!files) {
    const formData = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) formData.set(name, value);
    for (const local of upload.files)
      if ('file' in local) formData.append(upload.field, local.file, local.name);
    return uploadFiles({
      path: upload.path,
      formData,
      ...(upload.onProgress ? { onProgress: upload.onProgress } : {}),
      ...(upload.signal ? { signal: upload.signal } : {}),
    });
  }
  const uploadId = crypto.randomUUID();
  const parts = await Promise.all(
    upload.files.map(async (local) =>
      'token' in local
        ? { field: upload.field, token: local.token }
        : { field: upload.field, name: local.name, bytes: new Uint8Array(await local.file.arrayBuffer()) },
    ),
  );
  if (upload.signal?.aborted) throw new ApiCallError(0, 'UNAVAILABLE', CANCELLED);
  const cancel = () => void files.cancelUpload(uploadId);
  upload.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await files.upload(
      {
        uploadId,
        path: upload.path,
        kinds: upload.kinds,
        maxBytes: upload.maxBytes,
        fields: Object.entries(upload.fields).map(([name, value]) => ({ name, value })),
        files: parts,
      },
      (progress) =>
        upload.onProgress?.(progress.totalBytes > 0 ? progress.sentBytes / progress.totalBytes : 0),
    );
    if (upload.signal?.aborted) throw new ApiCallError(0, 'UNAVAILABLE', CANCELLED);
    if (response.status < 200 || response.status >= 300) throw errorFrom(response.status, response.body);
    return JSON.parse(response.body) as unknown;
  } finally {
    upload.signal?.removeEventListener('abort', cancel);
  }
}
