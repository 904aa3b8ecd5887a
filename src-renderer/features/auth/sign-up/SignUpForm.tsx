import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { MembershipTier } from '../../../../shared/domain/membership';
import { useSite } from '../../../lib/site-context';
import { FormAlert } from '../../../components/forms/form-fields';
import { readServerForm } from '../../../components/forms/read-server-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { EMPTY_SIGN_UP, FORM_FIELDS, STEPS, stepOfField, type StepId } from './sign-up-form';
import { STEP_RESOLVERS, loadSignUpContract } from './lazy-contract';
import { Captcha, loadLaterSteps, StepAgreements, StepContact, StepPassword, StepPhone } from './lazy-steps';
import { StepCompany } from './StepCompany';
import type { PhoneProgress } from './StepPhone';
import { StepButtons } from './StepButtons';
import { StepProgress } from './StepProgress';
import { useEmailCheck } from './use-email-check';
import styles from '../auth.module.css';
import signUpStyles from './SignUpPage.module.css';

const REGISTERED_MESSAGE =
  'This email address is already registered. Sign in instead, or use another address.';

const FORM_ID = 'sign-up-form';

/** The application's five steps; the page around it hydrates without waiting for this code. */
export default function SignUpForm({ plan }: { plan: MembershipTier | undefined }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  const [step, setStep] = useState<StepId>('company');
  const [formError, setFormError] = useState<string>();
  const [phone, setPhone] = useState<PhoneProgress>({ phone: '' });
  const [submitToken, setSubmitToken] = useState<string | null>(null);
  const [submitReset, setSubmitReset] = useState(0);
  const [emailToken, setEmailToken] = useState<string | null>(null);
  const [emailReset, setEmailReset] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const laterStepsRequested = useRef(false);
  const startedOnce = () => {
    if (laterStepsRequested.current) return;
    laterStepsRequested.current = true;
    loadLaterSteps();
  };
  const [moves, setMoves] = useState(0);

  // Hydration keeps what the visitor typed into the server's first step rather than emptying it.
  const [typed] = useState(() => readServerForm(FORM_ID, EMPTY_SIGN_UP));
  const form = useForm({ defaultValues: typed, resolver: STEP_RESOLVERS[step] });
  const { handleSubmit, getValues, setValue, setError, control } = form;
  const typedEmail = useWatch({ control, name: 'contact.email' });
  const renewEmailToken = useCallback(() => setEmailReset((value) => value + 1), []);
  const emailCheck = useEmailCheck(typedEmail, {
    required: captchaRequired,
    token: emailToken,
    onTokenUsed: renewEmailToken,
  });

  const index = STEPS.findIndex((entry) => entry.id === step);
  const current = STEPS[index] ?? STEPS[0];

  const goTo = (next: StepId) => {
    setMoves((count) => count + 1);
    setFormError(undefined);
    setStep(next);
  };

  // Moving between steps puts focus on the new step's heading, so screen readers start there.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const goBack = () => {
    const previous = STEPS[index - 1];
    if (previous) goTo(previous.id);
  };

  /** Server or schema messages go beside their fields, on the earliest step that has one. */
  const showFieldErrors = (fields: Record<string, string>, fallback: string) => {
    const placed = Object.entries(fields).filter(([field]) => FORM_FIELDS.some((name) => name === field));
    for (const [field, message] of placed) {
      setError(field as (typeof FORM_FIELDS)[number], { type: 'server', message });
    }
    const steps = Object.keys(fields).map(stepOfField);
    const first = STEPS.find((entry) => steps.includes(entry.id));
    if (fields.phoneToken) setPhone((progress) => ({ phone: progress.phone }));
    if (first && first.id !== step) goTo(first.id);
    const unplaced = Object.entries(fields).filter(([field]) => !placed.some(([name]) => name === field));
    setFormError(unplaced.length > 0 ? unplaced.map(([, message]) => message).join(' ') : fallback);
  };

  const submit = async () => {
    const { sendApplication } = await import('./send-application');
    const outcome = await sendApplication(getValues(), {
      phoneToken: phone.phoneToken,
      captchaToken: submitToken,
      plan,
    });
    if (outcome.sent) return navigate('/auth/notification-page?flow=registration');
    if (outcome.answered && submitToken) setSubmitReset((value) => value + 1);
    if (outcome.fields) showFieldErrors(outcome.fields, outcome.message);
    else setFormError(outcome.message);
  };

  const onStepValid = async () => {
    setFormError(undefined);
    if (step === 'company') {
      const { diallingPrefix } = await loadSignUpContract();
      const { country } = getValues('company');
      if (!getValues('contact.phone')) setValue('contact.phone', diallingPrefix(country));
    }
    if (step === 'contact') {
      if (emailCheck.state === 'registered') {
        setError('contact.email', { type: 'server', message: REGISTERED_MESSAGE }, { shouldFocus: true });
        return;
      }
      const { toE164 } = await loadSignUpContract();
      const e164 = toE164(getValues('contact.phone')) ?? '';
      if (e164 !== phone.phone) setPhone({ phone: e164 });
    }
    if (step === 'agreements') return submit();
    const next = STEPS[index + 1];
    if (next) goTo(next.id);
  };

  return (
    <>
      <StepProgress current={step} />
      <section className={styles.card} aria-labelledby="sign-up-step-heading">
        <h2 id="sign-up-step-heading" ref={headingRef} tabIndex={-1} className={signUpStyles.stepHeading}>
          Step {index + 1} of {STEPS.length}: {current.title}
        </h2>
        <FormProvider {...form}>
          <Suspense fallback={<p role="status">Loading the next step…</p>}>
            {step === 'phone' ? (
              <StepPhone
                progress={phone}
                onProgress={setPhone}
                onBack={goBack}
                onNext={() => goTo('password')}
              />
            ) : (
              <form
                id={FORM_ID}
                noValidate
                method="post"
                onSubmit={handleSubmit(onStepValid)}
                onFocusCapture={startedOnce}
              >
                <FormAlert message={formError} />
                {step === 'company' ? <StepCompany /> : null}
                {step === 'contact' ? <StepContact emailCheck={emailCheck} /> : null}
                {step === 'contact' && captchaRequired ? (
                  <Captcha action="check-email" onToken={setEmailToken} resetKey={emailReset} />
                ) : null}
                {step === 'password' ? <StepPassword /> : null}
                {step === 'agreements' ? (
                  <StepAgreements onCaptchaToken={setSubmitToken} captchaResetKey={submitReset} />
                ) : null}
                <StepButtons
                  onBack={index > 0 ? goBack : undefined}
                  last={step === 'agreements'}
                  busy={!hydrated || form.formState.isSubmitting}
                  sending={form.formState.isSubmitting}
                />
              </form>
            )}
          </Suspense>
        </FormProvider>
      </section>
    </>
  );
}
