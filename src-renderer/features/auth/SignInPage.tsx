import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema, requestSignInLink, signIn, type SecondFactorStep } from '../../../shared/api/auth';
import type { UserRecord } from '../../../shared/api/user';
import { Captcha } from '../../components/captcha/Captcha';
import { ApiCallError } from '../../lib/api-call-error';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { useSignedIn } from '../../lib/session/use-signed-in';
import { showApiError } from '../../lib/api-errors';
import { useServerForm } from '../../components/forms/use-server-form';
import { FormAlert, PasswordField, TextField } from '../../components/forms/form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';
import { RecoveryCodes, SecondFactorForm } from './SecondFactorForm';

const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});

export default function SignInPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  // After wrong passwords on the account, a browser it does not know takes one more step.
  const [needsBotCheck, setNeedsBotCheck] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [linkOffered, setLinkOffered] = useState(false);
  const [linkNotice, setLinkNotice] = useState<string>();
  const {
    formId,
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useServerForm({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });
  const forgotHref = builtHref('auth-forgot-password');
  const signUpHref = builtHref('auth-sign-up');

  const finish = async (user: UserRecord) => {
    signedIn(user);
    await navigate('/auth/sign-in/greetings');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    setLinkNotice(undefined);
    try {
      const answer = await callApi(signIn, {
        body: { ...values, ...(captchaToken ? { captchaToken } : {}) },
      });
      if ('data' in answer) await finish(answer.data);
      else setSecondFactor(answer.secondFactor);
    } catch (error) {
      const fields = error instanceof ApiCallError ? error.fields : undefined;
      if (fields?.captchaToken || fields?.signInLink) {
        // Each bot-check token is accepted once: a refused sign-in needs a fresh one.
        setNeedsBotCheck(Boolean(fields.captchaToken));
        setCaptchaReset((value) => value + 1);
        setLinkOffered(Boolean(fields.signInLink));
        setFormError(fields.signInLink ?? fields.captchaToken);
        return;
      }
      setFormError(showApiError(error, setError, ['email', 'password']));
    }
  });

  const sendLink = async () => {
    setLinkNotice(undefined);
    try {
      await callApi(requestSignInLink, { body: { email: getValues('email') } });
      setLinkNotice(
        `If ${getValues('email')} has an account, a sign-in link is on its way there. Open it in this browser, then sign in.`,
      );
    } catch (error) {
      setFormError(showApiError(error, setError, ['email']));
    }
  };

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/sign-in"
        title="Sign in to the member portal"
        description="Sign in to the Digital Freight Alliance member portal: the directory, shipping leads, tracking and your company profile."
        noIndex
      />
      <h1>Sign in</h1>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onContinue={() => void navigate('/auth/sign-in/greetings')} />
      ) : secondFactor ? (
        <SecondFactorForm
          step={secondFactor}
          onSignedIn={(user, codes) => {
            if (codes) {
              signedIn(user);
              setRecoveryCodes(codes);
            } else void finish(user);
          }}
          onRestart={(message) => {
            setSecondFactor(undefined);
            setFormError(message);
          }}
        />
      ) : (
        <>
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
            {needsBotCheck ? (
              <Captcha onToken={setCaptchaToken} action="sign-in" resetKey={captchaReset} />
            ) : null}
            {linkOffered ? (
              <p>
                <button type="button" className={styles.secondaryButton} onClick={() => void sendLink()}>
                  Email me a sign-in link
                </button>
              </p>
            ) : null}
            <FormAlert tone="info" message={linkNotice} />
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
        </>
      )}
    </div>
  );
}
