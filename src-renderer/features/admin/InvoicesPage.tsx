import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Invoice, listInvoices, markInvoicePaid } from '../../../shared/api/members';
import { formatDate, utcDay } from '../../../shared/domain/date';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { formatMoney } from '../../../shared/domain/money';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import { MembersOnly } from '../../components/members-only/MembersOnly';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/workspace/workspace.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';

const PATH = '/admin/invoices';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: '/admin' },
  { name: 'Membership invoices', path: PATH },
];

const LISTS = [
  { status: 'open', label: 'To confirm' },
  { status: 'paid', label: 'Paid' },
  { status: '', label: 'All' },
] as const;

function PaymentForm({ invoice, onPaid }: { invoice: Invoice; onPaid: () => void }) {
  const dateId = useId();
  const referenceId = useId();
  const [paidOn, setPaidOn] = useState(() => utcDay());
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      await callApi<typeof markInvoicePaid>(
        { method: 'POST', path: '/api/admin/invoices/mark-paid' },
        {
          body: {
            number: invoice.number,
            paidOn,
            reference,
          },
        },
      );
      onPaid();
    } catch (error) {
      if (error instanceof ApiCallError) {
        setErrors(error.fields ?? {});
        setMessage(error.fields ? undefined : error.message);
      } else setMessage('Something went wrong. Please try again.');
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Record the payment of ${invoice.number}`}
    >
      <TextField
        id={dateId}
        label="Payment arrived on"
        type="date"
        value={paidOn}
        max={utcDay()}
        error={errors.paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <TextField
        id={referenceId}
        label="Bank reference"
        value={reference}
        maxLength={100}
        error={errors.reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <FormAlert message={message} />
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? 'Recording…' : 'Record the payment'}
      </button>
    </form>
  );
}

function InvoiceList({ status }: { status: string }) {
  const invoices = usePageData<typeof listInvoices>(
    '/api/admin/invoices',
    { query: status ? { status: status as Invoice['status'] } : {} },
    { serverRender: false },
  );
  const [done, setDone] = useState<string>();
  if (invoices.state === 'not-found') return null;
  if (invoices.state !== 'ready') return <PageStatus state={invoices} what="the invoices" />;
  const items = invoices.data.items;
  return (
    <>
      <p role="status" className={styles.muted}>
        {done ? `${done} is recorded as paid; the member was emailed. ` : ''}
        {items.length === 0
          ? status === 'open'
            ? 'No invoice is waiting for a payment.'
            : 'No invoices.'
          : `${items.length} ${items.length === 1 ? 'invoice' : 'invoices'}, earliest due first.`}
      </p>
      <ul className={styles.list}>
        {items.map((invoice) => (
          <li key={invoice.number} className={styles.item}>
            <span className={styles.itemTitle}>
              <Link to={`/account/invoices/${invoice.number}`}>{invoice.number}</Link> ·{' '}
              {formatMoney(invoice.amountMinor, invoice.currency)}
            </span>
            <p className={styles.meta}>
              <Link to={`/admin/members/${invoice.companyId}`}>{invoice.companyName}</Link> ·{' '}
              {TIER_LABELS[invoice.tier]} {invoice.kind === 'renewal' ? 'renewal' : 'membership'} · issued{' '}
              {formatDate(invoice.issuedOn)} · due {formatDate(invoice.dueOn)}
              {invoice.status === 'open' && invoice.dueOn < utcDay() ? ' (overdue)' : ''}
            </p>
            {invoice.status === 'paid' && invoice.paidOn ? (
              <p className={styles.meta}>
                Paid {formatDate(invoice.paidOn)}, reference {invoice.paymentReference}
              </p>
            ) : null}
            {invoice.status === 'open' ? (
              <PaymentForm
                invoice={invoice}
                onPaid={() => {
                  setDone(invoice.number);
                  invoices.reload();
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function InvoicesPage() {
  const [params] = useSearchParams();
  const status = params.get('status') ?? 'open';
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Membership invoices"
        description="Membership invoices of the Digital Freight Alliance and their payments."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Membership invoices</h1>
      <MembersOnly path={PATH} adminsOnly what="confirm payments">
        {() => (
          <>
            <p className={styles.lead}>
              Record each bank payment when it arrives: the date starts (or continues) the member’s year, and
              the member is emailed.
            </p>
            <nav aria-label="Lists">
              <ul className={styles.tabs}>
                {LISTS.map((list) => (
                  <li key={list.label}>
                    <Link
                      to={list.status === 'open' ? PATH : `${PATH}?status=${list.status}`}
                      state={KEEP_SCROLL}
                      aria-current={list.status === status ? 'page' : undefined}
                    >
                      {list.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <InvoiceList key={status} status={status} />
          </>
        )}
      </MembersOnly>
    </div>
  );
}
