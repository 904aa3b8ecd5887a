import { RESPONSE_LINK_TTL_DAYS } from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../core/tokens';

const TTL_MS = RESPONSE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** A 256-bit token for the email; only its hash is kept. */
export async function createResponseLink(
  trx: Db,
  { entryId, email, createdBy }: { entryId: number; email: string; createdBy: number },
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TTL_MS).toISOString();
  await trx
    .insertInto('blacklist_response_links')
    .values({
      entry_id: entryId,
      token_hash: hashToken(token),
      email,
      expires_at: expiresAt,
      created_by: createdBy,
      created_at: now.toISOString(),
      responded_at: null,
      responder_name: null,
      statement: null,
    })
    .execute();
  return { token, expiresAt };
}

export type LinkState =
  | { state: 'open'; linkId: number; entryId: number; expiresAt: string }
  | { state: 'answered'; respondedAt: string };

/** An unknown or expired link is undefined; an answered one says so, whenever it expires. */
export async function findResponseLink(db: Db, token: string, now: Date): Promise<LinkState | undefined> {
  const row = await db
    .selectFrom('blacklist_response_links')
    .select(['id', 'entry_id', 'expires_at', 'responded_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.responded_at) return { state: 'answered', respondedAt: row.responded_at };
  if (row.expires_at <= now.toISOString()) return undefined;
  return { state: 'open', linkId: row.id, entryId: row.entry_id, expiresAt: row.expires_at };
}

/**
 * Spends the link and stores the answer in one conditional update: of two submissions racing
 * on one link, exactly one gets the row back.
 */
export async function spendResponseLink(
  trx: Db,
  token: string,
  { responderName, statement }: { responderName: string; statement: string },
  now: Date,
): Promise<{ linkId: number; entryId: number } | undefined> {
  const nowIso = now.toISOString();
  const row = await trx
    .updateTable('blacklist_response_links')
    .set({ responded_at: nowIso, responder_name: responderName, statement })
    .where('token_hash', '=', hashToken(token))
    .where('responded_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['id', 'entry_id'])
    .executeTakeFirst();
  return row ? { linkId: row.id, entryId: row.entry_id } : undefined;
}
