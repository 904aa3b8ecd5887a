import { useState, type FormEvent } from 'react';
import type { changePassword } from '../../../shared/api/account';
import { PASSWORD_MIN_LENGTH } from '../../../shared/api/auth';
import { FormAlert, PasswordField } from '../../components/forms/form-fields';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi } from '../../lib/api';
import styles from './account.module.css';
import { CurrentPasswordField, FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

const MISMATCH = 'The two new passwords do not match.';

function endedText(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? 'One other device was signed out.' : `${count} other devices were signed out.`;
}

/** A new password, after the current one; every other device is signed out, this one stays. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const form = useAccountForm(['currentPassword', 'newPassword']);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== repeated) {
      form.clear();
      setMismatch(MISMATCH);
      return;
    }
    setMismatch(undefined);
    void form.run(async () => {
      const { endedSessions } = await callApi<typeof changePassword>(
        { method: 'POST', path: '/api/account/password' },
        {
          body: {
            currentPassword,
            newPassword,
          },
        },
      );
      setCurrentPassword('');
      setNewPassword('');
      setRepeated('');
      onChanged();
      return `Your password is changed. ${endedText(endedSessions)} This device stays signed in.`;
    });
  };

  return (
    <section className={workspace.section} aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p className={workspace.muted}>
        When you change it, every other device signed in to your account is signed out.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
        <FormAlert message={form.error} />
        <CurrentPasswordField
          value={currentPassword}
          onChange={setCurrentPassword}
          error={form.fields.currentPassword}
        />
        <PasswordField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={form.fields.newPassword}
          required
        />
        <PasswordField
          label="Repeat the new password"
          name="repeatedPassword"
          autoComplete="new-password"
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
          error={mismatch}
          required
        />
        <FormFooter form={form} label="Change password" busyLabel="Changing…" />
      </form>
    </section>
  );
}
