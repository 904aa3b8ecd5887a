import { Link } from 'react-router';
import type { Invoice } from '../../../shared/api/members';
import { formatDate, utcDay } from '../../../shared/domain/date';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { DataTable, type Column } from '../kit/DataTable';
import { Money } from '../kit/Money';
import { StatusBadge } from '../kit/StatusBadge';

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'paid') {
    const paid = invoice.paidOn ? ` ${formatDate(invoice.paidOn)}` : '';
    return (
      <>
        <StatusBadge tone="good">{`Paid${paid}`}</StatusBadge>
        {invoice.paymentReference ? ` ${invoice.paymentReference}` : null}
      </>
    );
  }
  if (invoice.status === 'void') return <StatusBadge>Void</StatusBadge>;
  return invoice.dueOn < utcDay() ? (
    <StatusBadge tone="bad">Overdue</StatusBadge>
  ) : (
    <StatusBadge tone="warn">Open</StatusBadge>
  );
}

/** The columns every list of membership invoices shows; pages add their own (company, actions). */
export const INVOICE_COLUMNS: readonly Column<Invoice>[] = [
  {
    id: 'number',
    header: 'Invoice',
    primary: true,
    sortBy: (invoice) => invoice.number,
    cell: (invoice) => <Link to={`/account/invoices/${invoice.number}`}>{invoice.number}</Link>,
  },
  {
    id: 'for',
    header: 'For',
    cell: (invoice) =>
      `${TIER_LABELS[invoice.tier]} ${invoice.kind === 'renewal' ? 'renewal' : 'membership'}`,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (invoice) => <Money minor={invoice.amountMinor} currency={invoice.currency} />,
  },
  {
    id: 'due',
    header: 'Due',
    sortBy: (invoice) => invoice.dueOn,
    cell: (invoice) => formatDate(invoice.dueOn),
  },
  { id: 'status', header: 'Status', cell: (invoice) => <InvoiceStatus invoice={invoice} /> },
];

/** A company's membership invoices, each linked to its printable page. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <DataTable
      caption="Invoices"
      hideCaption
      columns={INVOICE_COLUMNS}
      rows={invoices}
      rowKey={(invoice) => invoice.number}
    />
  );
}
