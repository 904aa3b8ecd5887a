import { eventCalendarPath, type EventDetails } from '../../../shared/api/events';
import { eventPlace } from '../../../shared/events/place';
import { formatEventSchedule } from '../../../shared/events/schedule';
import type { EmailDraft } from '../../services/email';

function personalLink(siteUrl: string, slug: string, token: string): string {
  return `${siteUrl}/events/${encodeURIComponent(slug)}/${encodeURIComponent(token)}`;
}

/**
 * The confirmation with the personal link, sent at registration and again when the same
 * address registers once more (the new link replaces the old one).
 */
export function registrationConfirmationEmail({
  to,
  name,
  event,
  token,
  siteUrl,
  repeat,
}: {
  to: string;
  name: string;
  event: EventDetails;
  token: string;
  siteUrl: string;
  repeat: boolean;
}): EmailDraft {
  return {
    to,
    subject: `Your registration for ${event.title}`,
    blocks: [
      `Hello ${name},`,
      repeat
        ? `You asked for your registration link for ${event.title} again. Here is a new one; the link we sent before no longer works.`
        : `You are registered for ${event.title}. We look forward to seeing you there.`,
      {
        details: [
          ['Event', event.title],
          ['When', formatEventSchedule(event)],
          ['Where', eventPlace(event)],
        ],
      },
      {
        link: 'Your personal registration link, to see or cancel your registration (keep it to yourself)',
        url: personalLink(siteUrl, event.slug, token),
      },
      { link: 'Add the event to your calendar', url: `${siteUrl}${eventCalendarPath(event.slug)}` },
      'If you did not register, ignore this email or cancel through the link above.',
    ],
    payload: { purpose: 'event-registration', event: event.slug },
  };
}

export function cancellationEmail({
  to,
  name,
  event,
  siteUrl,
}: {
  to: string;
  name: string;
  event: EventDetails;
  siteUrl: string;
}): EmailDraft {
  return {
    to,
    subject: `Registration cancelled: ${event.title}`,
    blocks: [
      `Hello ${name},`,
      `Your registration for ${event.title} (${formatEventSchedule(event)}) is cancelled. Nothing else is needed from you.`,
      {
        link: 'Changed your mind? You can register again on the event page',
        url: `${siteUrl}/events/${encodeURIComponent(event.slug)}`,
      },
    ],
    payload: { purpose: 'event-registration-cancelled', event: event.slug },
  };
}
