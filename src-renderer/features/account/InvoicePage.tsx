import { Link, useParams } from 'react-router';
import type { getInvoice } from '../../../shared/api/members';
import { addDays, formatDate } from '../../../shared/domain/date';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { formatMoney } from '../../../shared/domain/money';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import workspace from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import styles from './invoice.module.css';

/** What the fee pays for, in a line a bookkeeper can file. */
function lineText(invoice: {
  tier: keyof typeof TIER_LABELS;
  kind: string;
  renewsUntil: string | null;
}): string {
  const tier = `Digital Freight Alliance ${TIER_LABELS[invoice.tier]} membership`;
  if (invoice.kind === 'renewal' && invoice.renewsUntil) {
    return `${tier}: renewal for the year from ${formatDate(addDays(invoice.renewsUntil, 1))}`;
  }
  return `${tier}: one year from the day the payment arrives`;
}

function InvoiceDocument({ number }: { number: string }) {
  const answer = usePageData<typeof getInvoice>(
    '/api/membership/invoice',
    { query: { number } },
    { serverRender: false },
  );
  if (answer.state === 'not-found') {
    return <p role="alert">There is no invoice {number} for your company. Check the link in your email.</p>;
  }
  if (answer.state !== 'ready') return <PageStatus state={answer} what="the invoice" />;
  const { invoice, billTo, issuer } = answer.data;
  const amount = formatMoney(invoice.amountMinor, invoice.currency);
  return (
    <>
      <article className={styles.document} aria-labelledby="invoice-title">
        <header className={styles.head}>
          <div>
            <h1 id="invoice-title">Invoice {invoice.number}</h1>
            <p>
              Issued {formatDate(invoice.issuedOn)} · due {formatDate(invoice.dueOn)}
            </p>
          </div>
          {invoice.status === 'paid' && invoice.paidOn ? (
            <p className={`${styles.stamp} ${styles.paid}`}>
              Paid {formatDate(invoice.paidOn)}
              {invoice.paymentReference ? ` · ref. ${invoice.paymentReference}` : ''}
            </p>
          ) : invoice.status === 'open' ? (
            <p className={`${styles.stamp} ${styles.open}`}>Awaiting payment</p>
          ) : (
            <p className={styles.stamp}>Cancelled</p>
          )}
        </header>
        <div className={styles.parties}>
          <section>
            <h2>From</h2>
            <p>{issuer.name}</p>
            <p>{issuer.address}</p>
          </section>
          <section>
            <h2>Bill to</h2>
            <p>{billTo.name}</p>
            {billTo.address ? <p>{billTo.address}</p> : null}
            {billTo.city || billTo.countryName ? (
              <p>{[billTo.city, billTo.countryName].filter(Boolean).join(', ')}</p>
            ) : null}
          </section>
        </div>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{lineText(invoice)}</td>
              <td className={styles.amount}>{amount}</td>
            </tr>
            <tr className={styles.total}>
              <td>Total due</td>
              <td className={styles.amount}>{invoice.status === 'paid' ? `${amount} (paid)` : amount}</td>
            </tr>
          </tbody>
        </table>
        <h2 className={workspace.muted}>How to pay</h2>
        <p>{issuer.paymentInstructions}</p>
        <p>Quote {invoice.number} with the payment so it is matched to your company.</p>
      </article>
      <p className={`${workspace.actions} ${styles.noPrint}`}>
        <button type="button" className={workspace.button} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link to="/account#membership">Back to your account</Link>
      </p>
    </>
  );
}

export default function InvoicePage() {
  const { number = '' } = useParams();
  const path = `/account/invoices/${number}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Account', path: '/account' },
    { name: `Invoice ${number}`, path },
  ];
  return (
    <div className={workspace.page}>
      <Seo
        path={path}
        title={`Invoice ${number}`}
        description="A Digital Freight Alliance membership invoice."
        noIndex
      />
      <div className={styles.noPrint}>
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <MemberGate what="see your invoices">{() => <InvoiceDocument number={number} />}</MemberGate>
    </div>
  );
}
