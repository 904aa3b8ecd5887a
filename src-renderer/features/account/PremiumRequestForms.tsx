import { useId, useState, type FormEvent } from 'react';
import type { MyMembership, requestPremium, withdrawPremiumRequest } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { FormAlert, TextAreaField } from '../../components/forms/form-fields';
import workspace from '../../components/kit/classes.module.css';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';

/** A Standard member's request for Premium: the form that sends it. */
export function RequestForm({ onSent }: { onSent: (membership: MyMembership) => void }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFieldError(undefined);
    try {
      onSent(
        await callApi<typeof requestPremium>(
          { method: 'POST', path: '/api/membership/premium-request' },
          { body: { note } },
        ),
      );
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.fields?.note) setFieldError(failure.fields?.note);
      else
        setError(
          failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.',
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="request-heading">
      <h2 id="request-heading">Ask the association</h2>
      <TextAreaField
        id={noteId}
        label="A note for the association (optional)"
        hint="For example the trades you want cover for."
        rows={3}
        value={note}
        error={fieldError}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={error} />
      <button type="submit" className={workspace.button} disabled={busy}>
        {busy ? 'Sending…' : 'Ask to move to Premium'}
      </button>
    </form>
  );
}

/** A request the association has not decided yet, which the member may withdraw. */
export function OpenRequest({
  membership,
  onWithdrawn,
}: {
  membership: MyMembership;
  onWithdrawn: (membership: MyMembership) => void;
}) {
  const [asking, setAsking] = useState(false);
  const request = membership.premiumRequest!;
  return (
    <section className={workspace.section} aria-labelledby="request-heading">
      <h2 id="request-heading">Your request</h2>
      <p role="status">
        {request.requestedBy ?? 'Your company'} asked to move to Premium on{' '}
        {formatDate(request.createdAt.slice(0, 10))}. The association is deciding and emails you its answer;
        nothing is invoiced until it approves.
      </p>
      {request.note ? <p className={workspace.quote}>{request.note}</p> : null}
      <button type="button" className={workspace.secondaryButton} onClick={() => setAsking(true)}>
        Withdraw the request
      </button>
      {asking ? (
        <ConfirmDialog
          title="Withdraw your request for Premium?"
          text="Your company stays Standard and nothing is invoiced. You can ask again at any time."
          confirmLabel="Withdraw the request"
          tone="danger"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            onWithdrawn(
              await callApi<typeof withdrawPremiumRequest>(
                { method: 'POST', path: '/api/membership/premium-request/withdraw' },
                {},
              ),
            );
          }}
        />
      ) : null}
    </section>
  );
}
