import type { EventDetails } from '../../../shared/api/events';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { eventColumns, findEventRecord, toEvent } from '../../services/event-repository';

function slugTakenError(slug: string, field: string): ApiError {
  const message = `Another event already uses the address /events/${slug}. Choose a different slug.`;
  return new ApiError('CONFLICT', message, { [field]: message });
}

/** Adds an event; a slug already in use is refused (the UNIQUE key settles a race). */
export async function addEvent(db: Db, event: EventDetails, now: Date): Promise<EventDetails> {
  if (await findEventRecord(db, event.slug)) throw slugTakenError(event.slug, 'slug');
  try {
    const row = await db
      .insertInto('events')
      .values({ ...eventColumns(event), created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEvent(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(event.slug, 'slug');
    throw error;
  }
}

/** Replaces the details of the event now at `slug`; registrations stay with it. */
export async function changeEvent(db: Db, slug: string, changes: EventDetails): Promise<EventDetails> {
  const current = await findEventRecord(db, slug);
  if (!current)
    throw new ApiError('NOT_FOUND', `There is no event “${slug}” to change.`, {
      event: `There is no event “${slug}”.`,
    });
  if (changes.slug !== slug && (await findEventRecord(db, changes.slug))) {
    throw slugTakenError(changes.slug, 'changes.slug');
  }
  try {
    const row = await db
      .updateTable('events')
      .set(eventColumns(changes))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEvent(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(changes.slug, 'changes.slug');
    throw error;
  }
}
