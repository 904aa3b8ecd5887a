import type { ReceivedFile } from './uploads';
import { checkedKind, fileNameForKind, type FileKind, type FileStore } from '../services/file-store';

export interface StoredUpload {
  sha256: string;
  name: string;
  mime: string;
  size: number;
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
