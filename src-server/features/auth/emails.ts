import { EMAIL_CHANGE_TTL_HOURS } from '../../../shared/api/account';
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

/** A notice about the account itself, to the person whose account it is. */
function accountNotice(
  to: string,
  firstName: string,
  subject: string,
  blocks: EmailDraft['blocks'],
): EmailDraft {
  return { to, subject, blocks: [`Hello ${firstName},`, ...blocks] };
}

export function passwordChangedEmail(to: string, firstName: string, siteUrl: string): EmailDraft {
  return accountNotice(to, firstName, 'Your DFA Portal password was changed', [
    { link: 'Reset your password', url: `${siteUrl}/auth/forgot-password` },
    'The password of your DFA Portal account was just changed, and every device that was signed in has been signed out.',
    'If you did not do this, reset your password now and contact us.',
  ]);
}

export function passwordChangedHereEmail(to: string, firstName: string, siteUrl: string): EmailDraft {
  return accountNotice(to, firstName, 'Your DFA Portal password was changed', [
    'The password of your DFA Portal account was just changed on your account page. The device it was changed on stays signed in; every other device has been signed out.',
    { link: 'Reset your password', url: `${siteUrl}/auth/forgot-password` },
    'If you did not do this, reset your password now and contact us.',
  ]);
}

export function confirmNewEmailEmail(
  to: string,
  firstName: string,
  siteUrl: string,
  token: string,
): EmailDraft {
  return accountNotice(to, firstName, 'Confirm your new DFA Portal email address', [
    `You asked to use ${to} for your DFA Portal account. Your address changes when you open this link and confirm:`,
    { link: 'Confirm this email address', url: `${siteUrl}/account/confirm-email/${token}` },
    `The link works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. Until then you keep signing in with your current address.`,
    'If you did not ask for this, ignore this email: nothing changes.',
  ]);
}

export function emailChangedNoticeEmail(
  to: string,
  firstName: string,
  newEmail: string,
  siteUrl: string,
): EmailDraft {
  return accountNotice(to, firstName, 'Your DFA Portal email address was changed', [
    `Your DFA Portal account now uses ${newEmail}. This address will no longer receive the portal's emails, and you sign in with the new one.`,
    'If you did not make this change, contact us at once so we can secure your account.',
    { link: 'Contact the DFA team', url: `${siteUrl}/company/contact-us` },
  ]);
}

export function phoneChangedNoticeEmail(
  to: string,
  firstName: string,
  phone: string,
  siteUrl: string,
): EmailDraft {
  return accountNotice(to, firstName, 'Your DFA Portal phone number was changed', [
    `The phone number of your DFA Portal account is now ${phone}, confirmed with a code sent to it.`,
    'If you did not make this change, change your password and contact us.',
    { link: 'Your account', url: `${siteUrl}/account` },
  ]);
}

export function signInLinkEmail(
  to: string,
  firstName: string,
  siteUrl: string,
  token: string,
  ttlMinutes: number,
): EmailDraft {
  return accountNotice(to, firstName, 'Your link to sign in to the DFA Portal', [
    'Someone tried wrong passwords on your DFA Portal account several times, so a browser it does not know now needs one more step to sign in. Open this link in the browser you want to sign in with; then sign in with your password as usual:',
    { link: 'Let this browser sign in', url: `${siteUrl}/auth/unlock/${token}` },
    `The link works once, for ${ttlMinutes} minutes, and lets in only the browser that opens it. Your password has not changed.`,
    'If you did not ask for this link, someone may be guessing your password: choose a long one that you use nowhere else.',
    { link: 'Change your password', url: `${siteUrl}/auth/forgot-password` },
  ]);
}
