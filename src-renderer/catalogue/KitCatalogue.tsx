import { useState, type ReactNode } from 'react';
import { formatDate } from '../../shared/domain/date';
import { ApiFormFrame } from '../components/forms/ApiFormFrame';
import { SelectField, TextField } from '../components/forms/form-fields';
import { useApiForm } from '../components/forms/use-api-form';
import { Button } from '../components/kit/Button';
import { ConfirmDialog } from '../components/kit/ConfirmDialog';
import { DataTable, type Column } from '../components/kit/DataTable';
import { DetailList } from '../components/kit/DetailList';
import { FilterBar } from '../components/kit/FilterBar';
import { MemberGate } from '../components/kit/MemberGate';
import { Money } from '../components/kit/Money';
import { Notice } from '../components/kit/Notice';
import { PageFrame } from '../components/kit/PageFrame';
import { Pager } from '../components/kit/Pager';
import { Section } from '../components/kit/Section';
import { EmptyState, ErrorState, LoadingState } from '../components/kit/states';
import { StatusBadge } from '../components/kit/StatusBadge';
import { Timeline } from '../components/kit/Timeline';
import { ViewLinks } from '../components/kit/ViewLinks';
import { catalogueEndpoint, SHIPMENTS, type Shipment } from './catalogue-data';
import styles from './KitCatalogue.module.css';

/** One part of the kit, as the screenshot tests find it (`data-part`). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} data-part={id} aria-labelledby={`part-${id}`}>
      <h2 id={`part-${id}`} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const COLUMNS: Column<Shipment>[] = [
  {
    id: 'reference',
    header: 'Container',
    primary: true,
    sortBy: (row) => row.reference,
    cell: (row) => row.reference,
  },
  { id: 'carrier', header: 'Carrier', sortBy: (row) => row.carrier, cell: (row) => row.carrier },
  {
    id: 'amount',
    header: 'Freight',
    align: 'end',
    sortBy: (row) => row.amountMinor,
    cell: (row) => <Money minor={row.amountMinor} currency="USD" />,
  },
  { id: 'eta', header: 'Arrives', sortBy: (row) => row.eta, cell: (row) => formatDate(row.eta) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge tone={row.status === 'Delayed' ? 'bad' : row.status === 'Arrived' ? 'good' : 'neutral'}>
        {row.status}
      </StatusBadge>
    ),
  },
];

function FormPart() {
  const api = useApiForm({
    endpoint: catalogueEndpoint,
    defaultValues: { reference: '', amount: '' },
    onSuccess: () => 'Saved.',
  });
  return (
    <ApiFormFrame
      api={api}
      label="Record a payment"
      submitLabel="Record the payment"
      busyLabel="Recording…"
      primary
    >
      <TextField label="Bank reference" {...api.field('reference')} />
      <TextField label="Amount" inputMode="decimal" {...api.field('amount')} />
    </ApiFormFrame>
  );
}

function DialogPart() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete the listing
      </Button>
      {open ? (
        <ConfirmDialog
          title="Delete this listing?"
          text="Harbour crane 2 will disappear from the virtual office. This cannot be undone."
          field={{ name: 'reason', label: 'Why (the owner reads it)' }}
          confirmLabel="Delete listing"
          cancelLabel="Keep it"
          tone="danger"
          onClose={() => setOpen(false)}
          onConfirm={() => undefined}
        />
      ) : null}
    </>
  );
}

/**
 * Every part of the kit with its states, one after the other.
 * Over 200 lines: the catalogue is a list of the kit's parts, one short block each; split, a new
 * part would be added in one file and forgotten in the other.
 */
