import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBERSHIP_TIERS, TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { Seo } from '../../components/seo/Seo';
import { BotCheckOnWebsite, useBotCheckOnWebsite } from '../../components/captcha/BotCheckOnWebsite';
import styles from './auth.module.css';

/**
 * The form is its own lazily loaded part: the server renders it in full, and the browser keeps
 * that HTML and hydrates it as soon as its code arrives, without the rest of the page waiting
 * for the form library.
 */
const SignUpForm = lazy(() => import('./sign-up/SignUpForm'));

/** The plan chosen on the membership page (`?plan=premium`), when it names one. */
function planOf(value: string | null): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier === value);
}

export default function SignUpPage() {
  const plan = planOf(useSearchParams()[0].get('plan'));
  const applyOnWebsite = useBotCheckOnWebsite();
  // The same element on every render: a boundary still waiting for its code that receives new
  // props (the page re-renders when the session check answers) gives up the server's HTML.
  const form = useMemo(
    () => (
      <Suspense fallback={<p role="status">Loading the application form…</p>}>
        <SignUpForm plan={plan} />
      </Suspense>
    ),
    [plan],
  );

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Seo
        path="/auth/sign-up"
        title="Apply for membership"
        description="Apply to join the Digital Freight Alliance: tell us about your company, verify your phone number and choose a password."
        noIndex
      />
      <h1>Apply for membership</h1>
      <p className={styles.lead}>
        {plan
          ? `You are applying for ${TIER_LABELS[plan]} membership; the association confirms the plan when it approves your company. `
          : ''}
        Five short steps. Your answers are kept when you go back and forth.
      </p>
      {applyOnWebsite ? (
        <section className={styles.card}>
          <BotCheckOnWebsite what="Your application" />
        </section>
      ) : (
        form
      )}
    </div>
  );
}
