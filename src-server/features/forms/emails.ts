import { CONTACT_TOPIC_LABELS, type ContactTopic } from '../../../shared/api/forms';
import type { OutboxMessage } from '../../services/outbox';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface ContactMessage {
  name: string;
  company?: string | undefined;
  email: string;
  phone?: string | undefined;
  topic: ContactTopic;
  message: string;
}

/** The team's copy of a contact-form message: who wrote, how to answer, and what they said. */
export function contactUsEmail(inbox: string, submissionId: number, contact: ContactMessage): OutboxMessage {
  const details: [string, string][] = [
    ['Name', contact.name],
    ['Company', contact.company ?? '—'],
    ['Email', contact.email],
    ['Phone', contact.phone ?? '—'],
    ['Topic', CONTACT_TOPIC_LABELS[contact.topic]],
  ];
  const intro = `A new message arrived through the contact form (submission ${submissionId}). We promise a reply within one working day: answer ${contact.email} directly.`;
  const text = [
    intro,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    contact.message,
    'Digital Freight Alliance',
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${details.map(([label, value]) => `<li>${label}: ${escapeHtml(value)}</li>`).join('')}</ul>`,
    ...contact.message
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    '<p>Digital Freight Alliance</p>',
  ].join('');
  return {
    kind: 'email',
    to: inbox,
    subject: `Contact form: ${CONTACT_TOPIC_LABELS[contact.topic]} from ${contact.name}`,
    text: `${text}\n`,
    html: `<!doctype html><html><body>${html}</body></html>`,
    payload: { purpose: 'contact-us', submissionId },
  };
}
