import { Link } from 'react-router';
import type { MyMembership } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import {
  APPLICATION_STATUS_LABELS,
  MEMBERSHIP_STATE_LABELS,
  TIER_LABELS,
} from '../../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import text from '../../components/kit/text.module.css';
import { TodoList } from '../../components/workspace/MembershipTodo';

function WhatNeedsDoing({ membership }: { membership: MyMembership }) {
  if (membership.todo.length === 0) return null;
  return (
    <Section panel title="What needs doing">
      <TodoList todo={membership.todo} applicationHref="/account#application" />
    </Section>
  );
}

const ACCOUNT_LINK = (
  <p>
    Your invoices, sessions and details are on <Link to="/account">your account</Link>.
  </p>
);

/** An applicant's dashboard: where the application stands, and nothing they cannot open yet. */
export function ApplicantHome({ membership }: { membership: MyMembership }) {
  const application = membership.application;
  const detail =
    membership.state === 'awaiting_payment' && application?.tier
      ? ` as ${TIER_LABELS[application.tier]}`
      : membership.state === 'under_review' && application?.status === 'info_requested'
        ? `: ${APPLICATION_STATUS_LABELS.info_requested.toLowerCase()}`
        : '';
  const stands = `${MEMBERSHIP_STATE_LABELS[membership.state]}${detail}. ${MEMBERSHIP_STATE_NOTES[membership.state]}`;
  return (
    <>
      <Notice tone="info" title={stands}>
        {application?.rejectionReason ? <p className={text.quote}>{application.rejectionReason}</p> : null}
      </Notice>
      <WhatNeedsDoing membership={membership} />
      <p>
        The directory’s contacts, the shipping leads, schedules, tracking and the other member tools open once
        your membership is approved and paid. We email you at each step.
      </p>
      {ACCOUNT_LINK}
    </>
  );
}

/** Standard Inactive: lapsed, or suspended by the association. */
export function InactiveHome({ membership }: { membership: MyMembership }) {
  const { suspension } = membership;
  return (
    <>
      <Notice tone="warning">
        <p>
          {suspension
            ? `The association suspended the membership on ${formatDate(suspension.at.slice(0, 10))}: ${suspension.reason}`
            : 'Your membership has lapsed, so the member tools are closed to your company and the directory lists it as inactive. Pay the renewal invoice to open them again.'}
        </p>
      </Notice>
      <WhatNeedsDoing membership={membership} />
      {suspension ? (
        <p>
          To discuss it, write to the DFA team through the <Link to="/company/contact-us">contact page</Link>.
        </p>
      ) : null}
      {ACCOUNT_LINK}
    </>
  );
}
