import { useState } from 'react';
import { useParams } from 'react-router';
import type { confirmWidgetNotifyEmail } from '../../../shared/api/calculator-widget';
import { FormAlert } from '../../components/forms/form-fields';
import { Seo } from '../../components/seo/Seo';
import workspace from '../../components/kit/classes.module.css';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';

type Outcome =
  | { state: 'waiting' }
  | { state: 'confirmed'; email: string; company: string }
  | { state: 'dead'; message: string };

/**
 * The page of the link sent to an address a member chose for their calculator's quote requests.
 * Its owner is often no member and not signed in. The address is confirmed when they press the
 * button, not when the page opens, so a mail scanner that follows links confirms nothing.
 */
export default function ConfirmAddressPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<typeof confirmWidgetNotifyEmail>(
        { method: 'POST', path: '/api/calculator-widget/notify-email/confirm' },
        { body: { token } },
      );
      setOutcome({ state: 'confirmed', ...answer });
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
        path="/digital-tools/freight-calculator/confirm-address"
        title="Confirm the address for calculator quote requests"
        description="Confirm the address where a Digital Freight Alliance member's website calculator sends its quote requests."
        noIndex
      />
      {outcome.state === 'confirmed' ? (
        <div role="status">
          <h1>The address is confirmed</h1>
          <p>
            Quote requests from the calculator of <strong>{outcome.company}</strong> now go to{' '}
            <strong>{outcome.email}</strong>.
          </p>
        </div>
      ) : outcome.state === 'dead' ? (
        <div role="alert">
          <h1>This link no longer works</h1>
          <p>{outcome.message}</p>
        </div>
      ) : (
        <>
          <h1>Confirm the address for calculator quote requests</h1>
          <p className={workspace.lead}>
            A member of the Digital Freight Alliance wants the quote requests from the freight calculator on
            its website sent to the address this link was emailed to. Confirm only if you expect them.
          </p>
          <FormAlert message={error} />
          <button
            type="button"
            className={workspace.button}
            disabled={!hydrated || busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Confirming…' : 'Confirm this address'}
          </button>
        </>
      )}
    </div>
  );
}
