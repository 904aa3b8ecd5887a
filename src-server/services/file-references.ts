import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { isFileReferenced } from './file-reference-repository';
import type { FileStore } from './file-store';

/**
 * Deletes the stored files no record names any more. Call it once the change that dropped a
 * reference has committed (a rolled-back change must find its files still there), and after a
 * failed upload for the files it stored. The same content may be shared by several records, so
 * only a file nothing names is deleted. A failure is logged, never the caller's problem: the
 * change it follows has already happened.
 */
export async function deleteUnreferencedFiles(
  db: Db,
  store: FileStore,
  hashes: readonly (string | undefined)[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const sha256 of new Set(hashes)) {
    if (sha256 === undefined) continue;
    try {
      if (!(await isFileReferenced(db, sha256))) await store.remove(sha256);
    } catch (error) {
      log.error({ err: error, sha256 }, 'could not delete an unreferenced file');
    }
  }
}
