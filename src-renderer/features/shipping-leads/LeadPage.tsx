import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  getLead,
  shippingLeadPath,
  REASON_MAX,
  reportLead,
  withdrawBid,
  type MemberLead,
} from '../../../shared/api/shipping-leads';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { callApi, usePageData } from '../../lib/api';
import { announce } from '../../lib/announce';
import { focusSoon } from '../../lib/focus';
import { BOARD_CRUMBS, BOARD_PATH } from './board-search';
import { LeadFacts } from './LeadFacts';
import { LeadMeeting } from './LeadMeeting';
import { LeadQuotePanel, QUOTE_HEADING_ID } from './LeadQuotePanel';
import { laneTitle } from './lead-text';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

function Lead({ lead, onChange }: { lead: MemberLead; onChange: (lead: MemberLead) => void }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'withdraw' | 'report'>();
  const [notice, setNotice] = useState<string>();

  // The form or the buttons that were used are gone: the heading of the panel they were in takes
  // focus, and the result is read out.
  const quoteHeading = () => document.getElementById(QUOTE_HEADING_ID);
  const factsHeading = () => document.getElementById('lead-facts');
  const changed = (next: MemberLead, message: string) => {
    onChange(next);
    setEditing(false);
    setDialog(undefined);
    setNotice(message);
    announce(message);
    focusSoon(dialog === 'report' ? factsHeading : quoteHeading);
  };

  return (
    <div className={styles.layout}>
      <section className={frame.panel} aria-labelledby="lead-facts">
        <h2 id="lead-facts" className={frame.panelTitle} tabIndex={-1}>
          The shipment
        </h2>
        <LeadFacts lead={lead} />
        {lead.reported ? (
          <p className={frame.muted}>You reported this lead to DFA. Thank you.</p>
        ) : (
          <p>
            <button type="button" className={kit.linkButton} onClick={() => setDialog('report')}>
              Report this lead as spam or abuse
            </button>
          </p>
        )}
      </section>

      <LeadQuotePanel
        lead={lead}
        editing={editing}
        notice={notice}
        onEdit={() => setEditing(true)}
        onStopEditing={() => setEditing(false)}
        onWithdraw={() => setDialog('withdraw')}
        onSaved={(next) => changed(next, 'Your quote is saved. The shipper sees it now.')}
      />

      {lead.postedBy ? <LeadMeeting postedBy={lead.postedBy} /> : null}

      {dialog === 'withdraw' ? (
        <ConfirmDialog
          title="Withdraw your quote?"
          text="The shipper will no longer see it. You can quote again while the lead is open."
          confirmLabel="Withdraw quote"
          tone="danger"
          focusAfterConfirm={quoteHeading}
          onClose={() => setDialog(undefined)}
          onConfirm={async () =>
            changed(await callApi(withdrawBid, { body: { leadId: lead.id } }), 'Your quote is withdrawn.')
          }
        />
      ) : null}
      {dialog === 'report' ? (
        <ConfirmDialog
          title="Report this lead"
          text="Tell the DFA team what is wrong: a fake request, spam, a competitor fishing for rates. They review every report."
          field={{ name: 'reason', label: 'What is wrong with it?', maxLength: REASON_MAX }}
          confirmLabel="Send report"
          focusAfterConfirm={factsHeading}
          onClose={() => setDialog(undefined)}
          onConfirm={async (reason) =>
            changed(
              await callApi(reportLead, { body: { leadId: lead.id, reason } }),
              'Thank you: the DFA team will look at this lead.',
            )
          }
        />
      ) : null}
    </div>
  );
}

function LeadLoader({ id }: { id: number }) {
  // Per member (their quote, whether they may quote), so fetched after hydration.
  const lead = usePageData<typeof getLead>(getLead.path, { query: { id } }, { serverRender: false });
  if (lead.state === 'loading') return <PageStatus state={lead} what="the lead" />;
  if (lead.state === 'error') return <PageStatus state={{ ...lead, reload: lead.reload }} what="the lead" />;
  if (lead.state === 'not-found') return <LeadGone />;
  return (
    <>
      <h2 className={frame.panelTitle}>{laneTitle(lead.data)}</h2>
      <Lead lead={lead.data} onChange={lead.replace} />
    </>
  );
}

function LeadGone() {
  return (
    <div className={frame.panel}>
      <h2 className={frame.panelTitle}>This lead is not open</h2>
      <p>
        It may have closed or expired, or the link may be mistyped. Leads you quoted on stay visible to you
        after they close.
      </p>
      <p>
        <Link to={BOARD_PATH}>See the open leads</Link>
      </p>
    </div>
  );
}

/** One lead as members see it: the shipment without the shipper's contact, and the member's own quote. */
export default function LeadPage() {
  const { id = '' } = useParams();
  const leadId = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  const path = leadId ? shippingLeadPath(leadId) : `${BOARD_PATH}/${id}`;
  const crumbs = [...BOARD_CRUMBS, { name: `Lead ${leadId ?? ''}`.trim(), path }];
  return (
    <div className={frame.page}>
      <Seo
        path={path}
        title={`Shipping lead ${leadId ?? ''}`.trim()}
        description="A shipping request from a cargo owner, open to quotes from members of the Digital Freight Alliance."
        breadcrumbs={crumbs}
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Members only</p>
        <h1>Shipping lead {leadId ?? ''}</h1>
      </header>
      <MemberGate what="see this shipping lead" tool="shipping-leads">
        {() => (leadId ? <LeadLoader id={leadId} /> : <LeadGone />)}
      </MemberGate>
    </div>
  );
}
