import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/forms/form-fields';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';
import type { SignUpValues } from './sign-up-form';

export function StepPassword() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  const meterId = useId();
  const [password, firstName, lastName, email] = useWatch({
    control,
    name: ['password', 'contact.firstName', 'contact.lastName', 'contact.email'],
  });
  return (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        describedBy={meterId}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthMeter id={meterId} password={password} personal={[firstName, lastName, email]} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
