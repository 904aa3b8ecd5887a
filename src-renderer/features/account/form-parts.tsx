import type { ChangeEvent } from 'react';
import { FormAlert, PasswordField } from '../../components/forms/form-fields';
import workspace from '../../components/workspace/workspace.module.css';
import type { AccountForm } from './use-account-form';

/** What a change that signs other devices out says about them. */
export function endedText(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? 'One other device was signed out.' : `${count} other devices were signed out.`;
}

/** The current password, asked before a change that could take the account over. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <PasswordField
      label="Current password"
      name="currentPassword"
      autoComplete="current-password"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}

/** The send button of a form, and the status region that says what the send achieved. */
export function FormFooter({
  form,
  label,
  busyLabel,
}: {
  form: AccountForm;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <div className={workspace.actions}>
        <button type="submit" className={workspace.button} disabled={form.busy}>
          {form.busy ? busyLabel : label}
        </button>
      </div>
      <FormAlert tone="info" message={form.done} />
    </>
  );
}
