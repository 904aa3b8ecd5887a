import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { phoneExample } from '../../../../shared/domain/phone';
import { builtHref } from '../../../../shared/routes';
import { TextField } from '../../../components/forms/form-fields';
import type { EmailCheck } from './use-email-check';
import type { SignUpValues } from './sign-up-form';
import styles from './SignUpPage.module.css';

function EmailStatus({ check }: { check: EmailCheck }) {
  const signInHref = builtHref('auth-sign-in');
  return (
    <div role="status" className={styles.emailStatus}>
      {check.state === 'checking' ? 'Checking this address…' : null}
      {check.state === 'registered' ? (
        <>
          This email address is already registered.{' '}
          {signInHref ? <Link to={signInHref}>Sign in instead</Link> : null}
        </>
      ) : null}
    </div>
  );
}

export function StepContact({ emailCheck }: { emailCheck: EmailCheck }) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  // An example from the phone library for the company's country: it passes the same check.
  const example = phoneExample(getValues('company.country') || 'GB');
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.contact?.firstName?.message}
          {...register('contact.firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.contact?.lastName?.message}
          {...register('contact.lastName')}
        />
      </div>
      <TextField
        label="Work email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.contact?.email?.message}
        {...register('contact.email')}
      />
      <EmailStatus check={emailCheck} />
      <TextField
        label="Mobile phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={`With the country code${example ? `, like ${example}` : ''}. We send a code to it by SMS in the next step.`}
        error={errors.contact?.phone?.message}
        {...register('contact.phone')}
      />
    </>
  );
}