export function KitCatalogue() {
  return (
    <PageFrame
      path="/kit-catalogue.html"
      title="The workspace kit"
      description="Every part of the workspace kit, for development."
      lead="What every workspace page is made of. Development only: this page is never built into the site."
      action={<Button variant="primary">The view’s one primary action</Button>}
    >
      <Part id="buttons" title="Buttons">
        <div className={styles.row}>
          <Button variant="primary">Primary</Button>
          <Button>Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="quiet">Quiet</Button>
          <Button small>Small</Button>
          <Button busy busyLabel="Saving…">
            Save
          </Button>
        </div>
      </Part>
      <Part id="section" title="Section and panel">
        <Section title="A plain section" description="Spaces the page; holds whatever it is about.">
          <p>Content of the section.</p>
        </Section>
        <Section panel title="A panel" actions={<a href="#buttons">A link beside the title</a>}>
          <p>A record’s facts, or a form, set in a box.</p>
        </Section>
      </Part>
      <Part id="notices" title="Notices">
        <Notice tone="info" title="Information">
          The membership renews on 16 June 2027.
        </Notice>
        <Notice tone="warning">Invoice DFA-2026-0142 falls due in 3 days.</Notice>
        <Notice tone="success">Your name is now Lena Berg.</Notice>
        <Notice tone="error">We could not reach the DFA server. Check your connection and try again.</Notice>
      </Part>
      <Part id="badges-money" title="Status badges and money">
        <div className={styles.row}>
          <StatusBadge tone="good">Paid</StatusBadge>
          <StatusBadge tone="warn">Open</StatusBadge>
          <StatusBadge tone="bad">Overdue</StatusBadge>
          <StatusBadge>Void</StatusBadge>
          <Money minor={425_000} currency="USD" />
          <Money minor={1_250_000} currency="JPY" />
        </div>
      </Part>
      <Part id="details-timeline" title="Detail list and timeline">
        <DetailList
          items={[
            ['Company', 'Gulf Crest Shipping LLC'],
            ['Membership', 'Premium, valid until 16 June 2027'],
            ['Left out when empty', null],
          ]}
        />
        <Timeline
          label="What happened"
          entries={[
            { key: 1, meta: '12 Mar 2026 · Noor (DFA)', text: 'Approved as Premium.' },
            {
              key: 2,
              meta: '14 Mar 2026 · Lena Berg',
              text: 'Answered the questions.',
              quote: 'Our licence is attached.',
            },
          ]}
        />
      </Part>
      <Part id="views-filters" title="View links and filter bar">
        <ViewLinks
          label="Invoice lists"
          current="/kit-catalogue.html"
          views={[
            { href: '/kit-catalogue.html', label: 'To confirm', count: 3 },
            { href: '/kit-catalogue.html?paid', label: 'Paid', count: 41 },
            { href: '/kit-catalogue.html?all', label: 'All' },
          ]}
        />
        <FilterBar label="Filter the shipments" activeCount={1}>
          <TextField label="Container or carrier" />
          <SelectField label="Status" defaultValue="At sea">
            <option>Any</option>
            <option>At sea</option>
            <option>Arrived</option>
          </SelectField>
        </FilterBar>
      </Part>
      <Part id="data-table" title="Data table">
        <DataTable
          caption="Shipments"
          columns={COLUMNS}
          rows={SHIPMENTS}
          rowKey={(row) => row.reference}
          initialSort={{ column: 'eta', direction: 'ascending' }}
        />
      </Part>
      <Part id="data-table-cards" title="Data table in less than 600 px: cards">
        <div className={styles.narrow}>
          <DataTable caption="Shipments" columns={COLUMNS} rows={SHIPMENTS} rowKey={(row) => row.reference} />
        </div>
      </Part>
      <Part id="states" title="Loading, empty and error states">
        <LoadingState what="your invoices" />
        <EmptyState
          title="Watch a container to follow it from here"
          action={<Button>Watch a container</Button>}
        >
          <p>Track a container, then choose “Watch”: each new move is emailed to you.</p>
        </EmptyState>
        <ErrorState
          what="the invoices"
          message="The server sent an unexpected answer. Please try again."
          retry={() => undefined}
        />
      </Part>
      <Part id="pager" title="Pager">
        <Pager
          page={2}
          pages={5}
          href={(page) => `/kit-catalogue.html?page=${page}`}
          label="Pages of shipments"
        />
      </Part>
      <Part id="form" title="Form layer">
        <FormPart />
      </Part>
      <Part id="confirm-dialog" title="Confirm dialog">
        <DialogPart />
      </Part>
      <Part id="member-gate" title="Member gate, signed out">
        <MemberGate what="see your account">{() => <p>Only for members.</p>}</MemberGate>
      </Part>
    </PageFrame>
  );
}
