import { BID_BASIS_LABELS, type BidView } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
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

/** Each charge of a quote with the total the server computed for it. */
export function BidLines({ bid, caption }: { bid: Pick<BidView, 'lines'>; caption: string }) {
  return (
    // Focusable, so a keyboard can scroll a wide breakdown on a narrow screen.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Quantity</th>
            <th scope="col" className={styles.amount}>
              Unit price
            </th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {bid.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>
                {line.quantity} {BID_BASIS_LABELS[line.basis]}
              </td>
              <td className={styles.amount}>
                {line.currency} {line.unitPrice}
              </td>
              <td className={styles.amount}>{formatMoney(line.totalMinor, line.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
