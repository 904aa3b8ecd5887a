import { BID_BASIS_LABELS, type BidView } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
import { DataTable, type Column } from '../../components/kit/DataTable';
import styles from './shipping-leads.module.css';

/** A quote's totals, one per currency: amounts in different currencies are never added up. */
export function BidTotals({ bid }: { bid: Pick<BidView, 'totals'> }) {
  return (
    <ul className={styles.totals} aria-label="Total">
      {bid.totals.map((total) => (
        <li key={total.currency}>{formatMoney(total.amountMinor, total.currency)}</li>
      ))}
    </ul>
  );
}

type BidLine = BidView['lines'][number];

const LINE_COLUMNS: readonly Column<BidLine>[] = [
  { id: 'charge', header: 'Charge', cell: (line) => line.description, primary: true },
  { id: 'quantity', header: 'Quantity', cell: (line) => `${line.quantity} ${BID_BASIS_LABELS[line.basis]}` },
  { id: 'unit', header: 'Unit price', cell: (line) => `${line.currency} ${line.unitPrice}`, align: 'end' },
  {
    id: 'amount',
    header: 'Amount',
    cell: (line) => formatMoney(line.totalMinor, line.currency),
    align: 'end',
  },
];

/**
 * Each charge of a quote with the total the server computed for it: a table where there is
 * room, one card per charge in a narrow column or on a phone.
 */
export function BidLines({ bid, caption }: { bid: Pick<BidView, 'lines'>; caption: string }) {
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={LINE_COLUMNS}
      rows={bid.lines}
      rowKey={(line) => bid.lines.indexOf(line)}
    />
  );
}

/** Validity, transit, free days and routing of a quote. */
export function BidTerms({ bid }: { bid: BidView }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Valid until</dt>
        <dd>{formatDate(bid.validUntil)}</dd>
      </div>
      <div>
        <dt>Transit time</dt>
        <dd>{bid.transitDays} days</dd>
      </div>
      <div>
        <dt>Free days at destination</dt>
        <dd>{bid.freeDays}</dd>
      </div>
      <div>
        <dt>Carrier or routing</dt>
        <dd>{bid.routing}</dd>
      </div>
      {bid.notes ? (
        <div>
          <dt>Notes</dt>
          <dd>{bid.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
