import { useState } from 'react';
import { CONFIRMATION_LINKS_PER_DAY, type resendConfirmation } from '../../../shared/api/email-confirmation';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { FormAlert } from '../../components/forms/form-fields';
import workspace from '../../components/kit/classes.module.css';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';

/** An applicant who has not opened the sign-up's link yet: why it matters, and another link. */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const resend = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await callApi<typeof resendConfirmation>(
        { method: 'POST', path: '/api/auth/resend-confirmation' },
        { body: { email } },
      );
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={workspace.notice} aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading">Confirm your email address</h2>
      <p>
        We sent a link to <strong>{email}</strong>. {MEMBERSHIP_STATE_NOTES.email_unconfirmed}
      </p>
      <FormAlert message={error} />
      {sent ? (
        <p role="status">
          A new link is on its way to {email}. We send at most one link a minute and{' '}
          {CONFIRMATION_LINKS_PER_DAY} a day.
        </p>
      ) : null}
      <button
        type="button"
        className={workspace.secondaryButton}
        disabled={busy}
        onClick={() => void resend()}
      >
        {busy ? 'Sending…' : 'Send a new link'}
      </button>
    </section>
  );
}
