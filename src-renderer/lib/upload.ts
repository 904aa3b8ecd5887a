import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { ApiCallError } from './http';
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
