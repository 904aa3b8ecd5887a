import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bidBodySchema, type BidInput, type BidView } from '../../../shared/api/shipping-leads';
import { addDays, utcDay } from '../../../shared/domain/date';
import { NEW_LINE } from './BidCharges';

export type BidValues = z.output<typeof bidBodySchema>;

/** A first quote starts from ocean freight, valid a fortnight; a quote already sent, from itself. */
export function initialBidValues(leadId: number, bid: BidView | null): BidInput {
  if (!bid) {
    return {
      leadId,
      kind: 'itemised',
      lumpSum: { amount: '', currency: 'USD' },
      lines: [{ ...NEW_LINE, description: 'Ocean freight' }],
      validUntil: addDays(utcDay(), 14),
      transitDays: undefined as unknown as number,
      freeDays: 7,
      routing: '',
      notes: '',
    };
  }
  const lumpSum = bid.kind === 'lump-sum' ? bid.lines[0] : undefined;
  return {
    leadId,
    kind: bid.kind,
    lumpSum: { amount: lumpSum?.unitPrice ?? '', currency: lumpSum?.currency ?? 'USD' },
    lines:
      bid.kind === 'itemised'
        ? bid.lines.map(({ description, basis, quantity, unitPrice, currency }) => ({
            description,
            basis,
            quantity,
            unitPrice,
            currency,
          }))
        : [{ ...NEW_LINE }],
    validUntil: bid.validUntil,
    transitDays: bid.transitDays,
    freeDays: bid.freeDays,
    routing: bid.routing,
    notes: bid.notes ?? '',
  };
}

/** Only the price the member chose is checked and sent: the other one's fields keep their draft. */
export const bidResolver: Resolver<BidInput, unknown, BidValues> = (values, context, options) =>
  zodResolver(bidBodySchema)(
    values.kind === 'lump-sum' ? { ...values, lines: [] } : { ...values, lumpSum: null },
    context,
    options,
  );

const FIXED_FIELDS = [
  'kind',
  'lumpSum.amount',
  'lumpSum.currency',
  'lines',
  'validUntil',
  'transitDays',
  'freeDays',
  'routing',
  'notes',
];
const LINE_FIELDS = ['description', 'basis', 'quantity', 'unitPrice', 'currency'];

/** Every field a server message may name, with as many charge lines as the form shows. */
export function bidFieldNames(lineCount: number): Path<BidInput>[] {
  const lineFields = Array.from({ length: lineCount }, (_line, index) =>
    LINE_FIELDS.map((field) => `lines.${index}.${field}`),
  ).flat();
  return [...FIXED_FIELDS, ...lineFields] as Path<BidInput>[];
}
