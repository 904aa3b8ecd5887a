import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { registrationSchema, submitRegistration } from '../../../shared/api/auth';
import { fieldErrors } from '../../../shared/api/envelope';
import { MEMBERSHIP_TIERS, TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { toE164 } from '../../../shared/domain/phone';
import { Seo } from '../../components/seo/Seo';
import { BotCheckOnWebsite, useBotCheckOnWebsite } from '../../components/captcha/BotCheckOnWebsite';
import { Captcha } from '../../components/captcha/Captcha';
import { ApiCallError, callApi } from '../../lib/http';
import { useSite } from '../../lib/site-context';
import { FormAlert } from '../../components/forms/form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import {
  EMPTY_SIGN_UP,
  FORM_FIELDS,
  STEPS,
  STEP_RESOLVERS,
  stepOfField,
  type StepId,
} from './sign-up/sign-up-form';
import { StepAgreements } from './sign-up/StepAgreements';
import { StepCompany } from './sign-up/StepCompany';
import { StepContact } from './sign-up/StepContact';
import { StepPassword } from './sign-up/StepPassword';
import { StepPhone, type PhoneProgress } from './sign-up/StepPhone';
import { StepProgress } from './sign-up/StepProgress';
import { useEmailCheck } from './sign-up/use-email-check';
import styles from './auth.module.css';
import signUpStyles from './sign-up/SignUpPage.module.css';

const REGISTERED_MESSAGE =
  'This email address is already registered. Sign in instead, or use another address.';

/** "+44 " for a company in the United Kingdom, so the number starts with its country code. */
function diallingPrefix(country: string): string {
  try {
    return `+${getCountryCallingCode(country as CountryCode)} `;
  } catch {
    return '';
  }
}

/** The plan chosen on the membership page (`?plan=premium`), when it names one. */
function planOf(value: string | null): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier === value);
}

export default function SignUpPage() {
  const navigate = useNavigate();
  const plan = planOf(useSearchParams()[0].get('plan'));
  const hydrated = useHydrated();
  const applyOnWebsite = useBotCheckOnWebsite();
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  const [step, setStep] = useState<StepId>('company');
  const [formError, setFormError] = useState<string>();
  const [phone, setPhone] = useState<PhoneProgress>({ phone: '' });
  const [submitToken, setSubmitToken] = useState<string | null>(null);
  const [submitReset, setSubmitReset] = useState(0);
  const [emailToken, setEmailToken] = useState<string | null>(null);
  const [emailReset, setEmailReset] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);

  const form = useForm({ defaultValues: EMPTY_SIGN_UP, resolver: STEP_RESOLVERS[step] });
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
    const values = getValues();
    const parsed = registrationSchema.safeParse({
      company: values.company,
      contact: values.contact,
      phoneToken: phone.phoneToken,
      password: values.password,
      acceptTerms: values.acceptTerms,
      acceptCodeOfEthics: values.acceptCodeOfEthics,
      captchaToken: submitToken ?? undefined,
      plan,
    });
    if (!parsed.success) {
      return showFieldErrors(fieldErrors(parsed.error), 'Some answers need your attention.');
    }
    try {
      await callApi(submitRegistration, { body: parsed.data });
      await navigate('/auth/notification-page?flow=registration');
    } catch (error) {
      if (submitToken) setSubmitReset((value) => value + 1);
      if (error instanceof ApiCallError && Object.keys(error.fields).length > 0) {
        showFieldErrors(error.fields, error.message);
      } else {
        setFormError(
          error instanceof ApiCallError ? error.message : 'Something went wrong. Please try again.',
        );
      }
    }
  };

  const onStepValid = async () => {
    setFormError(undefined);
    if (step === 'company') {
      const { country } = getValues('company');
      if (!getValues('contact.phone')) setValue('contact.phone', diallingPrefix(country));
    }
    if (step === 'contact') {
      if (emailCheck.state === 'registered') {
        setError('contact.email', { type: 'server', message: REGISTERED_MESSAGE }, { shouldFocus: true });
        return;
      }
      const e164 = toE164(getValues('contact.phone')) ?? '';
      if (e164 !== phone.phone) setPhone({ phone: e164 });
    }
    if (step === 'agreements') return submit();
    const next = STEPS[index + 1];
    if (next) goTo(next.id);
  };

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Seo
        path="/auth/sign-up"
        title="Apply for membership"
        description="Apply to join the Digital Freight Alliance: tell us about your company, verify your phone number and choose a password."
        noIndex
      />
      <h1>Apply for membership</h1>
      <p className={styles.lead}>
        {plan
          ? `You are applying for ${TIER_LABELS[plan]} membership; the association confirms the plan when it approves your company. `
          : ''}
        Five short steps. Your answers are kept when you go back and forth.
      </p>
      {applyOnWebsite ? (
        <section className={styles.card}>
          <BotCheckOnWebsite what="Your application" />
        </section>
      ) : (
        <>
          <StepProgress current={step} />
          <section className={styles.card} aria-labelledby="sign-up-step-heading">
            <h2 id="sign-up-step-heading" ref={headingRef} tabIndex={-1} className={signUpStyles.stepHeading}>
              Step {index + 1} of {STEPS.length}: {current.title}
            </h2>
            <FormProvider {...form}>
              {step === 'phone' ? (
                <StepPhone
                  progress={phone}
                  onProgress={setPhone}
                  onBack={goBack}
                  onNext={() => goTo('password')}
                />
              ) : (
                <form noValidate method="post" onSubmit={handleSubmit(onStepValid)}>
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
                  <div className={styles.actions}>
                    {index > 0 ? (
                      <button type="button" className={styles.secondaryButton} onClick={goBack}>
                        Back
                      </button>
                    ) : null}
                    <button
                      type="submit"
                      className={styles.button}
                      disabled={!hydrated || form.formState.isSubmitting}
                    >
                      {step === 'agreements'
                        ? form.formState.isSubmitting
                          ? 'Sending…'
                          : 'Submit application'
                        : 'Next'}
                    </button>
                  </div>
                </form>
              )}
            </FormProvider>
          </section>
        </>
      )}
    </div>
  );
}
