import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { checkResetToken, confirmPassword, passwordSchema } from '../../../shared/api/auth';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { showApiError } from '../../lib/api-errors';
import { FormAlert, PasswordField } from '../../components/forms/form-fields';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import styles from './auth.module.css';

const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match.',
  });

type LinkState = 'checking' | 'valid' | 'invalid' | 'unreachable';

/** A rejected token (unknown, expired, used) is a 4xx about the link itself, not the password. */
function isTokenRejected(error: unknown): boolean {
  return (
    error instanceof ApiCallError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.fields?.token !== undefined
  );
}

function InvalidLink() {
  const forgotHref = builtHref('auth-forgot-password');
  return (
    <>
      <h1>This link no longer works</h1>
      <div className={styles.card}>
        <p>
          Password links work once and only for a limited time. This one has expired, has already been used,
          or was copied incompletely.
        </p>
        {forgotHref ? (
          <p>
            <Link to={forgotHref}>Request a new link</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}

function NewPasswordForm({ token, onTokenRejected }: { token: string; onTokenRejected: () => void }) {
  const navigate = useNavigate();
  const meterId = useId();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setFormError(undefined);
    try {
      await callApi(confirmPassword, { body: { token, password: newPassword } });
      await navigate('/auth/notification-page?flow=password-changed');
    } catch (error) {
      if (isTokenRejected(error)) onTokenRejected();
      else setFormError(showApiError(error, setError, ['password']));
    }
  });

  return (
    <>
      <h1>Choose a new password</h1>
      <p className={styles.lead}>Once it is changed, every device signed in to your account is signed out.</p>
      <form className={styles.card} method="post" noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          describedBy={meterId}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter id={meterId} password={password} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </>
  );
}

export default function ConfirmPasswordPage() {
  const token = useParams()['*'] ?? '';
  const [state, setState] = useState<LinkState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    callApi(checkResetToken, { query: { token } })
      .then(({ valid }) => active && setState(valid ? 'valid' : 'invalid'))
      .catch((error: unknown) => {
        if (!active) return;
        const rejected = error instanceof ApiCallError && error.status >= 400 && error.status < 500;
        setState(rejected ? 'invalid' : 'unreachable');
      });
    return () => {
      active = false;
    };
  }, [token, attempt]);

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/confirm-password"
        title="Choose a new password"
        description="Set a new password for your Digital Freight Alliance account."
        noIndex
      />
      {state === 'checking' ? <p role="status">Checking your link…</p> : null}
      {state === 'invalid' ? <InvalidLink /> : null}
      {state === 'valid' ? (
        <NewPasswordForm token={token} onTokenRejected={() => setState('invalid')} />
      ) : null}
      {state === 'unreachable' ? (
        <>
          <h1>We could not check your link</h1>
          <FormAlert message="We could not reach the DFA server. Check your connection and try again." />
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setState('checking');
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}
