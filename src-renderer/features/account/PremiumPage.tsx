import { Link } from 'react-router';
import type { getMyMembership, MyMembership } from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS } from '../../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { usdWhole } from '../../../shared/domain/numbers';
import { tierChangeSentences } from '../../../shared/domain/tier-change';
import { PageFrame } from '../../components/kit/PageFrame';
import { PageStatus } from '../../components/page-status/PageStatus';
import workspace from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { PREMIUM_PATH } from './PlanSection';
import { OpenRequest, RequestForm } from './PremiumRequestForms';

const CRUMBS = [{ name: 'Account', path: '/account' }];

function WhatPremiumAdds() {
  return (
    <section className={workspace.section} aria-labelledby="adds-heading">
      <h2 id="adds-heading">What Premium adds</h2>
      <ul>
        <li>
          <strong>Payment protection:</strong> cover from {usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to{' '}
          {usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year, as the association sets it for your company, against
          unpaid ocean freight invoices to other Premium members.
        </li>
        <li>
          <strong>Quotes on shipping leads:</strong> send shippers a lump sum or an itemised quote, and hear
          when yours is accepted.
        </li>
        <li>Everything Standard members have: the directory, schedules, tracking and the other tools.</li>
      </ul>
    </section>
  );
}

function Premium({
  membership,
  onChange,
}: {
  membership: MyMembership;
  onChange: (m: MyMembership) => void;
}) {
  const { state, premiumRequest, upgradeQuote } = membership;
  if (state === 'premium') {
    return (
      <p role="status">
        {membership.company.name} is a Premium member.{' '}
        <Link to="/payment-protection">Payment protection</Link> and quoting on{' '}
        <Link to="/shipping-leads">shipping leads</Link> are open to you.
      </p>
    );
  }
  if (state !== 'standard_active') {
    return (
      <p role="status">
        Your membership: {MEMBERSHIP_STATE_LABELS[state]}. {MEMBERSHIP_STATE_NOTES[state]} Moving to Premium
        is possible once your company is a Standard member in good standing.{' '}
        <Link to="/account">Your account</Link>
      </p>
    );
  }
  return (
    <>
      <WhatPremiumAdds />
      <section className={workspace.section} aria-labelledby="cost-heading">
        <h2 id="cost-heading">What it costs</h2>
        {upgradeQuote ? (
          tierChangeSentences(upgradeQuote, { who: 'you' }).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))
        ) : (
          <p>
            The association invoices the difference between the fees for the rest of your membership year.
          </p>
        )}
        <p>Moving back to Standard later gives no refund or credit for the Premium fee paid.</p>
      </section>
      {premiumRequest?.status === 'declined' ? (
        <div className={workspace.notice} role="note">
          <p>
            <strong>
              The association declined your last request
              {premiumRequest.decidedAt ? ` on ${formatDate(premiumRequest.decidedAt.slice(0, 10))}` : ''}:
            </strong>
          </p>
          <p className={workspace.quote}>{premiumRequest.reason}</p>
        </div>
      ) : null}
      {premiumRequest?.status === 'open' ? (
        <OpenRequest membership={membership} onWithdrawn={onChange} />
      ) : (
        <RequestForm onSent={onChange} />
      )}
    </>
  );
}

function PremiumRequest() {
  const membership = usePageData<typeof getMyMembership>('/api/membership', {}, { serverRender: false });
  if (membership.state !== 'ready') return <PageStatus state={membership} what="your membership" />;
  return <Premium membership={membership.data} onChange={membership.replace} />;
}

/** Where a Standard member asks for Premium, from every place that says Premium is needed. */
export default function PremiumPage() {
  return (
    <PageFrame
      path={PREMIUM_PATH}
      title="Move to Premium"
      description="Ask the Digital Freight Alliance to move your company from Standard to Premium membership."
      crumbs={CRUMBS}
      lead="Premium members are covered by payment protection and quote on shipping leads. The association approves each move and invoices the difference for the rest of your membership year."
      gate={{ what: 'ask for Premium' }}
    >
      {() => <PremiumRequest />}
    </PageFrame>
  );
}
