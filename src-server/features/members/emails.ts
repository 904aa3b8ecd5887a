import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS, TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { formatMoney, type Currency } from '../../../shared/domain/money';
import type { EmailDraft } from '../../services/email';

export interface InvoiceFacts {
  number: string;
  amountMinor: number;
  currency: Currency;
  dueOn: string;
}

const invoiceLines = (invoice: InvoiceFacts) =>
  ({
    details: [
      ['Invoice', invoice.number],
      ['Amount', formatMoney(invoice.amountMinor, invoice.currency)],
      ['Due', formatDate(invoice.dueOn)],
    ],
  }) as const;

const accountLink = (siteUrl: string) => ({ link: 'Open your account', url: `${siteUrl}/account` });

export function approvedEmail(
  { firstName }: { firstName: string },
  {
    company,
    tier,
    invoice,
    note,
    siteUrl,
  }: {
    company: string;
    tier: MembershipTier;
    invoice: InvoiceFacts;
    note: string | undefined;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `Welcome to the Digital Freight Alliance: ${company} is approved as ${TIER_LABELS[tier]}`,
    blocks: [
      `Hello ${firstName},`,
      `The association has approved the application of ${company} as a ${TIER_LABELS[tier]} member.`,
      ...(note ? [note] : []),
      `Your membership now reads “${MEMBERSHIP_STATE_LABELS.awaiting_payment}”. Your first annual fee is invoiced below: pay it by bank transfer quoting the invoice number. The membership runs for one year from the day the payment arrives, and the member tools open as soon as the association records it.`,
      invoiceLines(invoice),
      accountLink(siteUrl),
    ],
    payload: { purpose: 'application-approved', invoice: invoice.number },
  };
}

export function rejectedEmail(
  { firstName }: { firstName: string },
  { company, reason }: { company: string; reason: string },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `Your DFA membership application for ${company}`,
    blocks: [
      `Hello ${firstName},`,
      `Thank you for applying to the Digital Freight Alliance. After reviewing the application of ${company}, the association cannot accept it at this time, for this reason:`,
      reason,
      'If something has changed, or you think the decision rests on a misunderstanding, reply through the contact page and the membership team will look at it again.',
    ],
    payload: { purpose: 'application-rejected' },
  };
}

export function informationRequestEmail(
  { firstName }: { firstName: string },
  { company, message, siteUrl }: { company: string; message: string; siteUrl: string },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `The DFA needs more information about ${company}`,
    blocks: [
      `Hello ${firstName},`,
      `The membership team is reviewing the application of ${company} and asks:`,
      message,
      'Sign in and answer on your application page; the review continues as soon as your answer arrives.',
      { link: 'Answer the questions', url: `${siteUrl}/account#application` },
    ],
    payload: { purpose: 'information-requested' },
  };
}

export function answerReceivedEmail(
  to: string,
  { company, companyId, siteUrl }: { company: string; companyId: number; siteUrl: string },
): EmailDraft {
  return {
    to,
    subject: `${company} answered your questions about its application`,
    blocks: [
      `${company} has answered the membership team’s questions. The application is back in the review queue.`,
      { link: 'Review the application', url: `${siteUrl}/admin/members/${companyId}` },
    ],
    payload: { purpose: 'information-provided', companyId },
  };
}

export function paymentReceivedEmail(
  { firstName }: { firstName: string },
  {
    company,
    tier,
    number,
    validUntil,
    suspended,
    siteUrl,
  }: {
    company: string;
    tier: MembershipTier;
    number: string;
    validUntil: string;
    suspended: boolean;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `Payment received: ${company} is a ${TIER_LABELS[tier]} member until ${formatDate(validUntil)}`,
    blocks: [
      `Hello ${firstName},`,
      `The association received the payment of invoice ${number}. The ${TIER_LABELS[tier]} membership of ${company} is valid until ${formatDate(validUntil)}.`,
      `Your membership reads: ${MEMBERSHIP_STATE_LABELS[suspended ? 'suspended' : tier === 'premium' ? 'premium' : 'standard_active']}.`,
      suspended
        ? 'The membership stays suspended until the association reinstates it.'
        : 'Your member tools are open. Keep your company profile complete so partners find you in the directory.',
      accountLink(siteUrl),
    ],
    payload: { purpose: 'invoice-paid', invoice: number },
  };
}

export function renewalInvoiceEmail(
  { firstName }: { firstName: string },
  {
    company,
    validUntil,
    invoice,
    siteUrl,
  }: {
    company: string;
    validUntil: string;
    invoice: InvoiceFacts;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `Renew your DFA membership: ${company} membership ends ${formatDate(validUntil)}`,
    blocks: [
      `Hello ${firstName},`,
      `The membership of ${company} ends on ${formatDate(validUntil)}. Here is the renewal invoice for the next year. Pay it by bank transfer, quoting the invoice number, by that day to keep your tools, your directory listing and your contacts open; after it, the company shows as Standard Inactive until the payment arrives.`,
      invoiceLines(invoice),
      accountLink(siteUrl),
    ],
    payload: { purpose: 'renewal-reminder', daysLeft: 30, invoice: invoice.number },
  };
}

export function finalReminderEmail(
  { firstName }: { firstName: string },
  {
    company,
    validUntil,
    invoice,
    siteUrl,
  }: {
    company: string;
    validUntil: string;
    invoice: InvoiceFacts;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `7 days left: the DFA membership of ${company} ends ${formatDate(validUntil)}`,
    blocks: [
      `Hello ${firstName},`,
      `The membership of ${company} ends in 7 days, on ${formatDate(validUntil)}, and the renewal invoice is still open. If it is not paid by then, the company becomes Standard Inactive: its tools lock and its contacts are hidden from other members.`,
      'If you have already paid, thank you: the team confirms payments as they arrive.',
      invoiceLines(invoice),
      accountLink(siteUrl),
    ],
    payload: { purpose: 'renewal-reminder', daysLeft: 7, invoice: invoice.number },
  };
}

