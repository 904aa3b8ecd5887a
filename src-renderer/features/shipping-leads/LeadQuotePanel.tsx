import { Link } from 'react-router';
import type { MemberLead } from '../../../shared/api/shipping-leads';
import { builtHref } from '../../../shared/routes';
import frame from '../../components/kit/classes.module.css';
import { useSessionUser } from '../../lib/session/use-session';
import { BidLines, BidTerms, BidTotals } from './BidBreakdown';
import { BidForm } from './BidForm';

const BID_STATE_TEXT = {
  live: 'Your quote stands. The shipper sees it beside the others and may accept it until the lead closes.',
  withdrawn:
    'You withdrew your quote. The shipper no longer sees it; you can quote again while the lead is open.',
  won: 'The shipper accepted your quote. We emailed you their contact details.',
  lost: 'The shipper chose another forwarder for this lead.',
};

export const QUOTE_HEADING_ID = 'lead-quote';

/**
 * The member's own quote on a lead: where it stands and what it says, the form to send or change
 * it, the buttons to change or withdraw it, or why this member may not quote.
 */
export function LeadQuotePanel({
  lead,
  editing,
  notice,
  onEdit,
  onStopEditing,
  onWithdraw,
  onSaved,
}: {
  lead: MemberLead;
  editing: boolean;
  /** what the last action did, shown above the quote */
  notice: string | undefined;
  onEdit: () => void;
  onStopEditing: () => void;
  onWithdraw: () => void;
  onSaved: (lead: MemberLead) => void;
}) {
  const bid = lead.myBid;
  const open = lead.state === 'open';
  const standard = useSessionUser()?.type === 'standard_active';
  return (
    <section className={frame.panel} aria-labelledby={QUOTE_HEADING_ID}>
      <h2 id={QUOTE_HEADING_ID} className={frame.panelTitle} tabIndex={-1}>
        Your quote
      </h2>
      <div className={frame.alertSlot}>{notice ? <p className={frame.success}>{notice}</p> : null}</div>
      {bid ? (
        <>
          <p>{BID_STATE_TEXT[bid.state]}</p>
          {bid.state !== 'withdrawn' && !editing ? (
            <>
              <BidTotals bid={bid} />
              <BidLines bid={bid} caption="Your quote, charge by charge" />
              <BidTerms bid={bid} />
            </>
          ) : null}
        </>
      ) : null}
      {!lead.bidding.allowed ? (
        <div className={frame.notice}>
          <p>{lead.bidding.reason}</p>
          {/* Refused for want of Premium: the way there is one click away. */}
          {open && standard ? (
            <p>
              <Link to={builtHref('account-premium') ?? '/account/premium'}>Ask to move to Premium</Link>
            </p>
          ) : null}
        </div>
      ) : editing || !bid || bid.state === 'withdrawn' ? (
        <BidForm
          lead={lead}
          onSaved={onSaved}
          {...(bid?.state === 'live' ? { onCancel: onStopEditing } : {})}
        />
      ) : bid.state === 'live' && open ? (
        <div className={frame.actions}>
          <button type="button" className={frame.button} onClick={onEdit}>
            Change quote
          </button>
          <button type="button" className={frame.secondaryButton} onClick={onWithdraw}>
            Withdraw quote
          </button>
        </div>
      ) : null}
    </section>
  );
}
