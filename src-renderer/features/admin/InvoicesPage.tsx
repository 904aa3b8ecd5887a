import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { markInvoicePaid, type Invoice, type listInvoices } from '../../../shared/api/members';
import { utcDay } from '../../../shared/domain/date';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Button } from '../../components/kit/Button';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { PageFrame } from '../../components/kit/PageFrame';
import { EmptyState, Loaded } from '../../components/kit/states';
import { ViewLinks } from '../../components/kit/ViewLinks';
import { Modal } from '../../components/modal/Modal';
import { INVOICE_COLUMNS } from '../../components/workspace/InvoiceTable';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { focusSoon, neighbourRow } from '../../lib/focus';

const PATH = '/admin/invoices';

const payButtonIdOf = (invoice: Invoice) => `pay-${invoice.number}`;

const VIEWS = [
  { status: 'open', label: 'To confirm', href: PATH },
  { status: 'paid', label: 'Paid', href: `${PATH}?status=paid` },
  { status: '', label: 'All', href: `${PATH}?status=` },
] as const;

/** The payment of one invoice, as the bank shows it; the member is emailed once it is saved. */
function PaymentDialog({
  invoice,
  onClose,
  onPaid,
}: {
  invoice: Invoice;
  onClose: () => void;
  onPaid: () => void;
}) {
  const api = useApiForm({
    endpoint: markInvoicePaid,
    defaultValues: { number: invoice.number, paidOn: utcDay(), reference: '' },
    onSuccess: () => {
      onPaid();
      announce(`${invoice.number} is recorded as paid; the member was emailed.`);
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      noRedirection
      closeIcon
      noIcon
      size="medium"
      title={`Record the payment of ${invoice.number}`}
      text={`${invoice.companyName}: the payment date starts, or continues, the member’s year.`}
    >
      <ApiFormFrame
        api={api}
        label={`Record the payment of ${invoice.number}`}
        submitLabel="Record the payment"
        busyLabel="Recording…"
        primary
        extraActions={<Button onClick={onClose}>Cancel</Button>}
      >
        <TextField label="Payment arrived on" type="date" max={utcDay()} {...api.field('paidOn')} />
        <TextField label="Bank reference" maxLength={100} {...api.field('reference')} />
      </ApiFormFrame>
    </Modal>
  );
}

function InvoiceList({ status }: { status: string }) {
  const invoices = usePageData<typeof listInvoices>(
    '/api/admin/invoices',
    { query: status ? { status: status as Invoice['status'] } : {} },
    { serverRender: false },
  );
  const [paying, setPaying] = useState<Invoice>();
  const focusAfterPayment = useRef<() => HTMLElement | null>(undefined);
  // After the dialog has gone, and with it its own return of focus to the paid invoice's button.
  useEffect(() => {
    if (paying || !focusAfterPayment.current) return;
    focusSoon(focusAfterPayment.current);
    focusAfterPayment.current = undefined;
  }, [paying]);
  const columns: Column<Invoice>[] = [
    ...INVOICE_COLUMNS.slice(0, 1),
    {
      id: 'company',
      header: 'Member',
      sortBy: (invoice) => invoice.companyName,
      cell: (invoice) => <Link to={`/admin/members/${invoice.companyId}`}>{invoice.companyName}</Link>,
    },
    ...INVOICE_COLUMNS.slice(1),
    {
      id: 'action',
      header: 'Payment',
      cell: (invoice) =>
        invoice.status === 'open' ? (
          <Button small id={payButtonIdOf(invoice)} onClick={() => setPaying(invoice)}>
            Record the payment<span className="visually-hidden">{` of ${invoice.number}`}</span>
          </Button>
        ) : null,
    },
  ];
  return (
    <Loaded data={invoices} what="the invoices">
      {(data) => (
        <>
          <DataTable
            caption={status === 'open' ? 'Invoices waiting for their payment' : 'Invoices'}
            columns={columns}
            rows={data.items}
            rowKey={(invoice) => invoice.number}
            initialSort={{ column: 'due', direction: 'ascending' }}
            empty={
              <EmptyState title={status === 'open' ? 'No invoice is waiting for a payment.' : 'No invoices.'}>
                <p>
                  Approving an application or a renewal issues the member’s invoice; it waits here until paid.
                </p>
              </EmptyState>
            }
          />
          {paying ? (
            <PaymentDialog
              invoice={paying}
              onClose={() => setPaying(undefined)}
              onPaid={() => {
                setPaying(undefined);
                invoices.reload();
                // The paid invoice's button goes: focus moves on to the next invoice to confirm,
                // in the order the table first shows them.
                const open = data.items
                  .filter((invoice) => invoice.status === 'open')
                  .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
                focusAfterPayment.current = neighbourRow(open, paying, payButtonIdOf);
              }}
            />
          ) : null}
        </>
      )}
    </Loaded>
  );
}

export default function InvoicesPage() {
  const [params] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const view = VIEWS.find((item) => item.status === status) ?? VIEWS[0];
  return (
    <PageFrame
      path={PATH}
      title="Membership invoices"
      description="Membership invoices of the Digital Freight Alliance and their payments."
      lead="Record each bank payment when it arrives: the date starts (or continues) the member’s year, and the member is emailed."
      gate={{ what: 'confirm payments', admins: true }}
    >
      {() => (
        <>
          <ViewLinks label="Invoice lists" views={VIEWS} current={view.href} />
          <InvoiceList key={status} status={status} />
        </>
      )}
    </PageFrame>
  );
}
