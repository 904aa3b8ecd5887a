import type { BlacklistFile } from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { entryOrNotFound } from './actions';
import { toFile, touchEntry } from './entry-repository';
import { recordHistory, type Actor } from './history-repository';
import type { StoredUpload } from '../../http/multipart-upload';

/** Records stored files against an entry (and the company's response, when it sent them). */
export async function insertFiles(
  trx: Db,
  {
    entryId,
    responseId,
    uploadedBy,
    files,
  }: { entryId: number; responseId: number | null; uploadedBy: number | null; files: StoredUpload[] },
  now: Date,
): Promise<BlacklistFile[]> {
  if (files.length === 0) return [];
  const rows = await trx
    .insertInto('blacklist_files')
    .values(
      files.map((file) => ({
        entry_id: entryId,
        response_id: responseId,
        sha256: file.sha256,
        name: file.name,
        mime: file.mime,
        size: file.size,
        uploaded_by: uploadedBy,
        created_at: now.toISOString(),
      })),
    )
    .returningAll()
    .execute();
  return rows.map(toFile);
}

export async function addEntryFiles(
  db: Db,
  { entryId, files, userId }: { entryId: number; files: StoredUpload[]; userId: number },
  now: Date,
): Promise<BlacklistFile[]> {
  return db.transaction().execute(async (trx) => {
    await entryOrNotFound(trx, entryId);
    const added = await insertFiles(trx, { entryId, responseId: null, uploadedBy: userId, files }, now);
    const actor: Actor = { kind: 'user', userId };
    await recordHistory(trx, entryId, actor, 'files-added', { files: added.map((file) => file.name) }, now);
    await touchEntry(trx, entryId, now);
    return added;
  });
}

export async function findFile(db: Db, id: number) {
  return db.selectFrom('blacklist_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export function fileNotFound(id: number): ApiError {
  return new ApiError('NOT_FOUND', `There is no evidence file number ${id}. It may have been removed.`);
}

/** Removes one file from its entry; answers the stored content's hash, which may now be unreferenced. */
export async function removeFile(db: Db, id: number, userId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const file = await trx
      .deleteFrom('blacklist_files')
      .where('id', '=', id)
      .returning(['id', 'entry_id', 'name', 'sha256'])
      .executeTakeFirst();
    if (!file) throw fileNotFound(id);
    await recordHistory(
      trx,
      file.entry_id,
      { kind: 'user', userId },
      'file-removed',
      { name: file.name },
      now,
    );
    await touchEntry(trx, file.entry_id, now);
    return { id: file.id, entryId: file.entry_id, sha256: file.sha256 };
  });
}
