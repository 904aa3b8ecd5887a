import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type {
  getMyMembership,
  MyMembership,
  requestPremium,
  withdrawPremiumRequest,
} from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS, MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership';
import { usdWhole } from '../../../shared/domain/numbers';
import { tierChangeSentences } from '../../../shared/domain/tier-change';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { FormAlert, TextAreaField } from '../../components/forms/form-fields';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import workspace from '../../components/kit/classes.module.css';
import { ApiCallError } from '../../lib/api-call-error';
import { usePageData } from '../../lib/api';
import { callApi } from '../../lib/api';
import styles from './account.module.css';
import { PREMIUM_PATH } from './PlanSection';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Account', path: '/account' },
  { name: 'Move to Premium', path: PREMIUM_PATH },
];

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

function RequestForm({ onSent }: { onSent: (membership: MyMembership) => void }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFieldError(undefined);
    try {
      onSent(
        await callApi<typeof requestPremium>(
          { method: 'POST', path: '/api/membership/premium-request' },
          { body: { note } },
        ),
      );
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.fields?.note) setFieldError(failure.fields?.note);
      else
        setError(
          failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="request-heading">
      <h2 id="request-heading">Ask the association</h2>
      <TextAreaField
        id={noteId}
        label="A note for the association (optional)"
        hint="For example the trades you want cover for."
        rows={3}
        value={note}
        error={fieldError}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={error} />
      <button type="submit" className={workspace.button} disabled={busy}>
        {busy ? 'Sending…' : 'Ask to move to Premium'}
      </button>
    </form>
  );
}

function OpenRequest({
  membership,
  onWithdrawn,
}: {
  membership: MyMembership;
  onWithdrawn: (membership: MyMembership) => void;
}) {
  const [asking, setAsking] = useState(false);
  const request = membership.premiumRequest!;
  return (
    <section className={workspace.section} aria-labelledby="request-heading">
      <h2 id="request-heading">Your request</h2>
      <p role="status">
        {request.requestedBy ?? 'Your company'} asked to move to Premium on{' '}
        {formatDate(request.createdAt.slice(0, 10))}. The association is deciding and emails you its answer;
        nothing is invoiced until it approves.
      </p>
      {request.note ? <p className={workspace.quote}>{request.note}</p> : null}
      <button type="button" className={workspace.secondaryButton} onClick={() => setAsking(true)}>
        Withdraw the request
      </button>
      {asking ? (
        <ConfirmDialog
          title="Withdraw your request for Premium?"
          text="Your company stays Standard and nothing is invoiced. You can ask again at any time."
          confirmLabel="Withdraw the request"
          tone="danger"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            onWithdrawn(
              await callApi<typeof withdrawPremiumRequest>(
                { method: 'POST', path: '/api/membership/premium-request/withdraw' },
                {},
              ),
            );
          }}
        />
      ) : null}
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
    <div className={styles.page}>
      <Seo
        path={PREMIUM_PATH}
        title="Move to Premium"
        description="Ask the Digital Freight Alliance to move your company from Standard to Premium membership."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Move to Premium</h1>
      <p className={workspace.lead}>
        Premium members are covered by payment protection and quote on shipping leads. The association
        approves each move and invoices the difference for the rest of your membership year.
      </p>
      <MemberGate what="ask for Premium">{() => <PremiumRequest />}</MemberGate>
    </div>
  );
}
