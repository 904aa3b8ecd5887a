import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/api/auth';
import type { EmailDraft } from '../../services/email';
import type { OutboxMessage } from '../../services/outbox';

export function phoneCodeMessage(to: string, code: string, ttlMinutes: number): OutboxMessage {
  return {
    kind: 'sms',
    to,
    text: `${code} is your DFA Portal verification code. It expires in ${ttlMinutes} minutes. Never share it.`,
    payload: { purpose: 'phone-code' },
  };
}

export function registrationReceivedEmail(to: string, firstName: string, company: string): EmailDraft {
  return {
    to,
    subject: 'We received your DFA membership application',
    blocks: [
      `Hello ${firstName},`,
      `Thank you for applying to join the Digital Freight Alliance with ${company}. Our membership team reviews every application and will contact you within two business days.`,
      'You can already sign in with your email address and password to see the status of your application.',
    ],
  };
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
): EmailDraft {
  return {
    to,
    subject: 'Reset your DFA Portal password',
    blocks: [
      `Hello ${firstName},`,
      { link: 'Choose a new password', url: `${siteUrl}/auth/confirm-password/${token}` },
      `Someone (hopefully you) asked to reset the password of your DFA Portal account. The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  };
}

export function passwordChangedEmail(to: string, firstName: string, siteUrl: string): EmailDraft {
  return {
    to,
    subject: 'Your DFA Portal password was changed',
    blocks: [
      `Hello ${firstName},`,
      { link: 'Reset your password', url: `${siteUrl}/auth/forgot-password` },
      'The password of your DFA Portal account was just changed, and every device that was signed in has been signed out.',
      'If you did not do this, reset your password now and contact us.',
    ],
  };
}
