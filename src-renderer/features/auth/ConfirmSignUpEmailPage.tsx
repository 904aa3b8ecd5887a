import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { confirmEmail } from '../../../shared/api/email-confirmation';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership';
import { FormAlert } from '../../components/forms/form-fields';
import { Seo } from '../../components/seo/Seo';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';
import { ResendConfirmationForm } from './ResendConfirmationForm';

type Outcome =
  { state: 'waiting' } | { state: 'confirmed'; email: string } | { state: 'dead'; message: string };

/**
 * The page of the link sent at sign-up. The address is confirmed when the applicant presses the
 * button, not when the page opens, so a mail scanner that follows links confirms nothing.
 */
export default function ConfirmSignUpEmailPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<typeof confirmEmail>(
        { method: 'POST', path: '/api/auth/confirm-email' },
        { body: { token } },
      );
      setOutcome({ state: 'confirmed', email: answer.email });
    } catch (failure) {
      if (failure instanceof ApiCallError && (failure.status === 404 || failure.fields?.token)) {
        setOutcome({ state: 'dead', message: failure.fields?.token ?? failure.message });
      } else {
        setError(
          failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/confirm-email"
        title="Confirm your email address"
        description="Confirm the email address of your application to the Digital Freight Alliance."
        noIndex
      />
      {outcome.state === 'confirmed' ? (
        <div role="status">
          <h1>Your email address is confirmed</h1>
          <div className={styles.card}>
            <p>
              Thank you: <strong>{outcome.email}</strong> is confirmed. {MEMBERSHIP_STATE_NOTES.under_review}
            </p>
            <p>
              <Link to="/auth/sign-in">Sign in to follow your application</Link>
            </p>
          </div>
        </div>
      ) : outcome.state === 'dead' ? (
        <>
          <h1>This link no longer works</h1>
          <div className={styles.card}>
            <p role="alert">{outcome.message}</p>
            <ResendConfirmationForm />
          </div>
        </>
      ) : (
        <>
          <h1>Confirm your email address</h1>
          <p className={styles.lead}>
            Confirming shows the association that this address is yours: your application is reviewed once it
            is confirmed.
          </p>
          <FormAlert message={error} />
          <button
            type="button"
            className={styles.button}
            disabled={!hydrated || busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Confirming…' : 'Confirm my email address'}
          </button>
        </>
      )}
    </div>
  );
}
