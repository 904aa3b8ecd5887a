import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema, resetPasswordRequest } from '../../../shared/api/auth';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { showApiError } from '../../lib/api-errors';
import { useServerForm } from '../../components/forms/use-server-form';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';

const forgotFormSchema = z.object({ email: emailSchema });

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const {
    formId,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useServerForm({ resolver: zodResolver(forgotFormSchema), defaultValues: { email: '' } });
  const signInHref = builtHref('auth-sign-in');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await callApi(resetPasswordRequest, { body: values });
      await navigate('/auth/notification-page?flow=reset-sent');
    } catch (error) {
      setFormError(showApiError(error, setError, ['email']));
    }
  });

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/forgot-password"
        title="Reset your password"
        description="Forgot your Digital Freight Alliance password? Enter your email address and we will send you a link to choose a new one."
        noIndex
      />
      <h1>Reset your password</h1>
      <p className={styles.lead}>
        Enter the email address you sign in with. If it belongs to an account, we will email you a link to
        choose a new password.
      </p>
      <form id={formId} className={styles.card} method="post" noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={styles.actions}>
          {signInHref ? <Link to={signInHref}>Back to sign in</Link> : null}
          <button type="submit" className={styles.button} disabled={!hydrated || isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send the link'}
          </button>
        </div>
      </form>
    </div>
  );
}
