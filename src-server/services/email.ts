import { escapeMarkup } from '../../shared/domain/markup';
import type { Db } from '../db/database';
import type { CalendarInvitation } from './mailer';
import { enqueueMessage, type OutboxMessage } from './outbox';
import { companyPeople } from './user-repository';

/**
 * Every email the portal sends is composed here, from blocks of plain text: features never
 * write HTML, so whatever a person typed (a name, a company, a message) is escaped in one place,
 * and every email has the same layout in its HTML and its plain-text part.
 */
type EmailBlock =
  /** a paragraph; its line breaks are kept */
  | string
  | { list: readonly string[] }
  /** `label: value` lines; a missing value shows as a dash */
  | { details: readonly (readonly [label: string, value: string | null | undefined])[] }
  /** several links in a list, each under its own label */
  | { links: readonly { label: string; url: string }[] }
  /** a link shown as a button, with its address written out for mail clients that hide it */
  | { link: string; url: string };

export interface EmailDraft {
  to: string;
  subject: string;
  blocks: readonly EmailBlock[];
  /** what the message is about, kept with it in the outbox */
  payload?: object;
  /** a calendar invitation sent with the email */
  calendar?: CalendarInvitation;
}

const SIGNATURE = 'Digital Freight Alliance';
const MISSING_VALUE = '—';

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('links' in block) return block.links.map(({ label, url }) => `- ${label}: ${url}`).join('\n');
  if ('details' in block) {
    return block.details.map(([label, value]) => `${label}: ${value ?? MISSING_VALUE}`).join('\n');
  }
  return `${block.link}: ${block.url}`;
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p>${escapeMarkup(block).replace(/\n/g, '<br>')}</p>`;
  if ('list' in block)
    return `<ul>${block.list.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
  if ('links' in block) {
    const items = block.links.map(
      ({ label, url }) => `<li><a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a></li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
  if ('details' in block) {
    const items = block.details.map(
      ([label, value]) => `<li>${escapeMarkup(label)}: ${escapeMarkup(value ?? MISSING_VALUE)}</li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
  const url = escapeMarkup(block.url);
  return (
    `<p><a href="${url}">${escapeMarkup(block.link)}</a></p>` +
    `<p>If the button does not work, copy this address into your browser: ${url}</p>`
  );
}

/** The outbox message for a draft: an HTML part and its plain-text alternative, signed. */
export function composeEmail(draft: EmailDraft): OutboxMessage {
  const blocks = [...draft.blocks, SIGNATURE];
  return {
    kind: 'email',
    to: draft.to,
    subject: draft.subject,
    text: `${blocks.map(blockText).join('\n\n')}\n`,
    html: `<!doctype html><html><body>${blocks.map(blockHtml).join('')}</body></html>`,
    ...(draft.payload ? { payload: draft.payload } : {}),
    ...(draft.calendar ? { calendar: draft.calendar } : {}),
  };
}

/** Queues an email; call it with the transaction that makes the change the email is about. */
export async function enqueueEmail(db: Db, draft: EmailDraft, now = new Date()): Promise<void> {
  await enqueueMessage(db, composeEmail(draft), now);
}

/**
 * Queues one email per person of the company, each greeted by name, in the caller's transaction:
 * everyone signed up for it hears about its membership.
 */
export async function emailCompany(
  trx: Db,
  companyId: number,
  draft: (person: { firstName: string }) => Omit<EmailDraft, 'to'>,
  now: Date,
): Promise<void> {
  for (const person of await companyPeople(trx, companyId)) {
    await enqueueEmail(trx, { to: person.email, ...draft({ firstName: person.first_name }) }, now);
  }
}
