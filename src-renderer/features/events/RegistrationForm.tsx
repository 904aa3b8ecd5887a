import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { registerForEvent, registerForEventBodySchema } from '../../../shared/api/events';
import { Captcha } from '../../components/captcha/Captcha';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/http';
import { useSite } from '../../lib/site-context';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './registration.module.css';

/** What the visitor fills in; the event, the key and the bot-check token are added when sending. */
const registrationFormSchema = registerForEventBodySchema.omit({
  eventSlug: true,
  idempotencyKey: true,
  captchaToken: true,
});
type RegistrationFormValues = z.output<typeof registrationFormSchema>;
const FORM_FIELDS = ['name', 'email', 'company', 'phone'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const CAPTCHA_MESSAGE = 'Complete the check that you are not a robot.';

function Field({
  name,
  label,
  optional,
  error,
  input,
  type = 'text',
  autoComplete,
}: {
  name: FormField;
  label: string;
  optional?: string;
  error: string | undefined;
  input: UseFormRegisterReturn<FormField>;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} {optional ? <span className={styles.optional}>({optional})</span> : null}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...(type === 'email' ? { inputMode: 'email' as const } : {})}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Registration for one upcoming event: the answer is an email with the person's own link. */
export function RegistrationForm({ eventSlug, eventTitle }: { eventSlug: string; eventTitle: string }) {
  const hydrated = useHydrated();
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  const headingId = useId();
  // One key per filled-in form, made when it is first sent and kept across retries, so a double
  // click or a resend emails once; registering someone else afterwards gets a new key.
  const idempotencyKey = useRef<string>(undefined);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const confirmation = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', company: '', phone: '' },
  });

  useEffect(() => {
    if (sentTo !== undefined) confirmation.current?.focus();
  }, [sentTo]);

  const send = async (values: RegistrationFormValues) => {
    setFormError(undefined);
    if (captchaRequired && !captchaToken) {
      setFormError(CAPTCHA_MESSAGE);
      return;
    }
    try {
      idempotencyKey.current ??= crypto.randomUUID();
      await callApi(registerForEvent, {
        body: {
          ...values,
          eventSlug,
          idempotencyKey: idempotencyKey.current,
          ...(captchaToken ? { captchaToken } : {}),
        },
      });
      idempotencyKey.current = undefined;
      reset();
      setSentTo(values.email);
    } catch (error) {
      setFormError(showApiError(error, setError, FORM_FIELDS));
      // A bot-check token is accepted once: ask for a fresh one before the next try.
      setCaptchaReset((value) => value + 1);
    }
  };

  if (sentTo !== undefined) {
    return (
      <section className={styles.card} role="status" aria-labelledby={headingId}>
        <h2 id={headingId} ref={confirmation} tabIndex={-1} className={styles.cardHeading}>
          Check your inbox for your personal link
        </h2>
        <p>
          We sent a confirmation for {eventTitle} to <strong>{sentTo}</strong>. It holds your personal link,
          where you can see your registration or cancel it, and a calendar file for the event.
        </p>
        <p className={styles.note}>
          No email within a few minutes? Check your spam folder, or register again with the same address: we
          will send a new link.
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => setSentTo(undefined)}>
          Register someone else
        </button>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Register for this event
      </h2>
      <p className={styles.note}>Entry is free. We email you a personal link to see or cancel your place.</p>
      <form method="post" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <div role="alert" className={styles.alertSlot}>
          {formError ? <p className={styles.alert}>{formError}</p> : null}
        </div>
        <Field
          name="name"
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          input={register('name')}
        />
        <Field
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          input={register('email')}
        />
        <Field
          name="company"
          label="Company"
          optional="optional"
          autoComplete="organization"
          error={errors.company?.message}
          input={register('company')}
        />
        <Field
          name="phone"
          label="Phone"
          optional="optional, with country code"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          input={register('phone')}
        />
        <Captcha action="event-registration" onToken={setCaptchaToken} resetKey={captchaReset} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={!hydrated || isSubmitting}>
            {isSubmitting ? 'Registering…' : 'Register'}
          </button>
        </div>
      </form>
    </section>
  );
}
