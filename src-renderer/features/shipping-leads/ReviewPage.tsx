import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_LEAD_FILTERS,
  adminListLeads,
  closeLead,
  COMMODITY_MAX,
  NOTES_MAX,
  publishLead,
  REASON_MAX,
  rejectLead,
  type AdminLead,
  type AdminLeadFilter,
} from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { TextAreaField, TextField } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { MemberGate } from '../../components/kit/MemberGate';
import { Seo } from '../../components/seo/Seo';
import { Pager } from '../../components/kit/Pager';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { countryName } from '../../lib/countries';
import { BOARD_CRUMBS } from './board-search';

import { LeadFacts } from './LeadFacts';
import { laneTitle } from './lead-text';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

const REVIEW_PATH = '/shipping-leads/review';
const FILTER_LABELS: Record<AdminLeadFilter, string> = {
  pending: 'Waiting for review',
  open: 'Open',
  finished: 'Awarded, closed or expired',
  rejected: 'Rejected',
  direct: 'Sent through members’ calculators',
  all: 'All',
};

const errorText = (error: unknown) =>
  error instanceof ApiCallError
    ? [error.message, ...Object.values(error.fields ?? {})].filter(Boolean).join(' ')
    : 'Something went wrong. Please try again.';

type Action = { kind: 'reject' | 'close'; lead: AdminLead };

function PublishForm({ lead, onDone }: { lead: AdminLead; onDone: (message: string) => void }) {
  const [corrections, setCorrections] = useState({
    commodity: lead.commodity,
    originCity: lead.origin.city ?? '',
    destinationCity: lead.destination.city ?? '',
    notes: lead.notes ?? '',
  });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await callApi(publishLead, { body: { id: lead.id, corrections } });
      onDone(`Lead ${lead.id} is published; the shipper has their private link.`);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof corrections) => ({
    value: corrections[name],
    onChange: (event: { target: { value: string } }) =>
      setCorrections({ ...corrections, [name]: event.target.value }),
  });
  return (
    <details className={styles.breakdown}>
      <summary>Correct mistakes and publish</summary>
      <div role="alert" className={frame.alertSlot}>
        {error ? <p className={frame.alert}>{error}</p> : null}
      </div>
      <TextField label="Goods" maxLength={COMMODITY_MAX} {...field('commodity')} />
      <TextField
        label="Origin city"
        optional="optional when a port is given"
        maxLength={100}
        {...field('originCity')}
      />
      <TextField
        label="Destination city"
        optional="optional when a port is given"
        maxLength={100}
        {...field('destinationCity')}
      />
      <TextAreaField label="Notes" optional="optional" rows={3} maxLength={NOTES_MAX} {...field('notes')} />
      <button type="button" className={frame.button} disabled={busy} onClick={() => void publish()}>
        Publish lead {lead.id}
      </button>
    </details>
  );
}

