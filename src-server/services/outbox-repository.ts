import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';

type OutboxRow = Selectable<Database['outbox']>;

export async function insertOutboxMessage(db: Db, message: Insertable<Database['outbox']>): Promise<void> {
  await db.insertInto('outbox').values(message).execute();
}

/** Messages due by `nowIso`, neither sent nor given up, and not claimed by a live worker; oldest first. */
export async function dueOutboxMessages(db: Db, nowIso: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('abandoned_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims an unsent message with a conditional UPDATE; false when another worker holds it or sent it. */
export async function claimOutboxMessage(
  db: Db,
  id: number,
  { nowIso, claimedUntil }: { nowIso: string; claimedUntil: string },
): Promise<boolean> {
  const claim = await db
    .updateTable('outbox')
    .set({ claimed_until: claimedUntil })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Records how a claimed message's attempt went: sent, given up, or to be tried again. */
export async function recordOutboxAttempt(
  db: Db,
  id: number,
  outcome: Pick<
    Updateable<Database['outbox']>,
    'sent_at' | 'abandoned_at' | 'attempts' | 'last_error' | 'next_attempt_at' | 'claimed_until' | 'text'
  >,
): Promise<void> {
  await db.updateTable('outbox').set(outcome).where('id', '=', id).execute();
}

/** Messages queued and not yet sent, those waiting for a retry included. */
export async function outboxBacklog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
