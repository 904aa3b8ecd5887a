import type { TierChangeQuote } from '../api/members';
import { formatDate } from './date';
import { TIER_LABELS } from './membership';
import { formatMoney } from './money';

/**
 * What a tier change charges and replaces, in sentences for the admin who decides it and the
 * member who asks for it: the same figures the server will invoice.
 */
export function tierChangeSentences(
  quote: TierChangeQuote,
  { who }: { who: 'the member' | 'you' },
): string[] {
  if (quote.blockedReason) return [quote.blockedReason];
  const sentences: string[] = [];
  const paid = who === 'you' ? 'You are' : 'The member is';
  if (quote.proRata) {
    const { amountMinor, currency, from, until, days, yearDays, annualDifferenceMinor } = quote.proRata;
    sentences.push(
      `${paid} invoiced ${formatMoney(amountMinor, currency)} at once: the difference between the ${TIER_LABELS[quote.from]} and ${TIER_LABELS[quote.to]} fees (${formatMoney(annualDifferenceMinor, currency)} a year) for the ${days} of ${yearDays} days left of the membership year, ${formatDate(from)} to ${formatDate(until)}.`,
    );
  } else if (quote.to === 'standard') {
    sentences.push(
      'Moving to Standard gives no refund or credit: the Premium fee already paid stays paid, and Premium benefits end at once.',
    );
  }
  for (const invoice of quote.reissued) {
    sentences.push(
      `The unpaid renewal invoice ${invoice.number} (${formatMoney(invoice.amountMinor, invoice.currency)}) is cancelled and issued again at the ${TIER_LABELS[quote.to]} fee of ${formatMoney(invoice.newAmountMinor, invoice.currency)}.`,
    );
  }
  sentences.push(
    `The next renewal is at the ${TIER_LABELS[quote.to]} fee of ${formatMoney(quote.nextFee.amountMinor, quote.nextFee.currency)} a year.`,
  );
  return sentences;
}