function ReviewCard({
  lead,
  onAction,
  onDone,
}: {
  lead: AdminLead;
  onAction: (action: Action) => void;
  onDone: (message: string) => void;
}) {
  const { requester } = lead;
  return (
    <article className={styles.card} aria-labelledby={`review-${lead.id}`}>
      <h2 id={`review-${lead.id}`} className={styles.cardTitle}>
        Lead {lead.id}: {laneTitle(lead)}
      </h2>
      <p className={styles.cardMeta}>
        <span>Received {formatDate(lead.createdAt)}</span>
        {lead.addressedTo ? <span>Sent to {lead.addressedTo} only</span> : null}
        <span>{lead.bidCount === 1 ? '1 quote' : `${lead.bidCount} quotes`}</span>
        {lead.reports.length > 0 ? (
          <span className={styles.badge}>
            {lead.reports.length === 1 ? '1 report' : `${lead.reports.length} reports`}
          </span>
        ) : null}
      </p>
      <LeadFacts lead={lead} />
      <h3>Shipper</h3>
      <p>
        {requester.name}
        {requester.company ? `, ${requester.company}` : ''}, {requester.email}
        {requester.phone ? `, ${requester.phone}` : ''}, {countryName(requester.country)}
      </p>
      {lead.rejectedReason ? <p className={frame.muted}>Rejected: {lead.rejectedReason}</p> : null}
      {lead.closedReason ? <p className={frame.muted}>Closed: {lead.closedReason}</p> : null}
      {lead.reports.length > 0 ? (
        <>
          <h3>Reports from members</h3>
          <ul>
            {lead.reports.map((report, index) => (
              <li key={index}>
                {report.company}, {formatDate(report.createdAt)}: {report.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lead.state === 'pending' ? <PublishForm lead={lead} onDone={onDone} /> : null}
      <div className={frame.actions}>
        {lead.state === 'pending' ? (
          <button
            type="button"
            className={frame.secondaryButton}
            onClick={() => onAction({ kind: 'reject', lead })}
          >
            Reject lead {lead.id}
          </button>
        ) : null}
        {lead.state === 'pending' || lead.state === 'open' || lead.state === 'expired' ? (
          <button
            type="button"
            className={frame.secondaryButton}
            onClick={() => onAction({ kind: 'close', lead })}
          >
            Close lead {lead.id}
          </button>
        ) : null}
      </div>
    </article>
  );
}

function ReasonDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const rejecting = action.kind === 'reject';
  return (
    <ConfirmDialog
      title={rejecting ? 'Reject this lead?' : 'Close this lead?'}
      text={
        rejecting
          ? 'The shipper receives your reason by email. Write it so they can send a better request.'
          : 'The shipper and every member with a standing quote receive your reason by email.'
      }
      field={{ name: 'reason', label: 'Reason', maxLength: REASON_MAX }}
      confirmLabel={rejecting ? 'Reject and email the shipper' : 'Close and email everyone'}
      tone="danger"
      onClose={onClose}
      onConfirm={async (reason) => {
        const body = { id: action.lead.id, reason };
        if (rejecting) await callApi(rejectLead, { body });
        else await callApi(closeLead, { body });
        onDone(`Lead ${action.lead.id} is ${rejecting ? 'rejected' : 'closed'}; we emailed the reason.`);
      }}
    />
  );
}

function ReviewQueue() {
  const [params] = useSearchParams();
  const filter = ADMIN_LEAD_FILTERS.find((value) => value === params.get('filter')) ?? 'pending';
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const leads = usePageData<typeof adminListLeads>(
    adminListLeads.path,
    { query: { filter, page } },
    { serverRender: false },
  );
  const [action, setAction] = useState<Action>();
  const [notice, setNotice] = useState<string>();
  const done = (message: string) => {
    setAction(undefined);
    setNotice(message);
    leads.reload();
  };
  const href = (next: { filter?: AdminLeadFilter; page?: number }) => {
    const query = new URLSearchParams({ filter: next.filter ?? filter });
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    return `${REVIEW_PATH}?${query}`;
  };

  return (
    <>
      <nav aria-label="Leads to show" className={styles.tabs}>
        {ADMIN_LEAD_FILTERS.map((value) => (
          <Link
            key={value}
            to={href({ filter: value })}
            className={styles.tab}
            aria-current={value === filter ? 'page' : undefined}
          >
            {FILTER_LABELS[value]}
          </Link>
        ))}
      </nav>
      <div role="status" className={frame.alertSlot}>
        {notice ? <p className={frame.success}>{notice}</p> : null}
      </div>
      {leads.state === 'loading' ? <p role="status">Loading leads…</p> : null}
      {leads.state === 'error' || leads.state === 'not-found' ? (
        <div role="alert" className={frame.alert}>
          <p>{leads.state === 'error' ? leads.error.message : 'The leads could not be loaded.'}</p>
          <button type="button" className={frame.secondaryButton} onClick={leads.reload}>
            Try again
          </button>
        </div>
      ) : null}
      {leads.state === 'ready' ? (
        leads.data.items.length === 0 ? (
          <p className={frame.panel}>
            {filter === 'pending' ? 'No lead is waiting for review.' : 'No lead in this list.'}
          </p>
        ) : (
          <>
            <ul className={styles.list}>
              {leads.data.items.map((lead) => (
                <li key={lead.id}>
                  <ReviewCard lead={lead} onAction={setAction} onDone={done} />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pages={leads.data.total_pages}
              href={(next) => href({ page: next })}
              label="Pages of leads"
            />
          </>
        )
      ) : null}
      {action ? <ReasonDialog action={action} onClose={() => setAction(undefined)} onDone={done} /> : null}
    </>
  );
}

/** DFA staff check shippers' requests before members see them, and close leads that go wrong. */
export default function ReviewPage() {
  const crumbs = [...BOARD_CRUMBS, { name: 'Review leads', path: REVIEW_PATH }];
  return (
    <div className={frame.page}>
      <Seo
        path={REVIEW_PATH}
        title="Review shipping leads"
        description="DFA administrators publish, correct, reject and close shipping leads."
        breadcrumbs={crumbs}
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>DFA administrators</p>
        <h1>Review shipping leads</h1>
        <p className={frame.intro}>
          Publish requests members can quote on, correct obvious mistakes first, and reject or close with a
          reason the shipper reads.
        </p>
      </header>
      <MemberGate what="see the review of shipping leads" admins>
        {() => <ReviewQueue />}
      </MemberGate>
    </div>
  );
}
