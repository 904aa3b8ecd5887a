import type { Selectable } from 'kysely';
import type { StoredAttribution } from '../../../shared/api/attribution';
import type { Attendee, EventDetails, EventRegistration } from '../../../shared/api/events';
import { formatEventDays, isPastEvent } from '../../../shared/events/schedule';
import type { Db } from '../../db/database';
import type { EventRegistrationsTable } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { readStoredAttribution } from '../../services/attribution';
import { enqueueEmail } from '../../services/email';
import { hashToken, newToken } from '../../core/tokens';
import { eventNotFoundError, findEventRecord, toEvent } from '../../services/event-repository';
import { attendedAsByRegistration } from './attendance';
import { cancellationEmail, registrationConfirmationEmail } from './registration-emails';

type RegistrationRow = Selectable<EventRegistrationsTable>;

/** `l***@blue-anchor.test`: enough to recognise one's own address, not to harvest it. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function toRegistration(row: RegistrationRow): EventRegistration {
  return {
    name: row.name,
    emailMasked: maskEmail(row.email),
    company: row.company,
    status: row.status,
    registeredAt: row.created_at,
    cancelledAt: row.cancelled_at,
  };
}

function toAttendee(row: RegistrationRow, attendedAs: Attendee['attendedAs']): Attendee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    status: row.status,
    registeredAt: row.created_at,
    cancelledAt: row.cancelled_at,
    attendedAs,
    ...readStoredAttribution(row.attribution),
  };
}

export interface NewRegistration {
  eventSlug: string;
  name: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
  idempotencyKey: string;
  attribution: StoredAttribution;
}

async function findByEmail(db: Db, eventId: number, email: string) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * Registers a person for an upcoming event and emails their personal link, in one transaction.
 * One row per (event, email): registering again (even after cancelling) renews that row and
 * emails a fresh link; a retry of the same form (same idempotency key) changes nothing.
 * `replacedLink` tells whether an earlier personal link stopped working.
 */
export async function register(
  db: Db,
  { registration, ip, siteUrl }: { registration: NewRegistration; ip: string; siteUrl: string },
  now: Date,
): Promise<{ replacedLink: boolean }> {
  const record = await findEventRecord(db, registration.eventSlug);
  if (!record) throw eventNotFoundError(registration.eventSlug);
  const { id: eventId, event } = record;
  if (isPastEvent(event, now)) {
    const message = `${event.title} took place on ${formatEventDays(event)}, so registration is closed.`;
    throw new ApiError('CONFLICT', message, { eventSlug: message });
  }
  // Two attempts: the second runs when a simultaneous request inserted the row first.
  for (let attempt = 1; ; attempt += 1) {
    const existing = await findByEmail(db, eventId, registration.email);
    if (existing?.last_idempotency_key === registration.idempotencyKey) return { replacedLink: false };
    const token = newToken();
    const details = {
      name: registration.name,
      company: registration.company ?? null,
      phone: registration.phone ?? null,
      token_hash: hashToken(token),
      status: 'active' as const,
      last_idempotency_key: registration.idempotencyKey,
      ip,
      attribution: JSON.stringify(registration.attribution),
      updated_at: now.toISOString(),
      cancelled_at: null,
    };
    try {
      await db.transaction().execute(async (trx) => {
        if (existing) {
          await trx.updateTable('event_registrations').set(details).where('id', '=', existing.id).execute();
        } else {
          await trx
            .insertInto('event_registrations')
            .values({
              ...details,
              event_id: eventId,
              email: registration.email,
              created_at: now.toISOString(),
            })
            .execute();
        }
        const email = registrationConfirmationEmail({
          to: registration.email,
          name: registration.name,
          event,
          token,
          siteUrl,
          repeat: existing?.status === 'active',
        });
        await enqueueEmail(trx, email, now);
      });
      return { replacedLink: existing !== undefined };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

async function findByLink(db: Db, slug: string, token: string) {
  const row = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const eventRow =
    row && (await db.selectFrom('events').selectAll().where('id', '=', row.event_id).executeTakeFirst());
  if (!row || !eventRow || eventRow.slug !== slug) {
    throw new ApiError(
      'NOT_FOUND',
      'This registration link is not valid. It may have been replaced by a newer one: use the link in the latest email you received.',
    );
  }
  return { row, event: toEvent(eventRow) };
}

export interface RegistrationView {
  event: EventDetails;
  registration: EventRegistration;
}

/** The registration a personal link belongs to; 404 for a wrong or replaced link. */
export async function viewRegistration(db: Db, slug: string, token: string): Promise<RegistrationView> {
  const { row, event } = await findByLink(db, slug, token);
  return { event, registration: toRegistration(row) };
}

/**
 * Cancels through the personal link and emails a short note, once: cancelling again answers
 * the cancelled registration and sends nothing. An event that is over can no longer change.
 */
export async function cancelRegistration(
  db: Db,
  { slug, token, siteUrl }: { slug: string; token: string; siteUrl: string },
  now: Date,
): Promise<RegistrationView> {
  const { row, event } = await findByLink(db, slug, token);
  if (row.status === 'cancelled') return { event, registration: toRegistration(row) };
  if (isPastEvent(event, now)) {
    throw new ApiError(
      'CONFLICT',
      `${event.title} has already taken place, so the registration can no longer be cancelled.`,
    );
  }
  const cancelled = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('event_registrations')
      .set({ status: 'cancelled', cancelled_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    // A simultaneous cancel won the update; it sends the note.
    if (!updated) return undefined;
    await enqueueEmail(trx, cancellationEmail({ to: row.email, name: row.name, event, siteUrl }), now);
    return updated;
  });
  return { event, registration: toRegistration(cancelled ?? (await findByLink(db, slug, token)).row) };
}

/** Everyone who registered for an event, oldest registration first. */
export async function listAttendees(
  db: Db,
  slug: string,
): Promise<{ event: EventDetails; attendees: Attendee[] }> {
  const record = await findEventRecord(db, slug);
  if (!record) throw eventNotFoundError(slug);
  const rows = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', record.id)
    .orderBy('id')
    .execute();
  const attendedAs = await attendedAsByRegistration(db, record.id);
  return {
    event: record.event,
    attendees: rows.map((row) => toAttendee(row, attendedAs.get(row.id) ?? null)),
  };
}
