import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema, signIn } from '../../../shared/api/auth';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { useSignedIn } from '../../lib/session/use-signed-in';
import { showApiError } from '../../lib/api-errors';
import { useServerForm } from '../../components/forms/use-server-form';
import { FormAlert, PasswordField, TextField } from '../../components/forms/form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';

const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});

export default function SignInPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const {
    formId,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useServerForm({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });
  const forgotHref = builtHref('auth-forgot-password');
  const signUpHref = builtHref('auth-sign-up');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { data } = await callApi(signIn, { body: values });
      signedIn(data);
      await navigate('/auth/sign-in/greetings');
    } catch (error) {
      setFormError(showApiError(error, setError, ['email', 'password']));
    }
  });

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/sign-in"
        title="Sign in to the member portal"
        description="Sign in to the Digital Freight Alliance member portal: the directory, shipping leads, tracking and your company profile."
        noIndex
      />
      <h1>Sign in</h1>
      <p className={styles.lead}>Welcome back. Sign in with the email address your company registered.</p>
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
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.actions}>
          {forgotHref ? <Link to={forgotHref}>Forgot your password?</Link> : null}
          <button type="submit" className={styles.button} disabled={!hydrated || isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      {signUpHref ? (
        <p>
          Not a member yet? <Link to={signUpHref}>Apply for membership</Link>
        </p>
      ) : null}
    </div>
  );
}
