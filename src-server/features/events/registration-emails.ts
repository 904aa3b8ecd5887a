import { eventCalendarPath, type EventDetails } from '../../../shared/api/events';
import { eventPlace } from '../../../shared/events/place';
import { formatEventSchedule } from '../../../shared/events/schedule';
import type { OutboxMessage } from '../../services/outbox';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function personalLink(siteUrl: string, slug: string, token: string): string {
  return `${siteUrl}/events/${encodeURIComponent(slug)}/${encodeURIComponent(token)}`;
}

interface Block {
  text: string;
  link?: string;
}

function compose(to: string, subject: string, blocks: Block[], payload: object): OutboxMessage {
  const text = blocks.map((block) => (block.link ? `${block.text}: ${block.link}` : block.text));
  const html = blocks.map((block) =>
    block.link
      ? `<p>${escapeHtml(block.text)}: <a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
      : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
  );
  return {
    kind: 'email',
    to,
    subject,
    text: `${[...text, 'Digital Freight Alliance'].join('\n\n')}\n`,
    html: `<!doctype html><html><body>${html.join('')}<p>Digital Freight Alliance</p></body></html>`,
    payload,
  };
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
}): OutboxMessage {
  const blocks: Block[] = [
    { text: `Hello ${name},` },
    {
      text: repeat
        ? `You asked for your registration link for ${event.title} again. Here is a new one; the link we sent before no longer works.`
        : `You are registered for ${event.title}. We look forward to seeing you there.`,
    },
    {
      text: [
        `Event: ${event.title}`,
        `When: ${formatEventSchedule(event)}`,
        `Where: ${eventPlace(event)}`,
      ].join('\n'),
    },
    {
      text: 'Your personal registration link, to see or cancel your registration (keep it to yourself)',
      link: personalLink(siteUrl, event.slug, token),
    },
    { text: 'Add the event to your calendar', link: `${siteUrl}${eventCalendarPath(event.slug)}` },
    { text: 'If you did not register, ignore this email or cancel through the link above.' },
  ];
  return compose(to, `Your registration for ${event.title}`, blocks, {
    purpose: 'event-registration',
    event: event.slug,
  });
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
}): OutboxMessage {
  return compose(
    to,
    `Registration cancelled: ${event.title}`,
    [
      { text: `Hello ${name},` },
      {
        text: `Your registration for ${event.title} (${formatEventSchedule(event)}) is cancelled. Nothing else is needed from you.`,
      },
      {
        text: 'Changed your mind? You can register again on the event page',
        link: `${siteUrl}/events/${encodeURIComponent(event.slug)}`,
      },
    ],
    { purpose: 'event-registration-cancelled', event: event.slug },
  );
}
