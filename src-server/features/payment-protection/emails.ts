import { CLAIM_OUTCOME_LABELS, type ClaimOutcome } from '../../../shared/api/payment-protection';
import { formatDate } from '../../../shared/domain/date';
import { formatMoney, type Currency } from '../../../shared/domain/money';
import type { EmailDraft } from '../../services/email';

export interface CaseFacts {
  id: number;
  creditorName: string;
  debtorName: string;
  invoiceNumber: string;
  amountMinor: number;
  currency: Currency;
  invoiceDate: string;
  dueDate: string;
  blNumber: string;
}

export type Draft = Omit<EmailDraft, 'to'>;
export type Greeting = { firstName: string };

const caseLines = (facts: CaseFacts) =>
  ({
    details: [
      ['Case', String(facts.id)],
      ['Creditor', facts.creditorName],
      ['Debtor', facts.debtorName],
      ['Invoice', facts.invoiceNumber],
      ['Amount', formatMoney(facts.amountMinor, facts.currency)],
      ['Invoice date', formatDate(facts.invoiceDate)],
      ['Due', formatDate(facts.dueDate)],
      ['Bill of lading', facts.blNumber],
    ],
  }) as const;

const caseLink = (siteUrl: string, facts: CaseFacts) =>
  ({ link: 'Open the case', url: `${siteUrl}/payment-protection/${facts.id}` }) as const;

const payload = (purpose: string, facts: CaseFacts) => ({ purpose, caseId: facts.id });

export function reportReceivedEmail(person: Greeting, facts: CaseFacts, siteUrl: string): Draft {
  return {
    subject: `Payment protection: invoice ${facts.invoiceNumber} received, awaiting confirmation`,
    blocks: [
      `Dear ${person.firstName},`,
      `The association has received your report of invoice ${facts.invoiceNumber} to ${facts.debtorName}. It passes the portal’s checks and is now waiting for the association’s written confirmation: the shipment is covered only once it is confirmed.`,
      caseLines(facts),
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-reported', facts),
  };
}

export function confirmedEmail(
  person: Greeting,
  facts: CaseFacts,
  note: string | null,
  siteUrl: string,
): Draft {
  return {
    subject: `Payment protection confirmed: invoice ${facts.invoiceNumber} is covered`,
    blocks: [
      `Dear ${person.firstName},`,
      `The Digital Freight Alliance confirms in writing that invoice ${facts.invoiceNumber} from ${facts.creditorName} to ${facts.debtorName} is covered by payment protection from today.`,
      caseLines(facts),
      ...(note ? [`The association’s note: ${note}`] : []),
      'If the invoice is still unpaid after its due date, the creditor can open a claim from the case page.',
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-confirmed', facts),
  };
}

export function declinedEmail(person: Greeting, facts: CaseFacts, reason: string, siteUrl: string): Draft {
  return {
    subject: `Payment protection: invoice ${facts.invoiceNumber} is not covered`,
    blocks: [
      `Dear ${person.firstName},`,
      `The Digital Freight Alliance has declined to cover invoice ${facts.invoiceNumber} from ${facts.creditorName} to ${facts.debtorName}. It does not count against the creditor’s yearly cover.`,
      `The reason: ${reason}`,
      caseLines(facts),
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-declined', facts),
  };
}

export function withdrawnEmail(
  person: Greeting,
  facts: CaseFacts,
  side: 'creditor' | 'debtor',
  siteUrl: string,
): Draft {
  return {
    subject: `Payment protection: the report of invoice ${facts.invoiceNumber} is withdrawn`,
    blocks: [
      `Dear ${person.firstName},`,
      side === 'creditor'
        ? `Your company has withdrawn its payment protection report of invoice ${facts.invoiceNumber} to ${facts.debtorName}. The shipment is not covered and the amount is back in your yearly cover; you may report the invoice again if you need to.`
        : `${facts.creditorName} has withdrawn its payment protection report of invoice ${facts.invoiceNumber} to your company. The association will not act on it, and nothing is asked of you.`,
      caseLines(facts),
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-withdrawn', facts),
  };
}

export function claimOpenedEmail(
  person: Greeting,
  facts: CaseFacts,
  side: 'creditor' | 'debtor',
  siteUrl: string,
): Draft {
  return {
    subject: `Payment protection claim opened on invoice ${facts.invoiceNumber}`,
    blocks: [
      `Dear ${person.firstName},`,
      side === 'debtor'
        ? `${facts.creditorName} has opened a payment protection claim: it reports that invoice ${facts.invoiceNumber} is unpaid after its due date. You can answer the claim with your own statement and documents (proof of payment, correspondence) on the case page before the association decides.`
        : `Your claim on invoice ${facts.invoiceNumber} to ${facts.debtorName} is open. ${facts.debtorName} has been told and may answer; the association decides once it has reviewed both sides.`,
      caseLines(facts),
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-claim-opened', facts),
  };
}

export function claimAnsweredEmail(person: Greeting, facts: CaseFacts, siteUrl: string): Draft {
  return {
    subject: `Payment protection: ${facts.debtorName} answered the claim on invoice ${facts.invoiceNumber}`,
    blocks: [
      `Dear ${person.firstName},`,
      `${facts.debtorName} has answered the claim on invoice ${facts.invoiceNumber}. Its statement and documents are on the case page; the association reviews both sides before deciding.`,
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-claim-answered', facts),
  };
}

export function claimDecidedEmail(
  person: Greeting,
  facts: CaseFacts,
  decision: { outcome: ClaimOutcome; reason: string },
  siteUrl: string,
): Draft {
  return {
    subject: `Payment protection claim decided: invoice ${facts.invoiceNumber}`,
    blocks: [
      `Dear ${person.firstName},`,
      `The Digital Freight Alliance has decided the claim on invoice ${facts.invoiceNumber} from ${facts.creditorName} to ${facts.debtorName}.`,
      { details: [['Decision', CLAIM_OUTCOME_LABELS[decision.outcome]]] },
      `The reason: ${decision.reason}`,
      caseLink(siteUrl, facts),
    ],
    payload: payload('protection-claim-decided', facts),
  };
}
