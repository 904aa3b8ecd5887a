import { Link } from 'react-router';
import type { MyMembership } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import workspace from '../../components/kit/classes.module.css';
import { ButtonLink } from '../../components/ui/ButtonLink';

export const PREMIUM_PATH = '/account/premium';

/**
 * The member's plan and the way to another: a Standard member asks for Premium (and sees where
 * its request stands); a Premium member learns that moving back credits nothing.
 */
export function PlanSection({ membership }: { membership: MyMembership }) {
  const { state, premiumRequest } = membership;
  if (state !== 'standard_active' && state !== 'premium') return null;
  return (
    <section className={workspace.section} aria-labelledby="plan-heading">
      <h2 id="plan-heading">Your plan</h2>
      {state === 'premium' ? (
        <p>
          Your company is a Premium member. Moving back to Standard is decided by the association and gives no
          refund or credit for the Premium fee already paid.
        </p>
      ) : premiumRequest?.status === 'open' ? (
        <p role="status">
          You asked to move to Premium on {formatDate(premiumRequest.createdAt.slice(0, 10))}: the association
          is deciding. <Link to={PREMIUM_PATH}>See your request</Link>
        </p>
      ) : (
        <>
          <p>
            Premium adds payment protection between Premium members and quoting on shipping leads.
            {premiumRequest?.status === 'declined'
              ? ` Your last request was declined: ${premiumRequest.reason ?? ''}`
              : ''}
          </p>
          <p className={workspace.actions}>
            <ButtonLink to={PREMIUM_PATH} variant="secondary">
              Ask to move to Premium
            </ButtonLink>
          </p>
        </>
      )}
    </section>
  );
}
