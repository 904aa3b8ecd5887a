import { useRef, useState, type FormEvent } from 'react';
import { completeSecondFactor, TOTP_DIGITS, type SecondFactorStep } from '../../../shared/api/auth';
import type { UserRecord } from '../../../shared/api/user';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import { announce } from '../../lib/announce';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import styles from './auth.module.css';

/** The secret as an app's "enter a key" screen shows it: groups of four. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * An administrator's second step: the code of their authenticator app (or a recovery code), or,
 * at the first sign-in, adding the account to the app (QR code, or the secret typed in) and
 * entering its first code. `onRestart` goes back to the password when the sign-in has expired.
 */
export function SecondFactorForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondFactorStep;
  onSignedIn: (user: UserRecord, recoveryCodes: string[] | null) => void;
  onRestart: (message: string) => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const codeField = useRef<HTMLInputElement>(null);

  /** A refused code is read out at once, and its field takes focus so it can be typed again. */
  const refuseCode = (message: string) => {
    setFieldError(message);
    announce(message, { assertive: true });
    focusSoon(() => codeField.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFieldError(undefined);
    if (!code.trim()) {
      refuseCode('Enter the code from your authenticator app.');
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(completeSecondFactor, { body: { challenge: step.challenge, code } });
      onSignedIn(answer.data, answer.recoveryCodes);
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.fields?.challenge) onRestart(failure.fields?.challenge);
      else if (failure instanceof ApiCallError && failure.fields?.code) refuseCode(failure.fields.code);
      else
        setError(
          failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };

  const setup = step.step === 'setup' ? step : undefined;
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="second-factor-title"
    >
      <h2 id="second-factor-title" className={styles.stepTitle}>
        {setup ? 'Set up your authenticator app' : 'Enter your authentication code'}
      </h2>
      <FormAlert message={error} />
      {setup ? (
        <>
          <p>
            Administrator accounts need a second step at every sign-in. Add this account to an authenticator
            app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) by scanning
            the code, then enter the {TOTP_DIGITS}-digit code the app shows.
          </p>
          <img
            className={styles.qrCode}
            src={setup.qrCode}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Cannot scan? Choose to enter a key in the app, and type: <br />
            <code className={styles.secret}>{grouped(setup.secret)}</code>
          </p>
        </>
      ) : (
        <p>
          Open your authenticator app and enter the {TOTP_DIGITS}-digit code it shows for the DFA Portal. Lost
          your phone? Enter one of your recovery codes instead.
        </p>
      )}
      <TextField
        label={setup ? 'Code from the app' : 'Code from the app, or a recovery code'}
        name="code"
        autoComplete="one-time-code"
        inputMode={setup ? 'numeric' : 'text'}
        autoFocus
        ref={codeField}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Checking…' : setup ? 'Confirm and sign in' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}

/** The recovery codes, shown once after setting up the second factor. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="recovery-title">
      <h2 id="recovery-title" className={styles.stepTitle}>
        Keep your recovery codes
      </h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. This is the only
        time they are shown: print them or keep them in your password manager now.
      </p>
      <ul className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onContinue}>
          I have kept them, continue
        </button>
      </div>
    </section>
  );
}
