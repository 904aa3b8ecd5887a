import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { confirmEmailChange } from '../../../shared/api/account';
import { Seo } from '../../components/seo/Seo';
import { FormAlert } from '../../components/forms/form-fields';
import workspace from '../../components/kit/classes.module.css';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useSignedIn } from '../../lib/session/use-signed-in';
import { useHydrated } from '../../lib/use-hydrated';

type Outcome =
  | { state: 'waiting' }
  | { state: 'changed'; email: string; endedSessions: number }
  | { state: 'dead'; message: string };

/**
 * The page of the link sent to a new address. The address changes when the member presses the
 * button, not when the page opens, so a mail scanner that follows links changes nothing.
 */
export default function ConfirmEmailPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<typeof confirmEmailChange>(
        { method: 'POST', path: '/api/account/email/confirm' },
        { body: { token } },
      );
      if (answer.user) signedIn(answer.user);
      setOutcome({ state: 'changed', email: answer.email, endedSessions: answer.endedSessions });
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
    <div className={workspace.page}>
      <Seo
        path="/account/confirm-email"
        title="Confirm your new email address"
        description="Confirm the new email address of your Digital Freight Alliance account."
        noIndex
      />
      {outcome.state === 'changed' ? (
        <div role="status">
          <h1>Your email address is changed</h1>
          <p>
            Your DFA Portal account now uses <strong>{outcome.email}</strong>: sign in with it from now on. We
            told your previous address about the change.
          </p>
          {outcome.endedSessions > 0 ? (
            <p>
              {outcome.endedSessions === 1
                ? 'One other device was signed out; '
                : `${outcome.endedSessions} other devices were signed out; `}
              the device you asked for the change on stays signed in.
            </p>
          ) : null}
          <p>
            <Link to="/account">Go to your account</Link>
          </p>
        </div>
      ) : outcome.state === 'dead' ? (
        <div role="alert">
          <h1>This link no longer works</h1>
          <p>{outcome.message}</p>
          <p>
            <Link to="/account">Go to your account</Link>
          </p>
        </div>
      ) : (
        <>
          <h1>Confirm your new email address</h1>
          <p className={workspace.lead}>
            Your DFA Portal account moves to the address this link was sent to. You will sign in with it, and
            the portal will write to it.
          </p>
          <FormAlert message={error} />
          <button
            type="button"
            className={workspace.button}
            disabled={!hydrated || busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Confirming…' : 'Confirm my new email address'}
          </button>
        </>
      )}
    </div>
  );
}
