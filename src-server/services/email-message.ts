import type { OutboxMessage } from './outbox';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One paragraph of an email: text, a labelled link, or a list of label–value lines. */
export type EmailBlock =
  | { text: string }
  | { text: string; link: string }
  | { details: readonly (readonly [label: string, value: string | null | undefined])[] };

function blockText(block: EmailBlock): string {
  if ('details' in block)
    return block.details.map(([label, value]) => `${label}: ${value ?? '—'}`).join('\n');
  return 'link' in block ? `${block.text}: ${block.link}` : block.text;
}

function blockHtml(block: EmailBlock): string {
  if ('details' in block) {
    const items = block.details.map(
      ([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value ?? '—')}</li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
  const text = escapeHtml(block.text).replace(/\n/g, '<br>');
  if (!('link' in block)) return `<p>${text}</p>`;
  const link = escapeHtml(block.link);
  return `<p>${text}: <a href="${link}">${link}</a></p>`;
}

/** An email with a text and an HTML part built from the same blocks, signed by the association. */
export function composeEmail({
  to,
  subject,
  blocks,
  payload,
}: {
  to: string;
  subject: string;
  blocks: readonly EmailBlock[];
  /** what the message was built from, kept with it for support and audits */
  payload: object;
}): OutboxMessage {
  return {
    kind: 'email',
    to,
    subject,
    text: `${[...blocks.map(blockText), 'Digital Freight Alliance'].join('\n\n')}\n`,
    html: `<!doctype html><html><body>${blocks.map(blockHtml).join('')}<p>Digital Freight Alliance</p></body></html>`,
    payload,
  };
}
