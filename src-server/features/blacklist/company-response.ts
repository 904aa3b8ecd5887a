import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { entryOrNotFound } from './actions';
import { setStatus, touchEntry } from './entry-repository';
import type { StoredUpload } from '../../http/multipart-upload';
import { insertFiles } from './file-repository';
import { recordHistory } from './history-repository';
import { spendResponseLink } from './response-link-repository';

export const LINK_ALREADY_USED =
  'This link has already been used: the association has your response. To add anything, reply to the email you received.';

/**
 * Stores the company's statement and files, spends its link, and puts a listed entry into
 * dispute, all in one transaction. Before a listing the entry keeps its status: the answer
 * is weighed in the review, and an unpublished entry must not start showing as blacklisted.
 */
export async function submitCompanyResponse(
  db: Db,
  {
    token,
    responderName,
    statement,
    files,
  }: { token: string; responderName: string; statement: string; files: StoredUpload[] },
  now: Date,
): Promise<{ respondedAt: string }> {
  await db.transaction().execute(async (trx) => {
    const spent = await spendResponseLink(trx, token, { responderName, statement }, now);
    if (!spent) throw new ApiError('CONFLICT', LINK_ALREADY_USED);
    const entry = await entryOrNotFound(trx, spent.entryId);
    const added = await insertFiles(
      trx,
      { entryId: entry.id, responseId: spent.linkId, uploadedBy: null, files },
      now,
    );
    const disputed = entry.status === 'listed' && (await setStatus(trx, entry.id, 'listed', 'disputed', now));
    await recordHistory(
      trx,
      entry.id,
      { kind: 'company' },
      'company-responded',
      {
        responderName,
        files: added.map((file) => file.name),
        ...(disputed ? { from: 'listed', to: 'disputed' } : {}),
      },
      now,
    );
    if (!disputed) await touchEntry(trx, entry.id, now);
  });
  return { respondedAt: now.toISOString() };
}
