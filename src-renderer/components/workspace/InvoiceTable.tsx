import { Link } from 'react-router';
import type { Invoice } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { formatMoney } from '../../../shared/domain/money';
import styles from './workspace.module.css';

function statusText(invoice: Invoice): string {
  if (invoice.status === 'paid' && invoice.paidOn) {
    return invoice.paymentReference
      ? `Paid ${formatDate(invoice.paidOn)} (${invoice.paymentReference})`
      : `Paid ${formatDate(invoice.paidOn)}`;
  }
  return invoice.status === 'open' ? 'Open' : 'Void';
}

/** A company's membership invoices, each linked to its printable page. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">For</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.number}>
              <td>
                <Link to={`/account/invoices/${invoice.number}`}>{invoice.number}</Link>
              </td>
              <td>
                {TIER_LABELS[invoice.tier]} {invoice.kind === 'renewal' ? 'renewal' : 'membership'}
              </td>
              <td className={styles.amount}>{formatMoney(invoice.amountMinor, invoice.currency)}</td>
              <td>{formatDate(invoice.dueOn)}</td>
              <td>{statusText(invoice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
