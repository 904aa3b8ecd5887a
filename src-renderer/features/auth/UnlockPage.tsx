import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { openSignInLink } from '../../../shared/api/auth';
import { FormAlert } from '../../components/forms/form-fields';
import { Seo } from '../../components/seo/Seo';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';

type Outcome = { state: 'waiting' } | { state: 'open'; email: string } | { state: 'dead'; message: string };

/**
 * The page of the sign-in link emailed after wrong passwords on an account: pressing the button
 * lets this browser sign in with the password as usual. Nothing happens when the page merely
 * opens, so a mail scanner that follows links uses nothing up.
 */
export default function UnlockPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const open = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { email } = await callApi(openSignInLink, { body: { token } });
      setOutcome({ state: 'open', email });
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.status < 500 && failure.fields?.token) {
        setOutcome({ state: 'dead', message: failure.fields?.token });
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
        path="/auth/unlock"
        title="Let this browser sign in"
        description="Let this browser sign in to your Digital Freight Alliance account after wrong passwords were tried on it."
        noIndex
      />
      {outcome.state === 'open' ? (
        <div role="status">
          <h1>This browser may sign in</h1>
          <p>
            Sign in to <strong>{outcome.email}</strong> with your password as usual. If you did not try the
            wrong passwords yourself, choose a new password after signing in.
          </p>
          <p>
            <Link className={styles.button} to="/auth/sign-in">
              Sign in
            </Link>
          </p>
        </div>
      ) : outcome.state === 'dead' ? (
        <div role="alert">
          <h1>This link no longer works</h1>
          <p>{outcome.message}</p>
          <p>
            <Link to="/auth/sign-in">Go to the sign-in page</Link>
          </p>
        </div>
      ) : (
        <>
          <h1>Let this browser sign in</h1>
          <p className={styles.lead}>
            Wrong passwords were tried on your account, so browsers it does not know take one more step. This
            link lets the browser it is opened in sign in with your password.
          </p>
          <FormAlert message={error} />
          <button
            type="button"
            className={styles.button}
            disabled={!hydrated || busy}
            onClick={() => void open()}
          >
            {busy ? 'One moment…' : 'Let this browser sign in'}
          </button>
        </>
      )}
    </div>
  );
}
