import { useId } from 'react';
import type { UserRecord } from '../../../shared/api/user';
import { toolLockedMessage, type MemberTool } from '../../../shared/domain/member-access';
import { stateOfAccount } from '../../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { standingOf } from '../../../shared/domain/standing';
import { builtHref } from '../../../shared/routes';
import { ButtonLink } from '../ui/ButtonLink';
import { RouteLink } from './RouteLink';
import styles from './ToolLocked.module.css';

/**
 * What an applicant, a lapsed member or (for a Premium benefit) a Standard member sees where a
 * member tool would be: why it is closed and the one thing to do about it. Renders nothing for an
 * account the tool is open to.
 */
export function ToolLocked({
  tool,
  user,
  compact = false,
}: {
  tool: MemberTool;
  user: Pick<UserRecord, 'type' | 'isAdmin' | 'state'>;
  /** a paragraph inside another section, rather than a panel with its own heading */
  compact?: boolean;
}) {
  const headingId = useId();
  const message = toolLockedMessage(tool, user);
  if (!message) return null;
  const standing = standingOf(user);
  const lapsed = standing === 'lapsed';
  // In good standing and still locked out: the tool is a Premium benefit.
  const premiumOnly = standing === 'good';
  const state = stateOfAccount(user);
  // Approved and waiting for the payment, or waiting for the email address: the next step is the member's.
  const ownStep = state === 'awaiting_payment' || state === 'email_unconfirmed';
  const text = ownStep ? `${message} ${MEMBERSHIP_STATE_NOTES[state]}` : message;
  const action = premiumOnly ? (
    <ButtonLink to={builtHref('account-premium') ?? '/account/premium'}>Ask to move to Premium</ButtonLink>
  ) : ownStep ? (
    <ButtonLink to={builtHref('account') ?? '/account'}>
      {state === 'awaiting_payment' ? 'See your invoice' : 'Ask for a new link'}
    </ButtonLink>
  ) : lapsed ? (
    <ButtonLink to={builtHref('company-contact-us') ?? '/company/contact-us'}>
      Ask for your renewal invoice
    </ButtonLink>
  ) : (
    <ButtonLink to={builtHref('directory-my-company') ?? '/directory/my-company'} variant="secondary">
      Complete your company profile
    </ButtonLink>
  );
  const more =
    premiumOnly || lapsed ? (
      <RouteLink to="membership">Compare membership plans</RouteLink>
    ) : (
      <RouteLink to="company-contact-us">Ask us about your application</RouteLink>
    );
  const heading = premiumOnly
    ? 'A Premium benefit'
    : lapsed
      ? 'Renew your membership'
      : state === 'awaiting_payment'
        ? 'Your membership starts when the first invoice is paid'
        : state === 'email_unconfirmed'
          ? 'Confirm your email address'
          : 'Your application is being reviewed';

  if (compact) {
    return (
      <div className={styles.compact} role="note">
        <p>{text}</p>
        <p className={styles.actions}>
          {action} {more}
        </p>
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{text}</p>
      <p className={styles.actions}>
        {action} {more}
      </p>
    </section>
  );
}
