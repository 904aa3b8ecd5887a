import { z } from 'zod';
import { changePassword } from '../../../shared/api/account';
import { PASSWORD_MIN_LENGTH } from '../../../shared/api/auth';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { PasswordField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Section } from '../../components/kit/Section';
import { endedText } from './ended-text';

const MISMATCH = 'The two new passwords do not match.';

/** The contract's body, and the new password typed twice alike. */
const passwordForm = changePassword.body
  .extend({ repeatedPassword: z.string() })
  .refine((values) => values.newPassword === values.repeatedPassword, {
    path: ['repeatedPassword'],
    message: MISMATCH,
  });

/** A new password, after the current one; every other device is signed out, this one stays. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const api = useApiForm({
    endpoint: changePassword,
    schema: passwordForm,
    defaultValues: { currentPassword: '', newPassword: '', repeatedPassword: '' },
    toBody: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    resetOnSuccess: true,
    onSuccess: ({ endedSessions }) => {
      onChanged();
      return `Your password is changed. ${endedText(endedSessions)} This device stays signed in.`;
    },
  });
  return (
    <Section
      panel
      title="Password"
      description="When you change it, every other device signed in to your account is signed out."
    >
      <ApiFormFrame api={api} label="Change the password" submitLabel="Change password" busyLabel="Changing…">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...api.field('currentPassword')}
        />
        <PasswordField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`}
          autoComplete="new-password"
          {...api.field('newPassword')}
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          {...api.field('repeatedPassword')}
        />
      </ApiFormFrame>
    </Section>
  );
}
