import { useId, useState, type FormEvent } from 'react';
import { CONFIRMATION_LINKS_PER_DAY, type resendConfirmation } from '../../../shared/api/email-confirmation';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import styles from './auth.module.css';

/**
 * Asks for a new link to confirm the sign-up's email address. The answer is the same whether or
 * not the address waits for one, so the form tells nobody which addresses applied.
 */
export function ResendConfirmationForm({ email: given = '' }: { email?: string }) {
  const emailId = useId();
  const [email, setEmail] = useState(given);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    setError(undefined);
    try {
      await callApi<typeof resendConfirmation>(
        { method: 'POST', path: '/api/auth/resend-confirmation' },
        { body: { email } },
      );
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.fields?.email) setFieldError(failure.fields?.email);
      else
        setError(
          failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send a new confirmation link">
      <TextField
        id={emailId}
        label="The email address you applied with"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormAlert message={error} />
      {sent ? (
        <p role="status">
          If an application with this address is still waiting for its confirmation, a new link is on its way.
          Open the newest email: we send at most one link a minute and {CONFIRMATION_LINKS_PER_DAY} a day.
        </p>
      ) : null}
      <button type="submit" className={styles.secondaryButton} disabled={busy}>
        {busy ? 'Sending…' : 'Send a new link'}
      </button>
    </form>
  );
}
