import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/api/auth';
import type { OutboxMessage } from '../../services/outbox';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain paragraphs (and at most one button link) in both an HTML and a text version. */
function email(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): OutboxMessage {
  const textParts = [...paragraphs];
  const htmlParts = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (link) {
    textParts.splice(1, 0, `${link.label}: ${link.url}`);
    htmlParts.splice(
      1,
      0,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p>If the button does not work, copy this address into your browser: ${escapeHtml(link.url)}</p>`,
    );
  }
  textParts.push('Digital Freight Alliance');
  htmlParts.push('<p>Digital Freight Alliance</p>');
  return {
    kind: 'email',
    to,
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${htmlParts.join('')}</body></html>`,
  };
}

export function phoneCodeMessage(to: string, code: string, ttlMinutes: number): OutboxMessage {
  return {
    kind: 'sms',
    to,
    text: `${code} is your DFA Portal verification code. It expires in ${ttlMinutes} minutes. Never share it.`,
    payload: { purpose: 'phone-code' },
  };
}

export function registrationReceivedEmail(to: string, firstName: string, company: string): OutboxMessage {
  return email(to, 'We received your DFA membership application', [
    `Hello ${firstName},`,
    `Thank you for applying to join the Digital Freight Alliance with ${company}. Our membership team reviews every application and will contact you within two business days.`,
    'You can already sign in with your email address and password to see the status of your application.',
  ]);
}

export function registrationReceivedSms(to: string, company: string): OutboxMessage {
  return {
    kind: 'sms',
    to,
    text: `DFA: we received the membership application for ${company}. We will contact you within two business days.`,
    payload: { purpose: 'registration' },
  };
}

export function passwordResetEmail(
  to: string,
  firstName: string,
  siteUrl: string,
  token: string,
): OutboxMessage {
  return email(
    to,
    'Reset your DFA Portal password',
    [
      `Hello ${firstName},`,
      `Someone (hopefully you) asked to reset the password of your DFA Portal account. The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: `${siteUrl}/auth/confirm-password/${token}` },
  );
}

export function passwordChangedEmail(to: string, firstName: string, siteUrl: string): OutboxMessage {
  return email(
    to,
    'Your DFA Portal password was changed',
    [
      `Hello ${firstName},`,
      'The password of your DFA Portal account was just changed, and every device that was signed in has been signed out.',
      'If you did not do this, reset your password now and contact us.',
    ],
    { label: 'Reset your password', url: `${siteUrl}/auth/forgot-password` },
  );
}