export function lapsedEmail(
  { firstName }: { firstName: string },
  {
    company,
    validUntil,
    invoiceNumber,
    siteUrl,
  }: {
    company: string;
    validUntil: string;
    invoiceNumber: string | null;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `The DFA membership of ${company} has lapsed`,
    blocks: [
      `Hello ${firstName},`,
      `The membership of ${company} ended on ${formatDate(validUntil)} without a renewal payment. The company is now listed as ${MEMBERSHIP_STATE_LABELS.standard_inactive}: its member tools are locked and other members no longer see its contacts.`,
      invoiceNumber
        ? `Pay renewal invoice ${invoiceNumber} to restore everything at once.`
        : 'Contact the membership team to renew.',
      { link: 'Renew your membership', url: `${siteUrl}/account` },
    ],
    payload: { purpose: 'membership-lapsed' },
  };
}

/** What a tier change charged and replaced, for the member's email. */
export interface TierChangeFacts {
  upgradeInvoice: (InvoiceFacts & { from: string; until: string; days: number; yearDays: number }) | null;
  reissued: { cancelled: string; invoice: InvoiceFacts }[];
  nextFee: { amountMinor: number; currency: Currency };
}

export function tierChangedEmail(
  { firstName }: { firstName: string },
  {
    company,
    from,
    tier,
    reason,
    money,
    siteUrl,
  }: {
    company: string;
    from: MembershipTier | null;
    tier: MembershipTier;
    reason: string;
    money: TierChangeFacts;
    siteUrl: string;
  },
): Omit<EmailDraft, 'to'> {
  const downgrade = from === 'premium' && tier === 'standard';
  const upgrade = money.upgradeInvoice;
  return {
    subject: `${company} is now a ${TIER_LABELS[tier]} member of the DFA`,
    blocks: [
      `Hello ${firstName},`,
      `The association changed the membership of ${company} to ${TIER_LABELS[tier]}, from today.`,
      reason,
      ...(upgrade
        ? [
            `For the rest of your membership year, ${formatDate(upgrade.from)} to ${formatDate(upgrade.until)} (${upgrade.days} of ${upgrade.yearDays} days), you are invoiced the difference between the two fees, pro rata:`,
            invoiceLines(upgrade),
          ]
        : []),
      ...(downgrade
        ? [
            'Moving to Standard gives no refund or credit: the Premium fee already paid stays paid, and Premium benefits end today.',
          ]
        : []),
      ...money.reissued.flatMap(({ cancelled, invoice }) => [
        `Renewal invoice ${cancelled} is cancelled: do not pay it. It is replaced at the ${TIER_LABELS[tier]} fee by:`,
        invoiceLines(invoice),
      ]),
      `Your next renewal is at the ${TIER_LABELS[tier]} fee of ${formatMoney(money.nextFee.amountMinor, money.nextFee.currency)} a year.`,
      accountLink(siteUrl),
    ],
    payload: {
      purpose: 'tier-changed',
      tier,
      invoices: [...(upgrade ? [upgrade.number] : []), ...money.reissued.map((item) => item.invoice.number)],
    },
  };
}

export function premiumRequestedEmail(
  to: string,
  {
    company,
    companyId,
    note,
    siteUrl,
  }: { company: string; companyId: number; note: string | null; siteUrl: string },
): EmailDraft {
  return {
    to,
    subject: `${company} asks to move to Premium`,
    blocks: [
      `${company} asks to move from Standard to Premium membership.`,
      ...(note ? ['Their note:', note] : []),
      'Approving it moves the company to Premium at once and invoices the fees’ difference for the rest of its membership year.',
      { link: 'Decide the request', url: `${siteUrl}/admin/members/${companyId}` },
    ],
    payload: { purpose: 'premium-requested', companyId },
  };
}

export function premiumDeclinedEmail(
  { firstName }: { firstName: string },
  { company, reason, siteUrl }: { company: string; reason: string; siteUrl: string },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `Your request to move ${company} to Premium`,
    blocks: [
      `Hello ${firstName},`,
      `The association has declined the request to move ${company} to Premium membership, for this reason:`,
      reason,
      `${company} stays a Standard member, and nothing is invoiced. You can ask again from your account once the reason no longer applies.`,
      accountLink(siteUrl),
    ],
    payload: { purpose: 'premium-declined' },
  };
}

export function suspendedEmail(
  { firstName }: { firstName: string },
  { company, reason }: { company: string; reason: string },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `The DFA membership of ${company} is suspended`,
    blocks: [
      `Hello ${firstName},`,
      `The association has suspended the membership of ${company}: it reads “${MEMBERSHIP_STATE_LABELS.suspended}”. ${MEMBERSHIP_STATE_NOTES.suspended} The reason:`,
      reason,
      'To discuss it, write to the membership team through the contact page.',
    ],
    payload: { purpose: 'suspended' },
  };
}

export function reinstatedEmail(
  { firstName }: { firstName: string },
  { company, current, validUntil }: { company: string; current: boolean; validUntil: string | null },
): Omit<EmailDraft, 'to'> {
  return {
    subject: `The DFA membership of ${company} is reinstated`,
    blocks: [
      `Hello ${firstName},`,
      current && validUntil
        ? `The association has lifted the suspension of ${company}. The membership is active again until ${formatDate(validUntil)}.`
        : `The association has lifted the suspension of ${company}. The membership period has ended, so the company stays Standard Inactive until its renewal is paid.`,
    ],
    payload: { purpose: 'reinstated' },
  };
}
