import type { EventDetails, NextEventInterest } from '../../../shared/api/events';
import { csvDocument } from '../../../shared/domain/csv';
import { eventPlace } from '../../../shared/events/place';
import { formatEventSchedule, isPastEvent } from '../../../shared/events/schedule';
import type { Db } from '../../db/database';
import { enqueueEmail, type EmailDraft } from '../../services/email';
import {
  allInterest,
  markInterestNotified,
  upsertInterest,
  waitingInterest,
} from './event-interest-repository';

/**
 * Remembers that someone wants to hear about the next event. A repeat is harmless: the address
 * is stored once, and someone already told about an earlier event waits again for the next.
 */
export async function rememberInterest(
  db: Db,
  { email, ip, attribution }: { email: string; ip: string; attribution: object },
  now: Date,
): Promise<void> {
  await upsertInterest(db, {
    email: email.toLowerCase(),
    consentedAt: now.toISOString(),
    ip,
    attribution: JSON.stringify(attribution),
  });
}

export async function listInterest(db: Db): Promise<NextEventInterest[]> {
  const rows = await allInterest(db);
  return rows.map((row) => ({
    email: row.email,
    consentedAt: row.consented_at,
    notifiedAt: row.notified_at,
    notifiedEvent: row.notified_event,
  }));
}

/** RFC 4180 CSV with a header row, one address per line. */
export function interestCsv(rows: NextEventInterest[]): string {
  return csvDocument(
    ['email', 'consented_at', 'notified_at', 'notified_event'],
    rows.map((row) => [row.email, row.consentedAt, row.notifiedAt, row.notifiedEvent]),
  );
}

function announcementEmail(to: string, event: EventDetails, siteUrl: string): EmailDraft {
  return {
    to,
    subject: `Next DFA event: ${event.title}`,
    blocks: [
      'Hello,',
      `You asked us to tell you about the next Digital Freight Alliance event. ${event.title} is now open for registration.`,
      {
        details: [
          ['Event', event.title],
          ['When', formatEventSchedule(event)],
          ['Where', eventPlace(event)],
        ],
      },
      event.summary,
      { link: 'See the event and register', url: `${siteUrl}/events/${encodeURIComponent(event.slug)}` },
      'We write to you about this one event only. To hear about the one after it, ask again on the events page.',
    ],
    payload: { purpose: 'next-event-announcement', event: event.slug },
  };
}

/**
 * When an admin publishes an event that has not happened yet, everyone still waiting gets one
 * announcement through the outbox, in the same transaction that marks them as told.
 */
export async function announceToInterested(
  db: Db,
  event: EventDetails,
  siteUrl: string,
  now: Date,
): Promise<number> {
  if (isPastEvent(event, now)) return 0;
  return db.transaction().execute(async (trx) => {
    const waiting = await waitingInterest(trx);
    for (const person of waiting) {
      await enqueueEmail(trx, announcementEmail(person.email, event, siteUrl), now);
    }
    if (waiting.length > 0) {
      await markInterestNotified(
        trx,
        waiting.map((person) => person.id),
        { eventSlug: event.slug, now },
      );
    }
    return waiting.length;
  });
}
