import type { Selectable } from 'kysely';
import { ACCEPTANCE_CODE_MAX_ATTEMPTS } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** The codes emailed to shippers to accept a quote; one row per code sent. */

type AcceptanceCodeRow = Selectable<Database['quote_acceptance_codes']>;

/** When each code for this lead sent after `since` went out, newest first. */
export async function codesSentSince(
  db: Db,
  leadId: number,
  since: string,
): Promise<{ created_at: string }[]> {
  return db
    .selectFrom('quote_acceptance_codes')
    .select('created_at')
    .where('lead_id', '=', leadId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Stores a new code, hashed with the id the row gets: `hashOf` turns that id into the hash
 * stored in place of the placeholder. Call it in the transaction that queues the email.
 */
export async function insertAcceptanceCode(
  trx: Db,
  { leadId, bidId, expiresAt }: { leadId: number; bidId: number; expiresAt: string },
  hashOf: (id: number) => string,
  now: Date,
): Promise<void> {
  const { id } = await trx
    .insertInto('quote_acceptance_codes')
    .values({
      lead_id: leadId,
      bid_id: bidId,
      code_hash: 'pending',
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('quote_acceptance_codes')
    .set({ code_hash: hashOf(id) })
    .where('id', '=', id)
    .execute();
}

/** The newest unused, unexpired code for this quote. */
export async function newestLiveCode(
  db: Db,
  { leadId, bidId }: { leadId: number; bidId: number },
  now: Date,
): Promise<AcceptanceCodeRow | undefined> {
  return db
    .selectFrom('quote_acceptance_codes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('bid_id', '=', bidId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try of an unused code in a single conditional update, so parallel guesses cannot
 * pass the limit; answers false when the code is used or out of tries.
 */
export async function countCodeAttempt(db: Db, id: number): Promise<boolean> {
  const counted = await db
    .updateTable('quote_acceptance_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', ACCEPTANCE_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

export async function markCodeUsed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('quote_acceptance_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
