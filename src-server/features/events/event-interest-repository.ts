import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** The addresses of people waiting to hear about the next event. */

type InterestRow = Selectable<Database['event_interest']>;

/** Stores the address once; a repeat renews the consent and waits again for the next event. */
export async function upsertInterest(
  db: Db,
  {
    email,
    consentedAt,
    ip,
    attribution,
  }: { email: string; consentedAt: string; ip: string; attribution: string },
): Promise<void> {
  await db
    .insertInto('event_interest')
    .values({
      email,
      consented_at: consentedAt,
      ip,
      attribution,
      notified_at: null,
      notified_event: null,
    })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ consented_at: consentedAt, ip, notified_at: null, notified_event: null }),
    )
    .execute();
}

/** Every address, the latest consent first. */
export async function allInterest(
  db: Db,
): Promise<Pick<InterestRow, 'email' | 'consented_at' | 'notified_at' | 'notified_event'>[]> {
  return db
    .selectFrom('event_interest')
    .select(['email', 'consented_at', 'notified_at', 'notified_event'])
    .orderBy('consented_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The addresses not yet told about an event, in the order they came. */
export async function waitingInterest(db: Db): Promise<Pick<InterestRow, 'id' | 'email'>[]> {
  return db
    .selectFrom('event_interest')
    .select(['id', 'email'])
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** `ids` must not be empty. */
export async function markInterestNotified(
  trx: Db,
  ids: number[],
  { eventSlug, now }: { eventSlug: string; now: Date },
): Promise<void> {
  await trx
    .updateTable('event_interest')
    .set({ notified_at: now.toISOString(), notified_event: eventSlug })
    .where('id', 'in', ids)
    .execute();
}
