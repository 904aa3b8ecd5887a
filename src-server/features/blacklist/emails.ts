import { RESPONSE_LINK_TTL_DAYS } from '../../../shared/api/blacklist';
import type { OutboxMessage } from '../../services/outbox';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The notice to a reported company: what is claimed, and its single-use link to answer. */
export function responseInvitationEmail(
  to: string,
  {
    entryId,
    companyName,
    reasons,
    url,
  }: { entryId: number; companyName: string; reasons: string[]; url: string },
): OutboxMessage {
  const intro = `A member of the Digital Freight Alliance has reported ${companyName} to the association’s blacklist. Before the association decides, you have the right to answer.`;
  const claim = 'What the report says:';
  const how = `Use the link below to send your statement and any documents that support it (invoices, payment receipts, correspondence). The link works once and expires in ${RESPONSE_LINK_TTL_DAYS} days. The association reviews both sides before making or changing a decision.`;
  const text = [
    intro,
    `${claim}\n${reasons.map((reason) => `- ${reason}`).join('\n')}`,
    how,
    `Answer the report: ${url}`,
    'If you believe this email reached you by mistake, forward it to the person responsible for your company’s accounts.',
    'Digital Freight Alliance',
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(claim)}</p>`,
    `<ul>${reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(url)}">Answer the report</a></p>`,
    `<p>If the button does not work, copy this address into your browser: ${escapeHtml(url)}</p>`,
    '<p>Digital Freight Alliance</p>',
  ].join('');
  return {
    kind: 'email',
    to,
    subject: `Your right to answer a report about ${companyName}`,
    text: `${text}\n`,
    html: `<!doctype html><html><body>${html}</body></html>`,
    payload: { purpose: 'blacklist-response-link', entryId },
  };
}
