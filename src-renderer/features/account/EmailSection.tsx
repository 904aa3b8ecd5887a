import { useState } from 'react';
import {
  cancelEmailChange,
  EMAIL_CHANGE_TTL_HOURS,
  requestEmailChange,
  type PendingEmailChange,
} from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { PasswordField, TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Button } from '../../components/kit/Button';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';
import { formatMoment } from './moment';

/** The change waiting for its link, and the button that withdraws it. */
function PendingChange({ pending, onWithdrawn }: { pending: PendingEmailChange; onWithdrawn: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const withdraw = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await callApi(cancelEmailChange);
      onWithdrawn();
      announce('The change is withdrawn: your email address stays as it is.');
      // The notice and its button are gone: the form for a new address is where to go on.
      focusSoon(() => document.getElementById('email-change')?.querySelector('input'));
    } catch (failure) {
      const message =
        failure instanceof ApiCallError ? failure.message : 'The change could not be withdrawn.';
      setError(message);
      announce(message, { assertive: true });
      setBusy(false);
    }
  };
  return (
    <Notice tone="warning">
      <p>
        Waiting for confirmation: we sent a link to <strong>{pending.email}</strong>. Your address changes
        when you open it; it works until {formatMoment(pending.expiresAt)}.
      </p>
      {error ? <p>{error}</p> : null}
      <Button small busy={busy} busyLabel="Withdrawing…" onClick={() => void withdraw()}>
        Withdraw this change
      </Button>
    </Notice>
  );
}

/**
 * A new address is confirmed with a link sent to it; the account keeps the current address
 * until the link is opened, and the current address is told when it changes.
 */
export function EmailSection({
  user,
  pending,
  onPendingChange,
}: {
  user: UserRecord;
  pending: PendingEmailChange | null;
  onPendingChange: (pending: PendingEmailChange | null) => void;
}) {
  const api = useApiForm({
    endpoint: requestEmailChange,
    defaultValues: { email: '', currentPassword: '' },
    resetOnSuccess: true,
    onSuccess: ({ pendingEmail }) => {
      onPendingChange(pendingEmail);
      return `We sent a confirmation link to ${pendingEmail.email}. Open it to finish the change.`;
    },
  });
  return (
    <Section panel title="Email address">
      <p>
        You sign in with <strong>{user.email}</strong>, and the portal writes to it.
      </p>
      {pending ? <PendingChange pending={pending} onWithdrawn={() => onPendingChange(null)} /> : null}
      <div id="email-change">
        <ApiFormFrame
          api={api}
          label="Change the email address"
          submitLabel="Send the confirmation link"
          busyLabel="Sending…"
        >
          <TextField
            label="New email address"
            hint={`We email a link to the new address. It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours; your address changes only when you open it.`}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...api.field('email')}
          />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...api.field('currentPassword')}
          />
        </ApiFormFrame>
      </div>
    </Section>
  );
}
