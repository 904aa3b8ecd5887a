import { useState } from 'react';
import type { AdminLead } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { ActionButtons } from '../../components/kit/ActionButtons';
import { Button } from '../../components/kit/Button';
import type { Column } from '../../components/kit/DataTable';
import text from '../../components/kit/text.module.css';
import { countryName } from '../../lib/countries';
import { neighbourRow } from '../../lib/focus';
import { CorrectionsDialog } from './CorrectionsDialog';
import { LeadFacts } from './LeadFacts';
import { laneTitle } from './lead-text';
import { reviewActions } from './review-actions';
import styles from './shipping-leads.module.css';

const summaryIdOf = (lead: AdminLead) => `review-lead-${lead.id}`;

/** The lead's title, and its shipment and the members' reports to read before deciding. */
function LeadCell({ lead }: { lead: AdminLead }) {
  return (
    <>
      {`Lead ${lead.id}: ${laneTitle(lead)}`}
      <details className={styles.breakdown}>
        <summary id={summaryIdOf(lead)}>
          Shipment details<span className="visually-hidden">{` of lead ${lead.id}`}</span>
        </summary>
        <LeadFacts lead={lead} />
        {lead.reports.length > 0 ? (
          <ul aria-label="Reports from members">
            {lead.reports.map((report, index) => (
              <li key={index}>
                {report.company}, {formatDate(report.createdAt)}: {report.reason}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </>
  );
}

function LeadActions({
  lead,
  onDone,
  focusAfterConfirm,
}: {
  lead: AdminLead;
  onDone: (lead: AdminLead) => void;
  focusAfterConfirm: () => HTMLElement | null;
}) {
  const [correcting, setCorrecting] = useState(false);
  return (
    <>
      <ActionButtons<AdminLead>
        actions={reviewActions(lead)}
        subject={`lead ${lead.id}`}
        onDone={onDone}
        focusAfterConfirm={focusAfterConfirm}
      />
      {lead.state === 'pending' ? (
        <Button variant="quiet" small onClick={() => setCorrecting(true)}>
          Correct and publish<span className="visually-hidden">{` (lead ${lead.id})`}</span>
        </Button>
      ) : null}
      {correcting ? (
        <CorrectionsDialog
          lead={lead}
          onPublished={onDone}
          onClose={() => setCorrecting(false)}
          focusAfterConfirm={focusAfterConfirm}
        />
      ) : null}
    </>
  );
}

/** The review queue's columns; the last holds the decisions on each lead. */
export function reviewColumns(
  leads: readonly AdminLead[],
  onDone: (lead: AdminLead) => void,
): Column<AdminLead>[] {
  return [
    { id: 'lead', header: 'Lead', primary: true, cell: (lead) => <LeadCell lead={lead} /> },
    {
      id: 'shipper',
      header: 'Shipper',
      cell: ({ requester }) => (
        <>
          {requester.name}
          {requester.company ? `, ${requester.company}` : ''}
          <p className={text.meta}>
            {[requester.email, requester.phone, countryName(requester.country)].filter(Boolean).join(' · ')}
          </p>
        </>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      sortBy: (lead) => lead.createdAt,
      cell: (lead) => (
        <>
          {formatDate(lead.createdAt)}
          <p className={text.meta}>
            {[
              lead.addressedTo ? `Sent to ${lead.addressedTo} only` : null,
              lead.bidCount === 1 ? '1 quote' : `${lead.bidCount} quotes`,
              lead.reports.length > 0
                ? `${lead.reports.length} ${lead.reports.length === 1 ? 'report' : 'reports'}`
                : null,
              lead.rejectedReason ? `Rejected: ${lead.rejectedReason}` : null,
              lead.closedReason ? `Closed: ${lead.closedReason}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (lead) => (
        <LeadActions lead={lead} onDone={onDone} focusAfterConfirm={neighbourRow(leads, lead, summaryIdOf)} />
      ),
    },
  ];
}
