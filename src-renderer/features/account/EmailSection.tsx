import { useState, type FormEvent } from 'react';
import {
  EMAIL_CHANGE_TTL_HOURS,
  type cancelEmailChange,
  type PendingEmailChange,
  type requestEmailChange,
} from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi } from '../../lib/api';
import styles from './account.module.css';
import { formatMoment } from './moment';
import { CurrentPasswordField, FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

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
  const form = useAccountForm(['email', 'currentPassword']);
  const withdrawing = useAccountForm([]);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdrawing.clear();
    void form.run(async () => {
      const answer = await callApi<typeof requestEmailChange>(
        { method: 'POST', path: '/api/account/email' },
        {
          body: {
            email,
            currentPassword,
          },
        },
      );
      onPendingChange(answer.pendingEmail);
      setEmail('');
      setCurrentPassword('');
      return `We sent a confirmation link to ${answer.pendingEmail.email}. Open it to finish the change.`;
    });
  };

  const withdraw = () => {
    form.clear();
    void withdrawing.run(async () => {
      await callApi<typeof cancelEmailChange>({ method: 'POST', path: '/api/account/email/cancel' });
      onPendingChange(null);
      return 'The change is withdrawn: your email address stays as it is.';
    });
  };

  return (
    <section className={workspace.section} aria-labelledby="email-heading">
      <h2 id="email-heading">Email address</h2>
      <p>
        You sign in with <strong>{user.email}</strong>, and the portal writes to it.
      </p>
      {pending ? (
        <div className={workspace.notice}>
          <p>
            Waiting for confirmation: we sent a link to <strong>{pending.email}</strong>. Your address changes
            when you open it; it works until {formatMoment(pending.expiresAt)}.
          </p>
          <div className={workspace.actions}>
            <button
              type="button"
              className={workspace.secondaryButton}
              disabled={withdrawing.busy}
              onClick={withdraw}
            >
              {withdrawing.busy ? 'Withdrawing…' : 'Withdraw this change'}
            </button>
          </div>
          <FormAlert message={withdrawing.error} />
        </div>
      ) : null}
      <FormAlert tone="info" message={withdrawing.done} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Change the email address">
        <FormAlert message={form.error} />
        <TextField
          label="New email address"
          hint={`We email a link to the new address. It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours; your address changes only when you open it.`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.fields.email}
          required
        />
        <CurrentPasswordField
          value={currentPassword}
          onChange={setCurrentPassword}
          error={form.fields.currentPassword}
        />
        <FormFooter form={form} label="Send the confirmation link" busyLabel="Sending…" />
      </form>
    </section>
  );
}
